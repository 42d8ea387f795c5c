import { z } from 'zod';
import { LEDGER_SERVICE, type LedgerService } from '../ledger/ledger-services.ts';
import { uniformInt, type WordSource } from './rng.ts';

/**
 * The operator's jackpots (spec section 3 "Jackpot data", issue 19 part 7): pools fed by a share
 * of casino stakes and won by one rule, which the wallet applies to every stake and the tiles and
 * back office describe. Amounts are integer minor units; shares are basis points of a stake.
 */
export const JACKPOT_TIERS = [
  'casinoDaily',
  'casinoWeekly',
  'casinoMega',
  'liveCasinoDaily',
  'sportsPrematch',
  'sportsLive',
] as const;
export type JackpotTier = (typeof JACKPOT_TIERS)[number];

/**
 * The services whose stakes feed the casino pools: the casino games that were all booked as slot
 * games before each had a service of its own (slot, virtual, TV games and the catalogue's bingo
 * games), so they feed them still. Live games feed the live casino pool; the bingo hall's own
 * cards and sport coupons feed no casino pool.
 */
export const CASINO_JACKPOT_SERVICES: readonly LedgerService[] = [
  LEDGER_SERVICE.slots,
  LEDGER_SERVICE.virtual,
  LEDGER_SERVICE.tv,
  LEDGER_SERVICE.bingo,
];

export interface JackpotTierRule {
  /** the group and name of the spec's jackpot data: casino.daily, livecasino.daily ... */
  group: 'casino' | 'livecasino' | 'sports';
  name: 'daily' | 'weekly' | 'mega' | 'prematch' | 'live';
  /** the transactions' services whose stakes feed it: the casino games', 4 live games, 1 sports coupons */
  services: readonly LedgerService[];
  /** sports only: fed by coupons with a match in play (true) or by pre-match coupons (false) */
  inPlay?: boolean;
  /** the share of each stake paid into the pool, in basis points (1/10,000), rounded down */
  shareBp: number;
  /** what a pool starts with, from the operator, when it opens and after each win */
  seed: number;
  /** the pool always drops by this amount: its drop point, drawn when it is seeded, is never above */
  mustDropAt: number;
}

export const JACKPOT_RULES: Readonly<Record<JackpotTier, JackpotTierRule>> = {
  casinoDaily: {
    group: 'casino',
    name: 'daily',
    services: CASINO_JACKPOT_SERVICES,
    shareBp: 100,
    seed: 10_000,
    mustDropAt: 100_000,
  },
  casinoWeekly: {
    group: 'casino',
    name: 'weekly',
    services: CASINO_JACKPOT_SERVICES,
    shareBp: 50,
    seed: 50_000,
    mustDropAt: 500_000,
  },
  casinoMega: {
    group: 'casino',
    name: 'mega',
    services: CASINO_JACKPOT_SERVICES,
    shareBp: 25,
    seed: 250_000,
    mustDropAt: 2_500_000,
  },
  liveCasinoDaily: {
    group: 'livecasino',
    name: 'daily',
    services: [LEDGER_SERVICE.liveGames],
    shareBp: 100,
    seed: 10_000,
    mustDropAt: 100_000,
  },
  sportsPrematch: {
    group: 'sports',
    name: 'prematch',
    services: [LEDGER_SERVICE.sport],
    inPlay: false,
    shareBp: 50,
    seed: 25_000,
    mustDropAt: 250_000,
  },
  sportsLive: {
    group: 'sports',
    name: 'live',
    services: [LEDGER_SERVICE.sport],
    inPlay: true,
    shareBp: 50,
    seed: 25_000,
    mustDropAt: 250_000,
  },
};

/** The tiers a stake of a service feeds; a sports coupon's by whether it has a match in play. */
export const jackpotTiersOf = (service: number, inPlay = false): JackpotTier[] =>
  JACKPOT_TIERS.filter(
    (t) =>
      JACKPOT_RULES[t].services.some((s) => s === service) && (JACKPOT_RULES[t].inPlay ?? false) === inPlay,
  );

