import type { Kysely } from 'kysely';
import {
  LOBBY_ROW_GAMES,
  gameMatches,
  searchState,
  settingIds,
  type CasinoCategory,
  type CasinoGame,
  type CasinoGameList,
  type CasinoGamesQuery,
  type CasinoHomeLists,
  type CasinoLobby,
  type CasinoLobbyQuery,
  type CasinoProductKey,
  type CasinoProviderRow,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/** What launch and the wallet need of a game; `active` is false when the game or its provider is off. */
export interface FoundGame {
  id: number;
  providerCode: string;
  code: string;
  title: string;
  product: CasinoProductKey;
  hasDemo: boolean;
  active: boolean;
}

/** One game by id, switched off or not; undefined when there is none. */
export async function findGame(db: Kysely<DB>, gameId: number): Promise<FoundGame | undefined> {
  if (!Number.isSafeInteger(gameId) || gameId < 1 || gameId > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'p.code as providerCode',
      'g.code',
      'g.title',
      'g.product',
      'g.has_demo',
      'g.active',
      'p.active as pactive',
    ])
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    providerCode: row.providerCode,
    code: row.code,
    title: row.title,
    product: row.product as CasinoProductKey,
    hasDemo: row.has_demo === 1,
    active: row.active === 1 && row.pactive === 1,
  };
}

interface ProviderOf {
  id: number;
  code: string;
  name: string;
  logo: string;
}

/** The active games of active providers, of one product or of all, in lobby order. */
async function activeGames(db: Kysely<DB>, product?: CasinoProductKey, gameId?: number) {
  let q = db
    .selectFrom('casino_games as g')
    .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.provider_id',
      'g.product',
      'g.category_id',
      'g.title',
      'g.logo',
      'g.mobile',
      'g.has_demo',
      'p.code as pcode',
      'p.name as pname',
      'p.logo as plogo',
    ])
    .where('g.active', '=', 1)
    .where('p.active', '=', 1);
  if (product) q = q.where('g.product', '=', product);
  if (gameId !== undefined) q = q.where('g.id', '=', gameId);
  const rows = await q.orderBy('p.sort').orderBy('p.id').orderBy('g.sort').orderBy('g.id').execute();
  return rows.map((r) => ({
    game: {
      id: Number(r.id),
      providerId: Number(r.provider_id),
      providerName: r.pname,
      product: r.product as CasinoProductKey,
      categoryId: r.category_id === null ? null : Number(r.category_id),
      title: r.title,
      logo: r.logo,
      mobile: r.mobile === 1,
      hasDemo: r.has_demo === 1,
    } satisfies CasinoGame,
    provider: { id: Number(r.provider_id), code: r.pcode, name: r.pname, logo: r.plogo } satisfies ProviderOf,
  }));
}

/** The search words of a request, or undefined for none; 1 or 2 characters are refused (searchTooShort). */
function searchOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const state = searchState(raw);
  if (state === 'off') return undefined;
  if (state === 'tooShort') throw badRequest('searchTooShort', { min: 3 });
  return raw.trim();
}

async function categoriesOf(db: Kysely<DB>, product: CasinoProductKey): Promise<CasinoCategory[]> {
  const rows = await db
    .selectFrom('casino_categories')
    .select(['id', 'product', 'name'])
    .where('product', '=', product)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), product: r.product as CasinoProductKey, name: r.name }));
}

async function assertCategory(db: Kysely<DB>, product: CasinoProductKey, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  const found = await db
    .selectFrom('casino_categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('product', '=', product)
    .executeTakeFirst();
  if (!found) throw notFound('categoryNotFound');
}

/** The site setting that holds a product's Popular list. */
const POPULAR_SETTING: Record<CasinoProductKey, string | null> = {
  slot: 'topslot_ids',
  live: 'topcasino_ids',
  virtual: 'virtualgames_ids',
  tv: 'tvgames_ids',
  bingo: null,
};

/** The games of a list of ids, in its order, active ones only. */
function pickIds(byId: Map<number, CasinoGame>, ids: number[]): CasinoGame[] {
  return ids.flatMap((id) => {
    const g = byId.get(id);
    return g ? [g] : [];
  });
}

/** One product's lobby: a row per provider with its first games, the categories, the Popular list. */
export async function lobby(
  db: Kysely<DB>,
  settings: Record<string, string>,
  query: CasinoLobbyQuery,
): Promise<CasinoLobby> {
  const search = searchOf(query.search);
  await assertCategory(db, query.product, query.categoryId);
  const all = await activeGames(db, query.product);
  const rows = new Map<number, CasinoProviderRow>();
  for (const { game, provider } of all) {
    if (query.categoryId !== undefined && game.categoryId !== query.categoryId) continue;
    if (search !== undefined && !gameMatches(search, game.title, provider.name)) continue;
    let row = rows.get(provider.id);
    if (!row) rows.set(provider.id, (row = { ...provider, gameCount: 0, games: [] }));
    row.gameCount++;
    if (row.games.length < LOBBY_ROW_GAMES) row.games.push(game);
  }
  const setting = POPULAR_SETTING[query.product];
  const byId = new Map(all.map((a) => [a.game.id, a.game]));
  return {
    product: query.product,
    providers: [...rows.values()],
    categories: await categoriesOf(db, query.product),
    popular: setting ? pickIds(byId, settingIds(settings[setting])) : [],
  };
}

/** A product's games: one provider's, one category's, or those matching a search. */
export async function games(db: Kysely<DB>, query: CasinoGamesQuery): Promise<CasinoGameList> {
  const search = searchOf(query.search);
  if (query.providerId !== undefined) {
    const provider = await db
      .selectFrom('casino_providers')
      .select('id')
      .where('id', '=', query.providerId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!provider) throw notFound('providerNotFound');
  }
  await assertCategory(db, query.product, query.categoryId);
  const list = (await activeGames(db, query.product)).filter(
    ({ game, provider }) =>
      (query.providerId === undefined || game.providerId === query.providerId) &&
      (query.categoryId === undefined || game.categoryId === query.categoryId) &&
      (search === undefined || gameMatches(search, game.title, provider.name)),
  );
  return {
    results: list.slice(query.offset, query.offset + query.limit).map((a) => a.game),
    totalCount: list.length,
  };
}

/** One active game (a deep link). */
export async function game(db: Kysely<DB>, gameId: number): Promise<CasinoGame> {
  const [found] = await activeGames(db, undefined, gameId);
  if (!found) throw notFound('gameNotFound');
  return found.game;
}

/** Home's top and new lists from the site settings. */
export async function homeLists(db: Kysely<DB>, settings: Record<string, string>): Promise<CasinoHomeLists> {
  const byId = new Map((await activeGames(db)).map((a) => [a.game.id, a.game]));
  const list = (key: string) => pickIds(byId, settingIds(settings[key]));
  return {
    topCasino: list('topcasino_ids'),
    newCasino: list('newcasino_ids'),
    topSlot: list('topslot_ids'),
    newSlot: list('newslot_ids'),
    virtual: list('virtualgames_ids'),
    tv: list('tvgames_ids'),
  };
}
