import { randomDigits } from '../../infra/random-digits.ts';
import {
  SECURE_CODE_RANDOM_DIGITS,
  retailSettings,
  secureCodeFrom,
  toMajor,
  voucherExpiresAt,
  type Voucher,
} from '@bet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, refused } from '../../http/errors.ts';
import type { AuthUser, RateLimiter } from '../auth/index.ts';
import { findUser, isInSubtree } from '../users/index.ts';
import { recordShiftCash } from '../shifts/index.ts';
import { inTransaction, postMovement, SERVICE } from '../wallet/index.ts';

/**
 * Codes a shop may try in a window, for payout and voucher codes alike. An attempt is counted
 * before the code is looked up (a burst of guesses cannot all pass on one count) and given back
 * when the code was right, so a busy counter's right codes, even twenty at once, never trip it.
 * A code has 66 random bits: a few dozen guesses a quarter of an hour find nothing.
 */
export const CODE_ATTEMPTS = { windowMs: 15 * 60_000, limit: 25 } as const;

/** Twenty digits from the operating system's cryptographic source. */
export const randomCodeDigits = () => randomDigits(SECURE_CODE_RANDOM_DIGITS);

type VoucherRow = NonNullable<Awaited<ReturnType<typeof voucherRow>>>;
const voucherRow = (db: Kysely<DB>, code: string) =>
  db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toApiVoucher(v: VoucherRow, now = Date.now()): Voucher {
  return {
    code: v.code,
    amount: toMajor(Number(v.amount)),
    currency: v.currency,
    source: v.source,
    reference: v.source === 'winnings' ? v.reference : null,
    issuedAt: iso(v.issued_at),
    terminalNo: v.terminal_no,
    expiresAt: iso(v.expires_at),
    expired: v.redeemed_at === null && now >= Number(v.expires_at),
    redeemed:
      v.redeemed_at === null
        ? null
        : {
            as: v.redeemed_as!,
            at: iso(v.redeemed_at),
            terminalNo: v.redeemed_terminal_no ?? '',
            reference: v.redeemed_reference,
          },
  };
}

export async function readVoucher(db: Kysely<DB>, code: string): Promise<Voucher> {
  const row = await voucherRow(db, code);
  if (!row) throw refused('voucherCodeWrong');
  return toApiVoucher(row);
}

interface NewVoucher {
  /** the shop whose voucher it is */
  userId: number;
  actorId: number;
  amount: number;
  source: 'winnings' | 'change';
  reference: string;
  terminalNo: string;
}

/**
 * Writes a voucher in the caller's transaction and credits its value to the shop's balance (a
 * voucher is a claim on the shop, like a won ticket not yet paid: its redemption takes it back).
 */
async function issue(trx: Transaction<DB>, v: NewVoucher): Promise<string> {
  // read through the transaction: on SQLite another connection would wait for this one
  const settings = await trx.selectFrom('settings').select(['key', 'value']).execute();
  const { voucherDays } = retailSettings(Object.fromEntries(settings.map((r) => [r.key, r.value])));
  const owner = await trx
    .selectFrom('users')
    .select('currency')
    .where('id', '=', v.userId)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const code = secureCodeFrom('voucher', randomCodeDigits());
  await trx
    .insertInto('vouchers')
    .values({
      code,
      user_id: v.userId,
      amount: v.amount,
      currency: owner.currency,
      source: v.source,
      reference: v.reference,
      issued_by: v.actorId,
      terminal_no: v.terminalNo,
      issued_at: now,
      expires_at: voucherExpiresAt(now, voucherDays),
      redeemed_as: null,
      redeemed_at: null,
      redeemed_by: null,
      redeemed_terminal_no: null,
      redeemed_reference: null,
    })
    .execute();
  await postMovement(trx, {
    userId: v.userId,
    amount: v.amount,
    type: 'voucherIssue',
    service: SERVICE.sport,
    reference: code,
    actorId: v.actorId,
  });
  // At its own counter the shop's till takes the voucher's value in: the change's cash, or the
  // winnings' cash that the payout took out and that stays in the drawer.
  if (v.actorId === v.userId)
    await recordShiftCash(trx, {
      userId: v.actorId,
      kind: 'voucherIssued',
      amount: v.amount,
      reference: code,
      at: now,
    });
  return code;
}

