import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../app.ts';
import { loginDemo } from '../../testing/login-as.ts';
import { testMatch, type TestMatch } from '../../testing/test-matches.ts';
import type { Config } from '../../config.ts';
import { startTestProvider, until, type TestProvider } from './provider/test-provider.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { PRODUCT, eventId } from './provider/protocol.ts';

const METRICS_TOKEN = 'feed-metrics-token-0123456789abcdefghij';

const producerOf = (body: any, producer: string) =>
  (body.producers as any[]).find((p) => p.producer === producer);

/** One sample of the Prometheus text, or undefined when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const want = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${want}}`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the odds feed in the back office and on /metrics (FEED=amqp over RabbitMQ)', () => {
  let provider: TestProvider;
  let config: Config;
  let server: RunningServer & { api: ApiClient };
  let admin: ApiClient;
  let match: TestMatch;

  const status = async () => {
    const res = await admin.get('/admin/feed');
    expect(res.status).toBe(200);
    return res.body;
  };
  const metrics = async () => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    provider = await startTestProvider();
    config = provider.config({
      feedAliveTimeoutMs: 800,
      metricsToken: METRICS_TOKEN,
    });
    server = await startTestServer(config);
    admin = await loginDemo(server.url, 'admin');
    await until('both producers up', async () =>
      (await status()).producers.every((p: any) => p.state === 'up'),
    );
    const made = testMatch({ odds: { '1': 2.1 } });
    match = made.match;
    await provider.publisher.publishFeed(made.messages);
    await until('the match in the catalogue', () => server.services.sports.view.get(match.id) !== undefined);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await provider?.stop(config);
  });

  it('the admin reads each producer: up, its messages, their rate and the last one received', async () => {
    // alives come ten times a second: the last ten seconds' rate shows once a second has passed
    await until('a message rate of both producers', async () => {
      const now = await status();
      return ['live', 'prematch'].every((name) => producerOf(now, name).messagesPerSecond > 0);
    });
    const body = await status();
    expect(body).toMatchObject({ source: 'amqp', running: true, stale: 0, invalid: 0 });
    for (const name of ['live', 'prematch']) {
      const p = producerOf(body, name);
      expect(p, name).toMatchObject({ state: 'up', downSince: null, stale: 0 });
      expect(p.messages).toBeGreaterThan(0);
      expect(p.messagesPerSecond).toBeGreaterThan(0);
      expect(p.messagesPerSecond).toBeLessThan(100);
      expect(Date.now() - Date.parse(p.lastMessageAt)).toBeLessThan(2_000);
    }
  });

  it('/metrics gives the same: state per producer, messages, last message time', async () => {
    const text = await metrics();
    expect(sample(text, 'feed_running', {})).toBeUndefined();
    expect(text).toMatch(/^feed_running 1$/m);
    for (const producer of ['live', 'prematch']) {
      expect(sample(text, 'feed_producer_state', { producer, state: 'up' })).toBe(1);
      expect(sample(text, 'feed_producer_state', { producer, state: 'down' })).toBe(0);
      expect(sample(text, 'feed_producer_state', { producer, state: 'recovering' })).toBe(0);
      expect(sample(text, 'feed_producer_messages_total', { producer })).toBeGreaterThan(0);
      expect(sample(text, 'feed_producer_stale_messages_total', { producer })).toBe(0);
      const last = sample(text, 'feed_producer_last_message_timestamp_seconds', { producer })!;
      expect(Math.abs(Date.now() / 1000 - last)).toBeLessThan(2);
    }
    // a counter never goes back between scrapes
    const first = sample(text, 'feed_producer_messages_total', { producer: 'live' })!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sample(await metrics(), 'feed_producer_messages_total', { producer: 'live' })).toBeGreaterThan(
      first,
    );
  });

  it('a stale message is counted against its producer, in the back office and on /metrics', async () => {
    await provider.publisher.publish([
      {
        type: 'odds_change',
        product: PRODUCT.prematch,
        event_id: eventId(match.id),
        timestamp: 1_000,
        odds: { market: [] },
      },
    ]);
    await until('the stale message counted', async () => producerOf(await status(), 'prematch').stale === 1);
    const body = await status();
    expect(body.stale).toBe(1);
    expect(producerOf(body, 'live').stale).toBe(0);
    const text = await metrics();
    expect(sample(text, 'feed_producer_stale_messages_total', { producer: 'prematch' })).toBe(1);
    expect(sample(text, 'feed_producer_stale_messages_total', { producer: 'live' })).toBe(0);
  });

  it('a producer whose alives stop shows down since then, and up again after its recovery', async () => {
    const silentAt = Date.now();
    provider.publisher.setSilent(PRODUCT.prematch, true);
    await until(
      'the pre-match producer down',
      async () => producerOf(await status(), 'prematch').state === 'down',
    );
    const down = producerOf(await status(), 'prematch');
    expect(Date.parse(down.downSince)).toBeGreaterThanOrEqual(silentAt);
    expect(producerOf(await status(), 'live').state).toBe('up');
    const text = await metrics();
    expect(sample(text, 'feed_producer_state', { producer: 'prematch', state: 'down' })).toBe(1);
    expect(sample(text, 'feed_producer_state', { producer: 'prematch', state: 'up' })).toBe(0);
    expect(sample(text, 'feed_producer_down_since_timestamp_seconds', { producer: 'prematch' })).toBe(
      Date.parse(down.downSince) / 1000,
    );
    provider.publisher.setSilent(PRODUCT.prematch, false);
    await until(
      'the pre-match producer up again',
      async () => producerOf(await status(), 'prematch').state === 'up',
    );
    expect(producerOf(await status(), 'prematch').downSince).toBeNull();
    expect(sample(await metrics(), 'feed_producer_state', { producer: 'prematch', state: 'up' })).toBe(1);
  });

  it("is the admin's alone: a dealer is refused, a visitor must log in", async () => {
    const dealer = await loginDemo(server.url, 'dealer1');
    expect((await dealer.get('/admin/feed')).status).toBe(403);
    const visitor = await server.api.get('/admin/feed');
    expect(visitor.status).toBe(401);
  });
});

describe('the feed in the back office with the built-in simulator', () => {
  let server: RunningServer & { api: ApiClient };
  beforeAll(async () => {
    server = await startTestServer({
      feed: 'simulator',
      simSeed: 3,
      redisUrl: undefined,
      metricsToken: METRICS_TOKEN,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('says the simulator runs the feed, with no producers; /metrics has no producer series', async () => {
    const admin = await loginDemo(server.url, 'admin');
    const res = await admin.get('/admin/feed');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'simulator', running: true, producers: [] });
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/^feed_running 1$/m);
    expect(text).not.toMatch(/^feed_producer_state\{/m);
  });
});
