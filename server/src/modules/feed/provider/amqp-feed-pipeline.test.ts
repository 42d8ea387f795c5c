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
  /** the next batch carrying this price fails to be written */
  let failAt: number | null = null;
  let release = () => {};

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
      if (
        failAt !== null &&
        messages.some((m) => m.kind === 'markets' && m.markets[0]!.outcomes[0]!.odd === failAt)
      ) {
        failAt = null;
        throw new Error('the database is gone for a moment');
      }
    });
    await until('both producers up', () => feed.isUp(PRODUCT.live) && feed.isUp(PRODUCT.prematch));
  }, 30_000);

  afterAll(async () => {
    release();
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

    // the batches handed over from here on that carry this match's price or its stop
    const priced = (odd: number) => (m: FeedMessage) =>
      m.kind === 'markets' && m.matchId === match.id && m.markets[0]!.outcomes[0]!.odd === odd;
    const stopped = (m: FeedMessage) => m.kind === 'suspend' && m.matchId === match.id && m.suspended;
    const handed = (carries: (m: FeedMessage) => boolean) =>
      applied.slice(calls).filter((batch) => batch.some(carries));
    const savedOfMatch = () => saved.slice(savedBefore).filter((events) => events.has(match.id));

    hold = new Promise((resolve) => (release = resolve));
    const calls = applied.length;
    const savedBefore = saved.length;
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.5 })]);
    await until('the odds change handed over', () => handed(priced(2.5)).length > 0);
    const changedAt = feed.stats().lastMessageAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // an ordinary message waits while the batch before it is written...
    await provider.publisher.publishFeed([oddsChange(match, { '1': 2.6 })]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handed(priced(2.6))).toEqual([]);
    await provider.publisher.publishFeed([
      { kind: 'suspend', matchId: match.id, version: match.version + 3, suspended: true },
    ]);
    // ...but the stop is handed to the catalogue at once, with what waited before it
    await until('the bet_stop handed over', () => handed(stopped).length > 0);
    expect(handed(stopped)).toEqual(handed(priced(2.6)));
    // nothing is saved as done while its write is held
    expect(savedOfMatch()).toEqual([]);

    hold = null;
    release();
    await until('both batches saved', () => savedOfMatch().length >= 2);
    // each batch saves where its own messages left the match, not where a later batch took it
    const [first, second] = savedOfMatch().map((events) => events.get(match.id)!);
    expect(first!.timestamp).toBeLessThan(second!.timestamp);
    expect(first!.timestamp).toBeLessThanOrEqual(changedAt);
  });

  it('a batch that fails to be written is not acknowledged with a later one: the producers recover what it said', async () => {
    const { match, messages } = testMatch({ odds: { '1': 3.1 } });
    const priced = (odd: number) => (batch: FeedMessage[]) =>
      batch.some(
        (m) => m.kind === 'markets' && m.matchId === match.id && m.markets[0]!.outcomes[0]!.odd === odd,
      );
    await provider.publisher.publishFeed(messages);
    await until('the match applied', () => applied.some(priced(3.1)));
    const from = applied.length;
    failAt = 3.3;
    await provider.publisher.publishFeed([oddsChange(match, { '1': 3.3 })]);
    await until('the failed batch', () => failAt === null);
    // the consumer holds its producers and asks for a recovery, whose snapshot says the price again
    await until('a producer held', () => !feed.isUp(PRODUCT.prematch) || !feed.isUp(PRODUCT.live));
    await until('recovered', () => feed.isUp(PRODUCT.live) && feed.isUp(PRODUCT.prematch));
    await until('the price written again', () => applied.slice(from).filter(priced(3.3)).length >= 2);
  });
});
