import { z } from 'zod';
import { CouponPick } from './coupons.ts';
import { ApiAmount, ApiCountParam, ApiId, ApiIdParam, hasAtMostDecimals, Paging } from './common.ts';
import {
  LIMIT_SCOPES,
  STAKE_FACTOR_MAX,
  STAKE_FACTOR_MIN,
  STAKE_FACTOR_ONE,
} from '../trading/trading-limits.ts';

/** `GET /admin/liability`: the book's open exposure, the largest match first. */
export const LiabilityQuery = z.object({
  sportId: ApiIdParam.optional(),
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LiabilityQuery = z.infer<typeof LiabilityQuery>;

/** Stakes and liabilities are major units; a liability is what the book pays net of the stakes. */
const Exposure = {
  stake: z.number(),
  coupons: z.number().int(),
  liability: z.number(),
};

export const LiabilityOutcome = z.object({ outcomeId: z.number().int(), name: z.string(), ...Exposure });

export const LiabilityMarket = z.object({
  marketId: z.number().int(),
  name: z.string(),
  special: z.string(),
  /** suspended by the operator */
  held: z.boolean(),
  ...Exposure,
  outcomes: z.array(LiabilityOutcome),
});
export type LiabilityMarket = z.infer<typeof LiabilityMarket>;

export const LiabilityMatch = z
  .object({
    matchId: z.number().int(),
    home: z.string(),
    away: z.string(),
    matchDate: z.string(),
    sportId: z.number().int(),
    /** still in the book's view (not yet decided and removed) */
    open: z.boolean(),
    ...Exposure,
    markets: z.array(LiabilityMarket),
  })
  .meta({ id: 'LiabilityMatch' });
export type LiabilityMatch = z.infer<typeof LiabilityMatch>;

export const LiabilityResponse = z
  .object({
    results: z.array(LiabilityMatch),
    totalCount: z.number().int(),
    /** the sum of every listed match's liability (each market's worst outcome winning) */
    total: z.number(),
  })
  .meta({ id: 'LiabilityResponse' });
export type LiabilityResponse = z.infer<typeof LiabilityResponse>;

/** A limit amount: major units, 2 decimals, zero or more; null leaves it to the other limits. */
const LimitAmount = ApiAmount.refine((n) => n >= 0, { message: 'not below zero' }).nullable();

/** A stake factor: 0.01 to 10 with at most 3 decimals (0.5 halves every limit of the player). */
export const StakeFactor = z
  .number()
  .min(STAKE_FACTOR_MIN / STAKE_FACTOR_ONE)
  .max(STAKE_FACTOR_MAX / STAKE_FACTOR_ONE)
  .refine((n) => hasAtMostDecimals(n, 3), { message: 'at most 3 decimals' });

export const LimitScopeSchema = z.enum(LIMIT_SCOPES);

/** `PUT /admin/trading-limits`: sets (or replaces) the limit of one sport, league, match, market type or player. */
export const TradingLimitRequest = z
  .object({
    scope: LimitScopeSchema,
    targetId: ApiId,
    maxStake: LimitAmount.default(null),
    maxPay: LimitAmount.default(null),
    matchTotal: LimitAmount.default(null),
    /** players only */
    stakeFactor: StakeFactor.nullable().default(null),
  })
  .meta({ id: 'TradingLimitRequest' });
export type TradingLimitRequest = z.infer<typeof TradingLimitRequest>;

export const TradingLimitRow = z
  .object({
    id: z.number().int(),
    scope: LimitScopeSchema,
    targetId: z.number().int(),
    /** the sport's, league's, match's, market type's or player's name, as the back office reads it */
    name: z.string(),
    maxStake: z.number().nullable(),
    maxPay: z.number().nullable(),
    matchTotal: z.number().nullable(),
    stakeFactor: z.number().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TradingLimitRow' });
export type TradingLimitRow = z.infer<typeof TradingLimitRow>;

/** Limits per match and per player grow with the book: the list comes in pages. */
export const TradingLimitsQuery = Paging.extend({ scope: LimitScopeSchema.optional() });
export type TradingLimitsQuery = z.infer<typeof TradingLimitsQuery>;

export const TradingLimitsResponse = z
  .object({ results: z.array(TradingLimitRow), totalCount: z.number().int() })
  .meta({ id: 'TradingLimitsResponse' });
export type TradingLimitsResponse = z.infer<typeof TradingLimitsResponse>;

export const TradingLimitParams = z.object({ id: ApiIdParam });

/** `POST /coupons/limits`: the limits that bind a slip of these picks for the player asking. */
export const SlipLimitsRequest = z.object({
  picks: z
    .array(CouponPick.pick({ matchId: true, marketId: true }))
    .min(1)
    .max(40),
});
export type SlipLimitsRequest = z.infer<typeof SlipLimitsRequest>;

export const SlipLimitsResponse = z
  .object({
    /** major units; null when no limit of the operator binds the slip */
    maxStake: z.number().nullable(),
    maxPay: z.number().nullable(),
    /** the player's stake factor (1 when none is set) */
    stakeFactor: z.number(),
    /** per match: the most the player may have on it in waiting coupons, and what is already there */
    matchTotals: z.array(z.object({ matchId: z.number().int(), limit: z.number(), staked: z.number() })),
  })
  .meta({ id: 'SlipLimitsResponse' });
export type SlipLimitsResponse = z.infer<typeof SlipLimitsResponse>;
