import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.ts';
import { oddsChange, testMatch } from '../../../testing/test-matches.ts';
import type { FeedMessage } from '../feed-types.ts';
import { AmqpFeed } from './amqp-feed.ts';
import type { EventMark } from './from-provider.ts';
import { PRODUCT } from './protocol.ts';
import { AMQP_URL, startTestProvider, until, type TestProvider } from './test-provider.ts';

/**
 * The consumer over a real RabbitMQ with a catalogue of the test's own, whose writes the test
 * holds: what reaches memory, what is saved as progress and when, while a batch is being written.
 */
describe('the feed consumer while a batch is written', () => {
  let provider: TestProvider;
  let feed: AmqpFeed;
  const queue = `test.pipeline.${randomUUID()}`;
  const applied: FeedMessage[][] = [];
  const saved: Array<ReadonlyMap<number, EventMark>> = [];
  let hold: Promise<void> | null = null;

  beforeAll(async () => {
    provider = await startTestProvider();
    feed = new AmqpFeed({
      url: AMQP_URL,
      exchange: provider.exchange,
      queue,
      providerApiUrl: provider.config().providerApiUrl!,
      logger: createLogger('silent'),
      saveProgress: async (_, events) => {
        saved.push(new Map(events));
      },
    });
    await feed.start(async (messages) => {
      applied.push(messages);
      await hold;
    });
    await until('both producers up', () => feed.isUp(PRODUCT.live) && feed.isUp(PRODUCT.prematch));
  }, 30_000);

  afterAll(async () => {
    await feed?.stop();
    await provider?.stop();
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await connection.close();
  });

  it('a bet_stop reaches the catalogue while an odds change before it is still being written; progress is saved per batch, after its write', async () => {
    const { match, messages } = testMatch({ odds: { '1': 2.1 } });
    const appliedTo = (matchId: number, kind: FeedMessage['kind']) =>
      applied.some((batch) => batch.some((m) => m.matchId === matchId && m.kind === kind));
    await provider.publisher.publishFeed(messages);
    await until('the match applied', () => appliedTo(match.id, 'markets'));
    await until('its progress saved', () => saved.some((events) => events.has(match.id)));

    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const calls = applied.length;
    const savedBefore = saved.length;
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.5 })]);
    await until('the odds change handed over', () => applied.length > calls);
    const changedAt = feed.stats().lastMessageAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await provider.publisher.publishFeed([
      { kind: 'suspend', matchId: match.id, version: match.version + 2, suspended: true },
    ]);
    // the stop is handed to the catalogue without waiting for the write before it
    await until('the bet_stop handed over', () =>
      applied.slice(calls).some((batch) => batch.some((m) => m.kind === 'suspend')),
    );
    // nothing is saved as done while its write is held
    expect(saved.length).toBe(savedBefore);

    hold = null;
    release();
    await until('both batches saved', () => saved.length >= savedBefore + 2);
    // each batch saves where its own messages left the match, not where a later batch took it
    const [first, second] = saved.slice(savedBefore).map((events) => events.get(match.id)!);
    expect(first!.timestamp).toBeLessThan(second!.timestamp);
    expect(first!.timestamp).toBeLessThanOrEqual(changedAt);
  });
});
