// Settling coupons from match results, through the ledger.
export { settlementModule } from './settlement.routes.ts';
export { settleMatch } from './settlement.service.ts';
