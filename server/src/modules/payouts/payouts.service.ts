import {
  COUPON_STATUS,
  isPaidOut,
  payoutExpiresAt,
  retailSettings,
  toMajor,
  type CounterVoidReason,
  type CouponStatus,
  type TicketType,
} from '@bet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser, RateLimiter } from '../auth/index.ts';
import { couponLines } from '../coupons/index.ts';
import { readSettings } from '../settings/index.ts';
import { assertShiftOpen, recordShiftCash } from '../shifts/index.ts';
import { findUser, isInSubtree, isManager } from '../users/index.ts';
import { CODE_ATTEMPTS, winningsVoucherCode } from '../vouchers/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

type CouponRow = NonNullable<Awaited<ReturnType<typeof couponById>>>;

const couponById = (db: Kysely<DB>, ticketId: string) =>
  db.selectFrom('coupons').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();

/** The caller's ticket (its own, or one of its subtree for a manager); someone else's reads as missing. */
async function ownTicket(
  db: Kysely<DB>,
  caller: AuthUser,
  coupon: CouponRow | undefined,
): Promise<CouponRow> {
  if (!coupon) throw notFound('couponNotFound');
  if (Number(coupon.user_id) !== caller.id) {
    const owner = await findUser(db, Number(coupon.user_id));
    // Someone else's ticket reads as missing, so ticket ids cannot be probed.
    if (!owner || !isManager(caller.role) || !isInSubtree(caller, owner)) throw notFound('couponNotFound');
  }
  return coupon;
}

/** A stored coupon's status and income as the shared coupon rules read them. */
const couponState = (c: { status: number; income: number }) => ({
  status: c.status as CouponStatus,
  income: Number(c.income),
});

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * Guards the work that proves a payout code: an attempt is taken before it (a burst of guesses
 * cannot all pass on one count) and given back when the code was right, so only wrong codes
 * count. Too many wrong ones: 429 `tooManyCodeAttempts` with the wait in seconds.
 */
export async function withCodeAttempt<T>(
  limiter: RateLimiter,
  caller: AuthUser,
  proves: () => Promise<{ ok: true; value: T } | { ok: false; error: AppError }>,
): Promise<T> {
  const bucket = `payoutCode:${caller.id}`;
  const attempt = await limiter.take(bucket, CODE_ATTEMPTS);
  if (!attempt.allowed)
    throw new AppError(429, 'tooManyCodeAttempts', {
      retryAfter: Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)),
    });
  const result = await proves();
  if (!result.ok) throw result.error;
  await limiter.giveBack(bucket);
  return result.value;
}

/** Whether `code` is the ticket's payout code; a wrong code says no more than that. */
const codeFits = (coupon: CouponRow, code: string) =>
  coupon.payout_code !== null && coupon.payout_code === code;

/** What a ticket check shows: status, what is still payable, and whether it was paid, voided or expired. */
export async function ticketCheck(db: Kysely<DB>, coupon: CouponRow, now = Date.now()) {
  const [payout, voided, approval, settings] = await Promise.all([
    db.selectFrom('ticket_payouts').selectAll().where('ticket_id', '=', coupon.ticket_id).executeTakeFirst(),
    db.selectFrom('ticket_voids').selectAll().where('ticket_id', '=', coupon.ticket_id).executeTakeFirst(),
    db
      .selectFrom('payout_approvals')
      .select(['status', 'reason'])
      .where('ticket_id', '=', coupon.ticket_id)
      .executeTakeFirst(),
    readSettingsOf(db),
  ]);
  const expiresAt = payoutExpiresAt(
    coupon.settled_at === null ? null : Number(coupon.settled_at),
    retailSettings(settings).ticketPayoutDays,
  );
  const due = isPaidOut(couponState(coupon)) ? Number(coupon.income) : 0;
  const expired = !payout && due > 0 && expiresAt !== null && now >= expiresAt;
  return {
    ticketId: coupon.ticket_id,
    status: coupon.status as CouponStatus,
    payable: payout || expired ? 0 : toMajor(due),
    paid: !!payout,
    paidAt: payout ? iso(payout.paid_at) : null,
    terminalNo: payout?.terminal_no ?? null,
    expiresAt: expiresAt === null ? null : iso(expiresAt),
    expired,
    voided: voided
      ? {
          at: iso(voided.voided_at),
          terminalNo: voided.terminal_no,
          reason: voided.reason as CounterVoidReason,
        }
      : null,
    approval: approval?.status ?? null,
    approvalReason: approval?.reason ?? null,
    ticketType: coupon.ticket_type as TicketType,
    systemCombi: coupon.system_combi,
    totalStake: toMajor(Number(coupon.total_stake)),
    lines: await couponLines(db, Number(coupon.id)),
  };
}

