import { z } from 'zod';
import { CASINO_PRODUCTS, SEARCH_MAX_CHARS } from '../casino/lobby-rules.ts';
import { ApiIdParam, ApiCountParam, Paging, listOf } from './common.ts';

/**
 * The casino catalogue as players read it (issue 19 items 1 and 2): providers, categories and
 * games per product. In the spec's words a game's id is its serviceId and its provider's id the
 * masterServiceId.
 */
export const CasinoProduct = z.enum(CASINO_PRODUCTS);

export const CasinoGame = z
  .object({
    id: z.number().int(),
    providerId: z.number().int(),
    providerName: z.string(),
    product: CasinoProduct,
    categoryId: z.number().int().nullable(),
    title: z.string(),
    /** image URL; the lobby shows it at a fixed size */
    logo: z.string(),
    /** fit for a phone */
    mobile: z.boolean(),
    /** a guest may open it in demo mode */
    hasDemo: z.boolean(),
  })
  .meta({ id: 'CasinoGame' });
export type CasinoGame = z.infer<typeof CasinoGame>;

export const CasinoCategory = z
  .object({ id: z.number().int(), product: CasinoProduct, name: z.string() })
  .meta({ id: 'CasinoCategory' });
export type CasinoCategory = z.infer<typeof CasinoCategory>;

/** A provider of the lobby with its number of games and its first ones (the lobby's row). */
export const CasinoProviderRow = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    logo: z.string(),
    gameCount: z.number().int(),
    games: z.array(CasinoGame),
  })
  .meta({ id: 'CasinoProviderRow' });
export type CasinoProviderRow = z.infer<typeof CasinoProviderRow>;

/** Search text: 3 characters at least (400 searchTooShort below that), counted without spaces around. */
const Search = z.string().max(SEARCH_MAX_CHARS).optional();

export const CasinoLobbyQuery = z.object({
  product: CasinoProduct,
  search: Search,
  categoryId: ApiIdParam.optional(),
});
export type CasinoLobbyQuery = z.infer<typeof CasinoLobbyQuery>;

/** One product's lobby: a row per provider (games matching the search, if any), categories, the popular games. */
export const CasinoLobby = z
  .object({
    product: CasinoProduct,
    providers: z.array(CasinoProviderRow),
    categories: z.array(CasinoCategory),
    /** the operator's top list of the product (topslot_ids, topcasino_ids...): the Popular pseudo-provider */
    popular: z.array(CasinoGame),
  })
  .meta({ id: 'CasinoLobby' });
export type CasinoLobby = z.infer<typeof CasinoLobby>;

/** The largest game list one call answers: a whole product, for the virtualised grid. */
export const MAX_GAME_LIST = 5000;

export const CasinoGamesQuery = z.object({
  product: CasinoProduct,
  /** one provider's full list */
  providerId: ApiIdParam.optional(),
  categoryId: ApiIdParam.optional(),
  search: Search,
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(MAX_GAME_LIST).default(MAX_GAME_LIST),
});
export type CasinoGamesQuery = z.infer<typeof CasinoGamesQuery>;

export const CasinoGameList = listOf(CasinoGame).meta({ id: 'CasinoGameList' });
export type CasinoGameList = z.infer<typeof CasinoGameList>;

export const CasinoGameParams = z.object({ gameId: ApiIdParam });

/** Home's tabs: the operator's top and new lists (site settings *_ids), active games only, in the setting's order. */
export const CasinoHomeLists = z
  .object({
    topCasino: z.array(CasinoGame),
    newCasino: z.array(CasinoGame),
    topSlot: z.array(CasinoGame),
    newSlot: z.array(CasinoGame),
    virtual: z.array(CasinoGame),
    tv: z.array(CasinoGame),
  })
  .meta({ id: 'CasinoHomeLists' });
export type CasinoHomeLists = z.infer<typeof CasinoHomeLists>;

// --- back office ---

export const CASINO_ADMIN_KINDS = ['providers', 'categories', 'games'] as const;
export const CasinoAdminKind = z.enum(CASINO_ADMIN_KINDS);
export type CasinoAdminKind = z.infer<typeof CasinoAdminKind>;

export const CasinoAdminParams = z.object({ kind: CasinoAdminKind });
export const CasinoAdminEntryParams = z.object({ kind: CasinoAdminKind, id: ApiIdParam });

export const CasinoAdminQuery = Paging.extend({
  product: CasinoProduct.optional(),
  providerId: ApiIdParam.optional(),
  /** part of the name or title, or the code */
  keyWord: z.string().trim().min(1).max(SEARCH_MAX_CHARS).optional(),
});
export type CasinoAdminQuery = z.infer<typeof CasinoAdminQuery>;

/** A provider, category or game as the back office lists and edits it. */
export const CasinoAdminEntry = z
  .object({
    kind: CasinoAdminKind,
    id: z.number().int(),
    /** name of a provider or category, title of a game */
    name: z.string(),
    /** the provider's code, or a game's code at its provider; '' for a category */
    code: z.string(),
    /** categories and games */
    product: CasinoProduct.nullable(),
    /** games: their provider's name */
    providerName: z.string().nullable(),
    sort: z.number().int(),
    /** providers and games (a category has no switch of its own) */
    active: z.boolean().nullable(),
    /** games */
    mobile: z.boolean().nullable(),
    hasDemo: z.boolean().nullable(),
    logo: z.string(),
  })
  .meta({ id: 'CasinoAdminEntry' });
export type CasinoAdminEntry = z.infer<typeof CasinoAdminEntry>;

export const CasinoAdminList = listOf(CasinoAdminEntry).meta({ id: 'CasinoAdminList' });
export type CasinoAdminList = z.infer<typeof CasinoAdminList>;

export const MAX_CASINO_NAME = 100;

/** What the operator may change; `active` only of providers and games, `mobile` only of games. */
export const CasinoAdminUpdate = z
  .object({
    name: z.string().trim().min(1).max(MAX_CASINO_NAME).optional(),
    sort: z.number().int().min(-100_000).max(100_000).optional(),
    active: z.boolean().optional(),
    mobile: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' })
  .meta({ id: 'CasinoAdminUpdate' });
export type CasinoAdminUpdate = z.infer<typeof CasinoAdminUpdate>;
