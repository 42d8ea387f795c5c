import amqp, { type ConsumeMessage } from 'amqplib';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
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
  type WireMessage,
} from '@bet/server';
import { fromThousandths, roundToThousandths } from '@bet/shared';
import type { ProviderAnswer, ProviderCommand } from './feed-provider.ts';
import { startProfile } from './profile.ts';

const AMQP_URL = process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DB=sqlite or postgres runs one database only (e.g. under a CPU profile). */
const ONLY_DB = process.env['BENCH_DB'];
const CHANGES = 20_000;
const BACKLOG = 40_000;
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
    // a day's offer of a large site (about a thousand matches): odds changes spread over many
    // matches, as a provider's do, and seldom meet another change of their match in one batch
    const world = new Simulator({ seed: 9, speed: 60, matchesPerTournament: 60 }).initialMessages(Date.now());
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

    // odds changes: each re-prices one pre-match 1X2, the provider sending only that market
    const priced = [...view.all()].filter((m) => m.ttype === 'N' && m.markets.some((x) => x.typeId === 1));
    const bare = await bareEndpoint(server.url, 2_000);
    const oddsChanges = (from: number, count: number) => {
      const batch = Array.from({ length: count }, (_, j) => {
        const n = from + j;
        const m = priced[n % priced.length]!;
        const step = Math.floor(n / priced.length) % 2 ? 0.01 : -0.01;
        return {
          kind: 'markets',
          matchId: m.id,
          version: m.version + 1 + Math.floor(n / priced.length),
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
      });
      // the provider's messages are made before the clock starts, and published by a process of
      // their own (the provider is an outside system): what is timed is the broker and the consumer
      const messages = publisher.state.toMessages(batch, Date.now());
      const prices = messages.reduce(
        (k, msg) =>
          k +
          (msg.type === 'odds_change'
            ? (msg.odds?.market ?? []).reduce((o, mk) => o + mk.outcome.length, 0)
            : 0),
        0,
      );
      return { wire: publisher.encode(messages), prices };
    };
    const provider = new OutsideProvider();
    try {
      await provider.connect(AMQP_URL);

      // live: the provider publishes while the consumer applies, both on this machine's cores
      const live = oddsChanges(0, CHANGES);
      // the same messages through the broker to a consumer that only acknowledges them
      const broker = await bareBroker(provider, live.wire);
      await provider.load(exchange, live.wire);
      const appliedBefore = feed().stats().applied;
      const profile = await startProfile(`feed-${db}`);
      const start = performance.now();
      const published = provider.publish();
      await until(() => feed().stats().applied - appliedBefore >= live.wire.length, 120_000, 1);
      const seconds = (performance.now() - start) / 1000;
      await profile?.();
      const publishedMs = await published;
      const perSecond = live.wire.length / seconds;
      console.log(
        `${db}: ${fmt(live.wire.length)} odds_change messages (each the 1X2 of one of ${fmt(priced.length)} matches: ${fmt(live.prices)} prices) from the broker to the catalogue, published meanwhile: ${seconds.toFixed(2)} s, ${fmt(perSecond)} messages/s, ${fmt(live.prices / seconds)} prices/s (the provider, in its own process, took ${(publishedMs / 1000).toFixed(2)} s to publish them)`,
      );
      console.log(
        `  bare broker (the same messages published the same way, consumed and acknowledged without a look): ${fmt(broker)} messages/s; the catalogue's rate is ${(perSecond / broker).toFixed(2)}x it`,
      );
      console.log(
        `  bare GET /api/v1/health one at a time: ${fmt(bare.perSecond)}/s, p50 ${bare.p50.toFixed(2)} ms; odds_change messages per bare request: ${(perSecond / bare.perSecond).toFixed(1)}x`,
      );

      // a backlog: with the consumer stopped (as while its connection is down) the provider
      // publishes; then it starts again and drains what waits on the broker, the provider silent
      // but for its recovery snapshot, the way a feed from another site's broker arrives
      const backlog = oddsChanges(CHANGES, BACKLOG);
      const bareDrain = await bareBroker(provider, backlog.wire, 'backlog');
      // the provider answers the consumer's recovery request once the backlog is drained: in this
      // bench its side runs in the server's process, and a provider's work is not the consumer's
      let drainedBacklog = () => {};
      const backlogDone = new Promise<void>((resolve) => (drainedBacklog = resolve));
      const recover = publisher.recover.bind(publisher);
      publisher.recover = async (product, requestId) => {
        await backlogDone;
        return recover(product, requestId);
      };
      await feed().stop();
      await provider.load(exchange, backlog.wire);
      // confirmed: every message waits in the feed's queue
      await provider.publish();
      const drainedBefore = feed().stats().applied;
      const drainProfile = await startProfile(`feed-${db}-backlog`);
      const receivedBefore = feed().stats().received;
      const reconnectStart = performance.now();
      const started = feed().start((messages) =>
        server.services.sports.apply(messages).then(() => undefined),
      );
      // the clock starts with the first message in hand: the reconnect is timed apart
      await until(() => feed().stats().received > receivedBefore, 30_000, 1);
      const drainStart = performance.now();
      await started;
      await until(() => feed().stats().applied - drainedBefore >= backlog.wire.length, 120_000, 1);
      const drainSeconds = (performance.now() - drainStart) / 1000;
      drainedBacklog();
      publisher.recover = recover;
      await drainProfile?.();
      const drained = backlog.wire.length / drainSeconds;
      console.log(
        `${db}: a backlog of ${fmt(backlog.wire.length)} odds_change messages (${fmt(backlog.prices)} prices) drained from the broker to the catalogue in ${drainSeconds.toFixed(2)} s from the first message (the reconnect took ${(drainStart - reconnectStart).toFixed(0)} ms before it): ${fmt(drained)} messages/s, ${fmt(backlog.prices / drainSeconds)} prices/s (goal 20,000 odds changes/s)`,
      );
      console.log(
        `  bare broker (the same backlog consumed and acknowledged without a look): ${fmt(bareDrain)} messages/s; the catalogue's rate is ${(drained / bareDrain).toFixed(2)}x it, and ${(drained / bare.perSecond).toFixed(1)}x the bare request rate`,
      );
      await until(() => feed().isUp(PRODUCT.live) && feed().isUp(PRODUCT.prematch), 60_000);
    } finally {
      provider.stop();
    }

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
    const queue = amqpFeedOf(server.context)?.queue;
    await server.close();
    await publisher.stop();
    await providerApi.close();
    // the broker keeps nothing of a run
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    if (queue) await channel.deleteQueue(queue);
    await channel.deleteExchange(exchange);
    await connection.close();
  }
}

