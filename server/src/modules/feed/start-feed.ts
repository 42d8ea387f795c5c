import { Redis } from 'ioredis';
import { LIVE_WINDOW_MS, isEndedStatus } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { redisKeyPrefix } from '../../infra/redis.ts';
import type { FeedAdapter, FeedMessage, MatchResult, Score } from './feed-types.ts';
import { FeedLease } from './feed-lease.ts';
import { isSimulated } from './simulator/catalogue.ts';
import { Simulator, type ResumableMatch } from './simulator/simulator.ts';

const LEASE_CHECK_MS = 3_000;

/** A match the feed finds in the catalogue when it starts. */
export interface KnownMatch extends ResumableMatch {
  result: MatchResult | null;
  score: Score | null;
}

/** Where the feed's messages go: the sports service, handed over by the composition root. */
export interface FeedTarget {
  readonly view: { all(): Iterable<KnownMatch> };
  apply(messages: readonly FeedMessage[]): Promise<unknown>;
}

/** The servers (by context) whose feed runs here. */
const leaders = new WeakSet<object>();

/** Whether this server runs the feed now (one instance of a site does). */
export function isFeedLeader(ctx: AppContext): boolean {
  return leaders.has(ctx);
}

/**
 * Starts the configured feed. With REDIS_URL only the instance holding the feed lease runs it;
 * the others check every few seconds and take over when the leader's lease expires.
 */
export async function startFeed(ctx: AppContext, service: FeedTarget): Promise<void> {
  if (ctx.config.feed === 'none') return;
  if (!ctx.config.redisUrl) {
    const feed = await runFeed(ctx, service);
    leaders.add(ctx);
    ctx.onClose(() => feed.stop());
    return;
  }
  const redis = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 3 });
  const lease = new FeedLease(
    redis,
    `${redisKeyPrefix(ctx.config)}feed-leader`,
    `${process.pid}:${Math.random().toString(36).slice(2)}`,
  );
  let feed: FeedAdapter | null = null;
  let stopped = false;
  const check = async () => {
    const held = await lease.acquire().catch(() => false);
    if (held && !feed && !stopped) {
      feed = await runFeed(ctx, service);
      leaders.add(ctx);
    } else if (!held && feed) {
      ctx.logger.warn('feed lease lost; stopping the feed');
      leaders.delete(ctx);
      await feed.stop();
      feed = null;
    }
  };
  await check();
  const timer = setInterval(
    () => void check().catch((err: unknown) => ctx.logger.warn({ err }, 'feed lease check failed')),
    LEASE_CHECK_MS,
  );
  ctx.onClose(async () => {
    stopped = true;
    leaders.delete(ctx);
    clearInterval(timer);
    await feed?.stop();
    await lease.release().catch(() => undefined);
    await redis.quit().catch(() => redis.disconnect());
  });
}

/**
 * Starts the simulator over what the database holds: matches of its own world still within reach
 * (not started yet, or started within the live window) are played on from their stored state, so
 * a restart or a takeover by another instance voids no bet. Matches it cannot carry on (another
 * feed's, or left for longer than the live window) are cancelled rather than left hanging.
 */
async function runFeed(ctx: AppContext, service: FeedTarget): Promise<FeedAdapter> {
  const now = Date.now();
  const orphans: FeedMessage[] = [];
  const resume: ResumableMatch[] = [];
  let maxId = 0;
  for (const m of service.view.all()) {
    maxId = Math.max(maxId, m.id);
    const over = m.result !== null || isEndedStatus(m.status);
    const reachable = over || Date.parse(m.matchDate) > now - LIVE_WINDOW_MS;
    if (reachable && isSimulated(m.sportId, m.tournamentName)) {
      resume.push(m);
      continue;
    }
    if (m.result) {
      orphans.push({ kind: 'remove', matchId: m.id, version: m.version + 1 });
      continue;
    }
    orphans.push(
      {
        kind: 'result',
        matchId: m.id,
        version: m.version + 1,
        result: { status: 'cancelled', score: m.score ?? { home: 0, away: 0 }, halftime: null, periods: [] },
      },
      { kind: 'remove', matchId: m.id, version: m.version + 2 },
    );
  }
  if (orphans.length) await service.apply(orphans);
  const feed = new Simulator({
    seed: ctx.config.simSeed,
    speed: ctx.config.simSpeed,
    firstMatchId: maxId + 1,
    resume,
  });
  await feed.start((messages) => service.apply(messages).then(() => undefined));
  ctx.logger.info(
    { feed: feed.name, seed: ctx.config.simSeed, speed: ctx.config.simSpeed, resumed: resume.length },
    'feed started',
  );
  return feed;
}
