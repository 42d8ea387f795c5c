import { z } from 'zod';
import { ApiAmount, ApiIdParam, Paging } from './common.ts';
import { isKnownTimeZone } from '../reports/periods.ts';
import { CASH_IN_REASONS, CASH_OUT_REASONS, SHIFT_CASH_KINDS, SHIFT_STATES } from '../shifts/till.ts';

/** Cashier shifts at a shop terminal: open with a float, cash in/out, blind close, manager sign-off. */

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-mm-dd');
/**
 * The most cash one count or one movement by hand may be (major units): no till holds a million,
 * and a slipped key (99,999,999 typed for a cash-in) must not corrupt a shift's totals.
 */
export const SHIFT_CASH_MAX = 1_000_000;
/** A counted amount of cash (major units): never below zero. */
const CashAmount = ApiAmount.refine((n) => n >= 0 && n <= SHIFT_CASH_MAX, {
  message: `from zero to ${SHIFT_CASH_MAX}`,
});
/** Cash moved by hand: more than zero. */
const PositiveCash = ApiAmount.refine((n) => n > 0 && n <= SHIFT_CASH_MAX, {
  message: `more than zero, at most ${SHIFT_CASH_MAX}`,
});

export const ShiftOpenRequest = z.object({
  terminalNo: z.string().trim().min(1).max(20),
  /** the counted float in the drawer at the start (major units) */
  float: CashAmount,
  /**
   * the shop terminal's IANA zone: the shift belongs to the day it opens on there (its end-of-day
   * report); the site's zone without it
   */
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => isKnownTimeZone(zone), { message: 'an IANA time zone' })
    .optional(),
});
export type ShiftOpenRequest = z.infer<typeof ShiftOpenRequest>;

export const ShiftCashRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cashIn'),
    amount: PositiveCash,
    reason: z.enum(CASH_IN_REASONS),
    note: z.string().trim().max(200).optional(),
    /** kept with the request until a definite answer: a retry never moves cash twice */
    idempotencyKey: z.string().min(8).max(64),
  }),
  z.object({
    kind: z.literal('cashOut'),
    amount: PositiveCash,
    reason: z.enum(CASH_OUT_REASONS),
    note: z.string().trim().max(200).optional(),
    idempotencyKey: z.string().min(8).max(64),
  }),
]);
export type ShiftCashRequest = z.infer<typeof ShiftCashRequest>;

export const ShiftCloseRequest = z.object({
  /** the cash the cashier counted, entered before any expected figure is shown */
  counted: CashAmount,
});
export type ShiftCloseRequest = z.infer<typeof ShiftCloseRequest>;

export const ShiftNoteRequest = z.object({ note: z.string().trim().min(3).max(500) });
export type ShiftNoteRequest = z.infer<typeof ShiftNoteRequest>;

export const ShiftParams = z.object({ id: ApiIdParam });

/** The cashier's own open shift, without any running total (the count at close is blind). */
export const OpenShift = z
  .object({
    id: z.number().int(),
    terminalNo: z.string(),
    openedAt: z.string(),
    float: z.number(),
    /** how many cash events the shift holds so far */
    movements: z.number().int(),
  })
  .meta({ id: 'OpenShift' });
export type OpenShift = z.infer<typeof OpenShift>;

export const CurrentShift = z.object({
  shift: OpenShift.nullable(),
  /** the cashier's last closed shift still waiting for its note or sign-off */
  lastClosed: z.lazy(() => ShiftRow).nullable(),
});
export type CurrentShift = z.infer<typeof CurrentShift>;

/** A shift as the manager sees it (and the cashier once it is closed). */
export const ShiftRow = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    terminalNo: z.string(),
    state: z.enum(SHIFT_STATES),
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    float: z.number(),
    /** null while open: nobody sees it before the blind count */
    expected: z.number().nullable(),
    counted: z.number().nullable(),
    variance: z.number().nullable(),
    /** 1 when the variance still needs the cashier's note */
    needsNote: z.number().int(),
    note: z.string().nullable(),
    signedOffBy: z.string().nullable(),
    signedOffAt: z.string().nullable(),
  })
  .meta({ id: 'ShiftRow' });
export type ShiftRow = z.infer<typeof ShiftRow>;

export const ShiftCashAnswer = z.object({ movements: z.number().int() });

const KindTotal = z.object({ kind: z.enum(SHIFT_CASH_KINDS), count: z.number().int(), total: z.number() });

/** The end-of-shift report: the shift with its totals per kind of cash event. */
export const ShiftReport = z
  .object({ shift: ShiftRow, totals: z.array(KindTotal) })
  .meta({ id: 'ShiftReport' });
export type ShiftReport = z.infer<typeof ShiftReport>;

/**
 * The end-of-day report: every shift that opened on that day of its shop (in its shop's zone), in
 * the caller's scope, and their totals.
 */
export const DayReport = z
  .object({
    day: z.string(),
    shifts: z.array(ShiftRow),
    totals: z.array(KindTotal),
    float: z.number(),
    expected: z.number(),
    counted: z.number(),
    variance: z.number(),
    /** shifts of the day not yet closed: their figures are not in expected, counted and variance */
    open: z.number().int(),
  })
  .meta({ id: 'DayReport' });
export type DayReport = z.infer<typeof DayReport>;

export const DayReportQuery = z.object({ day: IsoDay });

export const ShiftListQuery = Paging.extend({ state: z.enum(SHIFT_STATES).optional() });
export type ShiftListQuery = z.infer<typeof ShiftListQuery>;

export const ShiftList = z.object({ results: z.array(ShiftRow), totalCount: z.number().int() });
