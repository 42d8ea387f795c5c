// Paying out won tickets at a shop or dealer.
export { createPayoutsModule } from './payouts.routes.ts';
