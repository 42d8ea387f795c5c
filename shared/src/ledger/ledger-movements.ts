/**
 * Every type of movement the ledger books on an account (ledger_movements.type). A player's
 * transactions list names each one in the page's language; the web's map of names is typed over
 * this list, so a type added here without a name fails the typecheck.
 */
export const LEDGER_MOVEMENT_TYPES = [
  // coupons and casino play
  'stake',
  'win',
  'winCorrection',
  'cashout',
  'cancelRefund',
  'voidRefund',
  'couponBonus',
  'refund',
  'bonus',
  // jackpots
  'jackpotWin',
  'jackpotContribution',
  'jackpotSeed',
  // credit from the dealer and the opening balance
  'creditIn',
  'creditOut',
  'opening',
  // payments: a deposit, a withdrawal held at request, given back on rejection, paid out
  'deposit',
  'withdrawHold',
  'withdrawRelease',
  'withdrawPaid',
  // the shop's counter: a ticket paid out, a voucher issued and redeemed
  'cashPayout',
  'voucherIssue',
  'voucherRedeem',
] as const;
export type LedgerMovementType = (typeof LEDGER_MOVEMENT_TYPES)[number];

/** True for a type of the list above. */
export function isLedgerMovementType(type: string): type is LedgerMovementType {
  return (LEDGER_MOVEMENT_TYPES as readonly string[]).includes(type);
}
