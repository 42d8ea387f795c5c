import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { oddsChange, pickOn, testMatch, type TestMatch } from '../../testing/test-matches.ts';
import { dropTestData, type ApiClient } from '../../testing/test-server.ts';
import type { Config } from '../../config.ts';
import { seedWorld } from '../../testing/world.ts';
import { amqpFeedOf } from './feed-registry.ts';
import type { AmqpFeed } from './provider/amqp-feed.ts';
import { AMQP_URL, startTestProvider, until, type TestProvider } from './provider/test-provider.ts';
import { PRODUCT, eventId, type ProviderMessage } from './provider/protocol.ts';

// the feed's lease lives in Redis (MACHINE.md: it runs on every machine of the project)
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/**
 * Two instances over one database, one Redis and one RabbitMQ queue, both with FEED=amqp: the
 * feed's lease lets exactly one consume; when it stops, the other takes the queue over.
 */
describe('two instances on one broker: one consumes the provider feed, the other takes over', () => {
  const logger = createLogger('silent');
  let provider: TestProvider;
  let config: Config;
  let a: RunningServer;
  let b: RunningServer;
  let broker: amqp.ChannelModel;
  let queue: string;

  const consumers = async () => {
    const channel = await broker.createChannel();
    try {
      return (await channel.checkQueue(queue)).consumerCount;
    } finally {
      await channel.close();
    }
  };
  const allUp = (feed: AmqpFeed | undefined) =>
    !!feed && feed.isUp(PRODUCT.live) && feed.isUp(PRODUCT.prematch);
  const priceOn = (server: RunningServer, m: TestMatch) =>
    server.services.sports.view
      .get(m.id)
      ?.markets.find((x) => x.id === m.result.marketId)
      ?.outcomes.find((o) => o.name === '1')?.odd;

  beforeAll(async () => {
    provider = await startTestProvider();
    config = provider.config({ feedAliveTimeoutMs: 800, redisUrl: REDIS_URL });
    queue = provider.queueOf(config);
    broker = await amqp.connect(AMQP_URL);
    a = await startServer(config, logger);
    b = await startServer({ ...config, port: 0 }, logger);
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await broker.close();
    await provider?.stop(config);
    await dropTestData(config);
  });

  it('exactly one consumes; stopping it hands the queue to the other within 10 s, and nothing is applied twice', async () => {
    // one instance leads and consumes; the other holds no feed and no consumer on the queue
    expect(amqpFeedOf(a.context)).toBeDefined();
    expect(amqpFeedOf(b.context)).toBeUndefined();
    await until('the leader up after its recovery', () => allUp(amqpFeedOf(a.context)));
    // the broker counts a new consumer a moment after the leader asked for it
    await until('the leader consuming the queue', async () => (await consumers()) > 0);
    expect(await consumers()).toBe(1);

    const world = await seedWorld(b);
    const player = (await world.newPlayer({ credit: 100 })).api;
    const made = testMatch({ odds: { '1': 2 } });
    const match = made.match;
    await provider.publisher.publishFeed(made.messages);
    await until('the match on both instances', () => priceOn(a, match) === 2 && priceOn(b, match) === 2);
    const placed = await player.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake: 10,
      picks: [pickOn(match, '1')],
    });
    expect(placed.status).toBe(201);
    const ticketId = placed.body.ticketId as string;

    const settlement: ProviderMessage = {
      type: 'bet_settlement',
      product: PRODUCT.prematch,
      event_id: eventId(match.id),
      timestamp: Date.now(),
      certainty: 2,
      outcomes: {
        market: [{ id: match.result.marketId, outcome: [{ id: match.result.outcomes['1'], result: 1 }] }],
      },
    };
    await provider.publisher.publish([settlement]);
    const couponOf = async (api: ApiClient) => (await api.get(`/coupons/${ticketId}`)).body;
    await until('the coupon won', async () => (await couponOf(player)).status === 1);

    // a second match with a coupon, settled only while the leader stops
    const second = testMatch({ odds: { '1': 4 } });
    await provider.publisher.publishFeed(second.messages);
    await until(
      'the second match on both instances',
      () => priceOn(a, second.match) === 4 && priceOn(b, second.match) === 4,
    );
    const placedOnSecond = await player.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake: 10,
      picks: [pickOn(second.match, '1')],
    });
    expect(placedOnSecond.status).toBe(201);

    // the leader stops; what is published meanwhile waits in the queue for the next consumer
    const stoppedAt = Date.now();
    const stopping = a.close();
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.4 })]);
    await provider.publisher.publish([
      {
        ...settlement,
        event_id: eventId(second.match.id),
        timestamp: Date.now(),
        outcomes: {
          market: [
            {
              id: second.match.result.marketId,
              outcome: [{ id: second.match.result.outcomes['1'], result: 1 }],
            },
          ],
        },
      },
    ]);
    await stopping;
    await until(
      'the other instance consuming with both producers up',
      () => allUp(amqpFeedOf(b.context)),
      10_000,
    );
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await consumers()).toBe(1);
    const follower = amqpFeedOf(b.context)!;
    // the price published during the handover reaches the catalogue
    await until('the price of the handover', () => priceOn(b, match) === 2.4);

    // the settlement delivered again (a redelivery is byte for byte the same) pays nothing more
    const dropped = () => {
      const s = follower.stats();
      return s.stale + s.duplicate + s.unknown;
    };
    const droppedBefore = dropped();
    await provider.publisher.publish([settlement]);
    await until('the repeated settlement dropped', () => dropped() > droppedBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await b.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', ticketId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.type}:${Number(r.amount)}`)).toEqual(['stake:-1000', 'win:2000']);

    // the settlement published during the handover is applied by the new leader, once
    const secondTicket = placedOnSecond.body.ticketId as string;
    await until(
      'the second coupon won',
      async () => (await player.get(`/coupons/${secondTicket}`)).body.status === 1,
    );
    const secondRows = await b.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', secondTicket)
      .orderBy('id')
      .execute();
    expect(secondRows.map((r) => `${r.type}:${Number(r.amount)}`)).toEqual(['stake:-1000', 'win:4000']);
    // of the settlements, the new leader passed on the one it had not seen applied, and only that
    expect(follower.stats().settlements).toBe(1);

    // and the new leader carries on
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.6 })]);
    await until('the new price', () => priceOn(b, match) === 2.6);
  }, 60_000);
});

