import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  API_BASE,
  PAYMENT_CONTINUATION,
  TRANSFER_RESULT,
  TRANSFER_STATUS,
  TRANSFER_TYPE,
  canUsePayments,
  checkPaymentAmount,
  checkPaymentForm,
  shopCashSettings,
  toMajor,
  toMinor,
  transferOutcomeCondition,
  translatePaymentText,
  type AdminTransferRequestRow,
  type AdminTransferRequestsQuery,
  type LanguageCode,
  type PaymentContinuation,
  type TransferRequestAnswer,
  type TransferRequestCreate,
  type TransferRequestRow,
  type TransferRequestsQuery,
  type TransferStatus,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { Logger } from '../../logger.ts';
import type { AuthUser } from '../auth/index.ts';
import { assertMayDeposit } from '../responsible-gaming/index.ts';
import { readSettings } from '../settings/index.ts';
import {
  InsufficientBalanceError,
  accountIdOfUser,
  houseAccountId,
  inTransaction,
  parseQueryDate,
  transfer,
} from '../wallet/index.ts';
import { findMethod, methodBanks, methodFields, rowTranslations } from './methods.service.ts';
import type { PaymentProvider } from './providers.ts';
import {
  issueWithdrawalCode,
  requestReference,
  shopCashProvider,
  shopWithdrawalsOf,
  type ShopWithdrawalInfo,
} from './shop-withdrawals.service.ts';

export interface PaymentDeps {
  database: Database;
  logger: Logger;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** tells a user's open pages its new balance (minor units) */
  pushBalance: (userId: number) => void;
}

export { requestReference };

function selectRows(db: Kysely<DB>) {
  return db
    .selectFrom('transfer_requests as t')
    .innerJoin('payment_methods as m', 'm.id', 't.method_id')
    .innerJoin('payment_categories as c', 'c.id', 'm.category_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.user_id',
      't.transfer_type',
      't.amount',
      't.currency',
      't.status',
      't.provider',
      't.bank',
      't.form_values',
      't.result',
      't.payment_url',
      't.created_at',
      't.decided_at',
      't.taken_back',
      'm.name as method_name',
      'm.tag',
      'm.logo',
      'm.fields',
      'm.continuation',
      'c.name as category_name',
      'c.logo as category_logo',
      'c.translations as category_translations',
      'm.translations',
      'u.user_name',
      'u.parent_id',
      'u.operator_id',
    ]);
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

/** A request as its lists show it, the method's and category's names in the page's language. */
function toRow(r: JoinedRow, lang: LanguageCode, shop?: ShopWithdrawalInfo): TransferRequestRow {
  return {
    id: Number(r.id),
    logo: r.logo || r.category_logo,
    catName: translatePaymentText(r.category_name, rowTranslations(r.category_translations), lang),
    payTag: r.tag,
    payType: translatePaymentText(r.method_name, rowTranslations(r.translations), lang),
    transferType: r.transfer_type === 1 ? 1 : 0,
    amount: toMajor(Number(r.amount)),
    currency: r.currency,
    status: Number(r.status) as TransferStatus,
    reqResult: r.result,
    atShop: r.provider === shopCashProvider.code ? 1 : 0,
    takenBack: Number(r.taken_back) === 1 ? 1 : 0,
    bank: r.bank,
    createdAt: new Date(Number(r.created_at)).toISOString(),
    decidedAt: r.decided_at === null ? null : new Date(Number(r.decided_at)).toISOString(),
    // the payment page the answer gave, while it can still be paid: for the player whose answer was lost
    paymentUrl: r.payment_url && r.status === TRANSFER_STATUS.waiting ? r.payment_url : null,
    ...(shop
      ? {
          // the code pays cash: only its player sees it, and only while it can still be paid
          shopCode: r.status === TRANSFER_STATUS.waiting ? shop.code : null,
          paidAtShop: shop.paid,
        }
      : {}),
  };
}

