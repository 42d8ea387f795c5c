import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT, ProviderMessage, parseProviderMessage } from './protocol.ts';

const int = fc.integer({ min: 0, max: 1_000_000_000 });
const limits = fc.record({
  single_min_stake: int,
  single_max_stake: int,
  single_max_pay: int,
  kombi_min_stake: int,
  kombi_max_stake: int,
  kombi_max_pay: int,
});
const outcome = fc.record(
  {
    id: int,
    name: fc.string(),
    odds: fc.double({ min: 0, max: 100_000, noNaN: true }),
    active: fc.constantFrom(0, 1),
    min_tip: fc.integer({ min: 0, max: 5 }),
    limits,
  },
  { requiredKeys: ['id', 'name', 'odds', 'active'] },
);
const market = fc.record(
  {
    id: int,
    type_id: int,
    name: fc.string(),
    specifiers: fc.string(),
    status: fc.constantFrom(1, 0, -1, -4),
    cashout: fc.constantFrom(0, 1),
    outcome: fc.array(outcome, { maxLength: 4 }),
  },
  { requiredKeys: ['id', 'type_id', 'name', 'specifiers', 'status', 'outcome'] },
);
const event = {
  product: fc.constantFrom(PRODUCT.live, PRODUCT.prematch),
  event_id: int.map((id) => `sr:match:${id}`),
  timestamp: fc.integer({ min: 1, max: 4_000_000_000_000 }),
  request_id: int,
};
/** Well-formed hot messages: odds changes (now and then with a status), bet stops, alives. */
const valid = fc.oneof(
  fc.record(
    {
      type: fc.constant('odds_change'),
      ...event,
      odds: fc.record({ market: fc.array(market, { maxLength: 4 }) }),
      sport_event_status: fc.record({
        status: fc.constantFrom('not_started', '1p'),
        ttype: fc.constantFrom('N', 'L'),
        betstatus: fc.constantFrom('started', 'stopped'),
        home_score: fc.constant(null),
        away_score: fc.constant(null),
        clock: fc.constant(null),
      }),
    },
    { requiredKeys: ['type', 'product', 'event_id', 'timestamp'] },
  ),
  fc.record(
    { type: fc.constant('bet_stop'), ...event },
    { requiredKeys: ['type', 'product', 'event_id', 'timestamp'] },
  ),
  fc.record({
    type: fc.constant('alive'),
    product: event.product,
    timestamp: event.timestamp,
    subscribed: fc.constantFrom(0, 1),
  }),
);

type Path = Array<string | number>;

/** Every path to a value inside `v`, the root included. */
function paths(v: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

/** `v` with the value at `path` replaced, deleted, or given a key too many. */
function broken(v: unknown, path: Path, how: 'set' | 'delete' | 'extra', value: unknown): unknown {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  if (path.length === 0) return how === 'set' ? value : copy;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (how === 'set') parent[last] = value;
  else if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target))
      (target as Record<string, unknown>)['unexpected'] = value;
  }
  return copy;
}

const brokenMessage = valid.chain((m) =>
  fc
    .record({
      path: fc.constantFrom(...paths(m)),
      how: fc.constantFrom('set' as const, 'delete' as const, 'extra' as const),
      value: fc.oneof(
        fc.jsonValue(),
        fc.constantFrom(-1, 0, 1, 1.5, 2, -4, 100_001, '', 'sr:match:x', 'odds_change', 'bet_stop', 'alive'),
      ),
    })
    .map(({ path, how, value }) => broken(m, path, how, value)),
);

/** As the consumer sees a message: what JSON.parse makes of its bytes. */
const wire = (v: unknown): unknown => JSON.parse(JSON.stringify(v)) as unknown;

describe('the hot messages checked by hand', () => {
  it('refuses exactly what the schema refuses and gives what the schema gives, over valid and broken messages', () => {
    fc.assert(
      fc.property(fc.oneof(valid, brokenMessage), (m) => {
        const value = wire(m);
        const quick = parseProviderMessage(value);
        const schema = ProviderMessage.safeParse(value);
        expect(quick.success).toBe(schema.success);
        if (quick.success && schema.success) expect(quick.data).toEqual(schema.data);
      }),
      { numRuns: 3_000 },
    );
  });

  it('takes the well-formed odds changes, bet stops and alives without the schema', () => {
    const parse = ProviderMessage.safeParse.bind(ProviderMessage);
    let schemaCalls = 0;
    ProviderMessage.safeParse = ((v: unknown) => {
      schemaCalls++;
      return parse(v);
    }) as typeof ProviderMessage.safeParse;
    try {
      fc.assert(
        fc.property(valid, (m) => {
          const value = wire(m) as Record<string, unknown>;
          const before = schemaCalls;
          expect(parseProviderMessage(value).success).toBe(true);
          // a status or a market without its cashout flag is the schema's to read
          const markets = (value['odds'] as { market: Array<Record<string, unknown>> } | undefined)?.market;
          const byHand = !('sport_event_status' in value) && (markets ?? []).every((mk) => 'cashout' in mk);
          if (byHand) expect(schemaCalls).toBe(before);
        }),
        { numRuns: 500 },
      );
    } finally {
      ProviderMessage.safeParse = parse;
    }
  });
});
