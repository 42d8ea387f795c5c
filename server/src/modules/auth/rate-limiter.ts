import type { Redis } from 'ioredis';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * How a bucket counts attempts. A plain bucket counts in fixed windows and refuses above `limit`.
 * A bucket with `delay` makes the next attempt wait once `delay.after` attempts were made, the wait
 * doubling from `baseMs` up to `maxMs`; it forgets its attempts `windowMs` after the last one.
 * Waits are capped and windows end, so no bucket locks anyone out for good.
 */
export interface AttemptPolicy {
  windowMs: number;
  limit?: number;
  delay?: { after: number; baseMs: number; maxMs: number };
}

export interface Attempt {
  /** attempts counted in the bucket's window, this one included when it was let through */
  count: number;
  allowed: boolean;
  /** when refused: how long until an attempt may come again */
  retryAfterMs: number;
}

/**
 * Attempt counters that count and decide in one atomic step: `take` is called BEFORE the work it
 * guards (a password check), so a burst of parallel requests cannot all be let through on a count
 * read before any of them was recorded.
 */
export interface RateLimiter {
  take(bucket: string, policy: AttemptPolicy, now?: number): Promise<Attempt>;
  /** Takes one attempt back (a success that should not count against the bucket). */
  giveBack(bucket: string): Promise<void>;
  /** Forgets the bucket (a successful login clears its failures). */
  reset(bucket: string): Promise<void>;
}

/**
 * The waits of a delay policy, in order: `ladder[i]` follows the (after + i)-th attempt; beyond the
 * end the last (the cap) applies. Both stores read this one list.
 */
export function delayLadder(delay: NonNullable<AttemptPolicy['delay']>): number[] {
  const ladder: number[] = [];
  for (let wait = delay.baseMs; wait < delay.maxMs; wait *= 2) ladder.push(wait);
  ladder.push(delay.maxMs);
  return ladder;
}

/** The wait that follows the `count`-th attempt of a bucket. */
export function delayAfter(count: number, policy: AttemptPolicy): number {
  if (!policy.delay || count < policy.delay.after) return 0;
  const ladder = delayLadder(policy.delay);
  return ladder[Math.min(count - policy.delay.after, ladder.length - 1)]!;
}

function decide(
  policy: AttemptPolicy,
  row: { count: number; windowEnds: number; blockedUntil: number; refused: boolean },
  now: number,
): Attempt {
  if (row.refused) return { count: row.count, allowed: false, retryAfterMs: row.blockedUntil - now };
  if (policy.limit !== undefined && row.count > policy.limit)
    return { count: row.count, allowed: false, retryAfterMs: row.windowEnds - now };
  return { count: row.count, allowed: true, retryAfterMs: 0 };
}

// Bound numbers get an explicit type: PostgreSQL cannot infer one for a bare parameter in CASE or `+`.
const big = (n: number): RawBuilder<number> => sql<number>`cast(${n} as bigint)`;

/**
 * When the attempt after the one numbered `count` (an SQL expression) may come, as one CASE over
 * the ladder. Without a wait it is 0, not `now`: requests read their clocks before they queue for
 * the database, so a later one may carry an earlier `now` and must not see itself blocked.
 */
function blockedUntilSql(count: RawBuilder<number>, policy: AttemptPolicy, now: number): RawBuilder<number> {
  if (!policy.delay) return big(0);
  const { after } = policy.delay;
  const ladder = delayLadder(policy.delay);
  const steps = ladder.map((wait, i) => sql`when ${count} = ${big(after + i)} then ${big(now + wait)}`);
  return sql<number>`(case when ${count} < ${big(after)} then ${big(0)} ${sql.join(steps, sql` `)} else ${big(now + ladder.at(-1)!)} end)`;
}

/** The same for the first attempt of a window. */
const firstBlockedUntil = (policy: AttemptPolicy, now: number) => {
  const wait = delayAfter(1, policy);
  return wait > 0 ? now + wait : 0;
};

export class DatabaseRateLimiter implements RateLimiter {
  constructor(private readonly database: Database) {}

