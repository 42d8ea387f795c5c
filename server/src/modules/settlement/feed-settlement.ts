import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { PARKED_FAILED, isFeedLeader, type FeedSettlement } from '../feed/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { applyProviderSettlement } from './settlement.service.ts';

/** The waits before a failed settlement is tried again within the same call (a lock, a restart). */
const QUICK_RETRIES_MS = [100, 500];
/** How often the feed's leader tries the parked settlements again. */
const PARKED_RETRY_MS = 10_000;
/** How much of an error a parked row keeps. */
const ERROR_CHARS = 500;

const Id = z.number().int().positive();
/** What a parked row must hold to be applied: a FeedSettlement, as the feed parked it. */
const ParkedSettlement = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('settle'),
    matchId: Id,
    outcomes: z.array(
      z.object({
        outcomeId: Id,
        won: z.boolean(),
        voidFactor: z.number().int().min(0).max(1000),
        deadHeatFactor: z.number().int().min(0).max(1000),
      }),
    ),
  }),
  z.object({
    kind: z.literal('cancel'),
    matchId: Id,
    marketIds: z.array(Id),
    from: z.number().int().optional(),
    to: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('reopen'), matchId: Id, marketIds: z.array(Id) }),
]);

/**
 * The settlement a parked row holds, or why it can never be applied (not JSON, not a settlement,
 * another match's): trying it again would fail the same way forever.
 */
function readParked(row: { match_id: number | string; settlement: string }): FeedSettlement | string {
  let value: unknown;
  try {
    value = JSON.parse(row.settlement);
  } catch {
    return 'not JSON';
  }
  const parsed = ParkedSettlement.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') || 'settlement'}: ${issue?.message ?? 'not a settlement'}`;
  }
  if (parsed.data.matchId !== Number(row.match_id)) return `matchId: not the row's match ${row.match_id}`;
  return parsed.data;
}

/** Settles one of a provider's settlements by outcome; tests wrap it to make it fail. */
export type ApplySettlement = typeof applyProviderSettlement;

export interface FeedSettlementRunner {
  (settlement: FeedSettlement): Promise<void>;
  /** Tries every parked settlement again, match by match in order (the timer does this on the leader). */
  retryParked(): Promise<void>;
}

/**
 * Settles what a provider's feed settles by outcome, and tells each owner of a coupon it changed
 * (its new state and balance), as a result from the feed does.
 *
 * The feed acknowledges a batch once this returns, and drops a redelivery as a duplicate, so a
 * settlement that fails (after a few quick tries) is parked in `parked_feed_settlements` rather than
 * lost, and tried again every few seconds until it goes through. A later settlement of the same
 * match parks behind it: they apply in the provider's order. A row that can never apply (not a
 * settlement: one written by hand without its outcomes, say) is marked failed with its reason
 * instead, shown to the operator on the feed's page and tried no more. Settling twice pays nobody twice (a
 * line already settled so is left alone), so a retry after a crash is safe.
 */
export function createFeedSettlement(
  ctx: AppContext,
  push: UserPush,
  apply: ApplySettlement = applyProviderSettlement,
): FeedSettlementRunner {
  const db = ctx.database.db;
  // one settlement at a time: the feed's and the retries' must not pass each other on a match
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = turn.then(fn, fn);
    turn = run.catch(() => undefined);
    return run;
  };

  async function settleNow(s: FeedSettlement): Promise<void> {
    const report = await apply(ctx, s);
    for (const c of report.settled) {
      push.coupon(c.userId, c.ticketId, c.status);
      await push.balance(c.userId);
    }
  }

  /** Settles, trying again after short waits; the last error when every try failed. */
  async function settleTrying(s: FeedSettlement): Promise<unknown> {
    let last: unknown;
    for (const wait of [0, ...QUICK_RETRIES_MS]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        await settleNow(s);
        return undefined;
      } catch (err) {
        last = err;
      }
    }
    return last ?? new Error('settlement failed');
  }

  const errorText = (err: unknown) =>
    (err instanceof Error ? err.message : String(err)).slice(0, ERROR_CHARS) || 'unknown error';

  async function park(s: FeedSettlement, attempts: number, why: string): Promise<void> {
    await db
      .insertInto('parked_feed_settlements')
      .values({
        match_id: s.matchId,
        settlement: JSON.stringify(s),
        attempts,
        last_error: why,
        tried_at: Date.now(),
      })
      .execute();
  }

  /**
   * The match's parked settlements, in order, until one fails again: whether none is left waiting.
   * One that can never apply is marked failed with its reason and passed over.
   */
  async function retryMatch(matchId: number): Promise<boolean> {
    const rows = await db
      .selectFrom('parked_feed_settlements')
      .select(['id', 'match_id', 'settlement'])
      .where('match_id', '=', matchId)
      .where('attempts', '!=', PARKED_FAILED)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const settlement = readParked(row);
      if (typeof settlement === 'string') {
        ctx.logger.error(
          { matchId, parkedId: Number(row.id), reason: settlement },
          'parked feed settlement cannot be applied; marked failed',
        );
        await db
          .updateTable('parked_feed_settlements')
          .set({
            attempts: PARKED_FAILED,
            last_error: errorText(`cannot be applied: ${settlement}`),
            tried_at: Date.now(),
          })
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      try {
        await settleNow(settlement);
      } catch (err) {
        ctx.logger.warn({ err, matchId, parkedId: Number(row.id) }, 'parked feed settlement failed again');
        await db
          .updateTable('parked_feed_settlements')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            last_error: errorText(err),
            tried_at: Date.now(),
          }))
          .where('id', '=', row.id)
          .execute();
        return false;
      }
      await db.deleteFrom('parked_feed_settlements').where('id', '=', row.id).execute();
      ctx.logger.info({ matchId, parkedId: Number(row.id) }, 'parked feed settlement applied');
    }
    return true;
  }

  const settle = (s: FeedSettlement): Promise<void> =>
    inTurn(async () => {
      if (!(await retryMatch(s.matchId))) {
        await park(s, 0, 'behind an earlier settlement of the match');
        return;
      }
      const err = await settleTrying(s);
      if (err === undefined) return;
      ctx.logger.error({ err, matchId: s.matchId }, 'feed settlement failed; parked to be tried again');
      await park(s, 1 + QUICK_RETRIES_MS.length, errorText(err));
    });

  const retryParked = (): Promise<void> =>
    inTurn(async () => {
      const matches = await db
        .selectFrom('parked_feed_settlements')
        .select('match_id')
        .where('attempts', '!=', PARKED_FAILED)
        .distinct()
        .orderBy('match_id')
        .execute();
      for (const { match_id } of matches) await retryMatch(Number(match_id));
    });

  const timer = setInterval(() => {
    // only the feed's leader settles from the feed (one instance at a time)
    if (!isFeedLeader(ctx)) return;
    retryParked().catch((err: unknown) => ctx.logger.warn({ err }, 'parked feed settlements not retried'));
  }, PARKED_RETRY_MS);
  timer.unref();
  ctx.onClose(async () => {
    clearInterval(timer);
    await turn;
  });
  return Object.assign(settle, { retryParked });
}
