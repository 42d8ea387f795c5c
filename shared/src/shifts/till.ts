/**
 * The till of a cashier's shift: which cash events exist, which way each moves the cash in the
 * drawer, and what the drawer should hold. The server computes the expected cash at close with
 * these, and the terminal and the panel show the same figures, so the rule lives here once.
 */

/** Every kind of cash event a shift records; a correction is a new movement, never an edit. */
export const SHIFT_CASH_KINDS = [
  'bet',
  'payout',
  'deposit',
  'withdrawal',
  'voucherIssued',
  'voucherRedeemed',
  'void',
  'cashIn',
  'cashOut',
  'correction',
] as const;
export type ShiftCashKind = (typeof SHIFT_CASH_KINDS)[number];

/**
 * Which way a kind moves the drawer's cash: +1 in (a bet taken, a deposit received, a voucher
 * bought), -1 out (a payout, a withdrawal paid, a voucher cashed, a void refunded), 0 either way
 * (a correction carries its own sign).
 */
export const TILL_DIRECTION: Readonly<Record<ShiftCashKind, 1 | -1 | 0>> = {
  bet: 1,
  payout: -1,
  deposit: 1,
  withdrawal: -1,
  voucherIssued: 1,
  voucherRedeemed: -1,
  void: -1,
  cashIn: 1,
  cashOut: -1,
  correction: 0,
};

/** Why cash is put in or taken out by hand; only these reasons are accepted. */
export const CASH_IN_REASONS = ['floatTopUp', 'changeFromSafe', 'correctionIn'] as const;
export const CASH_OUT_REASONS = ['safeDrop', 'bankDeposit', 'expense', 'correctionOut'] as const;
export const CASH_REASONS = [...CASH_IN_REASONS, ...CASH_OUT_REASONS] as const;
export type CashReason = (typeof CASH_REASONS)[number];

/** A shift's state: counting cash, closed by a blind count, signed off by its manager. */
export const SHIFT_STATES = ['open', 'closed', 'signedOff'] as const;
export type ShiftState = (typeof SHIFT_STATES)[number];

/**
 * The signed change of the drawer's cash (minor units) for an event of `amount`: the amount of
 * an ordinary kind is its size (sign ignored), and a correction keeps the sign it was given.
 */
export function tillDelta(kind: ShiftCashKind, amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError('amount must be an integer of minor units');
  const direction = TILL_DIRECTION[kind];
  return direction === 0 ? amount : direction * Math.abs(amount);
}

/** The cash the drawer should hold: the counted float plus every movement's signed delta. */
export function expectedCash(float: number, deltas: readonly number[]): number {
  let total = float;
  for (const d of deltas) total += d;
  return total;
}

/** Over (positive) or short (negative) against what the drawer should hold. */
export const cashVariance = (counted: number, expected: number): number => counted - expected;

/** A variance needs the cashier's note before the manager may sign the shift off. */
export const varianceNeedsNote = (variance: number): boolean => variance !== 0;

/** The per-kind totals of a shift's movements, for its report (minor units, signed). */
export function tillTotals(movements: ReadonlyArray<{ kind: ShiftCashKind; delta: number }>) {
  const byKind = Object.fromEntries(SHIFT_CASH_KINDS.map((k) => [k, 0])) as Record<ShiftCashKind, number>;
  const counts = Object.fromEntries(SHIFT_CASH_KINDS.map((k) => [k, 0])) as Record<ShiftCashKind, number>;
  for (const m of movements) {
    byKind[m.kind] += m.delta;
    counts[m.kind] += 1;
  }
  return { byKind, counts };
}