/** A ticket's winnings as a voucher, in the payout's transaction (the ticket is paid into it). */
export function issueWinningsVoucher(
  trx: Transaction<DB>,
  v: { userId: number; actorId: number; amount: number; ticketId: string; terminalNo: string },
): Promise<string> {
  return issue(trx, { ...v, source: 'winnings', reference: v.ticketId });
}

/**
 * The code of the voucher a ticket's winnings were paid into, or null when it was paid in cash (or
 * not at all). The ticket id is the voucher's reference, written in the payout's transaction.
 */
export async function winningsVoucherCode(db: Kysely<DB>, ticketId: string): Promise<string | null> {
  const row = await db
    .selectFrom('vouchers')
    .select('code')
    .where('source', '=', 'winnings')
    .where('reference', '=', ticketId)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** Change as a voucher, once per idempotency key (a retry answers the voucher made first). */
export async function issueChangeVoucher(
  database: Database,
  caller: AuthUser,
  request: { terminalNo: string; amount: number; idempotencyKey: string },
  also?: (trx: Transaction<DB>, code: string) => Promise<void>,
): Promise<Voucher> {
  const reference = `key:${request.idempotencyKey}`;
  const made = () =>
    database.db
      .selectFrom('vouchers')
      .selectAll()
      .where('user_id', '=', caller.id)
      .where('reference', '=', reference)
      .executeTakeFirst();
  const before = await made();
  if (before) return toApiVoucher(before);
  try {
    const code = await inTransaction(database, async (trx) => {
      const c = await issue(trx, {
        userId: caller.id,
        actorId: caller.id,
        amount: request.amount,
        source: 'change',
        reference,
        terminalNo: request.terminalNo,
      });
      await also?.(trx, c);
      return c;
    });
    return toApiVoucher((await voucherRow(database.db, code))!);
  } catch (err) {
    const again = await made();
    if (again) return toApiVoucher(again);
    throw err;
  }
}

/** The caller's voucher (its own shop's, or of its subtree for a manager); wrong codes are rate limited. */
export async function ownVoucher(
  db: Kysely<DB>,
  limiter: RateLimiter,
  caller: AuthUser,
  code: string,
): Promise<Voucher> {
  const bucket = `voucherCode:${caller.id}`;
  const attempt = await limiter.take(bucket, CODE_ATTEMPTS);
  if (!attempt.allowed)
    throw new AppError(429, 'tooManyCodeAttempts', {
      retryAfter: Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)),
    });
  const row = await voucherRow(db, code);
  if (!row || !(await mayUse(db, caller, row))) throw refused('voucherCodeWrong');
  await limiter.giveBack(bucket);
  return toApiVoucher(row);
}

async function mayUse(db: Kysely<DB>, caller: AuthUser, row: VoucherRow): Promise<boolean> {
  if (Number(row.user_id) === caller.id) return true;
  const shop = await findUser(db, Number(row.user_id));
  return !!shop && isInSubtree(caller, shop);
}

/**
 * Marks the voucher redeemed, once, in the caller's transaction, and takes its value off the
 * shop's balance. One conditional update decides between counters: of any number at once exactly
 * one finds it unredeemed (the row lock on PostgreSQL, the single writer on SQLite); the others
 * are told when and where it was redeemed.
 */
export async function redeemIn(
  trx: Transaction<DB>,
  r: {
    code: string;
    userId: number;
    actorId: number;
    terminalNo: string;
    as: 'cash' | 'bet';
    reference: string | null;
  },
  now = Date.now(),
): Promise<number> {
  const row = await trx.selectFrom('vouchers').selectAll().where('code', '=', r.code).executeTakeFirst();
  if (!row || Number(row.user_id) !== r.userId) throw refused('voucherCodeWrong');
  const done = await trx
    .updateTable('vouchers')
    .set({
      redeemed_as: r.as,
      redeemed_at: now,
      redeemed_by: r.actorId,
      redeemed_terminal_no: r.terminalNo,
      redeemed_reference: r.reference,
    })
    .where('code', '=', r.code)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const after = await trx
      .selectFrom('vouchers')
      .selectAll()
      .where('code', '=', r.code)
      .executeTakeFirstOrThrow();
    if (after.redeemed_at !== null)
      throw conflict('voucherRedeemed', {
        redeemedAt: iso(after.redeemed_at),
        terminalNo: after.redeemed_terminal_no,
      });
    throw refused('voucherExpired', { expiredAt: iso(after.expires_at) });
  }
  const amount = Number(row.amount);
  await postMovement(trx, {
    userId: r.userId,
    amount: -amount,
    type: 'voucherRedeem',
    service: SERVICE.sport,
    reference: r.code,
    actorId: r.actorId,
  });
  // cashed at the shop's own counter, the value leaves its till
  if (r.actorId === r.userId)
    await recordShiftCash(trx, {
      userId: r.actorId,
      kind: 'voucherRedeemed',
      amount,
      reference: r.code,
      at: now,
    });
  return amount;
}

