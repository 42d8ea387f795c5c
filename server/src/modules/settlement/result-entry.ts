import {
  callsMatchOff,
  resultRefusal,
  toMajor,
  type ResultEntryResponse,
  type ResultPreview,
  type ResultStatus,
} from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { MatchResult } from '../feed/index.ts';
import type { UserPush } from '../realtime/index.ts';
import type { SportsService } from '../sports/index.ts';
import {
  applyStoredResult,
  previewSettlement,
  previousResult,
  storedMatchStart,
  storeResult,
  userNames,
  type ResultAudit,
  type SettlementReport,
} from './settlement.service.ts';

/** A result as an admin gives it. */
export interface ResultInput {
  score: { home: number; away: number };
  halftime?: { home: number; away: number } | undefined;
  status: ResultStatus;
  reason: string;
}

/** Who gives it, for the audit log. */
export interface ResultActor {
  id: number;
  ip: string;
}

/**
 * Entering, correcting and previewing results by hand: one service for the settlement route and
 * the back office's results desk, so both check, store, settle and audit alike.
 */
export function createResultEntry(
  ctx: AppContext,
  { sports, push }: { sports: SportsService; push: UserPush },
) {
  // Results the admin enters are settled by the entry itself, which answers with what changed.
  const entering = new Set<number>();

  const settle = async (matchId: number, audit: ResultAudit): Promise<SettlementReport | null> => {
    const report = await applyStoredResult(ctx, matchId, audit);
    for (const c of report?.settled ?? []) {
      push.coupon(c.userId, c.ticketId, c.status);
      await push.balance(c.userId);
    }
    return report;
  };

  /** Refuses a result the match cannot take now; returns the result stored so far. */
  async function check(matchId: number, input: ResultInput) {
    const db = ctx.database.db;
    const match = sports.view.get(matchId);
    const startsAt = match ? Date.parse(match.matchDate) : await storedMatchStart(db, matchId);
    if (startsAt === undefined) throw notFound('notFoundMatch');
    const refusal = resultRefusal({ startsAt, now: Date.now(), status: input.status });
    if (refusal) throw conflict(refusal);
    const previous = await previousResult(db, matchId);
    if (previous && !input.reason) throw refused('correctionReasonRequired');
    return { match, previous };
  }

  const toResult = (input: ResultInput): MatchResult => ({
    status: callsMatchOff(input.status) ? 'cancelled' : 'ended',
    score: input.score,
    halftime: input.halftime ?? null,
    periods: [],
  });

  const owedList = async (owed: SettlementReport['owed']) => {
    const nameOf = await userNames(
      ctx.database.db,
      owed.map((o) => o.userId),
    );
    return owed.map((o) => ({
      userId: o.userId,
      userName: nameOf.get(o.userId) ?? '',
      balance: toMajor(o.balance),
    }));
  };

  return {
    /** A feed result settles its match unless an admin is entering one for it right now. */
    settleFromFeed(matchId: number): Promise<unknown> | undefined {
      if (entering.has(matchId)) return undefined;
      return settle(matchId, { actorId: null, action: 'result.feed', reason: 'feed', ip: '' });
    },

    async enter(matchId: number, input: ResultInput, actor: ResultActor): Promise<ResultEntryResponse> {
      const { match, previous } = await check(matchId, input);
      const result = toResult(input);
      entering.add(matchId);
      try {
        // Stored first (a stop before settling is applied by the next start's recovery).
        if (match)
          await sports.apply([
            { kind: 'result', matchId: match.id, version: match.version + 1, result, by: 'admin' },
          ]);
        else await storeResult(ctx, matchId, result);
      } finally {
        entering.delete(matchId);
      }
      const report = await settle(matchId, {
        actorId: actor.id,
        action: previous ? 'result.correct' : 'result.enter',
        reason: input.reason,
        ip: actor.ip,
        before: previous,
        requested: input.status,
      });
      return {
        matchId,
        correction: previous !== undefined,
        lines: report?.lines ?? 0,
        coupons: (report?.settled ?? []).map((c) => ({
          ticketId: c.ticketId,
          userId: c.userId,
          status: c.status,
          difference: toMajor(c.difference),
        })),
        paid: toMajor(report?.credited ?? 0),
        reclaimed: toMajor(report?.reclaimed ?? 0),
        owed: await owedList(report?.owed ?? []),
      };
    },

    /** What `enter` would change, changing nothing. */
    async preview(matchId: number, input: ResultInput): Promise<ResultPreview> {
      const { match, previous } = await check(matchId, input);
      // An entry for a match in the catalogue replaces its stored details; one for a match that
      // has left it keeps them (see enter).
      const { report, before } = await previewSettlement(ctx, matchId, toResult(input), !match);
      const settled = new Map(report.settled.map((c) => [c.ticketId, c]));
      const changed = before.filter((c) => settled.has(c.ticketId));
      const nameOf = await userNames(
        ctx.database.db,
        changed.map((c) => c.userId),
      );
      const source = previous
        ? await ctx.database.db
            .selectFrom('match_results')
            .select('source')
            .where('match_id', '=', matchId)
            .executeTakeFirst()
        : undefined;
      return {
        matchId,
        correction: previous !== undefined,
        current: previous
          ? {
              status: previous.status,
              score: { home: previous.score_home, away: previous.score_away },
              halftime:
                previous.ht_home === null ? null : { home: previous.ht_home, away: previous.ht_away ?? 0 },
              source: source?.source ?? 'feed',
              revision: previous.revision,
            }
          : null,
        lines: report.lines,
        coupons: changed.map((c) => {
          const s = settled.get(c.ticketId)!;
          return {
            ticketId: c.ticketId,
            userId: c.userId,
            userName: nameOf.get(c.userId) ?? '',
            ticketType: c.ticketType,
            stake: toMajor(c.stake),
            before: { status: c.status, income: toMajor(c.income) },
            after: { status: s.status, income: toMajor(c.income + s.difference) },
            difference: toMajor(s.difference),
          };
        }),
        paid: toMajor(report.credited),
        reclaimed: toMajor(report.reclaimed),
        owed: await owedList(report.owed),
      };
    },
  };
}

export type ResultEntry = ReturnType<typeof createResultEntry>;
