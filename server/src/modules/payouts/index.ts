// Paying out won tickets at a shop or dealer.
export { payoutsModule } from './payouts.routes.ts';
