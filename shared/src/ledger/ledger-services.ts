/**
 * The service a ledger movement is booked under (ledger_movements.service): which game's money it
 * was. The spec names 1 sport bets, 4 live games and 5 slot games; bingo, virtual and TV games
 * have codes of their own after them. 0 is money of no game (credit, payments, the shop).
 */
export const LEDGER_SERVICE = {
  general: 0,
  sport: 1,
  liveGames: 4,
  slots: 5,
  bingo: 6,
  virtual: 7,
  tv: 8,
} as const;
export type LedgerService = (typeof LEDGER_SERVICE)[keyof typeof LEDGER_SERVICE];

/** Every service a player's movement can carry, as the transactions filter offers them. */
export const TRANSACTION_SERVICES = [
  LEDGER_SERVICE.sport,
  LEDGER_SERVICE.liveGames,
  LEDGER_SERVICE.slots,
  LEDGER_SERVICE.bingo,
  LEDGER_SERVICE.virtual,
  LEDGER_SERVICE.tv,
] as const;
export type TransactionService = (typeof TRANSACTION_SERVICES)[number];
