import {
  TRANSFER_STATUS,
  inShopNetwork,
  playerRef,
  shopCashSettings,
  shopDepositAmountError,
  shopPlayerRefusal,
  toMajor,
  toMinor,
  withdrawalCodeRefusal,
  type AddMoneyRequest,
  type ShopDepositReceipt,
  type ShopPlayer,
  type ShopWithdrawal,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser, RateLimiter } from '../auth/index.ts';
import { SHOP_RESULT, requestReference } from '../payments/index.ts';
import { assertMayDeposit } from '../responsible-gaming/index.ts';
import { readSettings } from '../settings/index.ts';
import { assertShiftOpen, recordShiftCash } from '../shifts/index.ts';
import { CODE_ATTEMPTS } from '../vouchers/index.ts';
import {
  InsufficientBalanceError,
  accountIdOfUser,
  houseAccountId,
  inTransaction,
  transfer,
} from '../wallet/index.ts';

export interface ShopCashDeps {
  database: Database;
  limiter: RateLimiter;
  /** tells a user's open pages its new balance */
  pushBalance: (userId: number) => void;
}

/** Only a shop terminal user (type F) serves players at a counter. */
function assertCashier(caller: AuthUser) {
  if (caller.userType !== 'F') throw forbidden('notAShopTerminal');
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * The online player the cashier named (user id or user name), of the shop's own operator and
 * its dealer's network, whose account can take cash; refuses with the reason otherwise.
 */
async function findPlayer(db: Kysely<DB>, caller: AuthUser, input: string) {
  const ref = playerRef(input);
  let q = db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'currency',
      'path',
      'role',
      'status',
      'online_user',
      'transfers_blocked',
      'operator_id',
    ])
    .where('operator_id', '=', caller.operatorId);
  q = 'id' in ref ? q.where('id', '=', ref.id) : q.where('user_name', '=', ref.userName);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('userNotFound');
  const refusal = shopPlayerRefusal({
    status: Number(row.status),
    onlineUser: Number(row.online_user),
    transfersBlocked: Number(row.transfers_blocked),
    role: row.role,
  });
  if (refusal === 'userNotFound') throw notFound(refusal);
  if (refusal) throw refused(refusal);
  if (!inShopNetwork(caller.path, row.path)) throw forbidden('thisDealerIsNotYours');
  if (row.currency !== caller.currency) throw refused('currencyMismatch');
  return row;
}

/** The player a counter deposit is for, to read back to the customer before the cash is taken. */
export async function shopPlayer(db: Kysely<DB>, caller: AuthUser, input: string): Promise<ShopPlayer> {
  assertCashier(caller);
  const p = await findPlayer(db, caller, input);
  return { userId: Number(p.id), userName: p.user_name, currency: p.currency };
}

const depositReference = (uuid: string) => `shopDeposit:${uuid}`;

async function depositReceipt(
  db: Kysely<DB>,
  uuid: string,
): Promise<ShopDepositReceipt & { shopId: number }> {
  const r = await db
    .selectFrom('shop_deposits as d')
    .innerJoin('users as u', 'u.id', 'd.player_id')
    .select([
      'd.uuid',
      'd.shop_id',
      'd.player_id',
      'u.user_name',
      'd.amount',
      'd.currency',
      'd.terminal_no',
      'd.created_at',
    ])
    .where('d.uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return {
    shopId: Number(r.shop_id),
    uuid: r.uuid,
    userId: Number(r.player_id),
    userName: r.user_name,
    amount: toMajor(Number(r.amount)),
    currency: r.currency,
    terminalNo: r.terminal_no,
    at: iso(r.created_at),
  };
}

/** The receipt of a deposit already made with this uuid (by this shop), or null. */
async function madeBefore(
  db: Kysely<DB>,
  caller: AuthUser,
  uuid: string,
): Promise<ShopDepositReceipt | null> {
  const seen = await db
    .selectFrom('shop_deposits')
    .select('shop_id')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!seen) return null;
  // another shop's uuid is not this shop's retry
  if (Number(seen.shop_id) !== caller.id) throw conflict('idempotencyKeyReused');
  const { shopId: _shop, ...receipt } = await depositReceipt(db, uuid);
  return receipt;
}

