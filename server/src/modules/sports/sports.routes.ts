import {
  CategoriesListResponse,
  CategoryParams,
  DateRangeQuery,
  FavoritesQuery,
  LiveQuery,
  MAIN_MARKET_TYPES,
  MARKET_TYPES,
  MatchDetailResponse,
  MatchIdParams,
  MatchListResponse,
  MatchesQuery,
  ShortCodeParams,
  SportIdParams,
  SportsListResponse,
  TournamentsListResponse,
} from '@bet/shared';
import type { Module } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { countBy, liveMatches, mainMarkets, preMatches, toApiMatch } from './queries.ts';
import { createSportsService } from './sports-service.ts';
import { loadView, saveMarketTypes } from './sports-store.ts';

/**
 * Counts per sport, country and league move slowly: shared caches may keep them briefly. Lists
 * with odds are revalidated every time (`no-cache`): the weak ETag Express puts on every JSON
 * answer turns an unchanged list into a 304 without a body.
 */
const CATALOGUE_CACHE = 'public, max-age=15';

/** The sports catalogue, matches and results (API.md "Sports"): every list answers from memory. */
export const sportsModule: Module = {
  name: 'sports',
  async mount(api, ctx) {
    const service = createSportsService(ctx);
    await saveMarketTypes(
      ctx.database.db,
      Object.values(MARKET_TYPES).map((t) => ({
        id: t.id,
        name: t.name,
        outcomes: [...t.outcomes],
        main: MAIN_MARKET_TYPES.includes(t.id),
      })),
    );
    const loaded = await loadView(ctx.database.db, service.view);
    ctx.logger.info({ matches: loaded }, 'sports view loaded');
    ctx.onClose(service.startHousekeeping());
    const view = service.view;

    api.route({
      method: 'get',
      path: '/sports',
      tag: 'sports',
      summary: 'Sports with their pre-match and live match counts',
      query: DateRangeQuery,
      response: SportsListResponse,
      handler: ({ res, query }) => {
        res.set('Cache-Control', CATALOGUE_CACHE);
        const now = Date.now();
        const pre = countBy(preMatches(view.all(), query, now), (m) => m.sportId);
        const live = countBy(liveMatches(view.all(), { order: 'time' }, now), (m) => m.sportId);
        const ids = [...new Set([...pre.keys(), ...live.keys()])].sort((a, b) => a - b);
        const results = ids.map((id) => ({
          id,
          name: (pre.get(id) ?? live.get(id))!.first.sportName,
          matchCount: pre.get(id)?.count ?? 0,
          liveCount: live.get(id)?.count ?? 0,
        }));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/sports/:sportId/categories',
      tag: 'sports',
      summary: 'Countries of a sport with their match counts',
      params: SportIdParams,
      query: DateRangeQuery,
      response: CategoriesListResponse,
      handler: ({ res, params, query }) => {
        res.set('Cache-Control', CATALOGUE_CACHE);
        const counts = countBy(
          preMatches(view.all(), { ...query, sportId: params.sportId }, Date.now()),
          (m) => m.categoryId,
        );
        const results = [...counts.values()]
          .map(({ first, count }) => ({
            id: first.categoryId,
            name: first.categoryName,
            flag: first.categoryFlag,
            matchCount: count,
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/sports/:sportId/categories/:categoryId/tournaments',
      tag: 'sports',
      summary: 'Leagues of a country with their match counts',
      params: CategoryParams,
      query: DateRangeQuery,
      response: TournamentsListResponse,
      handler: ({ res, params, query }) => {
        res.set('Cache-Control', CATALOGUE_CACHE);
        const counts = countBy(
          preMatches(view.all(), { ...query, ...params }, Date.now()),
          (m) => m.tournamentId,
        );
        const results = [...counts.values()].map(({ first, count }) => ({
          id: first.tournamentId,
          name: first.tournamentName,
          matchCount: count,
        }));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/matches',
      tag: 'sports',
      summary: 'Pre-match matches with their main markets (filters, search from 3 characters, highlights)',
      query: MatchesQuery,
      response: MatchListResponse,
      handler: ({ query, res }) => {
        const all = preMatches(view.all(), query, Date.now());
        res.set('Cache-Control', 'no-cache');
        const page = all.slice(query.offset, query.offset + query.limit);
        return {
          results: page.map((m) => toApiMatch(m, mainMarkets(m, query.markets))),
          totalCount: all.length,
        };
      },
    });

    api.route({
      method: 'get',
      path: '/matches/:id',
      tag: 'sports',
      summary: 'One match with all its markets (pre-match or live)',
      params: MatchIdParams,
      response: MatchDetailResponse,
      handler: ({ res, params }) => {
        res.set('Cache-Control', 'no-cache');
        const m = view.get(params.id);
        if (!m) throw notFound('notFoundMatch');
        return { match: toApiMatch(m, []), markets: m.markets };
      },
    });

    api.route({
      method: 'get',
      path: '/live',
      tag: 'sports',
      summary: 'Live matches with their main markets, by time or by league',
      query: LiveQuery,
      response: MatchListResponse,
      handler: ({ query, res }) => {
        const all = liveMatches(view.all(), query, Date.now());
        res.set('Cache-Control', 'no-cache');
        const page = all.slice(query.offset, query.offset + query.limit);
        return { results: page.map((m) => toApiMatch(m, mainMarkets(m))), totalCount: all.length };
      },
    });

    api.route({
      method: 'get',
      path: '/live/favorites',
      tag: 'sports',
      summary: 'The favourite matches of a player, by ids',
      query: FavoritesQuery,
      response: MatchListResponse,
      handler: ({ res, query }) => {
        res.set('Cache-Control', 'no-cache');
        const results = query.ids
          .map((id) => view.get(id))
          .filter((m) => m !== undefined)
          .map((m) => toApiMatch(m, mainMarkets(m)));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/short-codes/:code',
      tag: 'sports',
      summary: 'The match with a short code (upper-cased)',
      params: ShortCodeParams,
      response: MatchDetailResponse,
      handler: ({ res, params }) => {
        res.set('Cache-Control', 'no-cache');
        const m = view.byShortCode(params.code);
        if (!m) throw notFound('searchNotFound');
        return { match: toApiMatch(m, []), markets: m.markets };
      },
    });
  },
};
