import { HAND_TERMINALS_PER_SHOP, type HandTerminalRow } from '@bet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser } from './session.ts';
import type { SessionStore } from './session-store.ts';

/** A cashier's handheld: the identity it made once and keeps, and what the shop calls it. */
export interface HandTerminalDevice {
  id: string;
  name: string;
}

/**
 * Writes down the handheld a shop logs in from: a device seen before is seen again; a new one is
 * taken while the shop has fewer than its allowance, so a leaked password alone cannot add
 * handhelds without end. A revoked device is refused: its dealer took it out of service. Answers
 * the device's row and the session it logged in with before (ended once the new one exists).
 */
export async function admitDevice(
  trx: Transaction<DB>,
  userId: number,
  device: HandTerminalDevice,
  now: number,
): Promise<{ id: number; previousSession: string | null }> {
  const seen = await trx
    .selectFrom('hand_terminals')
    .select(['id', 'revoked_at', 'session_id'])
    .where('user_id', '=', userId)
    .where('device_id', '=', device.id)
    .executeTakeFirst();
  if (seen) {
    if (seen.revoked_at !== null) throw new AppError(403, 'handTerminalRevoked');
    await trx
      .updateTable('hand_terminals')
      .set({ last_seen_at: now, name: device.name })
      .where('id', '=', seen.id)
      .execute();
    return { id: Number(seen.id), previousSession: seen.session_id };
  }
  // revoked devices leave their place: a shop that lost a handheld can log a new one in
  const count = await trx
    .selectFrom('hand_terminals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= HAND_TERMINALS_PER_SHOP) throw new AppError(403, 'handTerminalLimit');
  const row = await trx
    .insertInto('hand_terminals')
    .values({
      user_id: userId,
      device_id: device.id,
      name: device.name,
      first_seen_at: now,
      last_seen_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), previousSession: null };
}

/**
 * Gives a handheld the session it just logged in with, and ends the one it had: a device holds
 * one session, so revoking it ends everything it could still call with.
 */
export async function bindDeviceSession(
  db: Kysely<DB>,
  sessions: SessionStore,
  admitted: { id: number; previousSession: string | null },
  sessionId: string,
): Promise<void> {
  const bound = await db
    .updateTable('hand_terminals')
    .set({ session_id: sessionId })
    .where('id', '=', admitted.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (admitted.previousSession && admitted.previousSession !== sessionId)
    await sessions.end(admitted.previousSession);
  // revoked between the login's check and now: the new session ends before it is handed out
  if (Number(bound.numUpdatedRows) === 0) {
    await sessions.end(sessionId);
    throw new AppError(403, 'handTerminalRevoked');
  }
}

function handTerminalQuery(db: Kysely<DB>, caller: AuthUser) {
  // the caller's shops: shop users of its own branch (every shop of the operator for the admin)
  return db
    .selectFrom('hand_terminals as h')
    .innerJoin('users as s', 's.id', 'h.user_id')
    .leftJoin('users as r', 'r.id', 'h.revoked_by')
    .select([
      'h.id',
      'h.user_id',
      's.user_name as shop_name',
      'h.name',
      'h.first_seen_at',
      'h.last_seen_at',
      'h.session_id',
      'h.revoked_at',
      'r.user_name as revoked_by_name',
    ])
    .where('s.operator_id', '=', caller.operatorId)
    .where('s.path', 'like', `${caller.path}%`)
    .where('s.id', '!=', caller.id)
    .where('s.user_type', '=', 'F');
}
type HandTerminalDbRow = Awaited<ReturnType<ReturnType<typeof handTerminalQuery>['executeTakeFirstOrThrow']>>;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

async function toRow(sessions: SessionStore, r: HandTerminalDbRow): Promise<HandTerminalRow> {
  const used = r.revoked_at === null && r.session_id ? await sessions.lastUsedAt(r.session_id) : null;
  return {
    id: Number(r.id),
    shopId: Number(r.user_id),
    shopName: r.shop_name,
    name: r.name,
    firstSeenAt: iso(r.first_seen_at),
    lastSeenAt: iso(Math.max(Number(r.last_seen_at), used ?? 0)),
    signedIn: used === null ? 0 : 1,
    revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
    revokedBy: r.revoked_at === null ? null : (r.revoked_by_name ?? null),
  };
}

/** The handhelds of the caller's shops (or of one of them), the last seen first. */
export async function listHandTerminals(
  db: Kysely<DB>,
  sessions: SessionStore,
  caller: AuthUser,
  shopId: number | undefined,
): Promise<{ results: HandTerminalRow[] }> {
  let q = handTerminalQuery(db, caller);
  if (shopId !== undefined) q = q.where('h.user_id', '=', shopId);
  // a shop has at most a few devices; a dealer's network a few hundred
  const rows = await q.orderBy('h.last_seen_at', 'desc').orderBy('h.id').limit(500).execute();
  return { results: await Promise.all(rows.map((r) => toRow(sessions, r))) };
}

/**
 * Revokes a handheld of one of the caller's shops: marked revoked with who and when (audited) in
 * one conditional change, then its session ends at once (every instance closes its sockets), so
 * its next call is refused. Revoking it again answers the same and changes nothing.
 */
export async function revokeHandTerminal(
  db: Kysely<DB>,
  sessions: SessionStore,
  caller: AuthUser,
  id: number,
  ip: string,
): Promise<HandTerminalRow> {
  const row = await handTerminalQuery(db, caller).where('h.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('handTerminalNotFound');
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const done = await trx
      .updateTable('hand_terminals')
      .set({ revoked_at: now, revoked_by: caller.id })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return;
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'auth.handTerminalRevoked',
      targetType: 'user',
      targetId: Number(row.user_id),
      after: { handTerminalId: id, deviceName: row.name },
      ip,
    });
  });
  // ended after the commit (and again on a repeat, in case an instance stopped in between)
  const after = await handTerminalQuery(db, caller).where('h.id', '=', id).executeTakeFirstOrThrow();
  if (after.session_id) await sessions.end(after.session_id);
  return toRow(sessions, after);
}
