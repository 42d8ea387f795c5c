import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  contract,
  MAIN_MARKET_TYPES,
  MARKET_TYPES,
  type LanguageCode,
  type Market,
  type RouteEntry,
} from '@bet/shared';
import type { AppContext, Module } from '../../context.ts';
import { ANSWERED } from '../../http/api-router.ts';
import { AnswerCache } from '../../http/cached-answer.ts';
import { notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { countBy, liveMatches, mainMarkets, preMatches, toApiMatch } from './queries.ts';
import type { SportsService } from './sports-service.ts';
import type { ViewMatch } from './sports-view.ts';
import { loadView, saveMarketTypes } from './sports-store.ts';

/**
 * Counts per sport, country and league move slowly: shared caches may keep them briefly. Lists
 * with odds are revalidated every time (`no-cache`): the ETag of the kept answer turns an
 * unchanged list into a 304 without a body.
 */
const CATALOGUE_CACHE = 'public, max-age=15';

/**
 * The lists depend on the clock as well as on the data (a match leaves the pre-match list at its
 * kick-off, the live list when its late start runs out): a kept answer is made again in the next
 * second even if nothing changed. Its ETag is its content's hash, so an unchanged list keeps its
 * tag. A list is at most this late on the clock; placement checks the clock itself.
 */
const CLOCK_BUCKET_MS = 1000;

/** The sports catalogue, matches and results (API.md "Sports"): every list answers from memory. */
export const createSportsModule = (service: SportsService): Module => {
  const answers = new AnswerCache(
    () =>
      `${service.view.revision}.${service.catalogue.revision}.${Math.floor(Date.now() / CLOCK_BUCKET_MS)}`,
  );
  return {
    name: 'sports',
    frontLane: answers.lane,
    async mount(router, ctx) {
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
      await service.catalogue.load(ctx.database.db);
      followCatalogueWrites(ctx, service);
      ctx.logger.info({ matches: loaded }, 'sports view loaded');
      ctx.onClose(service.startHousekeeping());
      const catalogue = service.catalogue;
      /**
       * Answers a list from the kept answers (made again when the view or the operator's catalogue
       * changed, or the clock moved on a second). The key is what the request asked (endpoint,
       * validated query and path, language), so equivalent queries share an answer.
       */
      const cached = <E extends RouteEntry>(
        entry: E,
        { req, res }: { req: Request; res: Response },
        asked: unknown,
        make: (lang: LanguageCode, now: number) => z.input<E['response']>,
      ): typeof ANSWERED => {
        const lang = requestLanguage(req);
        answers.send(req, res, `${entry.path} ${lang} ${JSON.stringify(asked)}`, () =>
          make(lang, Date.now()),
        );
        return ANSWERED;
      };
      /** The matches players may see: hidden sports, countries and leagues are left out. */
      const view = {
        *all() {
          for (const m of service.view.all()) if (catalogue.shows(m)) yield m;
        },
        get: (id: number) => service.view.get(id),
        byShortCode: (code: string) => service.view.byShortCode(code),
      };
      /** The contract's match in the request's language, with the markets players may see. */
      const api = (req: Parameters<typeof requestLanguage>[0], m: ViewMatch, markets: Market[] = m.markets) =>
        catalogue.localize(toApiMatch(m, markets), requestLanguage(req));
      /** The highlights are the operator's top leagues (the feed's where the operator chose none). */
      const pre = (q: Parameters<typeof preMatches>[1], now: number) =>
        preMatches(view.all(), { ...q, highlights: undefined }, now).filter(
          (m) => q.highlights !== '1' || catalogue.isTop(m),
        );

      // The operator's names: the player's pages put them before their built-in texts. Asked again
      // on each page load, so a rename in the back office shows on the next one.
      router.implement(contract.sports.names, ({ query, res }) => {
        res.set('Cache-Control', 'no-cache');
        return { names: catalogue.namesIn(query.lang) };
      });

      router.implement(contract.sports.list, ({ req, res, query }) => {
        res.setHeader('Cache-Control', CATALOGUE_CACHE);
        return cached(contract.sports.list, { req, res }, query, (lang, now) => {
          const counts = countBy(pre(query, now), (m) => m.sportId);
          const live = countBy(liveMatches(view.all(), { order: 'time' }, now), (m) => m.sportId);
          const ids = [...new Set([...counts.keys(), ...live.keys()])].sort(
            (a, b) => catalogue.sortOf('sport', a) - catalogue.sortOf('sport', b) || a - b,
          );
          const results = ids.map((id) => ({
            id,
            name: catalogue.name('sport', id, lang, (counts.get(id) ?? live.get(id))!.first.sportName),
            matchCount: counts.get(id)?.count ?? 0,
            liveCount: live.get(id)?.count ?? 0,
          }));
          return { results, totalCount: results.length };
        });
      });

      router.implement(contract.sports.categories, ({ req, res, params, query }) => {
        res.setHeader('Cache-Control', CATALOGUE_CACHE);
        return cached(contract.sports.categories, { req, res }, [params, query], (lang, now) => {
          const counts = countBy(pre({ ...query, sportId: params.sportId }, now), (m) => m.categoryId);
          const results = [...counts.values()]
            .map(({ first, count }) => ({
              id: first.categoryId,
              name: catalogue.name('country', first.categoryId, lang, first.categoryName),
              flag: catalogue.logo('country', first.categoryId, first.categoryFlag),
              matchCount: count,
            }))
            .sort(
              (a, b) =>
                catalogue.sortOf('country', a.id) - catalogue.sortOf('country', b.id) ||
                a.name.localeCompare(b.name),
            );
          return { results, totalCount: results.length };
        });
      });

      router.implement(contract.sports.tournaments, ({ req, res, params, query }) => {
        res.setHeader('Cache-Control', CATALOGUE_CACHE);
        return cached(contract.sports.tournaments, { req, res }, [params, query], (lang, now) => {
          const counts = countBy(pre({ ...query, ...params }, now), (m) => m.tournamentId);
          const results = [...counts.values()]
            .map(({ first, count }) => ({
              id: first.tournamentId,
              name: catalogue.name('league', first.tournamentId, lang, first.tournamentName),
              matchCount: count,
            }))
            .sort((a, b) => catalogue.sortOf('league', a.id) - catalogue.sortOf('league', b.id));
          return { results, totalCount: results.length };
        });
      });

      router.implement(contract.sports.matches, ({ req, query, res }) => {
        res.setHeader('Cache-Control', 'no-cache');
        return cached(contract.sports.matches, { req, res }, query, (lang, now) => {
          const all = pre(query, now);
          const page = all.slice(query.offset, query.offset + query.limit);
          return {
            results: page.map((m) => catalogue.localize(toApiMatch(m, mainMarkets(m, query.markets)), lang)),
            totalCount: all.length,
          };
        });
      });

      router.implement(contract.sports.match, ({ req, res, params }) => {
        res.set('Cache-Control', 'no-cache');
        const m = view.get(params.id);
        if (!m || !catalogue.shows(m)) throw notFound('notFoundMatch');
        const match = api(req, m);
        return { match: { ...match, markets: [] }, markets: match.markets };
      });

      router.implement(contract.sports.live, ({ req, query, res }) => {
        res.setHeader('Cache-Control', 'no-cache');
        return cached(contract.sports.live, { req, res }, query, (lang, now) => {
          const all = liveMatches(view.all(), query, now);
          const page = all.slice(query.offset, query.offset + query.limit);
          return {
            results: page.map((m) => catalogue.localize(toApiMatch(m, mainMarkets(m)), lang)),
            totalCount: all.length,
          };
        });
      });

      router.implement(contract.sports.liveFavorites, ({ req, res, query }) => {
        res.set('Cache-Control', 'no-cache');
        const results = query.ids
          .map((id) => view.get(id))
          .filter((m) => m !== undefined && catalogue.shows(m))
          .map((m) => api(req, m!, mainMarkets(m!)));
        return { results, totalCount: results.length };
      });

      router.implement(contract.sports.shortCode, ({ req, res, params }) => {
        res.set('Cache-Control', 'no-cache');
        const m = view.byShortCode(params.code);
        if (!m || !catalogue.shows(m)) throw notFound('searchNotFound');
        const match = api(req, m);
        return { match: { ...match, markets: [] }, markets: match.markets };
      });
    },
  };
};

/**
 * Loads the operator's catalogue again whenever a write to it commits, on this instance or (with
 * Redis) another one: a rename or a hidden league made through any instance shows on all of them.
 * Writes that come together cost one load, and one more if they arrive while it runs.
 */
function followCatalogueWrites(ctx: AppContext, service: SportsService): void {
  let loading: Promise<void> | null = null;
  let again = false;
  const load = () => {
    if (loading) {
      again = true;
      return;
    }
    loading = service.catalogue
      .load(ctx.database.db)
      .catch((err: unknown) => ctx.logger.warn({ err }, 'catalogue reload failed'))
      .finally(() => {
        loading = null;
        if (again) {
          again = false;
          load();
        }
      });
  };
  const stop = ctx.database.changes.on((change) => {
    if (change.table === 'catalogue_names' || change.table === 'catalogue_entries') load();
  });
  ctx.onClose(async () => {
    stop();
    await loading;
  });
}
