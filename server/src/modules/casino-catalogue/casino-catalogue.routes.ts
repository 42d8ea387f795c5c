import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import { readSettings } from '../settings/index.ts';
import { listCatalogue, updateCatalogue } from './admin.service.ts';
import { artRouter } from './art.ts';
import { game, games, homeLists, lobby } from './catalogue.service.ts';
import { seedCasinoCatalogue } from './seed.ts';

/**
 * The casino catalogue (issue 19 items 1 and 2): the lobbies players and guests browse, Home's
 * top and new lists, and the back office's providers, categories and games.
 */
export const casinoCatalogueModule: Module = {
  name: 'casino-catalogue',
  async mount(api, ctx) {
    const { database } = ctx;
    const db = database.db;
    await seedCasinoCatalogue(database, ctx.logger);

    api.implement(contract.casino.lobby, async ({ query }) => lobby(db, await readSettings(database), query));
    api.implement(contract.casino.games, ({ query }) => games(db, query));
    api.implement(contract.casino.game, ({ params }) => game(db, params.gameId));
    api.implement(contract.casino.home, async () => homeLists(db, await readSettings(database)));

    api.implement(contract.casinoAdmin.list, ({ params, query }) => listCatalogue(db, params.kind, query));
    api.implement(contract.casinoAdmin.update, ({ params, body, req }) =>
      updateCatalogue(db, params.kind, params.id, body, { id: currentUser(req).id, ip: clientIp(req) }),
    );
  },
  mountSite(app, ctx) {
    app.use(artRouter(ctx));
  },
};
