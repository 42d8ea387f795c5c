import { z } from 'zod';
import { Match, Market, Score } from './sports.ts';
import { ApiCountParam, ApiId, ApiIdParam, listOf, Paging } from './common.ts';

/** A date in a query: ISO 8601, or `yyyy/MM/dd` as the spec's screens send it; read as UTC epoch ms. */
export const QueryDate = z.string().transform((value, ctx) => {
  const slashed = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  const ms = slashed
    ? Date.UTC(Number(slashed[1]), Number(slashed[2]) - 1, Number(slashed[3]))
    : Date.parse(value);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: 'custom', message: 'not a date (ISO 8601 or yyyy/MM/dd)' });
    return z.NEVER;
  }
  return ms;
});

const Id = ApiIdParam;
/** Keyword search starts at 3 characters (section 5). */
const KeyWord = z.string().trim().min(3, 'at least 3 characters').max(50);
const IdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'a comma list of at most 200 ids')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(ApiId));

export const DateRangeQuery = z.object({ from: QueryDate.optional(), to: QueryDate.optional() });

export const MatchesQuery = DateRangeQuery.extend({
  sportId: Id.optional(),
  categoryId: Id.optional(),
  tournamentId: Id.optional(),
  keyWord: KeyWord.optional(),
  /** '1' lists the top leagues' matches only */
  highlights: z.enum(['0', '1']).optional(),
  markets: IdList.optional(),
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(150),
});
export type MatchesQuery = z.infer<typeof MatchesQuery>;

export const LiveQuery = z.object({
  sportId: Id.optional(),
  categoryId: Id.optional(),
  tournamentId: Id.optional(),
  keyWord: KeyWord.optional(),
  order: z.enum(['time', 'league']).default('time'),
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type LiveQuery = z.infer<typeof LiveQuery>;

export const FavoritesQuery = z.object({ ids: IdList });
export const ResultsQuery = DateRangeQuery.extend(Paging.shape).extend({
  sportId: Id.optional(),
});
export type ResultsQuery = z.infer<typeof ResultsQuery>;

export const SportSummary = z.object({
  id: z.number(),
  name: z.string(),
  matchCount: z.number(),
  liveCount: z.number(),
});
export const CategorySummary = z.object({
  id: z.number(),
  name: z.string(),
  flag: z.string(),
  matchCount: z.number(),
});
export const TournamentSummary = z.object({ id: z.number(), name: z.string(), matchCount: z.number() });

export const SportsListResponse = listOf(SportSummary).meta({ id: 'SportsList' });
export const CategoriesListResponse = listOf(CategorySummary).meta({ id: 'CategoriesList' });
export const TournamentsListResponse = listOf(TournamentSummary).meta({ id: 'TournamentsList' });
export const MatchListResponse = listOf(Match).meta({ id: 'MatchList' });
export const MatchDetailResponse = z
  .object({ match: Match, markets: z.array(Market) })
  .meta({ id: 'MatchDetail' });
export const MatchIdParams = z.object({ id: Id });
export const SportIdParams = z.object({ sportId: Id });
export const CategoryParams = z.object({ sportId: Id, categoryId: Id });
export const ShortCodeParams = z.object({ code: z.string().trim().min(1).max(12) });

export const ResultRow = z.object({
  matchId: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  matchDate: z.string(),
  home: z.string(),
  away: z.string(),
  score: Score.nullable(),
  halftime: Score.nullable(),
  status: z.string(),
});
export const ResultsListResponse = listOf(ResultRow).meta({ id: 'ResultsList' });
export type ResultRow = z.infer<typeof ResultRow>;
