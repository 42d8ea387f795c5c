import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../app.ts';
import { oddsChange, pickOn, testMatch, type TestMatch } from '../../../testing/test-matches.ts';
import type { Config } from '../../../config.ts';
import {
  AMQP_URL,
  closeBrokerConnections,
  startTestProvider,
  until,
  type TestProvider,
} from './test-provider.ts';
import { startTestServer, type ApiClient } from '../../../testing/test-server.ts';
import { seedWorld, type World } from '../../../testing/world.ts';
import { amqpFeedOf } from '../start-feed.ts';
import { PRODUCT, eventId } from './protocol.ts';

const ALIVE_TIMEOUT_MS = 800;

/**
 * The whole path over a real RabbitMQ: a provider publishing onto its own exchange, its recovery
 * API on a port of its own, and a server consuming with FEED=amqp.
 */
describe('the odds provider over RabbitMQ (FEED=amqp)', () => {
  let provider: TestProvider;
  let config: Config;
  let server: RunningServer & { api: ApiClient };
  let world: World;
  let player: ApiClient;
  let match: TestMatch;

  const feed = () => {
    const f = amqpFeedOf(server.context);
    if (!f) throw new Error('the server consumes no provider feed');
    return f;
  };
  const market = (m: TestMatch) =>
    server.services.sports.view.get(m.id)?.markets.find((x) => x.id === m.result.marketId);
  const place = (m: TestMatch, odd?: number) =>
    player.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake: 10,
      picks: [{ ...pickOn(m, '1'), ...(odd ? { odd } : {}) }],
    });

  beforeAll(async () => {
    provider = await startTestProvider();
    config = provider.config({
      feedAliveTimeoutMs: ALIVE_TIMEOUT_MS,
    });
    server = await startTestServer(config);
    world = await seedWorld(server);
    player = (await world.newPlayer({ credit: 1000 })).api;
    await until(
      'both producers up after the first recovery',
      () => feed().isUp(PRODUCT.live) && feed().isUp(PRODUCT.prematch),
    );
    const made = testMatch({ odds: { '1': 2.1 } });
    match = made.match;
    await provider.publisher.publishFeed(made.messages);
    await until('the published match in the catalogue', () => market(match) !== undefined);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await provider?.stop(config);
  });

  it('a price the provider changes is the price a coupon is placed at', async () => {
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.45 })]);
    await until('the new price', () => market(match)?.outcomes.find((o) => o.name === '1')?.odd === 2.45);
    const res = await place(match);
    expect(res.status).toBe(201);
    const coupon = await player.get(`/coupons/${res.body.ticketId}`);
    expect(coupon.body.lines[0].odds).toBe(2.45);
    expect(coupon.body.totalOdds).toBe(2.45);
  });

  it('a bet_stop suspends the match at once and a bet on it is refused; the next odds reopen it', async () => {
    await provider.publisher.publishFeed([
      { kind: 'suspend', matchId: match.id, version: ++match.version, suspended: true },
    ]);
    await until('the match suspended', () => market(match)?.iss === true);
    const refused = await place(match);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('thereAreLockedMatches');
    await provider.publisher.publishFeed([
      { kind: 'suspend', matchId: match.id, version: ++match.version, suspended: false },
    ]);
    await until('the match open again', () => market(match)?.iss === false);
    expect((await place(match)).status).toBe(201);
  });

  it('drops and counts a message older than what its match already has', async () => {
    const before = feed().stats().stale;
    await provider.publisher.publish([
      {
        type: 'odds_change',
        product: PRODUCT.prematch,
        event_id: eventId(match.id),
        timestamp: 1_000,
        odds: {
          market: [
            {
              id: match.result.marketId,
              type_id: 1,
              name: '1X2',
              specifiers: '',
              status: 1,
              cashout: 1,
              outcome: [{ id: match.result.outcomes['1'], name: '1', odds: 9.99, active: 1 }],
            },
          ],
        },
      },
    ]);
    await until('the stale message counted', () => feed().stats().stale === before + 1);
    expect(market(match)?.outcomes.find((o) => o.name === '1')?.odd).toBe(2.45);
  });

  it('a producer that stops saying it is alive has its markets suspended until a recovery reopens them', async () => {
    provider.publisher.setSilent(PRODUCT.prematch, true);
    await until('the pre-match producer down', () => !feed().isUp(PRODUCT.prematch));
    await until('its markets suspended', () => market(match)?.iss === true);
    expect((await place(match)).body.error.code).toBe('thereAreLockedMatches');
    // the live producer is a producer of its own: it stays up
    expect(feed().isUp(PRODUCT.live)).toBe(true);
    provider.publisher.setSilent(PRODUCT.prematch, false);
    await until('the pre-match producer recovered', () => feed().isUp(PRODUCT.prematch));
    await until('its markets open again', () => market(match)?.iss === false);
    expect((await place(match)).status).toBe(201);
    const status = feed()
      .stats()
      .producers.find((p) => p.product === PRODUCT.prematch);
    expect(status).toMatchObject({ state: 'up', downSince: null });
  });

  it('a connection the broker drops is opened again: every market held until the recovery after it', async () => {
    await until('the match open', () => market(match)?.iss === false);
    expect(await closeBrokerConnections(`feed ${provider.queueOf(config)}`)).toBe(1);
    await until('its markets suspended', () => market(match)?.iss === true);
    expect(feed().isUp(PRODUCT.prematch)).toBe(false);
    expect((await place(match)).body.error.code).toBe('thereAreLockedMatches');
    await until('both producers recovered', () => feed().isUp(PRODUCT.live) && feed().isUp(PRODUCT.prematch));
    await until('its markets open again', () => market(match)?.iss === false);
    // the new connection consumes: a new price arrives as before
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.6 })]);
    await until('the new price', () => market(match)?.outcomes.find((o) => o.name === '1')?.odd === 2.6);
    // (another outcome: the same coupon is at its limit of three by now)
    const placed = await player.post('/coupons', {
      idempotencyKey: randomUUID(),
      stake: 10,
      picks: [pickOn(match, '2')],
    });
    expect(placed.status).toBe(201);
  });

  it('a queue deleted under the consumer is declared again, and a recovery fills what it held', async () => {
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.deleteQueue(provider.queueOf(config));
    await connection.close();
    await until('the producers down', () => !feed().isUp(PRODUCT.prematch));
    await until('both producers recovered', () => feed().isUp(PRODUCT.live) && feed().isUp(PRODUCT.prematch));
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.7 })]);
    await until('the new price', () => market(match)?.outcomes.find((o) => o.name === '1')?.odd === 2.7);
  });

  describe('settlements by outcome', () => {
    let other: TestMatch;
    const credit = async () => (await player.get('/me')).body.credit as number;
    const couponOf = async (ticketId: string) => (await player.get(`/coupons/${ticketId}`)).body;
    const event = () => ({ product: PRODUCT.prematch, event_id: eventId(other.id), timestamp: Date.now() });
    const settleOne = (extra: Record<string, number>) =>
      provider.publisher.publish([
        {
          type: 'bet_settlement',
          ...event(),
          certainty: 2,
          outcomes: {
            market: [
              {
                id: other.result.marketId,
                outcome: [{ id: other.result.outcomes['1'], result: 1, ...extra }],
              },
            ],
          },
        },
      ]);
    const movements = async (ticketId: string) =>
      (
        await server.database.db
          .selectFrom('ledger_movements')
          .select(['type', 'amount'])
          .where('reference', '=', ticketId)
          .orderBy('id')
          .execute()
      ).map((m) => `${m.type}:${Number(m.amount)}`);

    beforeAll(async () => {
      const made = testMatch({ odds: { '1': 3 } });
      other = made.match;
      await provider.publisher.publishFeed(made.messages);
      await until('the second match in the catalogue', () => market(other) !== undefined);
    });

    it('a dead heat of one half pays half; its rollback takes it back once; the settlement anew pays in full once', async () => {
      const placed = await place(other);
      expect(placed.status).toBe(201);
      const ticketId = placed.body.ticketId as string;
      const start = await credit();
      await settleOne({ dead_heat_factor: 0.5 });
      await until('the coupon won', async () => (await couponOf(ticketId)).status !== 0);
      expect((await couponOf(ticketId)).income).toBe(15);
      expect(await credit()).toBe(start + 15);

      await provider.publisher.publish([
        { type: 'rollback_bet_settlement', ...event(), market: [{ id: other.result.marketId }] },
      ]);
      await until('the coupon open again', async () => (await couponOf(ticketId)).status === 0);
      expect(await credit()).toBe(start);

      await settleOne({});
      await until('the coupon won in full', async () => (await couponOf(ticketId)).income === 30);
      // the same settlement once more moves nothing
      await settleOne({});
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await credit()).toBe(start + 30);
      expect(await movements(ticketId)).toEqual([
        'stake:-1000',
        'win:1500',
        'winCorrection:-1500',
        'win:3000',
      ]);
    });

    it('a bet_cancel voids the market and refunds the stake; its rollback opens the bets again', async () => {
      const made = testMatch({ odds: { '1': 2 } });
      const third = made.match;
      await provider.publisher.publishFeed(made.messages);
      await until('the third match', () => market(third) !== undefined);
      const placed = await place(third);
      const ticketId = placed.body.ticketId as string;
      const start = await credit();
      const ev = () => ({ product: PRODUCT.prematch, event_id: eventId(third.id), timestamp: Date.now() });
      await provider.publisher.publish([
        { type: 'bet_cancel', ...ev(), market: [{ id: third.result.marketId }] },
      ]);
      await until('the coupon void', async () => (await couponOf(ticketId)).status !== 0);
      expect(await credit()).toBe(start + 10);
      await provider.publisher.publish([
        { type: 'rollback_bet_cancel', ...ev(), market: [{ id: third.result.marketId }] },
      ]);
      await until('the coupon open again', async () => (await couponOf(ticketId)).status === 0);
      expect(await credit()).toBe(start);
    });

    it('a bet_cancel for a time range voids only the bets placed within it', async () => {
      const made = testMatch({ odds: { '1': 2 } });
      const fourth = made.match;
      await provider.publisher.publishFeed(made.messages);
      await until('the fourth match', () => market(fourth) !== undefined);
      const before = (await place(fourth)).body.ticketId as string;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const from = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const within = (await place(fourth)).body.ticketId as string;
      const start = await credit();
      await provider.publisher.publish([
        {
          type: 'bet_cancel',
          product: PRODUCT.prematch,
          event_id: eventId(fourth.id),
          timestamp: Date.now(),
          start_time: from,
          market: [{ id: fourth.result.marketId }],
        },
      ]);
      await until('the bet within the range void', async () => (await couponOf(within)).status !== 0);
      expect(await credit()).toBe(start + 10);
      expect((await couponOf(before)).status).toBe(0);
    });
  });
});
