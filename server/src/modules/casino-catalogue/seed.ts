import type { CasinoProductKey } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { writeSetting } from '../settings/index.ts';

/** The built-in provider's code and its three games, which launch serves from this server. */
export const HOUSE_PROVIDER = 'house';
export const HOUSE_GAMES = { slot: 'house-slot', roulette: 'house-roulette', dice: 'house-dice' } as const;

interface DemoProvider {
  code: string;
  name: string;
  product: CasinoProductKey;
  games: number;
  /** share of games with a demo mode, in percent */
  demo: number;
}

/**
 * A demo catalogue of made-up providers, large enough (about 2,000 games) to show that the lobbies
 * hold a real operator's catalogue. Their games launch through the built-in provider.
 */
const PROVIDERS: DemoProvider[] = [
  { code: 'aurora', name: 'Aurora Gaming', product: 'slot', games: 180, demo: 90 },
  { code: 'bosphorus', name: 'Bosphorus Studios', product: 'slot', games: 180, demo: 80 },
  { code: 'redfox', name: 'Red Fox Play', product: 'slot', games: 180, demo: 85 },
  { code: 'northstar', name: 'Northstar Slots', product: 'slot', games: 180, demo: 70 },
  { code: 'lagoon', name: 'Lagoon Games', product: 'slot', games: 180, demo: 90 },
  { code: 'tidal', name: 'Tidal Reels', product: 'slot', games: 180, demo: 75 },
  { code: 'ember', name: 'Ember Interactive', product: 'slot', games: 180, demo: 60 },
  { code: 'atlas', name: 'Atlas Gaming', product: 'slot', games: 180, demo: 80 },
  { code: 'goldline', name: 'Goldline', product: 'slot', games: 180, demo: 95 },
  { code: 'nebula', name: 'Nebula Play', product: 'slot', games: 180, demo: 85 },
  { code: 'grandlive', name: 'Grand Live', product: 'live', games: 110, demo: 0 },
  { code: 'velvet', name: 'Velvet Live', product: 'live', games: 90, demo: 0 },
  { code: 'kickoff', name: 'Kickoff Virtuals', product: 'virtual', games: 60, demo: 100 },
  { code: 'studiotv', name: 'Studio TV Games', product: 'tv', games: 36, demo: 0 },
];

const CATEGORIES: Record<CasinoProductKey, string[]> = {
  slot: ['Video Slots', 'Classic Slots', 'Megaways', 'Jackpot', 'Fruit'],
  live: ['Roulette', 'Blackjack', 'Baccarat', 'Game Shows', 'Poker'],
  virtual: ['Football', 'Horse Racing', 'Greyhounds', 'Basketball'],
  tv: ['Lottery', 'Cards', 'Wheel'],
  bingo: ['Bingo'],
};

