import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { listFavorites, setFavorite } from './favorites.service.ts';

/** Favourite matches and leagues of a logged-in player (guests keep theirs on their device). */
export const favoritesModule: Module = {
  name: 'favorites',
  mount(api, ctx) {
    const db = ctx.database.db;
    api.implement(contract.favorites.list, ({ req }) => listFavorites(db, currentUser(req).id));
    api.implement(contract.favorites.set, ({ req, body }) => setFavorite(db, currentUser(req).id, body));
  },
};
