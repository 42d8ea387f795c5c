import { z } from 'zod';
import { ApiIdParam, Paging, PeriodFilter } from './common.ts';
import { Role } from './accounts.ts';

/** The dealer panel's own reads (API.md "Dealer and admin"): always over the caller's subtree. */

const Figures = z.object({
  stakes: z.number(),
  wins: z.number(),
  bonuses: z.number(),
  ggr: z.number(),
  ngr: z.number(),
  /** players of the subtree who staked in the period */
  activePlayers: z.number().int(),
});

export const DashboardQuery = z.object({
  /** the IANA time zone whose midnights start today and the week (Monday); UTC when absent */
  timezone: z.string().max(64).optional(),
});

export const DashboardResponse = z
  .object({
    currency: z.string(),
    today: Figures,
    week: Figures,
    /** coupons of the subtree still waiting, and what they can still pay, bonus included (waitingPayout: nothing once a line is lost) */
    openCoupons: z.object({ count: z.number().int(), maxPay: z.number() }),
    /** shop terminals of the subtree whose last heartbeat is recent, of all of them */
    terminals: z.object({ online: z.number().int(), total: z.number().int() }),
    /** the last seven days, oldest first (the last is today) */
    days: z.array(z.object({ from: z.string(), stakes: z.number(), wins: z.number(), ggr: z.number() })),
  })
  .meta({ id: 'DashboardResponse' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

export const NetworkQuery = Paging.extend({
  /** whose children to list (the caller when absent) */
  parentId: ApiIdParam.optional(),
  /** search the whole subtree by user name or name instead (at least 2 characters) */
  keyWord: z.string().trim().min(2).max(50).optional(),
});
export type NetworkQuery = z.infer<typeof NetworkQuery>;

export const NetworkNode = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    role: Role,
    userType: z.string(),
    parentId: z.number().int().nullable(),
    /** 1 open, 0 closed */
    status: z.number().int(),
    credit: z.number(),
    currency: z.string(),
    /** users directly below it */
    childCount: z.number().int(),
    /** in a search: the users between the caller and this one, top first */
    ancestors: z.array(z.object({ userId: z.number().int(), userName: z.string() })),
  })
  .meta({ id: 'NetworkNode' });
export type NetworkNode = z.infer<typeof NetworkNode>;

export const NetworkResponse = z
  .object({ results: z.array(NetworkNode), totalCount: z.number().int() })
  .meta({ id: 'NetworkResponse' });
export type NetworkResponse = z.infer<typeof NetworkResponse>;

export const FinanceQuery = Paging.extend({
  ...PeriodFilter.shape,
  /** 'in' credit given and deposits approved, 'out' credit taken back and withdrawals approved */
  direction: z.enum(['in', 'out', '']).optional(),
  /** one user's movements (a user of the subtree) */
  userId: ApiIdParam.optional(),
  /** part of the user name of the receiving user (a request's player) */
  keyWord: z.string().trim().max(50).optional(),
  /**
   * the IANA zone whose days a bare date (YYYY-MM-DD) means; without it the caller's `timezone`
   * cookie, else the site's zone
   */
  timezone: z.string().max(64).optional(),
});
export type FinanceQuery = z.infer<typeof FinanceQuery>;

export const FinanceEntry = z
  .object({
    id: z.number().int(),
    date: z.string(),
    /**
     * 'credit' a credit transfer to or from a user of the subtree; 'deposit' / 'withdrawal' the
     * caller's own movement from approving a player's deposit or withdrawal request
     */
    kind: z.enum(['credit', 'deposit', 'withdrawal']),
    /** from the user's side: 'in' money went to the user (credit given, a deposit), 'out' came from it */
    direction: z.enum(['in', 'out']),
    /** the user whose balance the credit went to or came from; a request's player */
    userId: z.number().int(),
    userName: z.string(),
    /** who made the transfer */
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    amount: z.number(),
    /**
     * the balance after it of the account it moved: the user's for credit, the caller's for a
     * request; null for an administrator's approval, made with the house's money, not its own
     */
    balanceAfter: z.number().nullable(),
    /**
     * what it did to the caller's own money (the house's for an administrator): 'in' it came to
     * it (credit taken back, a withdrawal approved), 'out' it left it (credit given, a deposit
     * approved), 'none' it moved between others of the branch (a sub-dealer's credit to its user)
     */
    viewer: z.enum(['in', 'out', 'none']),
    note: z.string(),
  })
  .meta({ id: 'FinanceEntry' });
export type FinanceEntry = z.infer<typeof FinanceEntry>;

export const FinanceResponse = z
  .object({
    results: z.array(FinanceEntry),
    totalCount: z.number().int(),
    /** over every movement the filter finds, not only this page */
    totals: z.object({ in: z.number(), out: z.number(), net: z.number() }),
  })
  .meta({ id: 'FinanceResponse' });
export type FinanceResponse = z.infer<typeof FinanceResponse>;
