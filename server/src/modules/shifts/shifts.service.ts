import type { Kysely } from 'kysely';
import {
  SHIFT_CASH_KINDS,
  SITE_TIME_ZONE,
  calendarDayIn,
  cashVariance,
  expectedCash,
  tillDelta,
  tillTotals,
  toMajor,
  toMinor,
  varianceNeedsNote,
  type DayReport,
  type OpenShift,
  type ShiftCashKind,
  type ShiftCashRequest,
  type ShiftListQuery,
  type ShiftReport,
  type ShiftRow,
  type ShiftState,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser } from '../auth/index.ts';
import { findUser, isInSubtree } from '../users/index.ts';
import { inTransaction } from '../wallet/index.ts';

export interface ShiftCashInput {
  /** the cashier (the shop terminal user) whose open shift the cash belongs to */
  userId: number;
  kind: ShiftCashKind;
  /** minor units; the kind gives the direction (a correction keeps its sign) */
  amount: number;
  /** what caused it (ticket id, voucher code, request key): recorded once per shift and kind */
  reference: string;
  /** who did it, when not the cashier itself */
  actorId?: number;
  reason?: string;
  note?: string;
  /** when it happened: now, except for the simulated world's past */
  at?: number;
}

/** Counter operations need the cashier's open shift; this is the refusal they answer with. */
export const shiftNotOpen = () => refused('shiftNotOpen');

/**
 * Records one cash event in the cashier's open shift, inside the caller's transaction, so the
 * movement commits with its cause or not at all. Refuses (422 `shiftNotOpen`) when no shift is
 * open. A repeat of the same kind and reference in the shift records nothing more.
 */