  async take(bucket: string, policy: AttemptPolicy, now = Date.now()): Promise<Attempt> {
    const nowSql = big(now);
    const fresh = big(now + policy.windowMs);
    const expired = sql`c.window_ends <= ${nowSql}`;
    const blocked = sql`c.blocked_until > ${nowSql}`;
    const next = sql<number>`(c.count + 1)`;
    // One statement: the row lock of the conflict (PostgreSQL) or the single writer (SQLite) makes
    // the read and the increment one step.
    const result = await sql<{ count: number; window_ends: number; blocked_until: number; refused: number }>`
      insert into rate_limit_counters as c (bucket, count, window_ends, blocked_until, refused)
      values (${bucket}, 1, ${fresh}, ${big(firstBlockedUntil(policy, now))}, 0)
      on conflict (bucket) do update set
        count = case when ${expired} then 1 when ${blocked} then c.count else c.count + 1 end,
        window_ends = case when ${expired} then ${fresh} when ${blocked} then c.window_ends
          else ${policy.delay ? fresh : sql`c.window_ends`} end,
        blocked_until = case when ${expired} then ${big(firstBlockedUntil(policy, now))}
          when ${blocked} then c.blocked_until else ${blockedUntilSql(next, policy, now)} end,
        refused = case when not ${expired} and ${blocked} then 1 else 0 end
      returning count, window_ends, blocked_until, refused`.execute(this.database.db);
    const row = result.rows[0]!;
    return decide(
      policy,
      {
        count: Number(row.count),
        windowEnds: Number(row.window_ends),
        blockedUntil: Number(row.blocked_until),
        refused: Number(row.refused) === 1,
      },
      now,
    );
  }

  async giveBack(bucket: string): Promise<void> {
    await this.database.db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('bucket', '=', bucket)
      .where('count', '>', 0)
      .execute();
  }

  async reset(bucket: string): Promise<void> {
    await this.database.db.deleteFrom('rate_limit_counters').where('bucket', '=', bucket).execute();
  }

  /** Drops the counters whose window has ended (a later take would start them again anyway). */
  async prune(now = Date.now()): Promise<void> {
    await this.database.db
      .deleteFrom('rate_limit_counters')
      .where('window_ends', '<=', now)
      .where('blocked_until', '<=', now)
      .execute();
  }
}

// The same decision as the UPSERT above, as one script so Redis runs it without interleaving.
// KEYS[1] bucket; ARGV: now, windowMs, slide (1 for delay buckets), after (0: no delay), ladder...
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local slide = ARGV[3] == '1'
local after = tonumber(ARGV[4])
local h = redis.call('HMGET', KEYS[1], 'count', 'ends', 'blocked')
local count = tonumber(h[1])
local ends = tonumber(h[2])
local blocked = tonumber(h[3]) or 0
if not count or ends <= now then
  count = 0
  ends = now + window
  blocked = 0
elseif blocked > now then
  return {count, ends, blocked, 1}
end
count = count + 1
if slide then ends = now + window end
local wait = 0
if after > 0 and count >= after then
  local i = count - after + 5
  if i > #ARGV then i = #ARGV end
  wait = tonumber(ARGV[i])
end
-- 0 rather than now when there is no wait: see blockedUntilSql.
if wait > 0 then blocked = now + wait else blocked = 0 end
redis.call('HSET', KEYS[1], 'count', count, 'ends', string.format('%.0f', ends), 'blocked', string.format('%.0f', blocked))
local ttl = math.max(ends, blocked) - now
if ttl < 1 then ttl = 1 end
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', ttl))
return {count, ends, blocked, 0}
`;

const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count and count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(bucket: string) {
    return `${this.prefix}attempts:${bucket}`;
  }

  async take(bucket: string, policy: AttemptPolicy, now = Date.now()): Promise<Attempt> {
    const ladder = policy.delay ? delayLadder(policy.delay) : [];
    const [count, windowEnds, blockedUntil, refused] = (await this.redis.eval(
      TAKE_SCRIPT,
      1,
      this.key(bucket),
      now,
      policy.windowMs,
      policy.delay ? 1 : 0,
      policy.delay?.after ?? 0,
      ...ladder,
    )) as [number, number, number, number];
    return decide(policy, { count, windowEnds, blockedUntil, refused: refused === 1 }, now);
  }

  async giveBack(bucket: string): Promise<void> {
    await this.redis.eval(GIVE_BACK_SCRIPT, 1, this.key(bucket));
  }

  async reset(bucket: string): Promise<void> {
    await this.redis.del(this.key(bucket));
  }
}