/**
 * addMoney: cash taken in at the counter for an online player's account. The shop's credit pays
 * the player (as a dealer's deposit does), the cash goes into the cashier's open shift, and the
 * deposit row with its uuid, all in one transaction: a retry, a double tap or a replay of the
 * terminal's queue finds the first deposit and credits nothing more. A deposit limit or an
 * exclusion of the player refuses it, as an online deposit would be refused.
 */
export async function addMoney(
  deps: ShopCashDeps,
  caller: AuthUser,
  body: AddMoneyRequest,
): Promise<ShopDepositReceipt> {
  assertCashier(caller);
  const db = deps.database.db;
  const before = await madeBefore(db, caller, body.uuid);
  if (before) return before;
  const amount = toMinor(body.amount);
  // the site's range, read on every deposit (from memory), so a change applies to the next one
  const range = shopCashSettings(await readSettings(deps.database));
  const amountError = shopDepositAmountError(amount, range);
  if (amountError)
    throw refused(amountError, { min: toMajor(range.depositMin), max: toMajor(range.depositMax) });
  const player = await findPlayer(db, caller, body.player);
  await assertShiftOpen(db, caller.id);
  const playerId = Number(player.id);
  const reference = depositReference(body.uuid);
  try {
    await inTransaction(deps.database, async (trx) => {
      try {
        await assertMayDeposit(
          trx,
          { userId: playerId, currency: player.currency },
          amount,
          deps.database.dialect === 'postgres',
        );
      } catch (err) {
        // the exclusion's own message speaks to the player; the cashier is told it plainly
        if (err instanceof AppError && err.status === 403) throw refused('shopPlayerExcluded');
        throw err;
      }
      const now = Date.now();
      await trx
        .insertInto('shop_deposits')
        .values({
          uuid: body.uuid,
          shop_id: caller.id,
          player_id: playerId,
          amount,
          currency: player.currency,
          terminal_no: body.terminalNo,
          created_at: now,
        })
        .execute();
      try {
        await transfer(trx, {
          fromAccountId: await accountIdOfUser(trx, caller.id),
          toAccountId: await accountIdOfUser(trx, playerId),
          amount,
          type: 'deposit',
          reference,
          note: body.terminalNo,
          actorId: caller.id,
        });
      } catch (err) {
        if (err instanceof InsufficientBalanceError) throw refused('dealerLimitReached');
        throw err;
      }
      await recordShiftCash(trx, { userId: caller.id, kind: 'deposit', amount, reference, at: now });
    });
  } catch (err) {
    // the same uuid twice at once: the other one made it
    if (uniqueViolation(err) !== null) {
      const again = await madeBefore(db, caller, body.uuid);
      if (again) return again;
    }
    throw err;
  }
  deps.pushBalance(playerId);
  deps.pushBalance(caller.id);
  return (await madeBefore(db, caller, body.uuid))!;
}

function withdrawalQuery(db: Kysely<DB>) {
  return db
    .selectFrom('shop_withdrawals as w')
    .innerJoin('transfer_requests as t', 't.id', 'w.request_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('users as s', 's.id', 'w.paid_by')
    .select([
      'w.request_id',
      'w.code',
      'w.expires_at',
      'w.paid_at',
      'w.terminal_no',
      's.user_name as shop',
      't.amount',
      't.currency',
      't.status',
      't.user_id',
      't.transfer_type',
      'u.user_name',
      'u.path',
      'u.operator_id',
      'u.online_user',
    ]);
}
type WithdrawalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirst']>>>;

function toShopWithdrawal(r: WithdrawalRow): ShopWithdrawal {
  return {
    requestId: Number(r.request_id),
    userName: r.user_name,
    amount: toMajor(Number(r.amount)),
    currency: r.currency,
    expiresAt: iso(r.expires_at),
    paid:
      r.paid_at === null ? null : { at: iso(r.paid_at), terminalNo: r.terminal_no ?? '', shop: r.shop ?? '' },
  };
}

/**
 * The withdrawal of a code and its player's user name, when this shop may pay it (its dealer's
 * network). An attempt is counted before the code is looked up and given back when it was right,
 * like payout and voucher codes: a wrong code or name tells nothing and costs an attempt.
 */
async function codeRow(deps: ShopCashDeps, caller: AuthUser, code: string, userName: string) {
  assertCashier(caller);
  const bucket = `withdrawalCode:${caller.id}`;
  const attempt = await deps.limiter.take(bucket, CODE_ATTEMPTS);
  if (!attempt.allowed)
    throw new AppError(429, 'tooManyCodeAttempts', {
      retryAfter: Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)),
    });
  const row = await withdrawalQuery(deps.database.db).where('w.code', '=', code).executeTakeFirst();
  const name = userName.trim().toLowerCase();
  if (
    !row ||
    row.user_name !== name ||
    Number(row.operator_id) !== caller.operatorId ||
    !inShopNetwork(caller.path, row.path)
  )
    throw refused('withdrawalCodeWrong');
  await deps.limiter.giveBack(bucket);
  return row;
}