export async function recordShiftCash(
  trx: Kysely<DB>,
  input: ShiftCashInput,
): Promise<{ shiftId: number; delta: number; created: boolean }> {
  // A no-op write on the open shift's row: it holds the row until commit on PostgreSQL, so a
  // close waits for this movement (and sums it) or comes first and leaves no open shift here.
  const shift = await trx
    .updateTable('shifts')
    .set((eb) => ({ open_user_id: eb.ref('open_user_id') }))
    .where('open_user_id', '=', input.userId)
    .returning(['id'])
    .executeTakeFirst();
  if (!shift) throw shiftNotOpen();
  const delta = tillDelta(input.kind, input.amount);
  const row = await trx
    .insertInto('shift_movements')
    .values({
      shift_id: Number(shift.id),
      kind: input.kind,
      delta,
      reference: input.reference,
      reason: input.reason ?? null,
      note: input.note ?? null,
      actor_id: input.actorId ?? input.userId,
      created_at: input.at ?? Date.now(),
    })
    .onConflict((oc) => oc.columns(['shift_id', 'kind', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { shiftId: Number(shift.id), delta, created: !!row };
}

/** Refuses early, before any slow work, a counter operation of a cashier without an open shift. */
export async function assertShiftOpen(db: Kysely<DB>, userId: number): Promise<void> {
  const open = await db
    .selectFrom('shifts')
    .select('id')
    .where('open_user_id', '=', userId)
    .executeTakeFirst();
  if (!open) throw shiftNotOpen();
}

/** Shifts belong to shop terminal users (type F): the cashier signs in as its shop. */
function assertCashier(caller: AuthUser) {
  if (caller.userType !== 'F') throw forbidden('notAShopTerminal');
}

async function countMovements(db: Kysely<DB>, shiftId: number): Promise<number> {
  const r = await db
    .selectFrom('shift_movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shift_id', '=', shiftId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

function openShiftOf(
  row: { id: number; terminal_no: string; opened_at: number; float: number },
  movements: number,
): OpenShift {
  return {
    id: Number(row.id),
    terminalNo: row.terminal_no,
    openedAt: iso(row.opened_at)!,
    float: toMajor(Number(row.float)),
    movements,
  };
}

/** Opens the cashier's shift with the counted float; a second open shift is refused. */
export async function openShift(
  database: Database,
  caller: AuthUser,
  req: { terminalNo: string; float: number; timeZone?: string | undefined },
  now = Date.now(),
): Promise<OpenShift> {
  assertCashier(caller);
  const timeZone = req.timeZone ?? SITE_TIME_ZONE;
  try {
    const row = await database.db
      .insertInto('shifts')
      .values({
        user_id: caller.id,
        open_user_id: caller.id,
        operator_id: caller.operatorId,
        terminal_no: req.terminalNo,
        state: 'open' satisfies ShiftState,
        float: toMinor(req.float),
        opened_at: now,
        time_zone: timeZone,
        shop_day: calendarDayIn(now, timeZone),
        closed_at: null,
        expected: null,
        counted: null,
        note: null,
        noted_at: null,
        signed_off_by: null,
        signed_off_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return openShiftOf(row, 0);
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict('shiftAlreadyOpen');
    throw err;
  }
}

/** Cash put in or taken out by hand, with its reason; the request key makes a retry harmless. */
export async function moveCash(database: Database, caller: AuthUser, req: ShiftCashRequest) {
  assertCashier(caller);
  const { shiftId } = await inTransaction(database, (trx) =>
    recordShiftCash(trx, {
      userId: caller.id,
      kind: req.kind,
      amount: toMinor(req.amount),
      reference: `cash:${req.idempotencyKey}`,
      reason: req.reason,
      ...(req.note ? { note: req.note } : {}),
    }),
  );
  return { movements: await countMovements(database.db, shiftId) };
}

const shiftColumns = [
  's.id',
  's.user_id',
  's.terminal_no',
  's.state',
  's.float',
  's.opened_at',
  's.closed_at',
  's.expected',
  's.counted',
  's.note',
  's.signed_off_at',
  'u.user_name',
  'm.user_name as signed_off_name',
] as const;

function shiftsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('shifts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as m', 'm.id', 's.signed_off_by');
}

function rowOf(r: {
  id: number;
  user_id: number;
  terminal_no: string;
  state: string;
  float: number;
  opened_at: number;
  closed_at: number | null;
  expected: number | null;
  counted: number | null;
  note: string | null;
  signed_off_at: number | null;
  user_name: string;
  signed_off_name: string | null;
}): ShiftRow {
  const closed = r.state !== 'open' && r.expected !== null && r.counted !== null;
  const variance = closed ? cashVariance(Number(r.counted), Number(r.expected)) : null;
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    userName: r.user_name,
    terminalNo: r.terminal_no,
    state: r.state as ShiftState,
    openedAt: iso(r.opened_at)!,
    closedAt: iso(r.closed_at),
    float: toMajor(Number(r.float)),
    // nobody sees what the drawer should hold before the blind count
    expected: closed ? toMajor(Number(r.expected)) : null,
    counted: closed ? toMajor(Number(r.counted)) : null,
    variance: variance === null ? null : toMajor(variance),
    needsNote: variance !== null && varianceNeedsNote(variance) && !r.note ? 1 : 0,
    note: r.note,
    signedOffBy: r.signed_off_name,
    signedOffAt: iso(r.signed_off_at),
  };
}

async function readShift(db: Kysely<DB>, id: number) {
  return shiftsQuery(db).select(shiftColumns).where('s.id', '=', id).executeTakeFirst();
}

/**
 * Closes the open shift with the cashier's blind count: the shift leaves the open state first
 * (which waits for any cash event holding it), then what the drawer should hold is summed from
 * its movements. Answers expected, counted and the variance; a second close finds nothing open.
 */
export async function closeShift(database: Database, caller: AuthUser, counted: number, now = Date.now()) {
  assertCashier(caller);
  const id = await inTransaction(database, async (trx) => {
    const shift = await trx
      .updateTable('shifts')
      .set({
        open_user_id: null,
        state: 'closed' satisfies ShiftState,
        closed_at: now,
        counted: toMinor(counted),
      })
      .where('open_user_id', '=', caller.id)
      .returning(['id', 'float'])
      .executeTakeFirst();
    if (!shift) throw conflict('shiftNotOpen');
    const deltas = await trx
      .selectFrom('shift_movements')
      .select('delta')
      .where('shift_id', '=', Number(shift.id))
      .execute();
    const expected = expectedCash(
      Number(shift.float),
      deltas.map((d) => Number(d.delta)),
    );
    await trx.updateTable('shifts').set({ expected }).where('id', '=', Number(shift.id)).execute();
    return Number(shift.id);
  });
  return rowOf((await readShift(database.db, id))!);
}

/** The cashier's own shift, or a missing one (another's shift reads as missing). */
async function ownShift(db: Kysely<DB>, caller: AuthUser, id: number) {
  const row = await readShift(db, id);
  if (!row || Number(row.user_id) !== caller.id) throw notFound('shiftNotFound');
  return row;
}

/** A shift of the manager's subtree (the admin's: of its operator), or a missing one. */
async function managedShift(db: Kysely<DB>, caller: AuthUser, id: number) {
  const row = await readShift(db, id);
  const owner = row ? await findUser(db, Number(row.user_id)) : undefined;
  if (!row || !owner || !isInSubtree(caller, owner)) throw notFound('shiftNotFound');
  return row;
}

/** The cashier's note on a closed shift's variance: written once, never changed. */
export async function noteShift(
  database: Database,
  caller: AuthUser,
  id: number,
  note: string,
  now = Date.now(),
) {
  assertCashier(caller);
  const row = await ownShift(database.db, caller, id);
  if (row.state === 'open') throw conflict('shiftNotClosed');
  const done = await database.db
    .updateTable('shifts')
    .set({ note, noted_at: now })
    .where('id', '=', id)
    .where('state', '=', 'closed')
    .where('note', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0)
    throw conflict(row.state === 'signedOff' ? 'shiftSignedOff' : 'shiftNoteWritten');
  return rowOf((await readShift(database.db, id))!);
}

/**
 * The manager signs a closed shift off: only a shift of its subtree, only once it is closed, and
 * a variance only with the cashier's note. The audit log keeps who signed what.
 */
export async function signOffShift(
  database: Database,
  caller: AuthUser,
  id: number,
  ip: string,
  now = Date.now(),
) {
  const row = await managedShift(database.db, caller, id);
  if (row.state === 'open') throw conflict('shiftNotClosed');
  if (row.state === 'signedOff') throw conflict('shiftSignedOff');
  if (rowOf(row).needsNote) throw refused('shiftNoteNeeded');
  await inTransaction(database, async (trx) => {
    const done = await trx
      .updateTable('shifts')
      .set({ state: 'signedOff' satisfies ShiftState, signed_off_by: caller.id, signed_off_at: now })
      .where('id', '=', id)
      .where('state', '=', 'closed')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict('shiftSignedOff');
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'shift.signOff',
      targetType: 'shift',
      targetId: id,
      after: { expected: row.expected, counted: row.counted, note: row.note },
      ip,
    });
  });
  return rowOf((await readShift(database.db, id))!);
}

/** The cashier's open shift (no totals: the count is blind) and its last shift still waiting. */
export async function currentShift(db: Kysely<DB>, caller: AuthUser) {
  assertCashier(caller);
  const open = await db
    .selectFrom('shifts')
    .selectAll()
    .where('open_user_id', '=', caller.id)
    .executeTakeFirst();
  const waiting = await shiftsQuery(db)
    .select(shiftColumns)
    .where('s.user_id', '=', caller.id)
    .where('s.state', '=', 'closed')
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    shift: open ? openShiftOf(open, await countMovements(db, Number(open.id))) : null,
    lastClosed: waiting ? rowOf(waiting) : null,
  };
}

/** The shifts of the manager's subtree, newest first. */
export async function listShifts(db: Kysely<DB>, caller: AuthUser, q: ShiftListQuery) {
  let base = shiftsQuery(db)
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`)
    .where('u.id', '!=', caller.id);
  if (q.state) base = base.where('s.state', '=', q.state);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(shiftColumns)
      .orderBy('s.opened_at', 'desc')
      .orderBy('s.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
  ]);
  return { totalCount: Number(count.n), results: rows.map(rowOf) };
}

async function totalsOf(db: Kysely<DB>, shiftIds: number[]) {
  const rows = shiftIds.length
    ? await db
        .selectFrom('shift_movements')
        .select(['kind', 'delta'])
        .where('shift_id', 'in', shiftIds)
        .execute()
    : [];
  const { byKind, counts } = tillTotals(
    rows.map((r) => ({ kind: r.kind as ShiftCashKind, delta: Number(r.delta) })),
  );
  return SHIFT_CASH_KINDS.map((kind) => ({ kind, count: counts[kind], total: toMajor(byKind[kind]) }));
}

/** The end-of-shift report: the shift and its totals per kind. Only once the shift is closed. */
export async function shiftReport(
  db: Kysely<DB>,
  caller: AuthUser,
  id: number,
  scope: 'own' | 'managed',
): Promise<ShiftReport> {
  const row = scope === 'own' ? await ownShift(db, caller, id) : await managedShift(db, caller, id);
  // an open shift's totals would give the blind count away
  if (row.state === 'open') throw conflict('shiftNotClosed');
  return { shift: rowOf(row), totals: await totalsOf(db, [Number(row.id)]) };
}

/**
 * The end-of-day report of a shop's day: every shift that opened on it in its shop's zone, the
 * cashier's own or the manager's subtree, with the totals of their movements and the closed
 * shifts' cash figures.
 */
export async function dayReport(
  db: Kysely<DB>,
  caller: AuthUser,
  day: string,
  scope: 'own' | 'managed',
): Promise<DayReport> {
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw badRequest('invalidRequest');
  let q = shiftsQuery(db).where('s.shop_day', '=', day);
  q =
    scope === 'own'
      ? q.where('s.user_id', '=', caller.id)
      : q
          .where('u.operator_id', '=', caller.operatorId)
          .where('u.path', 'like', `${caller.path}%`)
          .where('u.id', '!=', caller.id);
  const rows = await q.select(shiftColumns).orderBy('s.opened_at').orderBy('s.id').execute();
  const shifts = rows.map(rowOf);
  const closed = shifts.filter((s) => s.state !== 'open');
  const minor = (f: (s: ShiftRow) => number | null) => closed.reduce((a, s) => a + toMinor(f(s) ?? 0), 0);
  return {
    day,
    shifts,
    totals: await totalsOf(
      db,
      rows.map((r) => Number(r.id)),
    ),
    float: toMajor(shifts.reduce((a, s) => a + toMinor(s.float), 0)),
    expected: toMajor(minor((s) => s.expected)),
    counted: toMajor(minor((s) => s.counted)),
    variance: toMajor(minor((s) => s.variance)),
    open: shifts.length - closed.length,
  };
}
