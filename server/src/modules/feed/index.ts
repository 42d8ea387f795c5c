// The feed: the simulator, an odds provider over AMQP (consumer and demo publisher), the feed
// leader's lease, and the message types every adapter speaks.
export { FeedLease } from './feed-lease.ts';
export { feedAdminModule, feedStatus } from './feed-status.ts';
export { registerFeedMetrics } from './feed-metrics.ts';
export { DEFAULT_OUTCOME_LIMITS, PARKED_FAILED, isBookMessage } from './feed-types.ts';
export type {
  BookMessage,
  FeedFixture,
  FeedMarket,
  FeedMessage,
  FeedSettlement,
  MatchResult,
  ResultSource,
  Score,
} from './feed-types.ts';
export { Random } from './simulator/random.ts';
export { Simulator } from './simulator/simulator.ts';
export type { PastMatch } from './simulator/simulator.ts';
export { amqpFeedOf, demoProviderOf, isFeedLeader, mountFeedSite, startFeed } from './start-feed.ts';
export { AmqpFeed } from './provider/amqp-feed.ts';
export type { FeedStats, ProducerReport } from './provider/amqp-feed.ts';
export { ProviderPublisher, publishWire } from './provider/amqp-publisher.ts';
export type { WireMessage } from './provider/amqp-publisher.ts';
export { listenProviderApi } from './provider/provider-api.ts';
export { PRODUCT, PROVIDER_EXCHANGE, eventId } from './provider/protocol.ts';
export type { ProviderMessage, Product } from './provider/protocol.ts';