/** A withdrawal as the counter reads it before paying: its player, amount and state. */
export async function readWithdrawal(
  deps: ShopCashDeps,
  caller: AuthUser,
  code: string,
  userName: string,
): Promise<ShopWithdrawal> {
  return toShopWithdrawal(await codeRow(deps, caller, code, userName));
}

function refuseFor(r: WithdrawalRow, now: number): never {
  const refusal = withdrawalCodeRefusal(
    {
      paidAt: r.paid_at === null ? null : Number(r.paid_at),
      status: Number(r.status),
      expiresAt: Number(r.expires_at),
    },
    now,
  );
  if (refusal === 'withdrawalCodePaid')
    throw conflict(refusal, { paidAt: iso(r.paid_at!), terminalNo: r.terminal_no, shop: r.shop });
  throw refused(refusal ?? 'withdrawalCodeCancelled', { expiresAt: iso(r.expires_at) });
}

/**
 * withdrawPrint: pays an online player's withdrawal in cash at the counter, once. One conditional
 * update of the code's row decides between counters (of any number at once exactly one finds it
 * unpaid: the row lock on PostgreSQL, the single writer on SQLite); the request is then confirmed
 * from waiting (a dealer's rejection at the same moment makes one of the two roll back), the held
 * amount goes from the house to the shop that paid the cash, and the cash out goes into the
 * cashier's open shift, all in one transaction.
 */
export async function payWithdrawal(
  deps: ShopCashDeps,
  caller: AuthUser,
  code: string,
  body: { userName: string; terminalNo: string },
  ip: string,
): Promise<ShopWithdrawal> {
  const row = await codeRow(deps, caller, code, body.userName);
  const now = Date.now();
  if (
    withdrawalCodeRefusal(
      {
        paidAt: row.paid_at === null ? null : Number(row.paid_at),
        status: Number(row.status),
        expiresAt: Number(row.expires_at),
      },
      now,
    )
  )
    refuseFor(row, now);
  await assertShiftOpen(deps.database.db, caller.id);
  const id = Number(row.request_id);
  const amount = Number(row.amount);
  await inTransaction(deps.database, async (trx) => {
    const paid = await trx
      .updateTable('shop_withdrawals')
      .set({ paid_at: now, paid_by: caller.id, terminal_no: body.terminalNo })
      .where('request_id', '=', id)
      .where('paid_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1)
      refuseFor(await withdrawalQuery(trx).where('w.request_id', '=', id).executeTakeFirstOrThrow(), now);
    const confirmed = await trx
      .updateTable('transfer_requests')
      .set({
        status: TRANSFER_STATUS.confirmed,
        result: SHOP_RESULT.paid,
        decided_at: now,
        decided_by: caller.id,
      })
      .where('id', '=', id)
      .where('status', '=', TRANSFER_STATUS.waiting)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) throw refused('withdrawalCodeCancelled');
    await transfer(trx, {
      fromAccountId: await houseAccountId(trx, caller.operatorId, row.currency),
      toAccountId: await accountIdOfUser(trx, caller.id),
      amount,
      type: 'withdrawPaid',
      reference: requestReference(id),
      note: body.terminalNo,
      actorId: caller.id,
    });
    await recordShiftCash(trx, {
      userId: caller.id,
      kind: 'withdrawal',
      amount,
      reference: requestReference(id),
      at: now,
    });
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'payment.paidAtShop',
      targetType: 'transferRequest',
      targetId: id,
      before: { status: TRANSFER_STATUS.waiting },
      after: { status: TRANSFER_STATUS.confirmed, amount: toMajor(amount), terminalNo: body.terminalNo },
      ip,
    });
  });
  deps.pushBalance(caller.id);
  deps.pushBalance(Number(row.user_id));
  return toShopWithdrawal(
    await withdrawalQuery(deps.database.db).where('w.request_id', '=', id).executeTakeFirstOrThrow(),
  );
}
