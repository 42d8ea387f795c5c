import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import type { TableChange } from '../db/change-events.ts';
import { redisKeyPrefix } from './redis.ts';

/**
 * With REDIS_URL, several instances write one database, and each keeps copies of rarely changing
 * rows in memory (settings, betting profiles, the session policy) that drop themselves on the
 * committed writes they see. An instance sees only its own writes, so the committed changes are
 * published here and replayed on every other instance's change events: a setting or a limit
 * changed through one instance applies to the next request on any of them (a few milliseconds
 * later: the time Redis takes to pass the message on).
 *
 * The changes of one turn of the event loop go out as one message, each table and column set once,
 * so a burst of placements costs one publish per turn, not one per row.
 */
export async function relayCommittedChanges(ctx: AppContext): Promise<void> {
  if (!ctx.config.redisUrl) return;
  const channel = `${redisKeyPrefix(ctx.config)}changes`;
  const pub = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  const instance = randomUUID();
  const changes = ctx.database.changes;
  let pending = new Map<string, TableChange>();
  let replaying = false;
  let closing = false;

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    if (closing || batch.length === 0) return;
    pub
      .publish(channel, JSON.stringify({ from: instance, changes: batch }))
      .catch((err: unknown) => ctx.logger.warn({ err }, 'committed changes did not reach Redis'));
  };
  const stopListening = changes.on((change) => {
    // a change replayed from another instance is that instance's to tell, not this one's
    if (replaying) return;
    if (pending.size === 0) setImmediate(flush);
    const key = `${change.table}:${change.columns?.join(',') ?? '*'}:${change.rows === undefined ? '' : 'rows'}`;
    pending.set(key, withRowsOf(pending.get(key), change));
  });

  sub.on('message', (_channel: string, payload: string) => {
    const { from, changes: batch } = JSON.parse(payload) as { from: string; changes: TableChange[] };
    if (from === instance) return;
    replaying = true;
    try {
      for (const change of batch) changes.emit(change);
    } finally {
      replaying = false;
    }
  });
  await sub.subscribe(channel);

  ctx.onClose(async () => {
    closing = true;
    stopListening();
    await Promise.all([pub, sub].map((r) => r.quit().catch(() => r.disconnect())));
  });
}

/** The most rows one relayed change names; past it, the change says 'all'. */
const MOST_ROWS = 1000;

/** A change that has waited for the relay, and one of the same kind after it, as one change. */
export function withRowsOf(before: TableChange | undefined, change: TableChange): TableChange {
  if (!before || before.rows === undefined || change.rows === undefined) return change;
  if (before.rows === 'all' || change.rows === 'all') return { ...change, rows: 'all' };
  const rows = [...new Set([...before.rows, ...change.rows])];
  return { ...change, rows: rows.length > MOST_ROWS ? 'all' : rows };
}