/** What a stake pays into a tier's pool: its share, rounded down to whole minor units. */
export function jackpotContribution(tier: JackpotTier, stake: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0)
    throw new RangeError(`stake must be whole minor units: ${stake}`);
  return Math.floor((stake * JACKPOT_RULES[tier].shareBp) / 10_000);
}

/**
 * Where a pool drops, drawn when it is seeded (so it is fixed before any stake meets it): a
 * uniform whole amount from halfway between the seed and the must-drop amount up to the must-drop
 * amount, drawn without bias from 32-bit words. The drop point is kept secret until it is hit.
 */
export function jackpotDropPoint(tier: JackpotTier, words: WordSource): number {
  const { seed, mustDropAt } = JACKPOT_RULES[tier];
  const lowest = seed + Math.ceil((mustDropAt - seed) / 2);
  return lowest + uniformInt(mustDropAt - lowest + 1, words);
}

/**
 * Whether a stake wins the pool: the stake that brings the pool (its contribution included) to
 * its drop point wins it, and never a stake of nothing. A drop point above the must-drop amount
 * (a rule lowered since) counts as the must-drop amount.
 */
export function jackpotWins(tier: JackpotTier, stake: number, pool: number, dropPoint: number): boolean {
  if (!(stake > 0)) return false;
  return pool >= Math.min(dropPoint, JACKPOT_RULES[tier].mustDropAt);
}

/** A tile glows when its pool is within a tenth of its must-drop amount. */
export const jackpotLight = (tier: JackpotTier, pool: number): boolean =>
  pool * 10 >= JACKPOT_RULES[tier].mustDropAt * 9;

/** The jackpot socket's reconnection (spec section 4): 1 s times the attempt, 10 attempts, then none. */
export const JACKPOT_RECONNECT_ATTEMPTS = 10;
export function jackpotReconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > JACKPOT_RECONNECT_ATTEMPTS) return null;
  return attempt * 1000;
}

const Pool = z.object({ balance: z.number().int(), light: z.boolean() });
/** The socket's `data` event: every pool in the site's currency, by the spec's groups. */
export const JackpotData = z.object({
  currency: z.string(),
  casino: z.object({ daily: Pool, weekly: Pool, mega: Pool }),
  livecasino: z.object({ daily: Pool }),
  sports: z.object({ prematch: Pool, live: Pool }),
});
export type JackpotData = z.infer<typeof JackpotData>;

/** The socket's `winnercasino` and `winnerlivecasino` events: a pool won. */
export const JackpotWinner = z.object({
  tier: z.enum(JACKPOT_TIERS),
  /** the winner's name, masked but for its first and last letters */
  userName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  at: z.number().int(),
});
export type JackpotWinner = z.infer<typeof JackpotWinner>;

/** A winner's name as others see it: first and last letters, stars between. */
export function maskedWinnerName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 6))}${chars.at(-1)}`;
}

/** The back office's view of the pools (GET /admin/jackpots). */
export const JackpotPoolsView = z.object({
  pools: z.array(
    z.object({
      tier: z.enum(JACKPOT_TIERS),
      currency: z.string(),
      balance: z.number().int(),
      shareBp: z.number().int(),
      seed: z.number().int(),
      mustDropAt: z.number().int(),
      /** what stakes paid in, and what winners took out, in all */
      contributed: z.number().int(),
      paid: z.number().int(),
      /** false: no stake has reached it yet; it opens with its seed (the balance shown) at the first */
      opened: z.boolean(),
    }),
  ),
  draws: z.array(
    z.object({
      id: z.number().int(),
      tier: z.enum(JACKPOT_TIERS),
      userName: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      /** the drop point the pool reached (shown once hit) */
      dropAt: z.number().int(),
      at: z.number().int(),
    }),
  ),
});
export type JackpotPoolsView = z.infer<typeof JackpotPoolsView>;
