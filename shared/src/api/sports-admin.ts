import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { ApiId, ApiIdParam, ApiOdd, Paging, listOf } from './common.ts';
import { Match } from './sports.ts';

/**
 * The operator's sports data (issue 17, item 1): sports, countries, leagues, teams and market
 * types, each named per site language beside the feed's name, with its order, visibility, top
 * flag, logo or flag and live settings. The kinds are the entity kinds of shared's entity names.
 */
export const CATALOGUE_KINDS = ['sport', 'country', 'league', 'team', 'market'] as const;
export const CatalogueKind = z.enum(CATALOGUE_KINDS);
export type CatalogueKind = z.infer<typeof CatalogueKind>;

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);

/** The longest name the operator may give: long enough for any league, short enough for a row. */
export const MAX_CATALOGUE_NAME = 100;
/** The longest live acceptance delay a sport may have (a minute: longer only loses players). */
export const MAX_LIVE_DELAY_MS = 60_000;

export const CatalogueParams = z.object({ kind: CatalogueKind });
export const CatalogueEntryParams = z.object({ kind: CatalogueKind, id: ApiIdParam });

export const CatalogueListQuery = Paging.extend({
  /** countries, leagues, teams: of this sport */
  sportId: ApiIdParam.optional(),
  /** leagues: of this country */
  categoryId: ApiIdParam.optional(),
  /** part of the feed's name or of a name the operator gave */
  keyWord: z.string().trim().min(1).max(50).optional(),
});
export type CatalogueListQuery = z.infer<typeof CatalogueListQuery>;

/** Names per language; a language without one shows the feed's name. */
const Names = z.partialRecord(LanguageCodeSchema, z.string());

/** One sport, country, league, team or market type as the operator sees and sets it. */
export const CatalogueEntry = z
  .object({
    kind: CatalogueKind,
    id: z.number().int(),
    /** the feed's name: what shows in a language the operator has not named it in */
    feedName: z.string(),
    names: Names,
    /** the sport it belongs to (countries, leagues, teams) */
    sportId: z.number().int().nullable(),
    /** leagues: their country */
    categoryId: z.number().int().nullable(),
    /** order in lists, lowest first; null keeps the feed's */
    sort: z.number().int().nullable(),
    visible: z.boolean(),
    /** leagues: a top league (highlights) */
    top: z.boolean(),
    /** logo (sports, leagues, teams) or flag (countries): an image URL or the feed's flag code */
    logo: z.string(),
    /** market types: shown on live matches */
    live: z.boolean(),
    /** sports: how long live bets wait before their second check; null uses the site's live_delay_ms */
    liveDelayMs: z.number().int().nullable(),
  })
  .meta({ id: 'CatalogueEntry' });
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;

export const CatalogueListResponse = listOf(CatalogueEntry).meta({ id: 'CatalogueListResponse' });
export type CatalogueListResponse = z.infer<typeof CatalogueListResponse>;

/** A logo: a site path or an https address of an image, or a flag code such as 'tr' or 'gb-eng'. */
const Logo = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^\/[^\s]*$|^https:\/\/[^\s]+$|^[a-z]{2}(-[a-z]{2,3})?$/, {
    message: 'a path, https URL or flag code',
  });

/**
 * A change of one entry; only the fields given change. A name of '' removes that language's name
 * (the feed's shows again).
 */
