import { z } from 'zod';
import { VOID_REASONS } from '../coupons/cancel-rules.ts';

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