/**
 * The leader killed outright (SIGKILL: no lease released, no acknowledgement sent): another
 * instance takes the feed over once the lease runs out, within 10 s, and what the killed one had
 * applied is not applied again.
 */
describe('a killed consumer instance is replaced by another', () => {
  const logger = createLogger('silent');
  let provider: TestProvider;
  let config: Config;
  let killed: ChildProcess | undefined;
  let b: RunningServer;

  beforeAll(async () => {
    provider = await startTestProvider();
    config = provider.config({ feedAliveTimeoutMs: 800, redisUrl: REDIS_URL });
  });

  afterAll(async () => {
    killed?.kill('SIGKILL');
    await b?.close();
    await provider?.stop(config);
    await dropTestData(config);
  });

  it('the other instance consumes within 10 s of the kill; a settlement the killed one paid is not paid again', async () => {
    // the first instance, in a process of its own, leads the feed
    const child = fork(path.join(import.meta.dirname, '../../testing/feed-instance.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, FEED_INSTANCE_CONFIG: JSON.stringify(config) },
      stdio: 'ignore',
    });
    killed = child;
    const started = await new Promise<{ port: number; leader: boolean }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { port: number; leader: boolean }));
      child.once('exit', (code) => reject(new Error(`the first instance exited (${code})`)));
    });
    expect(started.leader).toBe(true);
    b = await startServer({ ...config, port: 0 }, logger);
    expect(amqpFeedOf(b.context)).toBeUndefined();

    const world = await seedWorld(b);
    const player = (await world.newPlayer({ credit: 100 })).api;
    const made = testMatch({ odds: { '1': 3 } });
    const match = made.match;
    await provider.publisher.publishFeed(made.messages);
    const priceOn = () =>
      b.services.sports.view
        .get(match.id)
        ?.markets.find((x) => x.id === match.result.marketId)
        ?.outcomes.find((o) => o.name === '1')?.odd;
    // the leader applies the feed; this instance learns it through the database and Redis
    await until('the match applied by the leader', () => priceOn() === 3);
    const placed = await player.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake: 10,
      picks: [pickOn(match, '1')],
    });
    expect(placed.status).toBe(201);
    const ticketId = placed.body.ticketId as string;
    const settlement: ProviderMessage = {
      type: 'bet_settlement',
      product: PRODUCT.prematch,
      event_id: eventId(match.id),
      timestamp: Date.now(),
      certainty: 2,
      outcomes: {
        market: [{ id: match.result.marketId, outcome: [{ id: match.result.outcomes['1'], result: 1 }] }],
      },
    };
    await provider.publisher.publish([settlement]);
    await until('the coupon won', async () => (await player.get(`/coupons/${ticketId}`)).body.status === 1);
    // The leader records a message as seen (feed_events) after it has settled the coupons and
    // before it acknowledges the batch: killed in between, the broker hands the settlement to the
    // next leader, which passes it on again (and settlement pays nothing twice). The settlement
    // this test calls applied by the killed one is one it has recorded.
    await until('the settlement recorded as seen by the leader', async () => {
      const mark = await b.database.db
        .selectFrom('feed_events')
        .select('last_timestamp')
        .where('match_id', '=', match.id)
        .executeTakeFirst();
      return Number(mark?.last_timestamp) === settlement.timestamp;
    });

    // killed with the same settlement (and a new price) on its way: whoever gets them next
    await provider.publisher.publish([settlement]);
    const killedAt = Date.now();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    killed = undefined;
    await provider.publisher.publishFeed([oddsChange(match, { '1': 3.3 })]);
    await until(
      'this instance consuming with both producers up',
      () => {
        const feed = amqpFeedOf(b.context);
        return !!feed && feed.isUp(PRODUCT.live) && feed.isUp(PRODUCT.prematch);
      },
      10_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    await until('the price published after the kill', () => priceOn() === 3.3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await b.database.db
      .selectFrom('ledger_movements')
      .select(['type', 'amount'])
      .where('reference', '=', ticketId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.type}:${Number(r.amount)}`)).toEqual(['stake:-1000', 'win:3000']);
    // the settlement the killed instance applied is not applied again, whether it comes again or not
    await provider.publisher.publish([settlement]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(amqpFeedOf(b.context)!.stats().settlements).toBe(0);
  }, 60_000);
});
