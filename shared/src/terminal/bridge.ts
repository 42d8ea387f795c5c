/**
 * The values that cross the terminal's preload bridge, as schemas; the calls and events themselves
 * are entries of the contract (contract/bridge.ts). Every call answers `{ ok: true, value } |
 * { ok: false, error }` so nothing throws across the bridge.
 */
import { z } from 'zod';
import { Coupon, CouponRefusalDetails, TicketParams } from '../api/coupons.ts';
import { Voucher } from '../api/vouchers.ts';
import { SUBMISSION_STATES } from './submission-state.ts';
import { COUNTER_VOID_REASONS } from '../ticket/counter-rules.ts';
import { DayReport, ShiftReport } from '../api/shifts.ts';

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The schema of a bridge answer carrying `value`. */
export const bridgeResult = <T extends z.ZodType>(value: T) =>
  z.union([z.object({ ok: z.literal(true), value }), z.object({ ok: z.literal(false), error: z.string() })]);

/**
 * What became of a coupon handed to the terminal's durable queue. 'done' only once the server
 * confirmed it, with the server's answer; 'refused' carries the server's message key (and the changed picks, if any);
 * 'givenUp' means the request never reached the server within the window: no bet was taken.
 * 'checking' means the server may hold the coupon and has not said yet: the terminal keeps asking,
 * prints the ticket if it was placed, and the cashier sees the job in the list until then.
 */
export const SubmissionOutcome = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('done'),
    ticketId: z.string(),
    /** the server's answer, kept by the queue (absent for a job confirmed by an older build) */
    coupon: Coupon.optional(),
    /** the balance after the stake (major units), when the answer said it */
    credit: z.number().optional(),
    /** a coupon paid with a voucher: the voucher of what it held above the stake */
    changeVoucher: Voucher.optional(),
  }),
  z.object({
    state: z.literal('refused'),
    error: z.string(),
    message: z.string(),
    status: z.number().int(),
    details: CouponRefusalDetails,
    /** false when the server said the session is gone */
    login: z.boolean(),
  }),
  z.object({ state: z.literal('givenUp'), error: z.string() }),
  z.object({ state: z.literal('checking') }),
]);
export type SubmissionOutcome = z.infer<typeof SubmissionOutcome>;

/** One coupon submission as the cashier's list shows it. */
export const SubmissionEntry = z.object({
  /** the idempotency key */
  key: z.string(),
  state: z.enum(SUBMISSION_STATES),
  /** epoch milliseconds */
  createdAt: z.number(),
  /** the stake as sent (major units, as the request carries it) */
  stake: z.number(),
  /** once confirmed */
  ticketId: z.string().nullable(),
  /** the server's message key of a refusal, or why the job was given up */
  error: z.string().nullable(),
});
export type SubmissionEntry = z.infer<typeof SubmissionEntry>;

/** What a payout receipt prints: the ticket and the cash paid (major units, as the API answers). */
export const PayoutReceipt = z.object({
  ticketId: TicketParams.shape.ticketId,
  amount: z.number().nonnegative(),
  currency: z.string().min(1).max(8),
  /** the site's currency display, as the pages show it (siteCurrencyContext) */
  currencyMode: z.number().int().min(0).max(9).optional(),
  serverId: z.number().int().min(0).max(1_000_000).optional(),
  paidAt: z.string().min(1).max(40),
  terminalNo: z.string().min(1).max(20),
});
export type PayoutReceipt = z.infer<typeof PayoutReceipt>;

const SlipMoney = {
  currency: z.string().min(1).max(8),
  currencyMode: z.number().int().min(0).max(9).optional(),
  serverId: z.number().int().min(0).max(1_000_000).optional(),
  terminalNo: z.string().min(1).max(20),
};

/**
 * What else the counter prints (major units, as the API answers): the receipt of a void, a
 * voucher, whose barcode and QR code carry its code for the scanner to read back, and the
 * receipts of an online player's deposit and withdrawal at the counter.
 */
export const CounterSlip = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('void'),
    ticketId: TicketParams.shape.ticketId,
    refunded: z.number().nonnegative(),
    reason: z.enum(COUNTER_VOID_REASONS),
    voidedAt: z.string().min(1).max(40),
    ...SlipMoney,
  }),
  z.object({
    kind: z.literal('voucher'),
    code: z.string().regex(/^\d{22}$/),
    amount: z.number().positive(),
    issuedAt: z.string().min(1).max(40),
    expiresAt: z.string().min(1).max(40),
    ...SlipMoney,
  }),
  // an online player's cash at the counter: the deposit taken in, the withdrawal paid out
  z.object({
    kind: z.literal('shopDeposit'),
    uuid: z.string().min(1).max(40),
    userName: z.string().min(1).max(50),
    amount: z.number().positive(),
    at: z.string().min(1).max(40),
    ...SlipMoney,
  }),
  z.object({
    kind: z.literal('shopWithdrawal'),
    requestId: z.number().int().min(1),
    userName: z.string().min(1).max(50),
    amount: z.number().positive(),
    at: z.string().min(1).max(40),
    ...SlipMoney,
  }),
]);
export type CounterSlip = z.infer<typeof CounterSlip>;

/**
 * An end-of-shift or end-of-day report to print (major units, as the API answers): the terminal
 * prints the rows of shared shiftReportModel / dayReportModel, the same the panel shows.
 */
export const CashReportSlip = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('shiftReport'),
    report: ShiftReport,
    printedAt: z.string().min(1).max(40),
    ...SlipMoney,
  }),
  z.object({
    kind: z.literal('dayReport'),
    report: DayReport,
    printedAt: z.string().min(1).max(40),
    ...SlipMoney,
  }),
]);
export type CashReportSlip = z.infer<typeof CashReportSlip>;

export const PrinterStatus = z.object({
  online: z.boolean(),
  coverOpen: z.boolean(),
  paperNearEnd: z.boolean(),
  paperOut: z.boolean(),
  /** message keys of the spec: 'printerNoPaper', 'printerCoverOpen', 'printerOffline' */
  errors: z.array(z.string()),
});
export type PrinterStatus = z.infer<typeof PrinterStatus>;

export const QueueState = z.object({
  pendingSubmissions: z.number().int(),
  pendingPrints: z.number().int(),
  pendingPayouts: z.number().int(),
  /** submissions given up on and not yet acknowledged by the cashier */
  failed: z.number().int(),
  /** submissions the server may hold, being checked by their key (the cashier must not refund them) */
  checking: z.number().int(),
});
export type QueueState = z.infer<typeof QueueState>;

export const TerminalInfo = z.object({
  terminalNo: z.string(),
  version: z.string(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  /** the shop's IANA zone: its receipts' times and its business day (absent from older builds) */
  timeZone: z.string().optional(),
});
export type TerminalInfo = z.infer<typeof TerminalInfo>;
