import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { SportsService } from '../sports/index.ts';
import type { ResultEntry } from './result-entry.ts';
import { settlePending } from './settlement.service.ts';

/** Settlement: every result from the feed settles its match; an admin can enter or correct one. */
export const createSettlementModule = ({
  sports,
  results,
}: {
  sports: SportsService;
  results: ResultEntry;
}): Module => ({
  name: 'settlement',
  async mount(api, ctx) {
    const recovered = await settlePending(ctx);
    if (recovered)
      ctx.logger.warn({ matches: recovered }, 'applied results left unapplied by an earlier stop');
    sports.onResult(async (match) => {
      await results.settleFromFeed(match.id);
    });

    api.implement(contract.settlement.enterResult, ({ params, body, req }) =>
      results.enter(params.id, body, { id: currentUser(req).id, ip: clientIp(req) }),
    );
  },
});
