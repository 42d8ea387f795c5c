import { z } from 'zod';
import { EmptyResponse } from '@bet/shared';
import type { Module } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { requireRole } from '../auth/index.ts';
import { sportsService } from '../sports/sports-service.ts';
import { settleMatch, settlePending, storeResult } from './settlement.service.ts';
import { userPush } from '../realtime/user-namespace.ts';

const Goals = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
const ResultBody = z.object({
  score: Goals,
  halftime: Goals.optional(),
  status: z.enum(['ended', 'cancelled']).default('ended'),
});

/** Settlement: every result from the feed settles its match; an admin can enter or correct one. */
export const settlementModule: Module = {
  name: 'settlement',
  async mount(api, ctx) {
    const sports = sportsService(ctx);
    const recovered = await settlePending(ctx);
    if (recovered) ctx.logger.warn({ matches: recovered }, 'settled results left open by an earlier stop');
    const push = userPush(ctx);
    const settle = async (matchId: number, result: Parameters<typeof settleMatch>[2]) => {
      const report = await settleMatch(ctx, matchId, result);
      for (const c of report.settled) {
        push.coupon(c.userId, c.ticketId, c.status);
        await push.balance(c.userId);
      }
    };
    sports.onResult((match, result) => settle(match.id, result));

    api.route({
      method: 'post',
      path: '/admin/matches/:id/result',
      tag: 'admin',
      summary: 'Enter or correct a result: settles every market of the match and every coupon waiting on it',
      before: [requireRole('admin')],
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: ResultBody,
      response: EmptyResponse,
      handler: async ({ params, body }) => {
        const match = sports.view.get(params.id);
        const stored = match
          ? null
          : await ctx.database.db
              .selectFrom('matches')
              .select(['id', 'version'])
              .where('id', '=', params.id)
              .executeTakeFirst();
        if (!match && !stored) throw notFound('notFoundMatch');
        const result = {
          status: body.status,
          score: body.score,
          halftime: body.halftime ?? null,
          periods: [],
        };
        if (match)
          await sports.apply([{ kind: 'result', matchId: match.id, version: match.version + 1, result }]);
        else {
          // A match already gone from memory (finished earlier): the corrected result is stored
          // first, as the feed path does, so a stop before settling is recovered at start.
          await storeResult(ctx, params.id, result);
          await settle(params.id, result);
        }
        return {};
      },
    });
  },
};
