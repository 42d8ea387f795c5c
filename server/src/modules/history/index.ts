// The simulated world's past (finished matches and settled coupons of the demo bettors at first start).
export { createHistoryModule } from './history.module.ts';
export { seedWorldHistory } from './world-history.service.ts';
export type { WorldHistoryReport } from './world-history.service.ts';
