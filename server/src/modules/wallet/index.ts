// The money ledger: the coupon, casino and payment services move money only through these.
export {
  InsufficientBalanceError,
  OVERDRAW_TYPES,
  SERVICE,
  accountIdOfUser,
  balanceOfUser,
  houseAccountId,
  inTransaction,
  openAccount,
  openPoolAccount,
  postMovement,
  postMovements,
  transfer,
  verifyLedger,
} from './ledger.ts';
export type { LedgerCheck, MovementInput, MovementResult, TransferInput } from './ledger.ts';
export { stakeRowsInsert, addToReportRows, stakeReportRows } from './report-rows.ts';
export type { ReportMovement, StakeReportRows } from './report-rows.ts';
export { parseQueryDate, queryDateZone } from './dates.ts';
export { listTransactions } from './transactions.service.ts';
export { walletModule } from './wallet.routes.ts';
