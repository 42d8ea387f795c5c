import {
  CashReportSlip,
  Coupon,
  CouponCreateRequest,
  CounterSlip,
  PayoutReceipt,
  TicketParams,
} from '@bet/shared';
import { z } from 'zod';

const TicketId = TicketParams.shape.ticketId;

/** A coupon to place: the request as the page made it; the idempotency key is the job's own key. */
export const SubmitPayload = CouponCreateRequest.omit({ idempotencyKey: true });

/**
 * A ticket to print; a duplicate is a reprint and is marked as one on the paper. An original may
 * carry the coupon as the placement's answer gave it, printed without asking the server again.
 */
export const PrintPayload = z.object({
  ticketId: TicketId,
  duplicate: z.boolean(),
  coupon: Coupon.optional(),
});

/**
 * What the counter prints after the server confirmed it: the receipt of a cash payout, a void
 * receipt, a voucher, or an end-of-shift or end-of-day report, as the bridge calls hand them over
 * (one queue, one printing loop).
 */
export const PayoutPayload = z.union([PayoutReceipt, CounterSlip, CashReportSlip]);

/** One schema per job kind: what is written is checked, and so is what is read back from the file. */
export const JOB_PAYLOADS = {
  submit: SubmitPayload,
  print: PrintPayload,
  payout: PayoutPayload,
} as const;

export type JobKind = keyof typeof JOB_PAYLOADS;
/** A payload as read back (defaults filled in) */
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_PAYLOADS)[K]>;
/** A payload as handed to the queue */
export type JobPayloadInput<K extends JobKind> = z.input<(typeof JOB_PAYLOADS)[K]>;

export const JOB_KINDS = Object.keys(JOB_PAYLOADS) as JobKind[];

/** Why a payload does not fit its kind, in one line: `submit: stake: must be above 0`. */
export function payloadProblem(kind: string, payload: unknown): string | null {
  if (!(JOB_KINDS as string[]).includes(kind)) return `unknown job kind '${kind}'`;
  const parsed = JOB_PAYLOADS[kind as JobKind].safeParse(payload);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${kind}: ${issue.path.join('.') || 'payload'}: ${issue.message}`;
}

/** A payload refused when it was to be queued: the job was not written. */
export class JobPayloadError extends Error {
  constructor(readonly problem: string) {
    super(`invalid job payload (${problem})`);
    this.name = 'JobPayloadError';
  }
}