function toAdminRow(
  r: JoinedRow,
  providers: ReadonlyMap<string, PaymentProvider>,
  lang: LanguageCode,
  shop?: ShopWithdrawalInfo,
): AdminTransferRequestRow {
  const translations = rowTranslations(r.translations);
  const titles = new Map(
    methodFields(r).map((f) => [f.name, translatePaymentText(f.title, translations, lang)]),
  );
  let values: Array<{ name: string; value: string }> = [];
  try {
    values = JSON.parse(r.form_values) as typeof values;
  } catch {
    values = [];
  }
  return {
    ...toRow(r, lang, shop),
    // the dealer sees where a shop withdrawal was paid, never the code that pays it
    ...(shop ? { shopCode: null } : {}),
    // nor the player's payment page
    paymentUrl: null,
    userId: Number(r.user_id),
    userName: r.user_name,
    values: values.map((v) => ({ title: titles.get(v.name) ?? v.name, value: v.value })),
    manual: providers.get(r.provider)?.manual ? 1 : 0,
  };
}

/** Deposits, withdrawals and transfer requests only for online users of a site that allows them. */
export async function assertMayPay(database: Database, user: AuthUser): Promise<void> {
  const row = await database.db
    .selectFrom('users')
    .select(['online_user', 'transfers_blocked', 'status'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const settings = await readSettings(database);
  if (!canUsePayments({ onlineUser: row.online_user === 1 ? 1 : 0 }, settings))
    throw forbidden('paymentsNotAllowed');
  if (row.transfers_blocked === 1) throw refused('transfersBlocked');
}

/** The answer to a stored request: how the page goes on. */
async function answerFor(
  db: Kysely<DB>,
  id: number,
  manual: boolean,
  lang: LanguageCode,
): Promise<TransferRequestAnswer> {
  const r = await selectRows(db).where('t.id', '=', id).executeTakeFirstOrThrow();
  const shop = (await shopWithdrawalsOf(db, [id])).get(id);
  const continuation = (manual ? PAYMENT_CONTINUATION.message : r.continuation) as PaymentContinuation;
  return {
    status: 1,
    iframe: r.status === TRANSFER_STATUS.waiting ? continuation : PAYMENT_CONTINUATION.message,
    paymenturl: r.payment_url && r.status === TRANSFER_STATUS.waiting ? r.payment_url : null,
    request: toRow(r, lang, shop),
  };
}

/** What a request asks, its key aside: the same amount (in minor units), method, bank and form. */
function hashOf(body: TransferRequestCreate): string {
  const asked = {
    payId: body.payId,
    payCatId: body.payCatId,
    transferType: body.transferType,
    amount: toMinor(body.amount),
    bank: body.bank ?? '',
    values: body.values.map((v) => [v.name, v.value.trim()]),
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Stores a deposit or withdrawal request (setTransferReq). The amount must lie within the method's
 * bounds and every field of its form must pass the shared rules; a method with banks needs an
 * available bank. A withdrawal holds its amount at once (moved to the house in the same
 * transaction as the request), so it cannot be staked while it waits. A request with a payment
 * page opens it at its provider. The same idempotency key gives the first answer again; sent with
 * another request (another amount, method, bank or form) it is refused 409 `idempotencyKeyReused`.
 */
export async function createRequest(
  deps: PaymentDeps,
  user: AuthUser,
  body: TransferRequestCreate,
  lang: LanguageCode,
): Promise<{ answer: TransferRequestAnswer; replayed: boolean }> {
  const db = deps.database.db;
  await assertMayPay(deps.database, user);
  const requestHash = hashOf(body);
  const previous = await db
    .selectFrom('transfer_requests')
    .select(['id', 'provider', 'request_hash'])
    .where('user_id', '=', user.id)
    .where('idempotency_key', '=', body.idempotencyKey)
    .executeTakeFirst();
  if (previous) {
    // the same key with another request is not a retry: answering the first would pass it off as this one
    if (previous.request_hash !== null && previous.request_hash !== requestHash)
      throw conflict('idempotencyKeyReused');
    return {
      answer: await answerFor(db, Number(previous.id), !!deps.providers.get(previous.provider)?.manual, lang),
      replayed: true,
    };
  }

  const method = await findMethod(db, body.payId);
  if (Number(method.category_id) !== body.payCatId || method.transfer_type !== body.transferType)
    throw notFound('paymentMethodNotFound');
  const provider = deps.providers.get(method.provider);
  if (!provider) throw refused('paymentMethodUnavailable');
  // cash at a shop pays withdrawals out; a deposit in cash is taken at the counter (addMoney)
  const atShop = provider.code === shopCashProvider.code;
  if (atShop && body.transferType !== TRANSFER_TYPE.withdraw) throw refused('paymentMethodUnavailable');
  // how long its code can be collected: the site's setting as the request is made
  const codeDays = atShop ? shopCashSettings(await readSettings(deps.database)).withdrawalCodeDays : 0;

  const amount = toMinor(body.amount);
  const bounds = { minAmount: Number(method.min_amount), maxAmount: Number(method.max_amount) };
  const amountError = checkPaymentAmount(amount, bounds);
  if (amountError)
    throw refused(amountError.key, { min: toMajor(bounds.minAmount), max: toMajor(bounds.maxAmount) });

  const fields = methodFields(method);
  const given = new Map(body.values.map((v) => [v.name, v.value.trim()]));
  const errors = checkPaymentForm(fields, Object.fromEntries(given));
  const firstError = fields.map((f) => errors[f.name]).find((e) => e !== undefined);
  if (firstError) throw refused(firstError.key, { ...firstError.params, fields: errors });
  // only the method's own fields are kept, in its order
  const values = fields
    .filter((f) => given.get(f.name))
    .map((f) => ({ name: f.name, value: given.get(f.name)! }));

  const banks = methodBanks(method);
  let bank = '';
  if (banks.length > 0) {
    const chosen = banks.find((b) => b.swiftcode === body.bank);
    if (!chosen) throw refused('bankRequired');
    if (!chosen.available) throw refused('bankUnavailable', { bank: chosen.name });
    bank = chosen.name;
  }

  const withdraw = body.transferType === TRANSFER_TYPE.withdraw;
  let id: number;
  try {
    id = await inTransaction(deps.database, async (trx) => {
      // a deposit limit or exclusion refuses here, before anything reaches a payment provider
      if (!withdraw)
        await assertMayDeposit(
          trx,
          { userId: user.id, currency: user.currency },
          amount,
          deps.database.dialect === 'postgres',
        );
      const row = await trx
        .insertInto('transfer_requests')
        .values({
          user_id: user.id,
          method_id: Number(method.id),
          transfer_type: body.transferType,
          amount,
          currency: user.currency,
          provider: provider.code,
          bank,
          form_values: JSON.stringify(values),
          idempotency_key: body.idempotencyKey,
          request_hash: requestHash,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const requestId = Number(row.id);
      if (withdraw) {
        try {
          await transfer(trx, {
            fromAccountId: await accountIdOfUser(trx, user.id),
            toAccountId: await houseAccountId(trx, user.operatorId, user.currency),
            amount,
            type: 'withdrawHold',
            reference: requestReference(requestId),
            note: method.name,
            actorId: user.id,
          });
        } catch (err) {
          if (err instanceof InsufficientBalanceError) throw refused('insufficientBalance');
          throw err;
        }
        if (atShop) await issueWithdrawalCode(trx, requestId, codeDays);
      }
      return requestId;
    });
  } catch (err) {
    // the same key sent twice at once: the other one stored it
    if (uniqueViolation(err) !== null) return createRequest(deps, user, body, lang);
    throw err;
  }
  if (withdraw) deps.pushBalance(user.id);

  if (provider.start) {
    try {
      const { paymentUrl } = await provider.start({
        requestId: id,
        amount,
        currency: user.currency,
        continuation: method.continuation,
        returnUrl: `/${lang}/deposit?request=${id}`,
        notifyPath: `${API_BASE}/payments/notify/${provider.code}`,
      });
      await db
        .updateTable('transfer_requests')
        .set({ payment_url: paymentUrl })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      deps.logger.error({ err, requestId: id, provider: provider.code }, 'payment page could not be opened');
      await db
        .updateTable('transfer_requests')
        .set({
          status: TRANSFER_STATUS.cancelled,
          result: TRANSFER_RESULT.unavailable,
          decided_at: Date.now(),
        })
        .where('id', '=', id)
        .where('status', '=', TRANSFER_STATUS.waiting)
        .execute();
      throw refused('paymentUnavailable');
    }
  }
  return { answer: await answerFor(db, id, provider.manual, lang), replayed: false };
}

function filtered<Q extends ReturnType<typeof selectRows>>(base: Q, q: TransferRequestsQuery): Q {
  let out = base;
  const from = parseQueryDate(q.from, false);
  const to = parseQueryDate(q.to, true);
  if (from !== undefined) out = out.where('t.created_at', '>=', from) as Q;
  if (to !== undefined) out = out.where('t.created_at', '<=', to) as Q;
  if (q.status !== undefined && q.status !== '') out = out.where('t.status', '=', q.status) as Q;
  if (q.outcome) {
    const c = transferOutcomeCondition(q.outcome);
    out = out.where('t.status', '=', c.status) as Q;
    if (c.takenBack !== undefined) out = out.where('t.taken_back', '=', c.takenBack ? 1 : 0) as Q;
    if (c.results) out = out.where('t.result', 'in', [...c.results]) as Q;
    if (c.otherResults) out = out.where('t.result', 'not in', [...c.otherResults]) as Q;
  }
  return out;
}

async function page<Q extends ReturnType<typeof selectRows>>(base: Q, q: TransferRequestsQuery) {
  const [rows, count] = await Promise.all([
    base.orderBy('t.id', 'desc').offset(q.offset).limit(q.limit).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

/** The own requests, newest first. */
export async function listOwnRequests(
  db: Kysely<DB>,
  userId: number,
  q: TransferRequestsQuery,
  lang: LanguageCode,
) {
  let own = selectRows(db).where('t.user_id', '=', userId);
  if (q.idempotencyKey) own = own.where('t.idempotency_key', '=', q.idempotencyKey);
  const { rows, totalCount } = await page(filtered(own, q), q);
  const shops = await shopWithdrawalsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return { results: rows.map((r) => toRow(r, lang, shops.get(Number(r.id)))), totalCount };
}

/** Who decides a request: the player's own dealer (its parent), or an administrator of its operator. */
function mayDecide(caller: AuthUser, r: { parent_id: number | null; operator_id: number }): boolean {
  if (Number(r.operator_id) !== caller.operatorId) return false;
  return caller.role === 'admin' || (r.parent_id !== null && Number(r.parent_id) === caller.id);
}

export async function listRequestsToDecide(
  deps: PaymentDeps,
  caller: AuthUser,
  q: AdminTransferRequestsQuery,
  lang: LanguageCode,
) {
  let base = selectRows(deps.database.db).where('u.operator_id', '=', caller.operatorId);
  if (caller.role !== 'admin') base = base.where('u.parent_id', '=', caller.id);
  if (q.transferType !== undefined && q.transferType !== '')
    base = base.where('t.transfer_type', '=', q.transferType);
  if (q.userName) base = base.where('u.user_name', '=', q.userName.toLowerCase());
  const { rows, totalCount } = await page(filtered(base, q), q);
  const shops = await shopWithdrawalsOf(
    deps.database.db,
    rows.map((r) => Number(r.id)),
  );
  return {
    results: rows.map((r) => toAdminRow(r, deps.providers, lang, shops.get(Number(r.id)))),
    totalCount,
  };
}

/**
 * A person's decision on a waiting request, once: the status changes from waiting in one
 * conditional UPDATE, so of two approvals at once one changes it and pays and the other is told
 * it was decided. Approving a deposit credits the player from the approver (the dealer's own
 * credit, or the house for an administrator); approving a withdrawal pays it out of its hold
 * (to the dealer who paid the player, or kept by the house); rejecting a withdrawal gives the hold back.
 */
export async function decideRequest(
  deps: PaymentDeps,
  caller: AuthUser,
  id: number,
  approve: boolean,
  reason: string,
  ip: string,
  lang: LanguageCode,
): Promise<AdminTransferRequestRow> {
  const db = deps.database.db;
  const result = await inTransaction(deps.database, async (trx) => {
    const r = await selectRows(trx).where('t.id', '=', id).executeTakeFirst();
    if (!r || !mayDecide(caller, r)) throw notFound('transferRequestNotFound');
    if (approve && !deps.providers.get(r.provider)?.manual) throw refused('decidedByProvider');
    const status = approve ? TRANSFER_STATUS.confirmed : TRANSFER_STATUS.cancelled;
    const changed = await trx
      .updateTable('transfer_requests')
      .set({ status, result: reason, decided_at: Date.now(), decided_by: caller.id })
      .where('id', '=', id)
      .where('status', '=', TRANSFER_STATUS.waiting)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict('transferRequestDecided');
    const moved = await moveMoney(trx, caller, r, approve);
    await recordAudit(trx, {
      actorId: caller.id,
      action: approve ? 'payment.approve' : 'payment.reject',
      targetType: 'transferRequest',
      targetId: id,
      before: { status: TRANSFER_STATUS.waiting },
      after: {
        status,
        reason,
        amount: toMajor(Number(r.amount)),
        transferType: r.transfer_type,
        userId: Number(r.user_id),
      },
      ip,
    });
    return { userId: Number(r.user_id), moved };
  });
  for (const u of result.moved) deps.pushBalance(u);
  const row = await selectRows(db).where('t.id', '=', id).executeTakeFirstOrThrow();
  return toAdminRow(row, deps.providers, lang, (await shopWithdrawalsOf(db, [id])).get(id));
}

/** The ledger side of a decision; answers whose balances changed. */
async function moveMoney(
  trx: Transaction<DB>,
  caller: AuthUser,
  r: JoinedRow,
  approve: boolean,
): Promise<number[]> {
  const userId = Number(r.user_id);
  const amount = Number(r.amount);
  const reference = requestReference(Number(r.id));
  const base = { amount, reference, note: r.method_name, actorId: caller.id };
  const house = await houseAccountId(trx, caller.operatorId, r.currency);
  const byDealer = caller.role !== 'admin';
  if (byDealer && caller.currency !== r.currency) throw refused('currencyMismatch');
  const dealerAccount = byDealer ? await accountIdOfUser(trx, caller.id) : house;
  if (r.transfer_type === TRANSFER_TYPE.withdraw) {
    if (!approve) {
      await transfer(trx, {
        ...base,
        fromAccountId: house,
        toAccountId: await accountIdOfUser(trx, userId),
        type: 'withdrawRelease',
      });
      return [userId];
    }
    if (!byDealer) return [];
    await transfer(trx, { ...base, fromAccountId: house, toAccountId: dealerAccount, type: 'withdrawPaid' });
    return [caller.id];
  }
  if (!approve) return [];
  try {
    await transfer(trx, {
      ...base,
      fromAccountId: dealerAccount,
      toAccountId: await accountIdOfUser(trx, userId),
      type: 'deposit',
    });
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw refused('dealerLimitReached');
    throw err;
  }
  return byDealer ? [userId, caller.id] : [userId];
}

/**
 * The dealer takes back a withdrawal that waits to be collected in cash at a shop: the request is
 * cancelled from waiting and its hold goes back to the player in the same transaction, with an
 * audit row. The request's conditional status change decides against a shop paying the code at
 * that moment (its payment confirms the same row from waiting; one of the two finds it changed),
 * so a paid withdrawal is refused and a cancelled one is never paid. Asked again (a retry after a
 * lost answer, a second tab) it answers the cancelled request and moves nothing.
 */
export async function cancelShopWithdrawal(
  deps: PaymentDeps,
  caller: AuthUser,
  id: number,
  reason: string,
  ip: string,
  lang: LanguageCode,
): Promise<AdminTransferRequestRow> {
  const db = deps.database.db;
  const moved = await inTransaction(deps.database, async (trx) => {
    const r = await selectRows(trx).where('t.id', '=', id).executeTakeFirst();
    if (
      !r ||
      !mayDecide(caller, r) ||
      r.provider !== shopCashProvider.code ||
      r.transfer_type !== TRANSFER_TYPE.withdraw
    )
      throw notFound('transferRequestNotFound');
    const changed = await trx
      .updateTable('transfer_requests')
      .set({
        status: TRANSFER_STATUS.cancelled,
        result: reason,
        decided_at: Date.now(),
        decided_by: caller.id,
        // taken back, not rejected: the player's list reads it as cancelled
        taken_back: 1,
      })
      .where('id', '=', id)
      .where('status', '=', TRANSFER_STATUS.waiting)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      const paid = (await shopWithdrawalsOf(trx, [id])).get(id)?.paid;
      if (paid)
        throw conflict('withdrawalCodePaid', {
          paidAt: paid.at,
          terminalNo: paid.terminalNo,
          shop: paid.shop,
        });
      // cancelled already (by this dealer, a rejection or its code's expiry): its hold went back then
      return [];
    }
    const users = await moveMoney(trx, caller, r, false);
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'payment.shopWithdrawalCancelled',
      targetType: 'transferRequest',
      targetId: id,
      before: { status: TRANSFER_STATUS.waiting },
      after: {
        status: TRANSFER_STATUS.cancelled,
        reason,
        amount: toMajor(Number(r.amount)),
        userId: Number(r.user_id),
      },
      ip,
    });
    return users;
  });
  for (const u of moved) deps.pushBalance(u);
  const row = await selectRows(db).where('t.id', '=', id).executeTakeFirstOrThrow();
  return toAdminRow(row, deps.providers, lang, (await shopWithdrawalsOf(db, [id])).get(id));
}