export const CatalogueUpdateRequest = z
  .object({
    names: z.partialRecord(LanguageCodeSchema, z.string().trim().max(MAX_CATALOGUE_NAME)).optional(),
    sort: z.number().int().min(0).max(1_000_000).nullable().optional(),
    visible: z.boolean().optional(),
    top: z.boolean().optional(),
    logo: Logo.optional(),
    live: z.boolean().optional(),
    liveDelayMs: z.number().int().min(0).max(MAX_LIVE_DELAY_MS).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' })
  .meta({ id: 'CatalogueUpdateRequest' });
export type CatalogueUpdateRequest = z.infer<typeof CatalogueUpdateRequest>;

export const CatalogueNamesQuery = z.object({ lang: LanguageCodeSchema.default('tr') });

/**
 * The operator's names in one language, keyed as shared's entity names ('league.1051',
 * 'sport.1', 'market.18', 'team.77'): what the player's pages show before the built-in texts.
 */
export const CatalogueNamesResponse = z
  .object({ names: z.record(z.string(), z.string()) })
  .meta({ id: 'CatalogueNamesResponse' });
export type CatalogueNamesResponse = z.infer<typeof CatalogueNamesResponse>;

// ---- fixtures: matches, markets and odds by hand ----

export const FixtureParams = z.object({ id: ApiIdParam });
export const FixtureMarketParams = z.object({
  id: ApiIdParam,
  // hand-made matches number their markets above 32-bit ids (match id × 100 + position)
  marketId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const FixtureListQuery = Paging.extend({
  sportId: ApiIdParam.optional(),
  tournamentId: ApiIdParam.optional(),
  /** 3+ characters of a team, league or country, or a match id */
  keyWord: z.string().trim().min(1).max(50).optional(),
  /** 'L' live only, 'N' pre-match only */
  ttype: z.enum(['N', 'L']).optional(),
});
export type FixtureListQuery = z.infer<typeof FixtureListQuery>;

export const FixtureOutcome = z.object({
  id: z.number().int(),
  name: z.string(),
  odd: z.number(),
  active: z.boolean(),
});
export const FixtureMarket = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  name: z.string(),
  special: z.string(),
  active: z.boolean(),
  /** suspended */
  iss: z.boolean(),
  /** suspended by the operator: the feed cannot reopen it */
  held: z.boolean(),
  outcomes: z.array(FixtureOutcome),
});
export type FixtureMarket = z.infer<typeof FixtureMarket>;

/** A match as the operator handles it: the feed's names, its state and every market. */
export const Fixture = z
  .object({
    // the fields a player's match has too, as the sports contract defines them
    ...Match.pick({
      id: true,
      code: true,
      sportId: true,
      sportName: true,
      categoryId: true,
      categoryName: true,
      tournamentId: true,
      tournamentName: true,
      homeTeam: true,
      awayTeam: true,
      matchDate: true,
      ttype: true,
      status: true,
    }).shape,
    betStatus: z.string(),
    /** every market suspended by the operator */
    held: z.boolean(),
    /** made by hand: no feed covers it */
    manual: z.boolean(),
    /** the match has its result */
    decided: z.boolean(),
    markets: z.array(FixtureMarket),
  })
  .meta({ id: 'Fixture' });
export type Fixture = z.infer<typeof Fixture>;

export const FixtureListResponse = listOf(Fixture).meta({ id: 'FixtureListResponse' });
export type FixtureListResponse = z.infer<typeof FixtureListResponse>;

export const FixtureResponse = z.object({ fixture: Fixture }).meta({ id: 'FixtureResponse' });
export type FixtureResponse = z.infer<typeof FixtureResponse>;

/** Suspend (true) or reopen (false) a match or one market by hand. */
export const SuspendRequest = z.object({ suspended: z.boolean() }).meta({ id: 'SuspendRequest' });
export type SuspendRequest = z.infer<typeof SuspendRequest>;

/** The lowest odd the book offers by hand: below it a winning bet pays less than its stake. */
export const MIN_MANUAL_ODD = 1.01;

/** An odd entered by hand: from 1.01, at most 3 decimals, within the odds the API takes. */
export const ManualOdd = ApiOdd.refine((o) => o >= MIN_MANUAL_ODD, { message: 'below 1.01' });

/** New odds for outcomes of one match, entered by hand (at most 3 decimals, from 1.01). */
export const OddsUpdateRequest = z
  .object({
    outcomes: z
      .array(
        z.object({
          // hand-made matches number their outcomes above 32-bit ids (match id × 10 000 + position)
          outcomeId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
          odd: ManualOdd,
        }),
      )
      .min(1)
      .max(200),
  })
  .meta({ id: 'OddsUpdateRequest' });
export type OddsUpdateRequest = z.infer<typeof OddsUpdateRequest>;

/** A match moved (pre-match only): the new kick-off, an ISO time. */
export const FixtureUpdateRequest = z
  .object({ matchDate: z.iso.datetime({ offset: true }) })
  .meta({ id: 'FixtureUpdateRequest' });
export type FixtureUpdateRequest = z.infer<typeof FixtureUpdateRequest>;

/** A match no feed covers, made by hand in a league that exists, with its markets and odds. */
export const FixtureCreateRequest = z
  .object({
    tournamentId: ApiId,
    homeTeam: z.string().trim().min(1).max(MAX_CATALOGUE_NAME),
    awayTeam: z.string().trim().min(1).max(MAX_CATALOGUE_NAME),
    matchDate: z.iso.datetime({ offset: true }),
    /** minimum number of matches on a coupon with this match */
    minTip: z.number().int().min(1).max(20).default(1),
    markets: z
      .array(
        z.object({
          typeId: ApiId,
          special: z.string().trim().max(20).default(''),
          /** one odd per outcome of the market type, in the type's order */
          odds: z.array(ManualOdd).min(2).max(20),
        }),
      )
      .min(1)
      .max(50),
  })
  .refine((b) => b.homeTeam.toLocaleLowerCase() !== b.awayTeam.toLocaleLowerCase(), {
    message: 'a team cannot play itself',
    path: ['awayTeam'],
  })
  .meta({ id: 'FixtureCreateRequest' });
export type FixtureCreateRequest = z.infer<typeof FixtureCreateRequest>;
