import { z } from 'zod';

/** A producer of the odds provider: live odds or pre-match odds, each up, down or recovering on its own. */
export const FEED_PRODUCERS = ['live', 'prematch'] as const;
export type FeedProducer = (typeof FEED_PRODUCERS)[number];
export const FEED_PRODUCER_STATES = ['up', 'down', 'recovering'] as const;
export type FeedProducerState = (typeof FEED_PRODUCER_STATES)[number];

export const FeedProducerStatus = z
  .object({
    producer: z.enum(FEED_PRODUCERS),
    /** up: its odds are open; down: no alive for too long, its markets are suspended; recovering: a snapshot is on its way */
    state: z.enum(FEED_PRODUCER_STATES),
    /** when it went down (ISO), null while up */
    downSince: z.string().nullable(),
    /** when its last message arrived here (ISO) */
    lastMessageAt: z.string().nullable(),
    /** messages of this producer received since the feed started here */
    messages: z.number().int().min(0),
    /** messages per second over the last ten seconds */
    messagesPerSecond: z.number().min(0),
    /** messages dropped because their match already had a newer one */
    stale: z.number().int().min(0),
  })
  .meta({ id: 'FeedProducerStatus' });
export type FeedProducerStatus = z.infer<typeof FeedProducerStatus>;

export const FeedStatus = z
  .object({
    /** where sports data comes from: the built-in simulator, an odds provider over AMQP, or nothing */
    source: z.enum(['simulator', 'amqp', 'none']),
    /** whether the instance that answered runs the feed now (one instance of a site does) */
    running: z.boolean(),
    producers: z.array(FeedProducerStatus),
    received: z.number().int().min(0),
    stale: z.number().int().min(0),
    duplicate: z.number().int().min(0),
    invalid: z.number().int().min(0),
    /** the provider's settlements the database refused, kept and tried again until applied */
    parkedSettlements: z.object({
      count: z.number().int().min(0),
      /** when the oldest was kept */
      since: z.string().nullable(),
      /** why the oldest failed the last time it was tried */
      lastError: z.string().nullable(),
      /** kept ones that can never apply (a row that is no settlement): failed, not tried again */
      failed: z.number().int().min(0),
      /** why the oldest of those cannot be applied */
      failedReason: z.string().nullable(),
    }),
  })
  .meta({ id: 'FeedStatus' });
export type FeedStatus = z.infer<typeof FeedStatus>;
