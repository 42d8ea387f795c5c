import { contract, callsMatchOff, resultRefusal, toMajor } from '@bet/shared';
import type { Module } from '../../context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { MatchResult } from '../feed/index.ts';
import { sportsService } from '../sports/index.ts';
import {
  applyStoredResult,
  previousResult,
  settlePending,
  storedMatchStart,
  storeResult,
  userNames,
  type ResultAudit,
  type SettlementReport,
} from './settlement.service.ts';
import { userPush } from '../realtime/index.ts';

/** Settlement: every result from the feed settles its match; an admin can enter or correct one. */
export const settlementModule: Module = {
  name: 'settlement',
  async mount(api, ctx) {
    const sports = sportsService(ctx);
    const recovered = await settlePending(ctx);
    if (recovered)
      ctx.logger.warn({ matches: recovered }, 'applied results left unapplied by an earlier stop');
    const push = userPush(ctx);
    const settle = async (matchId: number, audit: ResultAudit): Promise<SettlementReport | null> => {
      const report = await applyStoredResult(ctx, matchId, audit);
      for (const c of report?.settled ?? []) {
        push.coupon(c.userId, c.ticketId, c.status);
        await push.balance(c.userId);
      }
      return report;
    };
    // Results the admin enters are settled by the route itself, which answers with what changed.
    const entering = new Set<number>();
    sports.onResult(async (match) => {
      if (entering.has(match.id)) return;
      await settle(match.id, { actorId: null, action: 'result.feed', reason: 'feed', ip: '' });
    });

    api.implement(contract.settlement.enterResult, async ({ params, body, req }) => {
      const db = ctx.database.db;
      const match = sports.view.get(params.id);
      const startsAt = match ? Date.parse(match.matchDate) : await storedMatchStart(db, params.id);
      if (startsAt === undefined) throw notFound('notFoundMatch');
      const refusal = resultRefusal({ startsAt, now: Date.now(), status: body.status });
      if (refusal) throw conflict(refusal);
      const previous = await previousResult(db, params.id);
      if (previous && !body.reason) throw refused('correctionReasonRequired');
      const result: MatchResult = {
        status: callsMatchOff(body.status) ? 'cancelled' : 'ended',
        score: body.score,
        halftime: body.halftime ?? null,
        periods: [],
      };
      entering.add(params.id);
      try {
        // Stored first (a stop before settling is applied by the next start's recovery).
        if (match)
          await sports.apply([
            { kind: 'result', matchId: match.id, version: match.version + 1, result, by: 'admin' },
          ]);
        else await storeResult(ctx, params.id, result);
      } finally {
        entering.delete(params.id);
      }
      const report = await settle(params.id, {
        actorId: currentUser(req).id,
        action: previous ? 'result.correct' : 'result.enter',
        reason: body.reason,
        ip: clientIp(req),
        before: previous,
        requested: body.status,
      });
      const nameOf = await userNames(db, report?.owed.map((o) => o.userId) ?? []);
      return {
        matchId: params.id,
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
        owed: (report?.owed ?? []).map((o) => ({
          userId: o.userId,
          userName: nameOf.get(o.userId) ?? '',
          balance: toMajor(o.balance),
        })),
      };
    });
  },
};
