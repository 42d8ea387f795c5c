import { z } from 'zod';
import { ApiAmount, ApiCountParam, ApiId, ApiOdd } from './common.ts';
import { ODDS_CHANGE_POLICIES } from '../betslip/odds-change.ts';
import { SecureCode, Voucher } from './vouchers.ts';

export const CouponPick = z.object({
  matchId: ApiId,
  marketId: z.number().int().positive(),
  outcomeId: z.number().int().positive(),
  /** the odd the player saw; the server re-reads its own */
  odd: ApiOdd,
  banker: z.boolean().default(false),
  /**
   * Whether the player saw the pick pre-match ('N') or live ('L'). A pick seen pre-match whose
   * match is live by now is refused (`matchStarted`) instead of becoming a live bet. Clients that
   * predate it send nothing and are judged by the server's own view of the match.
   */
  ttype: z.enum(['N', 'L']).optional(),
});
export type CouponPick = z.infer<typeof CouponPick>;

/** `POST /coupons` (API.md "Coupons"). */
export const CouponCreateRequest = z
  .object({
    idempotencyKey: z.string().min(8).max(100),
    stake: ApiAmount.refine((n) => n > 0, { message: 'must be above 0' }),
    oddChangeOk: z.boolean().default(false),
    /** what to do with odds that moved since the player saw them; without it, `oddChangeOk` decides */
    oddsChange: z.enum(ODDS_CHANGE_POLICIES).optional(),
    /** combination sizes of a system coupon; present and non-empty makes it a system coupon (SK) */
    system: z.array(z.number().int().min(1).max(20)).max(20).optional(),
    picks: z.array(CouponPick).min(1).max(40),
    /**
     * At a shop counter: a scanned voucher pays the stake (ticket in, ticket out). It is redeemed
     * with the coupon; what it holds above the stake comes back as a new voucher, what the stake
     * needs above it is paid in cash.
     */
    voucher: z.object({ code: SecureCode, terminalNo: z.string().trim().min(1).max(20) }).optional(),
  })
  .meta({ id: 'CouponCreateRequest' });
export type CouponCreateRequest = z.infer<typeof CouponCreateRequest>;

/** 0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold */
export const CouponStatus = z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(-2), z.literal(2)]);
export type CouponStatus = z.infer<typeof CouponStatus>;

/** TK single, KK combine, CK multiple, SK system */
export const TicketType = z.enum(['TK', 'KK', 'CK', 'SK']);
export type TicketType = z.infer<typeof TicketType>;

export const CouponLine = z
  .object({
    matchId: z.number().int(),
    /** with outcomeId: what a coupon is rebuilt into a slip from */
    marketId: z.number().int(),
    outcomeId: z.number().int(),
    matchDate: z.string(),
    home: z.string(),
    away: z.string(),
    sportId: z.number().int(),
    /** the market's type: what its special means (shared markets) */
    marketTypeId: z.number().int(),
    marketName: z.string(),
    outcomeName: z.string(),
    odds: z.number(),
    /** 0 open, 1 won, -1 lost, 2 void */
    status: z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(2)]),
    isLive: z.boolean(),
    isBank: z.boolean(),
    special: z.string(),
    result: z.string().nullable(),
  })
  .meta({ id: 'CouponLine' });
export type CouponLine = z.infer<typeof CouponLine>;

export const SellType = z.object({ status: z.number().int(), winPrice: z.number() });
export type SellType = z.infer<typeof SellType>;

export const Coupon = z
  .object({
    ticketId: z.string(),
    ticketDate: z.string(),
    status: CouponStatus,
    ticketType: TicketType,
    isLive: z.boolean(),
    totalTipps: z.number().int(),
    /** amounts in major units (API convention) */
    totalStake: z.number(),
    totalTickets: z.number().int(),
    maxPay: z.number(),
    bonusPay: z.number(),
    /** the total odds the coupon was accepted at: Σ over its bets of their odds, after the odds cap */
    totalOdds: z.number(),
    income: z.number(),
    /** the ticked combination sizes of a system coupon, e.g. '2,3' */
    systemCombi: z.string(),
    /** 1 when it may be cancelled now */
    canceled: z.union([z.literal(0), z.literal(1)]),
    sellType: SellType,
    lines: z.array(CouponLine),
    /** what the ticket's barcode and QR code carry; its payout needs it (its owner only) */
    payoutCode: z.string().optional(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;

/**
 * The placement's answer: everything the page, the slip, the header and the printer need, so none
 * of them asks again: the coupon as its detail shows it and the balance after the stake (major
 * units; absent when a shop terminal's queue only learnt the coupon by its key).
 */
export const CouponCreateResponse = z
  .object({
    ticketId: z.string(),
    coupon: Coupon,
    credit: z.number().optional(),
    /** a coupon paid with a voucher: the voucher made of what it held above the stake */
    changeVoucher: Voucher.optional(),
  })
  .meta({ id: 'CouponCreateResponse' });
export type CouponCreateResponse = z.infer<typeof CouponCreateResponse>;

/** Details of a 422 refusal of `POST /coupons`. */
export const CouponRefusalDetails = z.object({
  changed: z
    .array(z.object({ matchId: z.number(), marketId: z.number(), outcomeId: z.number(), odd: z.number() }))
    .optional(),
  couponErrors: z.array(z.object({ mid: z.number(), msg: z.string() })).optional(),
});
export type CouponRefusalDetails = z.infer<typeof CouponRefusalDetails>;

/** `GET /coupons`: the spec's filters; 25 a page. type: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export const CouponListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((s) => [0, 1, -1, -2, 2].includes(s), { message: 'one of 0, 1, -1, -2, 2' })
    .optional(),
  type: z.coerce.number().int().min(0).max(4).optional(),
  from: z.string().max(30).optional(),
  to: z.string().max(30).optional(),
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CouponListQuery = z.infer<typeof CouponListQuery>;

export const CouponListResponse = z
  .object({ results: z.array(Coupon), totalCount: z.number().int() })
  .meta({ id: 'CouponList' });
export const TicketParams = z.object({ ticketId: z.string().regex(/^\d{6,20}$/, 'a ticket id') });
export const IdempotencyKeyParams = z.object({ idempotencyKey: z.string().min(8).max(100) });

/**
 * `POST /coupons/:ticketId/sell`: the price the player saw (major units). `idempotencyKey`
 * (optional, the caller's own): the sale sent again with it is answered as the first time; the
 * key sent with another coupon or price is 409 `idempotencyKeyReused`.
 */
export const SellRequest = z.object({
  price: ApiAmount.refine((n) => n > 0, { message: 'must be above 0' }),
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export const SellResponse = z
  .object({ status: z.literal(1), msg: z.string(), paid: z.number() })
  .meta({ id: 'SellResponse' });
export const CancelResponse = z
  .object({ status: z.literal(1), msg: z.string() })
  .meta({ id: 'CancelResponse' });

export const PrintQuery = z.object({
  lang: z.string().length(2).optional(),
  /** an IANA zone such as Europe/Istanbul */
  timezone: z.string().max(64).optional(),
});
/** A shared coupon's code: random, and the only thing its link carries (no user id). */
export const ShareParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'a share code') });
export const ShareCodeResponse = z.object({ code: z.string() }).meta({ id: 'CouponShareCode' });
export type ShareCodeResponse = z.infer<typeof ShareCodeResponse>;
