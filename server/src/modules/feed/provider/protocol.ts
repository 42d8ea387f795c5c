import { z } from 'zod';

/**
 * An odds provider's messages, as they travel over the broker. The shape follows Sportradar's
 * Unified Odds Feed (message types, producers, routing keys, alive and recovery), written as JSON
 * with the fields this catalogue needs (names and limits travel with the odds instead of through a
 * separate descriptions API). Odds are decimal, as providers send them and as the feed interface
 * carries them.
 */

/** The provider's producers: live odds and pre-match odds recover and fail independently. */
export const PRODUCT = { live: 1, prematch: 3 } as const;
export type Product = (typeof PRODUCT)[keyof typeof PRODUCT];
export const PRODUCTS: readonly Product[] = [PRODUCT.live, PRODUCT.prematch];

export const PROVIDER_EXCHANGE = 'unifiedfeed';

/** UOF market status: 1 active, 0 inactive (closed for now), -1 suspended, -4 cancelled. */
export const MARKET_STATUS = { active: 1, inactive: 0, suspended: -1, cancelled: -4 } as const;

const Score = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
// an outcome closed for now may come without a price (0)
const Odds = z.number().min(0).max(100_000);
const Limits = z.object({
  single_min_stake: z.number().int().min(0),
  single_max_stake: z.number().int().min(0),
  single_max_pay: z.number().int().min(0),
  kombi_min_stake: z.number().int().min(0),
  kombi_max_stake: z.number().int().min(0),
  kombi_max_pay: z.number().int().min(0),
});

export const ProviderOutcome = z.object({
  id: z.number().int(),
  name: z.string(),
  odds: Odds,
  active: z.union([z.literal(0), z.literal(1)]),
  min_tip: z.number().int().min(0).optional(),
  limits: Limits.optional(),
});

export const ProviderMarket = z.object({
  /** the market line's own id (one per type and specifier) */
  id: z.number().int(),
  type_id: z.number().int(),
  name: z.string(),
  specifiers: z.string(),
  status: z.union([z.literal(1), z.literal(0), z.literal(-1), z.literal(-4)]),
  cashout: z.union([z.literal(0), z.literal(1)]).default(0),
  outcome: z.array(ProviderOutcome),
});
export type ProviderMarket = z.infer<typeof ProviderMarket>;

export const SportEventStatus = z.object({
  /** the match's status word (not_started, 1p, paused, 2p, ended, cancelled ...) */
  status: z.string().min(1),
  /** pre-match ('N') or live ('L') */
  ttype: z.enum(['N', 'L']),
  betstatus: z.enum(['started', 'stopped', 'paused']),
  home_score: z.number().int().min(0).nullable(),
  away_score: z.number().int().min(0).nullable(),
  clock: z.object({ minute: z.number().int().min(0), extra: z.number().int().min(0) }).nullable(),
  periods: z.array(Score).optional(),
  corners: Score.optional(),
  cards: Score.optional(),
  goals: z.array(z.enum(['home', 'away'])).optional(),
  /** the final result, once the match is over (status ended or cancelled) */
  results: z
    .object({
      status: z.enum(['ended', 'cancelled']),
      score: Score,
      halftime: Score.nullable(),
      periods: z.array(Score),
      corners: Score.optional(),
      cards: Score.optional(),
      goals: z.array(z.enum(['home', 'away'])).optional(),
    })
    .optional(),
});
export type SportEventStatus = z.infer<typeof SportEventStatus>;

export const ProviderFixture = z.object({
  code: z.string(),
  sport_id: z.number().int(),
  sport_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_flag: z.string(),
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  top: z.boolean(),
  home_team_id: z.number().int(),
  home_team: z.string(),
  away_team_id: z.number().int(),
  away_team: z.string(),
  /** epoch ms */
  start_time: z.number().int(),
  min_tip: z.number().int().min(0),
});
export type ProviderFixture = z.infer<typeof ProviderFixture>;

/** Fields every message of one sport event carries. */
const EventFields = {
  product: z.union([z.literal(PRODUCT.live), z.literal(PRODUCT.prematch)]),
  /** `sr:match:<id>` */
  event_id: z.string().regex(/^sr:match:\d+$/),
  /** epoch ms when the provider produced it: the order of an event's messages */
  timestamp: z.number().int().positive(),
  /** set on the messages of a recovery's snapshot */
  request_id: z.number().int().optional(),
};

