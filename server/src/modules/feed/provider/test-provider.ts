import http from 'node:http';
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
