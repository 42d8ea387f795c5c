import { randomUUID } from 'node:crypto';
import {
  ApiClient,
  PRODUCT,
  ProviderPublisher,
  Simulator,
  amqpFeedOf,
  createLogger,
  listenProviderApi,
  startTestServer,
  writeSetting,
  type FeedMessage,
} from '@bet/server';
import { fromThousandths, roundToThousandths } from '@bet/shared';

const AMQP_URL = process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DB=sqlite or postgres runs one database only (e.g. under a CPU profile). */
const ONLY_DB = process.env['BENCH_DB'];
const CHANGES = 20_000;
const STOPS = 20;

/**
 * The odds provider's path over RabbitMQ (FEED=amqp): odds changes applied per second from the
 * broker to the catalogue (memory and database), and the time from a bet_stop published on the
 * broker to a coupon refused on that match. Beside each, the same server's bare endpoint
 * (`GET /api/v1/health`, one request at a time) measured in the same run, and the ratio.
 */
export async function run(): Promise<void> {
  if (ONLY_DB !== 'postgres') await bench('SQLite', {});
  if (ONLY_DB === 'sqlite') return;
  try {
    await bench('PostgreSQL', { databaseUrl: PG, databaseSchema: `bench_${process.pid}` });
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
}

async function bench(db: string, overrides: Record<string, string>): Promise<void> {
  const logger = createLogger('silent');
  const exchange = `bench.feed.${randomUUID()}`;
  const publisher = new ProviderPublisher({ url: AMQP_URL, exchange, logger, aliveMs: 1_000 });
  await publisher.start();
  const providerApi = await listenProviderApi(publisher, logger);
  const server = await startTestServer({
    ...overrides,
    feed: 'amqp',
    amqpUrl: AMQP_URL,
    amqpExchange: exchange,
    providerApiUrl: providerApi.url,
    redisUrl: undefined,
  } as Record<string, unknown>);
  try {
    const feed = () => amqpFeedOf(server.context)!;
    await until(
      () => !!amqpFeedOf(server.context) && feed().isUp(PRODUCT.live) && feed().isUp(PRODUCT.prematch),
    );
    const view = server.services.sports.view;

    // the provider's world: the simulator's matches, published as the provider's fixtures and odds
    const world = new Simulator({ seed: 9, speed: 60 }).initialMessages(Date.now());
    await publisher.publishFeed(world);
    const fixtures = world.filter((m) => m.kind === 'fixture').map((m) => m.matchId);
    await until(() => fixtures.every((id) => view.get(id)), 60_000);
    const matches = [...view.all()].filter(
      (m) =>
        m.ttype === 'N' &&
        m.minTip === 1 &&
        Date.parse(m.matchDate) > Date.now() + 3600_000 &&
        m.markets.some((x) => x.typeId === 1),
    );

    // odds changes: each re-prices one match's 1X2, the provider sending only that market
    const bare = await bareEndpoint(server.url, 2_000);
    const batches: FeedMessage[][] = [];
    for (let i = 0; i < CHANGES; i += 1_000)
      batches.push(
        Array.from({ length: Math.min(1_000, CHANGES - i) }, (_, j) => {
          const n = i + j;
          const m = matches[n % matches.length]!;
          const step = Math.floor(n / matches.length) % 2 ? 0.01 : -0.01;
          return {
            kind: 'markets',
            matchId: m.id,
            version: m.version + 1 + Math.floor(n / matches.length),
            markets: m.markets.map((mk) => ({
              ...mk,
              outcomes: mk.outcomes.map((o) => ({
                ...o,
                odd:
                  mk.typeId === 1 ? fromThousandths(roundToThousandths(o.odd + step * (1 + (n % 2)))) : o.odd,
                limits: view.limitsOf(o.id)!,
              })),
            })),
          } satisfies FeedMessage;
        }),
      );
    // the provider's messages are made before the clock starts: what is timed is the broker and the consumer
    const messages = batches.map((batch) => publisher.state.toMessages(batch, Date.now()));
    const appliedBefore = feed().stats().applied;
    const start = performance.now();
    for (const part of messages) await publisher.publish(part);
    const publishedMs = performance.now() - start;
    await until(() => feed().stats().applied - appliedBefore >= CHANGES, 120_000, 1);
    const seconds = (performance.now() - start) / 1000;
    const perSecond = CHANGES / seconds;
    console.log(
      `${db}: ${CHANGES} odds changes (1X2 of ${matches.length} matches, 3 prices each) from the broker to the catalogue in ${seconds.toFixed(2)} s: ${fmt(perSecond)}/s (publishing them took ${(publishedMs / 1000).toFixed(2)} s of it)`,
    );
    console.log(
      `  bare GET /api/v1/health one at a time: ${fmt(bare.perSecond)}/s, p50 ${bare.p50.toFixed(2)} ms; odds changes per bare request: ${(perSecond / bare.perSecond).toFixed(1)}x`,
    );

    // bet_stop to a refused bet: a player keeps placing on the match while the stop travels
    await writeSetting(server.database, 'same_coupon_limit', '1000000');
    await writeSetting(server.database, 'match_stake_limit', '100000000000');
    const player = await openPlayer(server.url);
    const times: number[] = [];
    let placedMeanwhile = 0;
    for (let i = 0; i < STOPS; i++) {
      const m = view.get(matches[(i * 7) % matches.length]!.id)!;
      const mk = m.markets.find((x) => x.typeId === 1)!;
      const o = mk.outcomes[0]!;
      const pick = { matchId: m.id, marketId: mk.id, outcomeId: o.id, odd: o.odd };
      const t0 = performance.now();
      const stop = publisher.publishFeed([
        { kind: 'suspend', matchId: m.id, version: m.version + 1, suspended: true },
      ]);
      for (;;) {
        const res = await player.post('/coupons', {
          idempotencyKey: randomUUID(),
          stake: 1,
          oddChangeOk: true,
          picks: [pick],
        });
        if (res.status === 422 && res.body?.error?.code === 'thereAreLockedMatches') break;
        if (res.status !== 201)
          throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(res.body)}`);
        placedMeanwhile++;
        if (performance.now() - t0 > 10_000) throw new Error('the bet_stop never arrived');
      }
      times.push(performance.now() - t0);
      await stop;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const after = await bareEndpoint(server.url, 1_000);
    console.log(
      `${db}: bet_stop on the broker to a refused coupon on that match: p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${STOPS} stops (${placedMeanwhile} coupons placed before the stop arrived)`,
    );
    console.log(
      `  bare GET /api/v1/health p50 ${after.p50.toFixed(2)} ms; bet_stop to refusal p50 is ${(p(0.5) / after.p50).toFixed(1)}x a bare request`,
    );
  } finally {
    await server.close();
    await publisher.stop();
    await providerApi.close();
  }
}

/** The server's bare endpoint, one request at a time for `ms`: requests per second and the median. */
async function bareEndpoint(url: string, ms: number): Promise<{ perSecond: number; p50: number }> {
  const latencies: number[] = [];
  const start = performance.now();
  while (performance.now() - start < ms) {
    const t = performance.now();
    const res = await fetch(`${url}/api/v1/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / ((performance.now() - start) / 1000),
    p50: latencies[Math.floor(latencies.length / 2)]!,
  };
}

async function openPlayer(url: string): Promise<ApiClient> {
  const admin = new ApiClient(url);
  await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
  const userName = `benchfeed${process.pid}`;
  const created = await admin.post('/admin/users', { userName, password: 'bench1234', role: 'player' });
  await admin.post(`/admin/users/${created.body.userId}/credit`, { amount: 100_000, direction: 'in' });
  const player = new ApiClient(url);
  await player.post('/auth/login', { userName, password: 'bench1234' });
  return player;
}

async function until(check: () => boolean, timeoutMs = 30_000, everyMs = 20): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
