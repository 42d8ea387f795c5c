// The feed: the simulator and the feed leader's lease, and the message types every adapter speaks.
export { FeedLease } from './feed-lease.ts';
export { DEFAULT_OUTCOME_LIMITS } from './feed-types.ts';
export type { FeedFixture, FeedMarket, FeedMessage, MatchResult, ResultSource, Score } from './feed-types.ts';
export { Random } from './simulator/random.ts';
export { Simulator } from './simulator/simulator.ts';
export type { PastMatch } from './simulator/simulator.ts';
export { isFeedLeader, startFeed } from './start-feed.ts';
