import type { Kysely } from 'kysely';
import {
  HEARTBEAT_INTERVAL_MS,
  ONLINE_WINDOW_MS,
  PRINTER_STATES,
  TERMINAL_STATES,
  buildStateOf,
  counterBetBlock,
  kioskBetBlock,
  type KioskBlock,
  type PrinterState,
  type TerminalHeartbeat,
  type TerminalState,
  type TerminalRow,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { readSettings } from '../settings/index.ts';
import { forbidden, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
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
    // a beat without a hash (an older build) leaves the terminal unverified, as it is
    build_hash: hb.buildHash ?? null,
    state: hb.state,
  };
  await db
    .insertInto('terminal_status')
    .values({ user_id: caller.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  const betBlock = kioskBetBlock(
    { buildHash: values.build_hash, printer: values.printer },
    await approvedBuilds(db),
  );
  return { seenAt: new Date(now).toISOString(), intervalMs: HEARTBEAT_INTERVAL_MS, betBlock };
}

/** The hashes of the builds approved now (not revoked). */
export async function approvedBuilds(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('terminal_builds')
    .select('hash')
    .where('revoked_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.hash));
}

/**
 * Why a shop counter may not take bets now, or null. A terminal that reported itself takes bets
 * only while its last heartbeat named an approved build and a printer without a fault (GLI-20). A
 * shop user that never sent a heartbeat (a counter without the kiosk software) is not a kiosk,
 * unless the site requires verified kiosks: then it takes no bets (shared counterBetBlock).
 */
export async function kioskBetBlockOf(
  database: Database,
  userId: number,
  now = Date.now(),
): Promise<KioskBlock | null> {
  const db = database.db;
  const heartbeatRequired = (await readSettings(database))['kiosk_heartbeat_required'] === '1';
  const report = await db
    .selectFrom('terminal_status')
    .select(['build_hash', 'printer', 'seen_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!report && !heartbeatRequired) return null;
  return counterBetBlock(
    report
      ? {
          buildHash: report.build_hash,
          printer: printerState(report.printer),
          seenAt: Number(report.seen_at),
        }
      : null,
    await approvedBuilds(db),
    { heartbeatRequired, now },
  );
}

/** Refuses a counter's bet with the rule's message key (kioskBetBlockOf). */
export async function assertKioskMayBet(database: Database, userId: number): Promise<void> {
  const block = await kioskBetBlockOf(database, userId);
  if (block) throw refused(block);
}

/** The approved builds, newest first (revoked ones are left out). */
export async function listBuilds(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('terminal_builds as b')
    .leftJoin('users as u', 'u.id', 'b.approved_by')
    .select(['b.hash', 'b.version', 'b.note', 'b.approved_at', 'u.user_name'])
    .where('b.revoked_at', 'is', null)
    .orderBy('b.approved_at', 'desc')
    .execute();
  return {
    totalCount: rows.length,
    results: rows.map((r) => ({
      hash: r.hash,
      version: r.version,
      note: r.note,
      approvedBy: r.user_name ?? null,
      approvedAt: new Date(Number(r.approved_at)).toISOString(),
    })),
  };
}

/** Approves a build (again after a revocation); audited. Answers false when it was approved already. */
export async function approveBuild(
  db: Kysely<DB>,
  caller: { id: number; ip: string },
  b: { hash: string; version: string; note: string },
  now = Date.now(),
): Promise<{ approved: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('terminal_builds')
      .selectAll()
      .where('hash', '=', b.hash)
      .executeTakeFirst();
    if (row && row.revoked_at === null) return { approved: false };
    const values = {
      version: b.version,
      note: b.note,
      approved_by: caller.id,
      approved_at: now,
      revoked_at: null,
    };
    if (row) await trx.updateTable('terminal_builds').set(values).where('hash', '=', b.hash).execute();
    else
      await trx
        .insertInto('terminal_builds')
        .values({ hash: b.hash, ...values })
        .execute();
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'terminalBuild.approve',
      targetType: 'terminalBuild',
      targetId: null,
      before: row ?? undefined,
      after: { hash: b.hash, version: b.version, note: b.note },
      ip: caller.ip,
    });
    return { approved: true };
  });
}

/** Withdraws a build's approval; audited. Answers false when it was not approved. */
export async function revokeBuild(
  db: Kysely<DB>,
  caller: { id: number; ip: string },
  hash: string,
  now = Date.now(),
): Promise<{ revoked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('terminal_builds')
      .set({ revoked_at: now })
      .where('hash', '=', hash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return { revoked: false };
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'terminalBuild.revoke',
      targetType: 'terminalBuild',
      targetId: null,
      after: { hash },
      ip: caller.ip,
    });
    return { revoked: true };
  });
}

const printerState = (s: string | null): PrinterState =>
  (PRINTER_STATES as readonly string[]).includes(s ?? '') ? (s as PrinterState) : 'unknown';

const terminalState = (s: string | null): TerminalState =>
  (TERMINAL_STATES as readonly string[]).includes(s ?? '') ? (s as TerminalState) : 'ok';

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
  const approved = await approvedBuilds(db);
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
        't.build_hash',
        't.state',
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
      state: terminalState(r.state),
      queueDepth: Number(r.queue_depth ?? 0),
      version: r.version ?? '',
      status: r.status,
      build: buildStateOf(r.build_hash, approved),
      buildHash: r.build_hash ?? '',
    })),
  };
}
