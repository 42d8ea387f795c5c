import { z } from 'zod';
import { BetStatus, Score } from './sports.ts';

/** `odds` of the `/live` namespace (API.md "Realtime"): one outcome's odd and flags after a change. */
export const LiveOddsEvent = z.object({
  matchId: z.number().int(),
  marketId: z.number().int(),
  outcomeId: z.number().int(),
  odd: z.number(),
  /** the way the odd moved since the last push: -1 down, 0 unchanged, 1 up */
  dir: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  active: z.boolean(),
  iss: z.boolean(),
  isv: z.boolean(),
  ts: z.number(),
  /** the match's change number: one more for each change sent for the match (shared/src/match/live-sequence.ts) */
  seq: z.number().int().nonnegative(),
});
export type LiveOddsEvent = z.infer<typeof LiveOddsEvent>;

/** `match` of the `/live` namespace; status 'removed' when the match left the site. */
export const LiveMatchEvent = z.object({
  id: z.number().int(),
  status: z.string(),
  betStatus: BetStatus,
  score: Score.nullable(),
  time: z.object({ minute: z.number().int(), extra: z.number().int() }).nullable(),
  iss: z.boolean(),
  isv: z.boolean(),
  ts: z.number(),
  /** the match's change number, counted with its odds changes */
  seq: z.number().int().nonnegative(),
});
export type LiveMatchEvent = z.infer<typeof LiveMatchEvent>;

/** At most this many matches in one `snapshot` request of `/live`. */
export const MAX_SNAPSHOT_MATCHES = 50;

/** `snapshot` of `/live`: the current state of some matches, asked on following them or after a gap. */
export const SnapshotRequest = z.object({
  matchIds: z.array(z.number().int().positive()).min(1).max(MAX_SNAPSHOT_MATCHES),
});
export type SnapshotRequest = z.infer<typeof SnapshotRequest>;

/**
 * One match as of change `seq`: its state (null when the site does not have it) and every outcome's
 * odd and flags (`dir` 0). Changes numbered above `seq` follow it; those at or below are in it.
 */
export const LiveSnapshot = z.object({
  matchId: z.number().int(),
  seq: z.number().int().nonnegative(),
  match: LiveMatchEvent.nullable(),
  odds: z.array(LiveOddsEvent),
});
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

export const SnapshotAnswer = z.union([
  z.object({ ok: z.literal(true), snapshots: z.array(LiveSnapshot) }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);
export type SnapshotAnswer = z.infer<typeof SnapshotAnswer>;

/** At most this many matches followed by one connection (a phone shows far fewer). */
export const MAX_MATCHES_PER_CLIENT = 500;

/** `subscribe` and `unsubscribe` of `/live`: match ids, a sport, or both. */
export const SubscriptionRequest = z.object({
  matchIds: z.array(z.number().int().positive()).max(MAX_MATCHES_PER_CLIENT).optional(),
  sportId: z.number().int().positive().optional(),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequest>;

/** The answer to a client's event: done, or refused with a message key. */
export const SocketAck = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);
export type SocketAck = z.infer<typeof SocketAck>;

/** `balance` of `/user`: the player's balance after a change (major units, as the API answers). */
export const BalancePush = z.object({ credit: z.number() });
export type BalancePush = z.infer<typeof BalancePush>;

/** The answer to a `/user` client's `balance` request (made after a reconnection). */
export const BalanceAnswer = z.union([
  z.object({ ok: z.literal(true), credit: z.number() }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);
export type BalanceAnswer = z.infer<typeof BalanceAnswer>;

/** `coupon` of `/user`: a coupon of the player changed status (settled, cancelled, sold). */
export const CouponPush = z.object({ ticketId: z.string(), status: z.number().int() });
export type CouponPush = z.infer<typeof CouponPush>;

/**
 * `payoutApproval` of `/user`, to a shop counter: the manager decided a payout that waited for its
 * approval (approved, or refused with the reason the cashier tells the customer).
 */
export const PayoutApprovalPush = z.object({
  ticketId: z.string(),
  approval: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
});
export type PayoutApprovalPush = z.infer<typeof PayoutApprovalPush>;

/** `cashout` of `/user`: the price a waiting coupon can be sold back at now (major units). */
export const CashoutPush = z.object({ ticketId: z.string(), winPrice: z.number() });
export type CashoutPush = z.infer<typeof CashoutPush>;
/** To a dealer: a coupon of its subtree was placed or changed, so its dashboard's figures moved. */
export const DashboardPush = z.object({});
export type DashboardPush = z.infer<typeof DashboardPush>;