/** The settings table through a plain Kysely handle (checks run outside a Database wrapper). */
async function readSettingsOf(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** `GET /terminal/tickets/:ticketId`: a typed ticket id shows the ticket's state; it pays nothing without the code. */
export async function checkTicket(db: Kysely<DB>, caller: AuthUser, ticketId: string) {
  return ticketCheck(db, await ownTicket(db, caller, await couponById(db, ticketId)));
}

/** `GET /terminal/payout-codes/:code`: the ticket a scanned payout code belongs to; misses are rate limited. */
export async function checkByCode(db: Kysely<DB>, limiter: RateLimiter, caller: AuthUser, code: string) {
  const coupon = await withCodeAttempt(limiter, caller, async () => {
    const row = await db.selectFrom('coupons').selectAll().where('payout_code', '=', code).executeTakeFirst();
    if (!row) return { ok: false, error: refused('payoutCodeWrong') };
    try {
      return { ok: true, value: await ownTicket(db, caller, row) };
    } catch {
      // another shop's code counts as a wrong one and reads the same
      return { ok: false, error: refused('payoutCodeWrong') };
    }
  });
  return ticketCheck(db, coupon);
}

/**
 * Proves a counter action on a ticket: the caller's ticket, and its payout code (rate limited).
 * The customer hands the ticket back for a payout, a voucher or a void alike.
 */
export async function provenTicket(
  db: Kysely<DB>,
  limiter: RateLimiter,
  caller: AuthUser,
  ticketId: string,
  code: string,
): Promise<CouponRow> {
  const coupon = await ownTicket(db, caller, await couponById(db, ticketId));
  return withCodeAttempt(limiter, caller, async () =>
    codeFits(coupon, code) ? { ok: true, value: coupon } : { ok: false, error: refused('payoutCodeWrong') },
  );
}

/** Refuses a ticket that cannot be paid now: paid, voided, not won, expired, or waiting for the manager. */
async function assertPayable(database: Database, caller: AuthUser, coupon: CouponRow, terminalNo: string) {
  const check = await ticketCheck(database.db, coupon);
  if (check.paid) throw conflict('alreadyPaid', { paidAt: check.paidAt, terminalNo: check.terminalNo });
  if (check.voided)
    throw refused('ticketVoided', { voidedAt: check.voided.at, terminalNo: check.voided.terminalNo });
  if (!isPaidOut(couponState(coupon)))
    throw refused(coupon.status === COUPON_STATUS.waiting ? 'ticketNotSettled' : 'ticketNotWinning');
  if (check.expired) throw refused('ticketExpired', { expiredAt: check.expiresAt });
  // Cash paid at a shop counter leaves the cashier's till: it needs the open shift.
  if (caller.userType === 'F') await assertShiftOpen(database.db, caller.id);
  const amount = Number(coupon.income);
  const { payoutApprovalAbove } = retailSettings(await readSettings(database));
  if (payoutApprovalAbove > 0 && amount > payoutApprovalAbove) {
    if (check.approval === 'approved') return amount;
    if (check.approval === 'rejected') throw refused('payoutRejected');
    if (check.approval === null)
      await database.db
        .insertInto('payout_approvals')
        .values({
          ticket_id: coupon.ticket_id,
          user_id: Number(coupon.user_id),
          amount,
          requested_by: caller.id,
          terminal_no: terminalNo,
          requested_at: Date.now(),
          status: 'pending',
          decided_by: null,
          decided_at: null,
        })
        // two counters asking at once make one request
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .execute();
    throw refused('payoutNeedsApproval', { amount: toMajor(amount) });
  }
  return amount;
}

/**
 * Pays the ticket out of the till, in the caller's transaction: the payout record (unique per
 * ticket: two counters at once let one through) and the shop's ledger row commit together.
 */
async function recordPayout(
  trx: Transaction<DB>,
  caller: AuthUser,
  coupon: CouponRow,
  amount: number,
  terminalNo: string,
  paidAt: number,
  idempotencyKey: string | null,
) {
  await trx
    .insertInto('ticket_payouts')
    .values({
      ticket_id: coupon.ticket_id,
      amount,
      paid_by: caller.id,
      terminal_no: terminalNo,
      paid_at: paidAt,
      idempotency_key: idempotencyKey,
    })
    .execute();
  await postMovement(trx, {
    userId: Number(coupon.user_id),
    amount: -amount,
    type: 'cashPayout',
    service: SERVICE.sport,
    reference: coupon.ticket_id,
    actorId: caller.id,
  });
  // the cash leaves the cashier's till in the same transaction (a voucher given instead is the
  // caller's own movement back in)
  if (caller.userType === 'F')
    await recordShiftCash(trx, {
      userId: caller.id,
      kind: 'payout',
      amount,
      reference: coupon.ticket_id,
      at: paidAt,
    });
}

/** A second payout that lost the race answers as the first one's record says. */
async function alreadyPaidOr(database: Database, ticketId: string, err: unknown): Promise<never> {
  const again = await database.db
    .selectFrom('ticket_payouts')
    .select(['paid_at', 'terminal_no'])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  if (again) throw conflict('alreadyPaid', { paidAt: iso(again.paid_at), terminalNo: again.terminal_no });
  throw err;
}

/**
 * Whether the caller's payout under `key` was already made: true when it was this ticket's on this
 * terminal, in cash or into a voucher as asked now (the request sent again); 409
 * `idempotencyKeyReused` when it paid something else, or the other way.
 */
async function paidUnderKey(
  db: Kysely<DB>,
  caller: AuthUser,
  key: string,
  ticketId: string,
  terminalNo: string,
  asVoucher: boolean,
): Promise<boolean> {
  const seen = await db
    .selectFrom('ticket_payouts')
    .select(['ticket_id', 'terminal_no'])
    .where('paid_by', '=', caller.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!seen) return false;
  if (seen.ticket_id !== ticketId || seen.terminal_no !== terminalNo) throw conflict('idempotencyKeyReused');
  // a payout into a voucher wrote the voucher in its transaction: its ticket is the reference
  const intoVoucher = (await winningsVoucherCode(db, ticketId)) !== null;
  if (intoVoucher !== asVoucher) throw conflict('idempotencyKeyReused');
  return true;
}

/**
 * Pays a won, sold or voided (stakes back) ticket once, in cash, with its payout code.
 * `intoVoucher` runs in the same transaction and pays it into a voucher instead of the cash. A
 * payout sent again with the key it was made under (its answer was lost) is answered as the first
 * time and pays nothing more; the caller reads the voucher it made, if it made one.
 */
export async function payTicket(
  database: Database,
  limiter: RateLimiter,
  caller: AuthUser,
  ticketId: string,
  request: { terminalNo: string; payoutCode: string; idempotencyKey?: string | undefined },
  intoVoucher?: (trx: Transaction<DB>, coupon: CouponRow, amount: number) => Promise<void>,
) {
  const coupon = await provenTicket(database.db, limiter, caller, ticketId, request.payoutCode);
  const key = request.idempotencyKey ?? null;
  const again = () =>
    key !== null &&
    paidUnderKey(database.db, caller, key, coupon.ticket_id, request.terminalNo, intoVoucher !== undefined);
  if (await again()) return ticketCheck(database.db, coupon);
  const amount = await assertPayable(database, caller, coupon, request.terminalNo);
  try {
    await inTransaction(database, async (trx) => {
      await recordPayout(trx, caller, coupon, amount, request.terminalNo, Date.now(), key);
      await intoVoucher?.(trx, coupon, amount);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // the same request sent twice at once: the one that lost the race answers as the first
    if (await again()) return ticketCheck(database.db, coupon);
    await alreadyPaidOr(database, coupon.ticket_id, err);
  }
  return ticketCheck(database.db, coupon);
}

/** Payout approvals of the caller's subtree (an administrator: all), newest first. */
export async function listApprovals(
  db: Kysely<DB>,
  caller: AuthUser,
  status?: 'pending' | 'approved' | 'rejected',
) {
  let q = db
    .selectFrom('payout_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.ticket_id',
      'a.user_id',
      'u.user_name',
      'a.amount',
      'a.terminal_no',
      'a.requested_at',
      'a.status',
      'a.decided_at',
      'a.reason',
    ])
    .where('u.operator_id', '=', caller.operatorId);
  if (caller.role !== 'admin')
    q = q.where('u.path', 'like', `${caller.path}%`).where('u.id', '!=', caller.id);
  if (status) q = q.where('a.status', '=', status);
  const rows = await q.orderBy('a.requested_at', 'desc').orderBy('a.id', 'desc').limit(200).execute();
  return { results: rows.map(toApiApproval), totalCount: rows.length };
}

const toApiApproval = (r: {
  id: number;
  ticket_id: string;
  user_id: number;
  user_name: string;
  amount: number;
  terminal_no: string;
  requested_at: number;
  status: 'pending' | 'approved' | 'rejected';
  decided_at: number | null;
  reason: string | null;
}) => ({
  id: Number(r.id),
  ticketId: r.ticket_id,
  userId: Number(r.user_id),
  userName: r.user_name,
  amount: toMajor(Number(r.amount)),
  terminalNo: r.terminal_no,
  requestedAt: iso(r.requested_at),
  status: r.status,
  decidedAt: r.decided_at === null ? null : iso(r.decided_at),
  reason: r.reason,
});

/**
 * The shop's manager (a dealer above it, or the administrator) approves or refuses a waiting
 * payout, once; a refusal keeps its reason for the terminal to show.
 */
export async function decideApproval(
  db: Kysely<DB>,
  caller: AuthUser,
  id: number,
  decision: { approve: boolean; reason?: string | undefined },
  ip = '',
) {
  const { approve } = decision;
  const row = await db.selectFrom('payout_approvals').selectAll().where('id', '=', id).executeTakeFirst();
  const shop = row ? await findUser(db, Number(row.user_id)) : undefined;
  if (!row || !shop || !isInSubtree(caller, shop)) throw notFound();
  // the decision and its audit row commit together: a manager's word on a payout is on the record
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('payout_approvals')
      .set({
        status: approve ? 'approved' : 'rejected',
        decided_by: caller.id,
        decided_at: Date.now(),
        reason: approve ? null : (decision.reason ?? null),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict('approvalDecided');
    await recordAudit(trx, {
      actorId: caller.id,
      action: approve ? 'payout.approve' : 'payout.reject',
      targetType: 'payoutApproval',
      targetId: id,
      after: {
        ticketId: row.ticket_id,
        amount: Number(row.amount),
        terminalNo: row.terminal_no,
        ...(approve ? {} : { reason: decision.reason ?? '' }),
      },
      ip,
    });
  });
  const after = await db
    .selectFrom('payout_approvals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.ticket_id',
      'a.user_id',
      'u.user_name',
      'a.amount',
      'a.terminal_no',
      'a.requested_at',
      'a.status',
      'a.decided_at',
      'a.reason',
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  return toApiApproval(after);
}