export const ProviderMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('alive'),
    product: EventFields.product,
    timestamp: EventFields.timestamp,
    /** 0: the producer is back after a break and this client must recover before trusting it */
    subscribed: z.union([z.literal(0), z.literal(1)]),
  }),
  z.object({
    type: z.literal('snapshot_complete'),
    product: EventFields.product,
    timestamp: EventFields.timestamp,
    request_id: z.number().int(),
  }),
  z.object({
    type: z.literal('fixture_change'),
    ...EventFields,
    /** new: a fixture to add or update; removed: gone from the offer */
    change_type: z.enum(['new', 'updated', 'removed']),
    fixture: ProviderFixture.optional(),
  }),
  z.object({
    type: z.literal('odds_change'),
    ...EventFields,
    sport_event_status: SportEventStatus.optional(),
    /** only the markets that changed, unless it is a snapshot's message */
    odds: z.object({ market: z.array(ProviderMarket) }).optional(),
  }),
  /** every market of the event suspended at once; the next odds_change reopens them */
  z.object({ type: z.literal('bet_stop'), ...EventFields }),
  /** the bets on these outcomes settle (won or lost, with void and dead-heat factors) */
  z.object({
    type: z.literal('bet_settlement'),
    ...EventFields,
    /** 1 settled from live scouting, 2 confirmed */
    certainty: z.union([z.literal(1), z.literal(2)]).default(2),
    outcomes: z.object({
      market: z.array(
        z.object({
          id: z.number().int(),
          outcome: z.array(
            z.object({
              id: z.number().int(),
              result: z.union([z.literal(0), z.literal(1)]),
              void_factor: z.number().min(0).max(1).optional(),
              dead_heat_factor: z.number().gt(0).max(1).optional(),
            }),
          ),
        }),
      ),
    }),
  }),
  /** the markets' bets are void, those placed within [start_time, end_time) when given */
  z.object({
    type: z.literal('bet_cancel'),
    ...EventFields,
    start_time: z.number().int().optional(),
    end_time: z.number().int().optional(),
    market: z.array(z.object({ id: z.number().int(), void_reason: z.number().int().optional() })),
  }),
  /** a settlement of these markets taken back: their bets are open again */
  z.object({
    type: z.literal('rollback_bet_settlement'),
    ...EventFields,
    market: z.array(z.object({ id: z.number().int() })),
  }),
  /** a cancellation of these markets taken back: their bets are open again */
  z.object({
    type: z.literal('rollback_bet_cancel'),
    ...EventFields,
    market: z.array(z.object({ id: z.number().int() })),
  }),
]);
export type ProviderMessage = z.infer<typeof ProviderMessage>;
export type EventMessage = Extract<ProviderMessage, { event_id: string }>;

export function eventId(matchId: number): string {
  return `sr:match:${matchId}`;
}

export function matchIdOf(event: string): number {
  return Number(event.slice('sr:match:'.length));
}

/**
 * UOF routing keys: `priority.pre.live.type.sport.urn_type.event_id.node`, so a consumer binds to
 * what it wants (`#` for everything, `-.-.-.alive.#` for the heartbeats only).
 */
export function routingKey(message: ProviderMessage, sportId?: number): string {
  if (!('event_id' in message)) return `-.-.-.${message.type}.-.-.-.-`;
  const live = message.product === PRODUCT.live;
  const priority = message.type === 'bet_stop' ? 'hi' : 'lo';
  const [, urnType, id] = message.event_id.split(':');
  return `${priority}.${live ? '-' : 'pre'}.${live ? 'live' : '-'}.${message.type}.${sportId ?? '-'}.sr:${urnType}.${id}.-`;
}

