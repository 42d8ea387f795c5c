import type { Kysely } from 'kysely';
import {
  HEARTBEAT_INTERVAL_MS,
  ONLINE_WINDOW_MS,
  PRINTER_STATES,
  type PrinterState,
  type TerminalHeartbeat,
  type TerminalRow,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';

/** Records a shop terminal's heartbeat: the last one is kept, per shop user. */
export async function recordHeartbeat(
  db: Kysely<DB>,
  caller: AuthUser,
  hb: TerminalHeartbeat,
  now = Date.now(),
) {
  // Only shop terminal users (type F) run a terminal; anyone else has nothing to report.
  if (caller.userType !== 'F') throw forbidden('notAShopTerminal');
  const values = {
    terminal_no: hb.terminalNo,
    version: hb.version,
    printer: hb.printer,
    queue_depth: hb.queueDepth,
    seen_at: now,
  };
  await db
    .insertInto('terminal_status')
    .values({ user_id: caller.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { seenAt: new Date(now).toISOString(), intervalMs: HEARTBEAT_INTERVAL_MS };
}

const printerState = (s: string | null): PrinterState =>
  (PRINTER_STATES as readonly string[]).includes(s ?? '') ? (s as PrinterState) : 'unknown';

/** The shop terminal users of the caller's subtree with their last heartbeat; online ones first. */
export async function listTerminals(
  db: Kysely<DB>,
  caller: AuthUser,
  q: { keyWord?: string | undefined; offset: number; limit: number },
  now = Date.now(),
) {
  let base = db
    .selectFrom('users as u')
    .leftJoin('terminal_status as t', 't.user_id', 'u.id')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`)
    .where('u.role', '=', 'terminal');
  if (q.keyWord) base = base.where('u.user_name', 'like', `%${q.keyWord.replace(/[%_\\]/g, '')}%`);
  const since = now - ONLINE_WINDOW_MS;
  const [counts, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('t.seen_at', '>=', since).then(1).else(0).end()).as('online'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .select([
        'u.id',
        'u.user_name',
        'u.status',
        'u.terminal_no as user_terminal_no',
        'p.user_name as parent_name',
        't.terminal_no',
        't.version',
        't.printer',
        't.queue_depth',
        't.seen_at',
      ])
      .orderBy((eb) => eb.case().when('t.seen_at', '>=', since).then(0).else(1).end())
      .orderBy('u.user_name')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
  ]);
  return {
    totalCount: Number(counts.n),
    online: Number(counts.online ?? 0),
    results: rows.map((r): TerminalRow => ({
      userId: Number(r.id),
      userName: r.user_name,
      parentName: r.parent_name ?? null,
      terminalNo: r.terminal_no || r.user_terminal_no || '',
      online: r.seen_at !== null && Number(r.seen_at) >= since ? 1 : 0,
      lastSeenAt: r.seen_at === null ? null : new Date(Number(r.seen_at)).toISOString(),
      printer: printerState(r.printer),
      queueDepth: Number(r.queue_depth ?? 0),
      version: r.version ?? '',
      status: r.status,
    })),
  };
}
