import { FavoriteList, FavoriteSet } from '../api/favorites.ts';
import { route } from './route.ts';

/** A logged-in player's favourite matches and leagues, kept on the server (guests keep theirs on the device). */
export const favorites = {
  list: route({
    method: 'get',
    path: '/favorites',
    tag: 'account',
    summary: "The player's favourite matches and leagues (tournament ids)",
    access: 'user',
    response: FavoriteList,
  }),
  set: route({
    method: 'put',
    path: '/favorites',
    tag: 'account',
    summary:
      'Marks (on true) or unmarks (on false) a favourite match or league; idempotent. 404 for an ' +
      'unknown match or league, 422 favoritesFull past 200 of a kind. Answers the whole list',
    access: 'user',
    body: FavoriteSet,
    response: FavoriteList,
  }),
};