/** Whether a routing key is of a high-priority message (a bet_stop), which a consumer applies at once. */
export function isHighPriority(key: string): boolean {
  return key.startsWith('hi.');
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isCount = (v: unknown): boolean => isInt(v) && v >= 0;
const isBit = (v: unknown): boolean => v === 0 || v === 1;
const EVENT_ID = /^sr:match:\d+$/;

/** Whether `v` has no key but those of `keys` (JSON's keys are unique). */
function onlyKeys(v: Json, keys: ReadonlySet<string>): boolean {
  for (const k in v) if (!keys.has(k)) return false;
  return true;
}

const EVENT_KEYS = new Set(['type', 'product', 'event_id', 'timestamp', 'request_id']);
const ODDS_CHANGE_KEYS = new Set([...EVENT_KEYS, 'odds']);
const MARKET_LIST_KEYS = new Set(['market']);
const MARKET_KEYS = new Set(['id', 'type_id', 'name', 'specifiers', 'status', 'cashout', 'outcome']);
const OUTCOME_KEYS = new Set(['id', 'name', 'odds', 'active', 'min_tip', 'limits']);
const LIMIT_KEYS = [
  'single_min_stake',
  'single_max_stake',
  'single_max_pay',
  'kombi_min_stake',
  'kombi_max_stake',
  'kombi_max_pay',
] as const;
const LIMITS_KEYS = new Set<string>(LIMIT_KEYS);
const ALIVE_KEYS = new Set(['type', 'product', 'timestamp', 'subscribed']);

function eventFields(v: Json): boolean {
  return (
    (v['product'] === PRODUCT.live || v['product'] === PRODUCT.prematch) &&
    typeof v['event_id'] === 'string' &&
    EVENT_ID.test(v['event_id']) &&
    isInt(v['timestamp']) &&
    v['timestamp'] > 0 &&
    (v['request_id'] === undefined || isInt(v['request_id']))
  );
}

function outcomeOk(o: unknown): boolean {
  if (!isObject(o) || !onlyKeys(o, OUTCOME_KEYS)) return false;
  const { odds, limits } = o;
  if (
    !isInt(o['id']) ||
    typeof o['name'] !== 'string' ||
    typeof odds !== 'number' ||
    !(odds >= 0 && odds <= 100_000) ||
    !isBit(o['active']) ||
    (o['min_tip'] !== undefined && !isCount(o['min_tip']))
  )
    return false;
  if (limits === undefined) return true;
  if (!isObject(limits) || !onlyKeys(limits, LIMITS_KEYS)) return false;
  for (const k of LIMIT_KEYS) if (!isCount(limits[k])) return false;
  return true;
}

function marketOk(m: unknown): boolean {
  if (!isObject(m) || !onlyKeys(m, MARKET_KEYS)) return false;
  const { status, outcome } = m;
  return (
    isInt(m['id']) &&
    isInt(m['type_id']) &&
    typeof m['name'] === 'string' &&
    typeof m['specifiers'] === 'string' &&
    (status === 1 || status === 0 || status === -1 || status === -4) &&
    // left out, zod fills in its default: that one goes through zod
    isBit(m['cashout']) &&
    Array.isArray(outcome) &&
    outcome.every(outcomeOk)
  );
}

/**
 * The messages that come by the thousand (odds changes without a match status, bet stops,
 * alives), checked by hand: a message this accepts, ProviderMessage accepts too and gives back
 * unchanged (no key it would strip, no default it would fill in); anything else, including every
 * message this is unsure of, goes through ProviderMessage. So exactly what the schema refuses is
 * refused (a property test holds the two together).
 */
export function parseProviderMessage(value: unknown): z.ZodSafeParseResult<ProviderMessage> {
  if (isObject(value)) {
    const type = value['type'];
    let ok = false;
    if (type === 'odds_change') {
      const odds = value['odds'];
      ok =
        onlyKeys(value, ODDS_CHANGE_KEYS) &&
        eventFields(value) &&
        (odds === undefined ||
          (isObject(odds) &&
            onlyKeys(odds, MARKET_LIST_KEYS) &&
            Array.isArray(odds['market']) &&
            odds['market'].every(marketOk)));
    } else if (type === 'bet_stop') ok = onlyKeys(value, EVENT_KEYS) && eventFields(value);
    else if (type === 'alive')
      ok =
        onlyKeys(value, ALIVE_KEYS) &&
        (value['product'] === PRODUCT.live || value['product'] === PRODUCT.prematch) &&
        isInt(value['timestamp']) &&
        value['timestamp'] > 0 &&
        isBit(value['subscribed']);
    if (ok) return { success: true, data: value as ProviderMessage };
  }
  return ProviderMessage.safeParse(value);
}
