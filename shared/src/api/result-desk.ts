import { z } from 'zod';
import { Paging } from './common.ts';
import { ResultEntryRequest } from './corrections.ts';
import { RESULT_REASONS } from '../settlement/result-desk.ts';

/** `GET /admin/result-desk/matches`: started matches of the last days, those waiting for a result first. */
export const ResultDeskQuery = Paging.extend({
  /** part of a team's or the league's name */
  keyWord: z.string().trim().max(50).optional(),
  /** how many days back from now (1 to 30) */
  days: z.coerce.number().int().min(1).max(30).default(3),
  /** 1: only the matches waiting for a result */
  awaiting: z.enum(['0', '1']).optional(),
});
export type ResultDeskQuery = z.infer<typeof ResultDeskQuery>;

const Goals = z.object({ home: z.number().int(), away: z.number().int() });

export const StoredResult = z.object({
  status: z.string(),
  score: Goals,
  halftime: Goals.nullable(),
  /** 'feed' or 'admin' */
  source: z.string(),
  revision: z.number().int(),
});

export const ResultDeskMatch = z
  .object({
    id: z.number().int(),
    matchDate: z.string(),
    sportId: z.number().int(),
    sportName: z.string(),
    tournamentId: z.number().int(),
    tournamentName: z.string(),
    home: z.string(),
    away: z.string(),
    /** the match status the feed gave last */
    status: z.string(),
    /** play is over and no result is stored */
    awaiting: z.boolean(),
    result: StoredResult.nullable(),
    /** coupons holding a line on the match, and those of them still waiting */
    coupons: z.number().int(),
    waitingCoupons: z.number().int(),
  })
  .meta({ id: 'ResultDeskMatch' });
export type ResultDeskMatch = z.infer<typeof ResultDeskMatch>;

export const ResultDeskList = z
  .object({
    results: z.array(ResultDeskMatch),
    totalCount: z.number().int(),
    /** how many of all the listed matches wait for a result */
    awaitingCount: z.number().int(),
  })
  .meta({ id: 'ResultDeskList' });
export type ResultDeskList = z.infer<typeof ResultDeskList>;

/**
 * A result as the desk decides it: enter, correct or void (status 'cancelled' or 'abandoned'),
 * always with a reason from the fixed list and an optional note.
 */
export const ResultDecision = ResultEntryRequest.omit({ reason: true })
  .extend({
    reason: z.enum(RESULT_REASONS),
    note: z.string().trim().max(300).default(''),
  })
  .meta({ id: 'ResultDecision' });
export type ResultDecision = z.infer<typeof ResultDecision>;

const CouponState = z.object({
  /** 0 waiting, 1 won, -1 lost, -2 cancelled */
  status: z.number().int(),
  /** what the coupon has been paid (major units) */
  income: z.number(),
});

/** What confirming a decision would change, computed by running settlement and undoing it. */
export const ResultPreview = z
  .object({
    matchId: z.number().int(),
    /** true when the match already has a result (confirming corrects it) */
    correction: z.boolean(),
    current: StoredResult.nullable(),
    /** coupon lines whose outcome would change */
    lines: z.number().int(),
    coupons: z.array(
      z.object({
        ticketId: z.string(),
        userId: z.number().int(),
        userName: z.string(),
        ticketType: z.string(),
        stake: z.number(),
        before: CouponState,
        after: CouponState,
        /** paid (positive) or taken back (negative) */
        difference: z.number(),
      }),
    ),
    paid: z.number(),
    reclaimed: z.number(),
    /** balances it would leave below zero */
    owed: z.array(z.object({ userId: z.number().int(), userName: z.string(), balance: z.number() })),
  })
  .meta({ id: 'ResultPreview' });
export type ResultPreview = z.infer<typeof ResultPreview>;