/** Pays a voucher out in cash, once; `also` runs in the same transaction (the till's record). */
export async function redeemForCash(
  database: Database,
  limiter: RateLimiter,
  caller: AuthUser,
  code: string,
  terminalNo: string,
  also?: (trx: Transaction<DB>, amount: number) => Promise<void>,
): Promise<Voucher> {
  const voucher = await ownVoucher(database.db, limiter, caller, code);
  const owner = (await voucherRow(database.db, code))!.user_id;
  await inTransaction(database, async (trx) => {
    const amount = await redeemIn(trx, {
      code,
      userId: Number(owner),
      actorId: caller.id,
      terminalNo,
      as: 'cash',
      reference: null,
    });
    await also?.(trx, amount);
  });
  return { ...voucher, ...(await readVoucher(database.db, code)) };
}

/** The reference of the change voucher a coupon paid with a voucher gave back. */
const betChangeReference = (ticketId: string) => `bet:${ticketId}`;

/**
 * Before a coupon paid with a voucher is taken: the caller's own voucher (rate limited like every
 * code), not yet redeemed nor expired, so the slip hears why before any odds are read again. The
 * redemption itself is decided in the placement's transaction (stakeFromVoucher).
 */
export async function voucherForBet(
  db: Kysely<DB>,
  limiter: RateLimiter,
  caller: AuthUser,
  code: string,
): Promise<Voucher> {
  const voucher = await ownVoucher(db, limiter, caller, code);
  const row = (await voucherRow(db, code))!;
  // a manager may read a shop's voucher, but only the shop's own counter bets with it
  if (Number(row.user_id) !== caller.id) throw refused('voucherCodeWrong');
  if (voucher.redeemed)
    throw conflict('voucherRedeemed', {
      redeemedAt: voucher.redeemed.at,
      terminalNo: voucher.redeemed.terminalNo,
    });
  if (voucher.expired) throw refused('voucherExpired', { expiredAt: voucher.expiresAt });
  return voucher;
}

/**
 * A voucher pays a coupon's stake, in the placement's transaction: it is redeemed as a bet, once
 * (of any number of coupons at once one gets it; the others roll back whole), and what it held
 * above the stake is issued as a new change voucher. The ledger rows are those of the same deal
 * done in cash (voucher cashed, bet paid, change bought as a voucher), so the shift's till nets
 * out to the cash that really changed hands: none, or the part of the stake above the voucher.
 */
export async function stakeFromVoucher(
  trx: Transaction<DB>,
  v: { code: string; userId: number; terminalNo: string; ticketId: string; stake: number },
  now = Date.now(),
): Promise<{ redeemed: number; changeCode: string | null }> {
  const redeemed = await redeemIn(
    trx,
    {
      code: v.code,
      userId: v.userId,
      actorId: v.userId,
      terminalNo: v.terminalNo,
      as: 'bet',
      reference: v.ticketId,
    },
    now,
  );
  const change = redeemed - v.stake;
  const changeCode =
    change > 0
      ? await issue(trx, {
          userId: v.userId,
          actorId: v.userId,
          amount: change,
          source: 'change',
          reference: betChangeReference(v.ticketId),
          terminalNo: v.terminalNo,
        })
      : null;
  return { redeemed, changeCode };
}

/** The change voucher a coupon paid with a voucher gave back, if it gave one (a repeat's answer). */
export async function betChangeVoucher(
  db: Kysely<DB>,
  userId: number,
  ticketId: string,
): Promise<Voucher | null> {
  const row = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('reference', '=', betChangeReference(ticketId))
    .executeTakeFirst();
  return row ? toApiVoucher(row) : null;
}
