import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import type { SportsService } from '../sports/index.ts';
import type { ResultEntry } from './result-entry.ts';
import { settlePending } from './settlement.service.ts';
import { pruneWaitingStakes } from '../../infra/waiting-stakes.ts';

/** How often, and how long after a match's result, its players' waiting rows are deleted. */
const PRUNE_EVERY_MS = 3_600_000;
/** Rows deleted per statement: a short write, so placements are not held up behind it. */
const PRUNE_CHUNK = 5_000;

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

    // the waiting rows of matches settled an hour ago and more, a chunk at a time
    const prune = async () => {
      const before = Date.now() - PRUNE_EVERY_MS;
      while ((await pruneWaitingStakes(ctx.database.db, before, PRUNE_CHUNK)) === PRUNE_CHUNK)
        await new Promise((resolve) => setImmediate(resolve));
    };
    const pruning = setInterval(
      () => void prune().catch((err: unknown) => ctx.logger.warn({ err }, 'waiting rows not pruned')),
      PRUNE_EVERY_MS,
    );
    pruning.unref();
    ctx.onClose(() => clearInterval(pruning));

    api.implement(contract.settlement.enterResult, ({ params, body, req }) =>
      results.enter(params.id, body, { id: currentUser(req).id, ip: clientIp(req) }),
    );
  },
});
