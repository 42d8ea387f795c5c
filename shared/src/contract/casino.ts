import { route } from './route.ts';
import {
  CasinoAdminEntry,
  CasinoAdminEntryParams,
  CasinoAdminList,
  CasinoAdminParams,
  CasinoAdminQuery,
  CasinoAdminUpdate,
  CasinoGame,
  CasinoGameList,
  CasinoGameParams,
  CasinoGamesQuery,
  CasinoHomeLists,
  CasinoLobby,
  CasinoLobbyQuery,
} from '../api/casino.ts';
import { JackpotPoolsView } from '../casino/jackpot.ts';

/** The casino catalogue players browse (issue 19 items 1 and 2); guests may browse too. */
export const casino = {
  lobby: route({
    method: 'get',
    path: '/casino/lobby',
    tag: 'casino',
    summary:
      "One product's lobby: each active provider with its game count and first 6 games (those matching `search`, " +
      'at least 3 characters, else 400 searchTooShort), the categories and the Popular list',
    access: 'public',
    query: CasinoLobbyQuery,
    response: CasinoLobby,
  }),
  games: route({
    method: 'get',
    path: '/casino/games',
    tag: 'casino',
    summary:
      "A product's games in lobby order, of one provider (404 providerNotFound), one category (404 " +
      'categoryNotFound) or matching a search (400 searchTooShort under 3 characters)',
    access: 'public',
    query: CasinoGamesQuery,
    response: CasinoGameList,
  }),
  game: route({
    method: 'get',
    path: '/casino/games/:gameId',
    tag: 'casino',
    summary: 'One active game (a deep link by serviceId); 404 gameNotFound',
    access: 'public',
    params: CasinoGameParams,
    response: CasinoGame,
  }),
  home: route({
    method: 'get',
    path: '/casino/home',
    tag: 'casino',
    summary:
      "Home's tabs: the games of the site settings topcasino_ids, newcasino_ids, topslot_ids, newslot_ids, " +
      'virtualgames_ids and tvgames_ids, active ones in the setting order',
    access: 'public',
    response: CasinoHomeLists,
  }),
};

/** The back office's casino catalogue: providers, categories and games. */
export const casinoAdmin = {
  list: route({
    method: 'get',
    path: '/admin/casino/:kind',
    tag: 'admin',
    summary:
      'Providers, categories or games with their order, switch and mobile flag; filters by product, provider and text',
    access: 'admin',
    params: CasinoAdminParams,
    query: CasinoAdminQuery,
    response: CasinoAdminList,
  }),
  update: route({
    method: 'patch',
    path: '/admin/casino/:kind/:id',
    tag: 'admin',
    summary:
      'Name or title, order, on/off (providers and games) and the mobile flag (games); 404 for an unknown one; applied at once, audited',
    access: 'admin',
    params: CasinoAdminEntryParams,
    body: CasinoAdminUpdate,
    response: CasinoAdminEntry,
  }),
  jackpots: route({
    method: 'get',
    path: '/admin/jackpots',
    tag: 'admin',
    summary:
      'The jackpot pools: balance, share of stakes, seed and must-drop amount, what stakes paid in and winners took out, and the last 20 wins',
    access: 'admin',
    response: JackpotPoolsView,
  }),
};
