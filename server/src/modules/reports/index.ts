// The dealer reports: read from the daily rows that the ledger keeps in step with every play movement.
export { reportsModule } from './reports.routes.ts';
export { dealerReport } from './reports.service.ts';
