// The operator's jackpots: pools fed by casino stakes and sports coupons, their draws, the /jackpot socket and the back office's view.
import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { jackpotPools } from './jackpot.service.ts';
import { JACKPOT_TICK_MS, SITE_CURRENCY, mountJackpotNamespace } from './jackpot-namespace.ts';
import { feedSportsJackpots } from './sports-jackpot-feeder.ts';

export { feedJackpots } from './jackpot.service.ts';
export { feedSportsJackpots } from './sports-jackpot-feeder.ts';
export type { JackpotStake, JackpotWin } from './jackpot.service.ts';

export const jackpotsModule: Module = {
  name: 'jackpots',
  mount(api, ctx) {
    mountJackpotNamespace(ctx);
    // sports coupons feed their pools shortly after they are placed (the tiles tick as often)
    let feeding = false;
    const timer = setInterval(() => {
      if (feeding) return;
      feeding = true;
      feedSportsJackpots(ctx.database)
        .catch((err: unknown) => ctx.logger.warn({ err }, 'feeding the sports jackpots failed'))
        .finally(() => (feeding = false));
    }, JACKPOT_TICK_MS);
    timer.unref();
    ctx.onClose(() => clearInterval(timer));
    api.implement(contract.casinoAdmin.jackpots, async () => jackpotPools(ctx.database.db, SITE_CURRENCY));
  },
};
