import { contract, MAIN_MARKET_TYPES, MARKET_TYPES } from '@bet/shared';
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

    api.implement(contract.sports.list, ({ res, query }) => {
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
    });

    api.implement(contract.sports.categories, ({ res, params, query }) => {
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
    });

    api.implement(contract.sports.tournaments, ({ res, params, query }) => {
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
    });

    api.implement(contract.sports.matches, ({ query, res }) => {
      const all = preMatches(view.all(), query, Date.now());
      res.set('Cache-Control', 'no-cache');
      const page = all.slice(query.offset, query.offset + query.limit);
      return {
        results: page.map((m) => toApiMatch(m, mainMarkets(m, query.markets))),
        totalCount: all.length,
      };
    });

    api.implement(contract.sports.match, ({ res, params }) => {
      res.set('Cache-Control', 'no-cache');
      const m = view.get(params.id);
      if (!m) throw notFound('notFoundMatch');
      return { match: toApiMatch(m, []), markets: m.markets };
    });

    api.implement(contract.sports.live, ({ query, res }) => {
      const all = liveMatches(view.all(), query, Date.now());
      res.set('Cache-Control', 'no-cache');
      const page = all.slice(query.offset, query.offset + query.limit);
      return { results: page.map((m) => toApiMatch(m, mainMarkets(m))), totalCount: all.length };
    });

    api.implement(contract.sports.liveFavorites, ({ res, query }) => {
      res.set('Cache-Control', 'no-cache');
      const results = query.ids
        .map((id) => view.get(id))
        .filter((m) => m !== undefined)
        .map((m) => toApiMatch(m, mainMarkets(m)));
      return { results, totalCount: results.length };
    });

    api.implement(contract.sports.shortCode, ({ res, params }) => {
      res.set('Cache-Control', 'no-cache');
      const m = view.byShortCode(params.code);
      if (!m) throw notFound('searchNotFound');
      return { match: toApiMatch(m, []), markets: m.markets };
    });
  },
};
