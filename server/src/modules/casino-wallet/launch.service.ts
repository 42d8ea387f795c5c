import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICE } from '../wallet/index.ts';
import { loginRefusal } from '../responsible-gaming/index.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';

/** A game as the catalogue tells it (its `findGame`). */
export interface CasinoGame {
  id: number;
  providerCode: string;
  code: string;
  title: string;
  product: string;
  hasDemo: boolean;
  active: boolean;
}
export type GameFinder = (db: Kysely<DB>, gameId: number) => Promise<CasinoGame | undefined>;

/** How long a game session may bet; wins and rollbacks are taken after it too. */
export const CASINO_SESSION_MS = 12 * 3_600_000;

/** The provider code of the built-in games, and the page of each of its games. */
export const HOUSE_PROVIDER = 'house';
const HOUSE_GAMES: Record<string, string> = {
  'house-slot': 'slot',
  'house-roulette': 'roulette',
  'house-dice': 'dice',
};

export interface LaunchDeps {
  db: Kysely<DB>;
  findGame: GameFinder;
  secrets: Readonly<Record<string, string>>;
  gameUrl: string;
}

/**
 * The product flag a game needs and the transactions' service it books under: its catalogue
 * product's (5 slot, 4 live, 7 virtual, 8 TV games, 6 bingo).
 */
function productOf(product: string): { flag: string; service: number } {
  const p = product.toLowerCase();
  if (p.includes('live')) return { flag: 'casinoUser', service: SERVICE.liveGames };
  if (p.includes('virtual')) return { flag: 'virtualUser', service: SERVICE.virtual };
  if (p.includes('tv')) return { flag: 'tvgamesUser', service: SERVICE.tv };
  if (p.includes('bingo')) return { flag: 'bingoUser', service: SERVICE.bingo };
  return { flag: 'slotUser', service: SERVICE.slots };
}

/**
 * Opens a game. Demo play needs no account; play for money needs a player whose account, product
 * and responsible-gaming state allow it, and opens a game session whose token the provider
 * authenticates with at the wallet. A provider without a wallet secret of its own is played
 * through the built-in provider (its games map onto the house slot).
 */
export async function launchGame(
  deps: LaunchDeps,
  user: AuthUser | null,
  gameId: number,
  demo: boolean,
  lang: string,
  now = Date.now(),
): Promise<{ url: string; embed: boolean }> {
  const game = await deps.findGame(deps.db, gameId);
  if (!game) throw notFound('gameNotFound');
  if (!game.active) throw refused('gameUnavailable');
  const own = game.providerCode !== HOUSE_PROVIDER && Object.hasOwn(deps.secrets, game.providerCode);
  const provider = own ? game.providerCode : HOUSE_PROVIDER;
  const page = own ? encodeURIComponent(game.code) : (HOUSE_GAMES[game.code] ?? 'slot');
  const base = `${deps.gameUrl}/${page}?lang=${encodeURIComponent(lang)}`;
  if (demo) {
    if (!game.hasDemo) throw refused('noDemo');
    return { url: `${base}&demo=1`, embed: true };
  }
  if (!user) throw new AppError(401, 'loginRequired', undefined, { login: false });
  const { flag, service } = productOf(game.product);
  const row = await deps.db
    .selectFrom('users')
    .select(['status', 'role', 'products'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  const products = row ? (JSON.parse(row.products) as Record<string, { status?: number } | undefined>) : {};
  if (!row || Number(row.status) !== 1 || row.role !== 'player' || products[flag]?.status !== 1)
    throw refused('gameUnavailable');
  const excluded = await loginRefusal(deps.db, user.id);
  if (excluded) throw new AppError(403, excluded.code, { until: excluded.until });
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insertInto('casino_sessions')
    .values({
      token,
      user_id: user.id,
      provider,
      game_id: game.id,
      game_code: game.code,
      service,
      currency: user.currency,
      expires_at: now + CASINO_SESSION_MS,
    })
    .execute();
  return { url: `${base}&token=${token}`, embed: true };
}
