import { sql, type Kysely, type QueryCreator, type Selectable, type Transaction } from 'kysely';
import { LEDGER_SERVICE, type ReportProduct } from '@bet/shared';
import { inChunks } from '../../db/bulk.ts';
import { prepared } from '../../db/prepared.ts';
import { isPostgres, type Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { LedgerMovementsTable } from '../../db/tables/ledger.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { addManyToReportRows, addToReportRows } from './report-rows.ts';

/** Service codes of a movement, as the transactions filter knows them (shared with the web). */
export const SERVICE = LEDGER_SERVICE;

export interface MovementInput {
  /** the account to move; or `userId` to move that user's account */
  accountId?: number;
  userId?: number;
  /** signed minor units: positive credits the account, negative debits it */
  amount: number;
  /** what caused it, e.g. 'stake', 'win', 'creditIn', 'opening' */
  type: string;
  service?: number;
  /** the id of the thing that caused it (ticket id, transfer id) */
  reference?: string;
  note?: string;
  actorId?: number | null;
  /**
   * Book the debit even when it leaves the balance below zero (owed). Only a result correction
   * takes back a win this way: the money was paid on a result that turned out wrong.
   */
  overdraw?: boolean;
  /** the product of the coupon a play movement belongs to, when the coupon is not stored yet */
  product?: ReportProduct;
  /** when it happened: now, except for a coupon of the simulated world's past, booked at its own time */
  at?: number;
  /**
   * For `postMovements`: a debit of an account that may go below zero (the house's), so never
   * refused; the batch fails if the account is an ordinary one.
   */
  mayGoNegative?: boolean;
  /**
   * The caller adds this movement to the dealer reports itself (`addToReportRows`), as the last
   * write of its transaction: the daily rows of the dealers above a player are shared by every
   * player below them, and on PostgreSQL a row written last is held only until the commit.
   */
  reportLast?: boolean;
}

/** The movement types that may take an ordinary balance below zero (see `overdraw`). */
export const OVERDRAW_TYPES: readonly string[] = ['winCorrection', 'couponBonus'];

export interface MovementResult {
  movementId: number;
  accountId: number;
  balanceAfter: number;
}

/** Thrown when a debit would take an ordinary account below zero; nothing was written. */
export class InsufficientBalanceError extends AppError {
  constructor(readonly accountId: number) {
    super(422, 'insufficientBalance', { accountId });
  }
}

/** The balance change of `postMovement`, by account or by user, guarded against overdrawing or not. */
function balanceMove(db: QueryCreator<DB>, v: { amount: number; id: number }, shape: string) {
  const [by, guard] = shape.split('|');
  let update = db
    .updateTable('accounts')
    .set({ balance: sql`balance + ${v.amount}` })
    .where(by === 'user' ? 'user_id' : 'id', '=', v.id);
  if (guard === 'guarded')
    update = update.where((eb) =>
      eb.or([eb('allow_negative', '=', 1), eb(sql`balance + ${v.amount}`, '>=', 0)]),
    );
  return update.returning(['id', 'balance']);
}

const moveBalance = prepared(balanceMove);

type MovementRow = Omit<Selectable<LedgerMovementsTable>, 'id' | 'account_id' | 'balance_after'>;

/**
 * PostgreSQL's `postMovement` in one statement: the balance change, and its movement row only if
 * the balance changed (no row when the guard refused it, or there is no such account).
 */
const moveBalanceWithRow = prepared((db, v: MovementRow & { id: number }, shape: string) =>
  db
    .with('moved', (q) => balanceMove(q, v, shape))
    .insertInto('ledger_movements')
    .columns([
      'account_id',
      'amount',
      'balance_after',
      'type',
      'service',
      'reference',
      'note',
      'actor_id',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('moved')
        .select([
          'moved.id',
          sql<number>`${v.amount}`.as('amount'),
          'moved.balance',
          sql<string>`${v.type}`.as('type'),
          sql<string>`${v.service}`.as('service'),
          sql<string>`${v.reference}`.as('reference'),
          sql<string>`${v.note}`.as('note'),
          sql<number | null>`${v.actor_id}`.as('actor_id'),
          sql<number>`${v.created_at}`.as('created_at'),
        ]),
    )
    .returning(['id', 'account_id', 'balance_after']),
);

const accountOfUser = prepared((db, v: { userId: number }) =>
  db.selectFrom('accounts').select('id').where('user_id', '=', v.userId),
);

const insertMovement = prepared((db, v: Omit<Selectable<LedgerMovementsTable>, 'id'>) =>
  db
    .insertInto('ledger_movements')
    .values({
      account_id: v.account_id,
      amount: v.amount,
      balance_after: v.balance_after,
      type: v.type,
      service: v.service,
      reference: v.reference,
      note: v.note,
      actor_id: v.actor_id,
      created_at: v.created_at,
    })
    .returning('id'),
);

const balanceOfUserQuery = prepared((db, v: { userId: number }) =>
  db.selectFrom('accounts').select('balance').where('user_id', '=', v.userId),
);

/**
 * Moves money on one account inside the caller's transaction: the balance and its movement row
 * change together or not at all. The balance is changed by one conditional UPDATE
 * (`balance + amount >= 0`), which the database evaluates under the row lock, so concurrent
 * debits can never overdraw an account on either SQLite or PostgreSQL.
 */
export async function postMovement(trx: Transaction<DB>, input: MovementInput): Promise<MovementResult> {
  if (!Number.isSafeInteger(input.amount))
    throw new RangeError(`amount must be whole minor units: ${input.amount}`);
  if (input.overdraw && !OVERDRAW_TYPES.includes(input.type))
    throw new TypeError(`a ${input.type} movement may not overdraw`);
  if (input.accountId === undefined && input.userId === undefined)
    throw new TypeError('postMovement needs accountId or userId');
  // A credit is always taken (it brings an owed balance back towards zero); a debit only when it
  // leaves the balance at zero or above, unless it may overdraw.
  const guarded = !input.overdraw && input.amount < 0;
  const shape = `${input.accountId === undefined ? 'user' : 'account'}|${guarded ? 'guarded' : 'free'}`;
  const createdAt = input.at ?? Date.now();
  const row = {
    amount: input.amount,
    type: input.type,
    service: input.service ?? SERVICE.general,
    reference: input.reference ?? '',
    note: input.note ?? '',
    actor_id: input.actorId ?? null,
    created_at: createdAt,
  };
  const id = input.accountId ?? input.userId!;
  let moved: { movementId: number; accountId: number; balanceAfter: number } | undefined;
  if (isPostgres(trx)) {
    // one round trip instead of two
    const written = await moveBalanceWithRow.first(trx, { ...row, id }, shape);
    if (written)
      moved = {
        movementId: Number(written.id),
        accountId: Number(written.account_id),
        balanceAfter: Number(written.balance_after),
      };
  } else {
    const updated = await moveBalance.first(trx, { amount: input.amount, id }, shape);
    if (updated) {
      const written = await insertMovement.first(trx, {
        ...row,
        account_id: Number(updated.id),
        balance_after: Number(updated.balance),
      });
      if (!written) throw new Error('the movement row was not written');
      moved = {
        movementId: Number(written.id),
        accountId: Number(updated.id),
        balanceAfter: Number(updated.balance),
      };
    }
  }
  if (!moved) {
    const exists =
      input.accountId === undefined
        ? await accountOfUser.first(trx, { userId: input.userId! })
        : await trx.selectFrom('accounts').select('id').where('id', '=', input.accountId).executeTakeFirst();
    throw exists ? new InsufficientBalanceError(Number(exists.id)) : notFound('accountNotFound');
  }
  const { accountId } = moved;
  if (!input.reportLast)
    await addToReportRows(trx, {
      accountId,
      type: input.type,
      amount: input.amount,
      reference: input.reference ?? '',
      at: createdAt,
      product: input.product,
    });
  return moved;
}

export interface TransferInput {
  fromAccountId: number;
  toAccountId: number;
  /** positive minor units */
  amount: number;
  type: string;
  reference: string;
  note?: string;
  actorId?: number | null;
  service?: number;
  /** the report product of a play movement (a jackpot paid on a casino stake) */
  product?: ReportProduct;
}

/**
 * Moves `amount` from one account to another in the caller's transaction. The two rows are
 * locked in id order whatever the direction, so two opposite transfers cannot deadlock.
 */
export async function transfer(
  trx: Transaction<DB>,
  t: TransferInput,
): Promise<{ from: MovementResult; to: MovementResult }> {
  if (!(t.amount > 0)) throw refused('invalidAmount');
  const legs = [
    { accountId: t.fromAccountId, amount: -t.amount, side: 'from' as const },
    { accountId: t.toAccountId, amount: t.amount, side: 'to' as const },
  ].sort((a, b) => a.accountId - b.accountId);
  const out: Partial<Record<'from' | 'to', MovementResult>> = {};
  for (const leg of legs) {
    out[leg.side] = await postMovement(trx, {
      accountId: leg.accountId,
      amount: leg.amount,
      type: t.type,
      reference: t.reference,
      note: t.note ?? '',
      actorId: t.actorId ?? null,
      service: t.service ?? SERVICE.general,
      ...(t.product ? { product: t.product } : {}),
    });
  }
  return out as { from: MovementResult; to: MovementResult };
}

/**
 * Books movements that are always taken (credits, and debits that may overdraw) in the caller's
 * transaction, exactly as posting each in turn would, in a few statements: the accounts' balances
 * in one update per 500 accounts (locked in id order first on PostgreSQL, so two batches cannot
 * deadlock), the movement rows in bulk, and the report rows summed. Settlement pays a batch of
 * coupons this way; a debit that must not overdraw goes through `postMovement`, one by one.
 */
export async function postMovements(
  trx: Transaction<DB>,
  inputs: readonly MovementInput[],
): Promise<Array<Omit<MovementResult, 'movementId'>>> {
  for (const input of inputs) {
    if (!Number.isSafeInteger(input.amount))
      throw new RangeError(`amount must be whole minor units: ${input.amount}`);
    if (input.amount < 0 && !input.overdraw && !input.mayGoNegative)
      throw new TypeError(`a ${input.type} debit goes through postMovement: it may be refused`);
    if (input.overdraw && !OVERDRAW_TYPES.includes(input.type))
      throw new TypeError(`a ${input.type} movement may not overdraw`);
  }
  if (inputs.length === 0) return [];
  const accountOfUser = new Map<number, number>();
  const users = [...new Set(inputs.filter((i) => i.accountId === undefined).map((i) => i.userId))];
  if (users.includes(undefined)) throw new TypeError('postMovements needs accountId or userId');
  for (const chunk of inChunks(users as number[]))
    for (const row of await trx
      .selectFrom('accounts')
      .select(['id', 'user_id'])
      .where('user_id', 'in', chunk)
      .execute())
      accountOfUser.set(Number(row.user_id), Number(row.id));
  const accountIds = inputs.map((i) => {
    const id = i.accountId ?? accountOfUser.get(i.userId!);
    if (id === undefined) throw notFound('accountNotFound');
    return id;
  });
  const totals = new Map<number, number>();
  accountIds.forEach((id, k) => totals.set(id, (totals.get(id) ?? 0) + inputs[k]!.amount));
  const ordered = [...totals.keys()].sort((a, b) => a - b);
  const mayGoNegative = new Set(accountIds.filter((_, k) => inputs[k]!.mayGoNegative));
  const postgres = isPostgres(trx);
  // What each account held before: its balance after the whole batch, less the batch's total.
  const running = new Map<number, number>();
  for (const chunk of inChunks(ordered)) {
    if (postgres)
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', 'in', chunk)
        .orderBy('id')
        .forUpdate()
        .execute();
    const delta = sql.join(
      chunk.map((id) => sql`when ${id} then cast(${totals.get(id)!} as bigint)`),
      sql` `,
    );
    const updated = await trx
      .updateTable('accounts')
      .set({ balance: sql`balance + case id ${delta} end` })
      .where('id', 'in', chunk)
      .returning(['id', 'balance', 'allow_negative'])
      .execute();
    if (updated.length !== chunk.length) throw notFound('accountNotFound');
    for (const row of updated)
      if (Number(row.allow_negative) !== 1 && mayGoNegative.has(Number(row.id)))
        throw new TypeError(`account ${row.id} may not go below zero: its debits go through postMovement`);
    for (const row of updated) running.set(Number(row.id), Number(row.balance) - totals.get(Number(row.id))!);
  }
  const now = Date.now();
  const results = inputs.map((input, k) => {
    const accountId = accountIds[k]!;
    const balanceAfter = running.get(accountId)! + input.amount;
    running.set(accountId, balanceAfter);
    return { accountId, balanceAfter };
  });
  for (const chunk of inChunks(
    inputs.map((input, k) => ({
      account_id: results[k]!.accountId,
      amount: input.amount,
      balance_after: results[k]!.balanceAfter,
      type: input.type,
      service: input.service ?? SERVICE.general,
      reference: input.reference ?? '',
      note: input.note ?? '',
      actor_id: input.actorId ?? null,
      created_at: input.at ?? now,
    })),
  ))
    await trx.insertInto('ledger_movements').values(chunk).execute();
  await addManyToReportRows(
    trx,
    inputs.map((input, k) => ({
      accountId: results[k]!.accountId,
      type: input.type,
      amount: input.amount,
      reference: input.reference ?? '',
      at: input.at ?? now,
      product: input.product,
    })),
  );
  return results;
}

export async function accountIdOfUser(db: Kysely<DB>, userId: number | undefined): Promise<number> {
  if (userId === undefined) throw new TypeError('postMovement needs accountId or userId');
  const row = await db.selectFrom('accounts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('accountNotFound');
  return Number(row.id);
}

export async function balanceOfUser(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await balanceOfUserQuery.first(db, { userId });
  return row ? Number(row.balance) : 0;
}

/** Opens the one account of a user, empty. */
export async function openAccount(
  trx: Kysely<DB>,
  a: { userId: number; operatorId: number; currency: string },
): Promise<number> {
  const row = await trx
    .insertInto('accounts')
    .values({ user_id: a.userId, operator_id: a.operatorId, kind: 'user', currency: a.currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The operator's house account in a currency: where opening credit and admin credit come from. */
export async function houseAccountId(trx: Kysely<DB>, operatorId: number, currency: string): Promise<number> {
  const found = await trx
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'house')
    .where('operator_id', '=', operatorId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (found) return Number(found.id);
  const row = await trx
    .insertInto('accounts')
    .values({ user_id: null, operator_id: operatorId, kind: 'house', currency, allow_negative: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Opens an operator's pool account (a jackpot's), empty: money reaches it only by transfers. */
export async function openPoolAccount(
  trx: Kysely<DB>,
  operatorId: number,
  currency: string,
): Promise<number> {
  const row = await trx
    .insertInto('accounts')
    .values({ user_id: null, operator_id: operatorId, kind: 'jackpot', currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `fn` in a transaction; on PostgreSQL a serialization failure or deadlock is retried a few
 * times, since the whole unit is then safe to run again. With `grouped`, a short write that may
 * share its SQLite commit with others arriving at the same moment (see Database.groupCommit): it
 * must use only `trx` and wait for nothing but the database.
 */
export async function inTransaction<T>(
  database: Database,
  fn: (trx: Transaction<DB>) => Promise<T>,
  options: { grouped?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (options.grouped ? database.groupCommit(fn) : database.db.transaction().execute(fn));
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
    }
  }
}

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  mismatches: Array<{ accountId: number; balance: number; sum: number }>;
}

/**
 * Proves that every balance equals the sum of its movements, and that only a result correction
 * ever took an ordinary account below zero.
 */
export async function verifyLedger(db: Kysely<DB>): Promise<LedgerCheck> {
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('ledger_movements as m', 'm.account_id', 'a.id')
    .select([
      'a.id',
      'a.balance',
      'a.allow_negative',
      sql<number>`cast(coalesce(sum(m.amount), 0) as bigint)`.as('total'),
    ])
    .groupBy(['a.id', 'a.balance', 'a.allow_negative'])
    .execute();
  const overdrawn = await db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('a.id')
    .distinct()
    .where('a.allow_negative', '=', 0)
    .where('m.amount', '<', 0)
    .where('m.balance_after', '<', 0)
    .where('m.type', 'not in', OVERDRAW_TYPES)
    .execute();
  const bad = new Set(overdrawn.map((r) => Number(r.id)));
  const mismatches = rows
    .filter((r) => Number(r.balance) !== Number(r.total) || bad.has(Number(r.id)))
    .map((r) => ({ accountId: Number(r.id), balance: Number(r.balance), sum: Number(r.total) }));
  return { ok: mismatches.length === 0, accounts: rows.length, mismatches };
}
