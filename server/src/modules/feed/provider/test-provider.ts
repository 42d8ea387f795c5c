import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import express from 'express';
import type { Config } from '../../../config.ts';
import { redisKeyPrefix } from '../../../infra/redis.ts';
import { createLogger } from '../../../logger.ts';
import { ProviderPublisher } from './amqp-publisher.ts';
import { mountProviderApi } from './provider-api.ts';
import { testConfig } from '../../../testing/test-server.ts';

export const AMQP_URL = process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';

/** Waits until `check` holds, polling; fails with `what` after a while. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Has the broker close the connections a client named `name` (the feed names its connection
 * `feed <queue>`), as when RabbitMQ restarts or a network drops: through the broker's own
 * rabbitmqctl, so the client hears it as it would then.
 */
export async function closeBrokerConnections(name: string): Promise<number> {
  const run = promisify(execFile);
  const listed = await run('rabbitmqctl', [
    'list_connections',
    'name',
    'client_properties',
    '-q',
    '--formatter',
    'json',
  ]);
  const rows = JSON.parse(listed.stdout) as Array<{
    name: string;
    client_properties: Array<[string, string, unknown]>;
  }>;
  const named = new Set(
    rows
      .filter((r) =>
        r.client_properties.some(([key, , value]) => key === 'connection_name' && value === name),
      )
      .map((r) => r.name),
  );
  // close_connection takes the connection's process id, which only the table output spells as it wants
  const pids = await run('rabbitmqctl', ['list_connections', 'pid', 'name', '-q', '--no-table-headers']);
  const chosen = pids.stdout
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([pid, connection]) => pid && connection && named.has(connection));
  for (const [pid] of chosen) await run('rabbitmqctl', ['close_connection', pid!, 'closed by a test']);
  return chosen.length;
}

/** An odds provider of a test's own: its exchange on the real RabbitMQ and its recovery API. */
export interface TestProvider {
  readonly exchange: string;
  readonly publisher: ProviderPublisher;
  /** A test server's configuration consuming this provider with FEED=amqp. */
  config(overrides?: Partial<Config>): Config;
  /** The queue the servers of `config` consume. */
  queueOf(config: Config): string;
  /** Stops publishing and answering, and removes the exchange and the queues of `configs`. */
  stop(...configs: Config[]): Promise<void>;
}

/** Starts a provider publishing alives every 100 ms on a new exchange, with its recovery API on a free port. */
export async function startTestProvider(): Promise<TestProvider> {
  const exchange = `test.feed.${randomUUID()}`;
  const logger = createLogger('silent');
  const publisher = new ProviderPublisher({ url: AMQP_URL, exchange, logger, aliveMs: 100 });
  await publisher.start();
  const app = express();
  mountProviderApi(app, logger, () => publisher);
  const api = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => api.once('listening', resolve));
  const { port } = api.address() as { port: number };
  const queueOf = (config: Config) => `${redisKeyPrefix(config)}feed`;
  return {
    exchange,
    publisher,
    queueOf,
    config: (overrides = {}) =>
      testConfig({
        feed: 'amqp',
        amqpUrl: AMQP_URL,
        amqpExchange: exchange,
        providerApiUrl: `http://127.0.0.1:${port}/provider`,
        redisUrl: undefined,
        ...overrides,
      }),
    async stop(...configs) {
      await publisher.stop();
      api.close();
      const connection = await amqp.connect(AMQP_URL);
      const channel = await connection.createChannel();
      for (const config of configs) await channel.deleteQueue(queueOf(config));
      await channel.deleteExchange(exchange);
      await connection.close();
    },
  };
}