/**
 * The broker alone: the provider publishes `wire` onto an exchange of its own, and a consumer
 * in this process, with the feed's prefetch, acknowledges each turn's messages unread. Messages
 * per second to the last received: `live` publishes while consuming, `backlog` publishes all first
 * and starts consuming after.
 */
async function bareBroker(
  provider: OutsideProvider,
  wire: WireMessage[],
  mode: 'live' | 'backlog' = 'live',
): Promise<number> {
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  const exchange = `bench.bare.${randomUUID()}`;
  const queue = `bench.bare.${randomUUID()}`;
  try {
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: true });
    await channel.bindQueue(queue, exchange, '#');
    await channel.prefetch(6_000);
    let received = 0;
    let firstAt = 0;
    let last: ConsumeMessage | null = null;
    let scheduled = false;
    const consume = () =>
      channel.consume(queue, (msg) => {
        if (!msg) return;
        if (received++ === 0) firstAt = performance.now();
        last = msg;
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (last) channel.ack(last, true);
          last = null;
        });
      });
    await provider.load(exchange, wire);
    // a backlog waits on the broker before the consumer starts; live, it is published while consumed
    if (mode === 'backlog') await provider.publish();
    await consume();
    const publishedAt = performance.now();
    if (mode === 'live') await provider.publish();
    await until(() => received >= wire.length, 60_000, 1);
    // timed as the catalogue is: live from the first publish, a backlog from the first message in hand
    const start = mode === 'live' ? publishedAt : firstAt;
    return wire.length / ((performance.now() - start) / 1000);
  } finally {
    await channel.deleteQueue(queue).catch(() => undefined);
    await channel.deleteExchange(exchange).catch(() => undefined);
    await connection.close();
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

/** The provider's publishing in a process of its own (feed-provider.ts), spoken to over IPC. */
class OutsideProvider {
  private readonly child: ChildProcess;
  constructor() {
    // its own execArgv: a CPU profile of the bench (--cpu-prof) stays the server's alone
    this.child = fork(path.join(import.meta.dirname, 'feed-provider.ts'), [], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
    });
  }
  async connect(url: string): Promise<void> {
    await this.ask({ kind: 'connect', url });
  }
  /** Hands the provider its messages (before the clock starts: the copy between processes is not timed). */
  async load(exchange: string, messages: WireMessage[]): Promise<void> {
    await this.ask({ kind: 'load', exchange, messages });
  }
  /** Publishes what was loaded; resolves with the time the provider took to put it on the broker (confirmed). */
  async publish(): Promise<number> {
    const answer = await this.ask({ kind: 'publish' });
    return answer.kind === 'published' ? answer.ms : 0;
  }
  private ask(cmd: ProviderCommand): Promise<Exclude<ProviderAnswer, { error: string }>> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (answer: ProviderAnswer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
      );
      this.child.send(cmd);
    });
  }
  stop(): void {
    this.child.kill();
  }
}

async function until(check: () => boolean, timeoutMs = 30_000, everyMs = 20): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');
