// The operator's jackpots: pools fed by casino stakes, their draws, the /jackpot socket and the back office's view.
import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { jackpotPools } from './jackpot.service.ts';
import { mountJackpotNamespace } from './jackpot-namespace.ts';

export { feedJackpots } from './jackpot.service.ts';
export type { JackpotStake, JackpotWin } from './jackpot.service.ts';

export const jackpotsModule: Module = {
  name: 'jackpots',
  mount(api, ctx) {
    mountJackpotNamespace(ctx);
    api.implement(contract.casinoAdmin.jackpots, async () => jackpotPools(ctx.database.db));
  },
};
