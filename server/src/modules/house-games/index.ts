// The built-in game provider: its game pages and rounds, playing through the seamless wallet's signed API.
import type { Module } from '../../context.ts';
import { HOUSE_BASE } from '@bet/shared';
import { houseRouter } from './house.router.ts';

export { HOUSE_BASE } from '@bet/shared';
export { HOUSE_TEXTS, HOUSE_TEXT_KEYS } from './texts.ts';

export const houseGamesModule: Module = {
  name: 'house-games',
  mount() {},
  mountSite(app, ctx, api) {
    app.use(HOUSE_BASE, houseRouter(ctx, api));
  },
};
