import { z } from 'zod';
import { VOID_REASONS } from '../coupons/cancel-rules.ts';
import { RESULT_STATUSES } from '../settlement/result-rules.ts';

/** `POST /admin/coupons/:ticketId/void`: an administrator voids a coupon outside the cancel rule. */
export const CouponVoidRequest = z
  .object({
    reason: z.enum(VOID_REASONS),
    /** free text beside the reason; required when the reason is 'other' */
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'CouponVoidRequest' });
export type CouponVoidRequest = z.infer<typeof CouponVoidRequest>;

export const CouponVoidResponse = z
  .object({ status: z.literal(1), msg: z.string(), refunded: z.number() })
  .meta({ id: 'CouponVoidResponse' });
export type CouponVoidResponse = z.infer<typeof CouponVoidResponse>;

const Goals = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});

/**
 * `POST /admin/matches/:id/result`: enter or correct a result. A correction (the match already
 * has a result) needs a reason; the audit log keeps it with who and when.
 */
export const ResultEntryRequest = z
  .object({
    score: Goals,
    halftime: Goals.optional(),
    /** 'cancelled' or 'abandoned' voids every line of the match; allowed before kick-off */
    status: z.enum(RESULT_STATUSES).default('ended'),
    reason: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'ResultEntryRequest' });
export type ResultEntryRequest = z.infer<typeof ResultEntryRequest>;

/** What a result entry changed: every coupon re-settled and the money that moved (major units). */
export const ResultEntryResponse = z
  .object({
    matchId: z.number().int(),
    /** true when the match already had a result */
    correction: z.boolean(),
    /** coupon lines whose outcome changed */
    lines: z.number().int(),
    coupons: z.array(
      z.object({
        ticketId: z.string(),
        userId: z.number().int(),
        /** 1 won, -1 lost */
        status: z.number().int(),
        /** credited (positive) or taken back (negative) by this entry */
        difference: z.number(),
      }),
    ),
    paid: z.number(),
    reclaimed: z.number(),
    /** balances this entry left below zero: owed by their players */
    owed: z.array(z.object({ userId: z.number().int(), userName: z.string(), balance: z.number() })),
  })
  .meta({ id: 'ResultEntryResponse' });
export type ResultEntryResponse = z.infer<typeof ResultEntryResponse>;
