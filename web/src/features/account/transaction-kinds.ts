import { isLedgerMovementType, type LedgerMovementType } from '@bet/shared';
import type { AccountKey } from './i18n/tr.ts';

/** The text naming each ledger movement type: one for every type, in every language. */
const MOVEMENT_NAMES: Record<LedgerMovementType, AccountKey> = {
  stake: 'acct.tx.kind.stake',
  win: 'acct.tx.kind.win',
  winCorrection: 'acct.tx.kind.winCorrection',
  cashout: 'acct.tx.kind.cashout',
  cancelRefund: 'acct.tx.kind.cancelRefund',
  voidRefund: 'acct.tx.kind.voidRefund',
  couponBonus: 'acct.tx.kind.couponBonus',
  refund: 'acct.tx.kind.refund',
  bonus: 'acct.tx.kind.bonus',
  jackpotWin: 'acct.tx.kind.jackpotWin',
  jackpotContribution: 'acct.tx.kind.jackpotContribution',
  jackpotSeed: 'acct.tx.kind.jackpotSeed',
  creditIn: 'acct.tx.kind.creditIn',
  creditOut: 'acct.tx.kind.creditOut',
  opening: 'acct.tx.kind.opening',
  deposit: 'acct.tx.kind.deposit',
  withdrawHold: 'acct.tx.kind.withdrawHold',
  withdrawRelease: 'acct.tx.kind.withdrawRelease',
  withdrawPaid: 'acct.tx.kind.withdrawPaid',
  cashPayout: 'acct.tx.kind.cashPayout',
  voucherIssue: 'acct.tx.kind.voucherIssue',
  voucherRedeem: 'acct.tx.kind.voucherRedeem',
};

/**
 * The text key naming a transaction's movement: its type is the text before '->' (what follows is
 * a note, 'deposit->42'). Null for a type this build does not know (a newer server's).
 */
export function movementNameKey(rowType: string): AccountKey | null {
  const kind = rowType.split('->')[0] ?? rowType;
  return isLedgerMovementType(kind) ? MOVEMENT_NAMES[kind] : null;
}
