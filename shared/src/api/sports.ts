import { z } from 'zod';
import { ApiAmount } from './common.ts';

/** Bet status of a match (API.md "Sports"). */
export const BetStatus = z.enum(['started', 'stopped', 'paused']);
export type BetStatus = z.infer<typeof BetStatus>;

/**
 * Stake and payout limits of one outcome (sports-betting section 3: singleMinStake, singleMaxStake,
 * singleMaxPay, kombiMinStake, kombiMaxStake, kombiMaxPay), in major units like every API amount.
 */
export const OutcomeLimits = z.object({
  singleMinStake: ApiAmount,
  singleMaxStake: ApiAmount,
  singleMaxPay: ApiAmount,
  kombiMinStake: ApiAmount,
  kombiMaxStake: ApiAmount,
  kombiMaxPay: ApiAmount,
});
export type OutcomeLimits = z.infer<typeof OutcomeLimits>;

/** An outcome of a market: one thing to bet on, with its odd (at most 3 decimals). */
export const Outcome = z
  .object({
    id: z.number().int(),
    name: z.string(),
    odd: z.number(),
    active: z.boolean(),
    /** suspended */
    iss: z.boolean(),
    /** visible */
    isv: z.boolean(),
    /** minimum number of matches a coupon holding this outcome must have (MBS); defaults to the match's */
    minTip: z.number().int().min(1).optional(),
    /** the outcome's own stake and payout limits, when the house sets any; they narrow the user's */
    limits: OutcomeLimits.optional(),
  })
  .meta({ id: 'Outcome' });
export type Outcome = z.infer<typeof Outcome>;

export const Market = z
  .object({
    id: z.number().int(),
    typeId: z.number().int(),
    name: z.string(),
    /** special value, e.g. the line of an over/under ('2.5') or a handicap ('0:1') */
    special: z.string(),
    active: z.boolean(),
    iss: z.boolean(),
    isv: z.boolean(),
    cashout: z.boolean(),
    outcomes: z.array(Outcome),
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof Market>;

export const Score = z.object({ home: z.number().int(), away: z.number().int() });
export type Score = z.infer<typeof Score>;

export const Match = z
  .object({
    id: z.number().int(),
    /** short code players type to find the match */
    code: z.string(),
    sportId: z.number().int(),
    sportName: z.string(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    matchDate: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamId: z.number().int(),
    awayTeamId: z.number().int(),
    /** 'N' pre-match, 'L' live */
    ttype: z.enum(['N', 'L']),
    /** the spec's match status, e.g. 'not_started', '1p', 'paused', '2p', 'ended' */
    status: z.string(),
    betStatus: BetStatus,
    active: z.boolean(),
    iss: z.boolean(),
    isv: z.boolean(),
    score: Score.nullable(),
    time: z.object({ minute: z.number().int(), extra: z.number().int() }).nullable(),
    oddCount: z.number().int(),
    /** minimum number of matches on a coupon that holds this match (MBS); 1 means it may be a single */
    minTip: z.number().int().min(1),
    markets: z.array(Market),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof Match>;