const ADJECTIVES = [
  'Golden',
  'Wild',
  'Lucky',
  'Mystic',
  'Royal',
  'Blazing',
  'Frozen',
  'Ancient',
  'Crystal',
  'Hidden',
  'Mighty',
  'Sweet',
  'Silver',
  'Emerald',
  'Thunder',
  'Midnight',
  'Sunny',
  'Diamond',
  'Jungle',
  'Cosmic',
  'Sacred',
  'Neon',
  'Pirate',
  'Dragon',
  'Magic',
  'Ruby',
  'Spinning',
  'Burning',
  'Storm',
  'Oasis',
];
const NOUNS = [
  'Fortune',
  'Treasures',
  'Pharaoh',
  'Fruits',
  'Wolf',
  'Tiger',
  'Riches',
  'Gems',
  'Sevens',
  'Legends',
  'Temple',
  'Quest',
  'Bells',
  'Empire',
  'Safari',
  'Coins',
  'Kingdom',
  'Horizon',
  'Bonanza',
  'Nights',
  'Voyage',
  'Stars',
  'Phoenix',
  'Harvest',
  'Island',
  'Carnival',
  'Gold Rush',
  'Reels',
  'Lanterns',
  'Crown',
];
const SUFFIXES = ['', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 2', ' Xmas'];
const LIVE_KINDS = ['Roulette', 'Blackjack', 'Baccarat', 'Wheel Show', 'Poker'];
const LIVE_NAMES = [
  'Speed',
  'Lightning',
  'VIP',
  'Turkish',
  'Grand',
  'Classic',
  'Auto',
  'Salon',
  'Golden',
  'Immersive',
  'Mega',
  'First Person',
];
const VIRTUAL_KINDS = ['League', 'Derby', 'Dogs', 'Hoops'];
const VIRTUAL_NAMES = [
  'Istanbul',
  'Euro',
  'World',
  'Champions',
  'Royal',
  'Sprint',
  'Platinum',
  'Night',
  'Turbo',
  'Premier',
  'Classic',
  'Super',
  'Golden',
  'Fast',
  'Grand',
];
const TV_KINDS = ['Lucky 6', 'Wheel', 'Poker', 'Keno'];
const TV_NAMES = ['Live', 'Studio', 'Prime', 'Express', 'Night', 'Quick', 'Mega', 'Classic', 'Gold'];

/** The n-th title of a product, the same on every start (a provider's titles never repeat). */
function titleOf(product: CasinoProductKey, providerIndex: number, n: number): string {
  const pick = <T>(list: T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;
  switch (product) {
    case 'slot': {
      // walk the 900 adjective-noun pairs in a provider's own order
      const k = (n * 7 + providerIndex * 131) % (ADJECTIVES.length * NOUNS.length);
      const base = `${pick(ADJECTIVES, Math.floor(k / NOUNS.length))} ${pick(NOUNS, k)}`;
      return base + pick(SUFFIXES, n + providerIndex);
    }
    case 'live':
      return `${pick(LIVE_NAMES, n + providerIndex)} ${pick(LIVE_KINDS, n)}${n >= LIVE_NAMES.length * 2 ? ` ${Math.floor(n / 10) + 1}` : ''}`;
    case 'virtual':
      return `${pick(VIRTUAL_NAMES, n)} ${pick(VIRTUAL_KINDS, n)}${n >= VIRTUAL_NAMES.length ? ` ${Math.floor(n / VIRTUAL_NAMES.length) + 1}` : ''}`;
    case 'tv':
      return `${pick(TV_NAMES, n)} ${pick(TV_KINDS, n)}${n >= TV_NAMES.length ? ` ${Math.floor(n / TV_NAMES.length) + 1}` : ''}`;
    default:
      return 'Bingo';
  }
}

/** Where a game's picture is: drawn by this server (see art.ts). */
export const artUrl = (providerCode: string, code: string) => `/casino-art/${providerCode}/${code}.svg`;

/**
 * Writes the demo catalogue into an empty one (a fresh start) and switches the casino areas on
 * with the top and new lists of Home; later starts and an operator's own catalogue are left alone.
 */
export async function seedCasinoCatalogue(database: Database, logger: Logger): Promise<void> {
  const db = database.db;
  const written = await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('casino_providers').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const categoryIds: Record<string, number[]> = {};
    for (const [product, names] of Object.entries(CATEGORIES)) {
      categoryIds[product] = [];
      for (const [i, name] of names.entries()) {
        const row = await trx
          .insertInto('casino_categories')
          .values({ product, name, sort: (i + 1) * 10 })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds[product]!.push(Number(row.id));
      }
    }
    const start = Date.UTC(2026, 0, 1);
    const day = 86_400_000;
    type GameRow = {
      provider_id: number;
      product: string;
      category_id: number | null;
      code: string;
      title: string;
      logo: string;
      mobile: number;
      has_demo: number;
      sort: number;
      created_at: number;
    };
    const games: GameRow[] = [];
    const house = await trx
      .insertInto('casino_providers')
      .values({ code: HOUSE_PROVIDER, name: 'Bet Originals', logo: '', sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const houseGame = (
      code: string,
      title: string,
      product: CasinoProductKey,
      category: number,
      sort: number,
    ) =>
      games.push({
        provider_id: Number(house.id),
        product,
        category_id: categoryIds[product]![category] ?? null,
        code,
        title,
        logo: artUrl(HOUSE_PROVIDER, code),
        mobile: 1,
        has_demo: 1,
        sort,
        created_at: start + 300 * day,
      });
    houseGame(HOUSE_GAMES.slot, 'Sultan Reels', 'slot', 0, 1);
    houseGame(HOUSE_GAMES.roulette, 'European Roulette', 'live', 0, 1);
    houseGame(HOUSE_GAMES.dice, 'Provably Fair Dice', 'virtual', 0, 1);
    houseGame('house-bingo', 'Tombala', 'bingo', 0, 1);
    for (const [p, provider] of PROVIDERS.entries()) {
      const row = await trx
        .insertInto('casino_providers')
        .values({ code: provider.code, name: provider.name, logo: '', sort: (p + 1) * 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const cats = categoryIds[provider.product]!;
      for (let n = 0; n < provider.games; n++) {
        const code = `${provider.code}-${String(n + 1).padStart(4, '0')}`;
        // a spread that looks like a real catalogue: most games on phones, most slots with a demo
        const spread = (n * 37 + p * 11) % 100;
        games.push({
          provider_id: Number(row.id),
          product: provider.product,
          category_id: cats[(n * 3 + p) % cats.length] ?? null,
          code,
          title: titleOf(provider.product, p, n),
          logo: artUrl(provider.code, code),
          mobile: spread < 92 ? 1 : 0,
          has_demo: spread < provider.demo ? 1 : 0,
          sort: n + 1,
          created_at: start + ((n * 13 + p * 7) % 330) * day,
        });
      }
    }
    for (let i = 0; i < games.length; i += 250)
      await trx
        .insertInto('casino_games')
        .values(games.slice(i, i + 250))
        .execute();
    return games.length;
  });
  if (!written) return;

  const rows = await db
    .selectFrom('casino_games')
    .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
    .select([
      'casino_games.id',
      'casino_games.product',
      'casino_games.sort',
      'casino_games.created_at',
      'casino_providers.sort as psort',
    ])
    .orderBy('casino_providers.sort')
    .orderBy('casino_games.sort')
    .execute();
  const of = (product: string) => rows.filter((r) => r.product === product);
  // top: the first games of each provider; new: the latest added
  const top = (product: string, count: number) =>
    of(product)
      .filter((r) => r.sort <= 2)
      .slice(0, count)
      .map((r) => r.id);
  const newest = (product: string, count: number) =>
    [...of(product)]
      .sort((a, b) => Number(b.created_at) - Number(a.created_at) || a.id - b.id)
      .slice(0, count)
      .map((r) => r.id);
  const lists: Record<string, number[]> = {
    topslot_ids: top('slot', 12),
    newslot_ids: newest('slot', 12),
    topcasino_ids: top('live', 12),
    newcasino_ids: newest('live', 12),
    virtualgames_ids: top('virtual', 12),
    tvgames_ids: top('tv', 12),
  };
  const present = new Set((await db.selectFrom('settings').select('key').execute()).map((r) => r.key));
  for (const [key, ids] of Object.entries(lists))
    if (!present.has(key)) await writeSetting(database, key, ids.join(','));
  for (const area of ['area_casino', 'area_slots', 'area_virtual', 'area_tvgames', 'area_bingo'])
    if (!present.has(area)) await writeSetting(database, area, '1');
  logger.info({ games: written, providers: PROVIDERS.length + 1 }, 'demo casino catalogue seeded');
}
