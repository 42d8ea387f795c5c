import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  CASINO_REQUEST_TOLERANCE_MS,
  casinoReportProduct,
  type ReportProduct,
  WALLET_STATUS,
  type WalletAction,
  type WalletAnswer,
  type WalletRequest,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { InsufficientBalanceError, balanceOfUser, inTransaction, postMovement } from '../wallet/index.ts';
import { assertMayStake, loginRefusal } from '../responsible-gaming/index.ts';
import { feedJackpots } from '../jackpots/index.ts';
import { casinoLimitFull } from './casino-limit.ts';

export interface WalletDeps {
  database: Database;
  logger: Logger;
  /** each provider's signing secret by its code */
  secrets: Readonly<Record<string, string>>;
  /** tells the player's open pages the new balance */
  pushBalance(userId: number): void;
}

/** The signature a provider puts on a request: hex HMAC-SHA256 of the raw body. */
export const signWalletBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

interface SessionRow {
  id: number;
  user_id: number;
  provider: string;
  game_code: string;
  service: number;
  /** what the dealer reports book its play under, from the game's catalogue product */
  product: ReportProduct;
  currency: string;
  expires_at: number;
}

/** What a call did: the answer, and whether money moved (so the balance is pushed). */
interface Done {
  answer: WalletAnswer;
  userId?: number;
  moved?: boolean;
}

/**
 * Who sent a call: the signature over the raw body, with the secret of the provider the path
 * names. Answers the body as JSON, for the protocol's schema to check next.
 */
export function verifyWalletCall(
  deps: Pick<WalletDeps, 'secrets' | 'logger'>,
  provider: string,
  action: string,
  raw: Buffer,
  signature: string | undefined,
): unknown {
  const secret = Object.hasOwn(deps.secrets, provider) ? deps.secrets[provider] : undefined;
  if (!secret) throw new AppError(401, 'casinoProviderUnknown');
  if (!signatureMatches(secret, raw, signature)) {
    deps.logger.warn({ provider, action }, 'casino wallet call with a bad signature refused');
    throw new AppError(401, 'signatureInvalid');
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badRequest('invalidRequest', { in: 'body', reason: 'not JSON' });
  }
}

/**
 * One verified call whose body the protocol's schema has checked: when it was sent (the
 * timestamp, against replays long after), then the call in one database transaction with its
 * ledger movement.
 */
export async function handleWalletCall<A extends WalletAction>(
  deps: WalletDeps,
  provider: string,
  action: A,
  body: WalletRequest<A>,
  now = Date.now(),
): Promise<WalletAnswer> {
  if (Math.abs(now - body.timestamp) > CASINO_REQUEST_TOLERANCE_MS)
    throw conflict('requestStale', { timestamp: body.timestamp, now });

  const done = await run(deps, provider, action, body, now);
  if (done.moved && done.userId !== undefined) deps.pushBalance(done.userId);
  return done.answer;
}

function signatureMatches(secret: string, raw: Buffer, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWalletBody(secret, raw), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

async function run(
  deps: WalletDeps,
  provider: string,
  action: WalletAction,
  body: WalletRequest<WalletAction>,
  now: number,
): Promise<Done> {
  // Two deliveries of one new transaction at once: the second's insert meets the first's row and
  // rolls back; run again, it finds the row and replays its answer. A call is a short write of the
  // database alone, so on SQLite it shares its commit (and the disk's wait) with the calls and
  // placements arriving at the same moment, each in its own savepoint (Database.groupCommit).
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps.database, (trx) => dispatch(deps, trx, provider, action, body, now), {
        grouped: true,
      });
    } catch (err) {
      if (attempt < 3 && uniqueViolation(err) !== null) continue;
      throw err;
    }
  }
}

async function dispatch(
  deps: WalletDeps,
  trx: Transaction<DB>,
  provider: string,
  action: WalletAction,
  body: WalletRequest<WalletAction>,
  now: number,
): Promise<Done> {
  const session = await findSession(trx, provider, body.token);
  if (!session) return { answer: { status: WALLET_STATUS.invalidToken, code: 'casinoSessionInvalid' } };
  // Every call of a player holds the player's account row first, so a rollback and its bet (or two
  // bets) are decided one after the other on PostgreSQL too; SQLite runs one transaction at a time.
  if (deps.database.dialect === 'postgres')
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', session.user_id)
      .forUpdate()
      .execute();
  const open = Number(session.expires_at) > now;
  switch (action) {
    case 'authenticate':
    case 'balance': {
      if (!open) return { answer: { status: WALLET_STATUS.invalidToken, code: 'casinoSessionInvalid' } };
      const block = await playerBlock(trx, session);
      const balance = await balanceOfUser(trx, session.user_id);
      const base = { balance, currency: session.currency };
      if (block) return { answer: { ...block, ...base } };
      if (action === 'balance') return { answer: { status: WALLET_STATUS.ok, ...base } };
      const user = await trx
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', session.user_id)
        .executeTakeFirstOrThrow();
      return {
        answer: {
          status: WALLET_STATUS.ok,
          ...base,
          playerId: String(session.user_id),
          userName: user.user_name,
          gameCode: session.game_code,
        },
      };
    }
    case 'bet':
      return bet(trx, deps.database.dialect, provider, session, body as WalletRequest<'bet'>, open, now);
    case 'win':
      return win(trx, provider, session, body as WalletRequest<'win'>);
    case 'rollback':
      return rollback(trx, provider, session, body as WalletRequest<'rollback'>);
    case 'endRound':
      return endRound(trx, provider, session, body as WalletRequest<'endRound'>, now);
  }
}

async function findSession(
  trx: Transaction<DB>,
  provider: string,
  token: string,
): Promise<SessionRow | null> {
  const row = await trx
    .selectFrom('casino_sessions as s')
    .leftJoin('casino_games as g', 'g.id', 's.game_id')
    .select([
      's.id',
      's.user_id',
      's.provider',
      's.game_code',
      's.service',
      's.currency',
      's.expires_at',
      'g.product',
    ])
    .where('s.token', '=', token)
    .where('s.provider', '=', provider)
    .executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        user_id: Number(row.user_id),
        provider: row.provider,
        game_code: row.game_code,
        service: Number(row.service),
        product: casinoReportProduct(row.product, Number(row.service)),
        currency: row.currency,
        expires_at: Number(row.expires_at),
      }
    : null;
}

/** Why the player may not play now (closed account, running exclusion), or null. */
async function playerBlock(trx: Transaction<DB>, session: SessionRow): Promise<WalletAnswer | null> {
  const user = await trx
    .selectFrom('users')
    .select('status')
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  if (!user || Number(user.status) !== 1)
    return { status: WALLET_STATUS.playerBlocked, code: 'accountClosed' };
  const excluded = await loginRefusal(trx, session.user_id);
  return excluded ? { status: WALLET_STATUS.playerExcluded, code: excluded.code } : null;
}

function refusalOf(err: AppError): WalletAnswer {
  if (err.code === 'rgTimedOut' || err.code === 'rgSelfExcluded')
    return { status: WALLET_STATUS.playerExcluded, code: err.code };
  return { status: WALLET_STATUS.limitExceeded, code: err.code };
}

/** The business fields of a request: a replay has the same, whatever its timestamp. */
function payloadHash(action: WalletAction, body: Record<string, unknown>): string {
  const { timestamp: _t, ...rest } = body;
  const fields = Object.keys(rest)
    .sort()
    .map((k) => [k, rest[k]]);
  return createHash('sha256')
    .update(JSON.stringify([action, fields]))
    .digest('hex');
}

/** The answer stored for a transaction id, or a duplicate refusal when the payload differs. */
async function earlier(
  trx: Transaction<DB>,
  provider: string,
  transactionId: string,
  hash: string,
): Promise<Done | null> {
  const row = await trx
    .selectFrom('casino_transactions')
    .select(['payload_hash', 'answer', 'user_id'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.payload_hash !== hash)
    return { answer: { status: WALLET_STATUS.duplicateTransaction, code: 'casinoDuplicateTransaction' } };
  return { answer: JSON.parse(row.answer) as WalletAnswer };
}

interface Record_ {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  roundId: string;
  amount: number;
  hash: string;
  answer: WalletAnswer;
  movementId?: number | null;
  originalTransactionId?: string | null;
  pending?: number;
  rolledBack?: number;
}

async function remember(trx: Transaction<DB>, provider: string, userId: number, r: Record_): Promise<void> {
  await trx
    .insertInto('casino_transactions')
    .values({
      provider,
      transaction_id: r.transactionId,
      kind: r.kind,
      user_id: userId,
      round_id: r.roundId,
      amount: r.amount,
      original_transaction_id: r.originalTransactionId ?? null,
      payload_hash: r.hash,
      status: r.answer.status,
      answer: JSON.stringify(r.answer),
      movement_id: r.movementId ?? null,
      pending: r.pending ?? 0,
      rolled_back: r.rolledBack ?? 0,
    })
    .execute();
}

/** The round, created by its first transaction; null when it belongs to another player. */
async function roundOf(
  trx: Transaction<DB>,
  provider: string,
  session: SessionRow,
  roundId: string,
): Promise<{ closed: boolean } | null> {
  const found = await trx
    .selectFrom('casino_rounds')
    .select(['user_id', 'closed'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  if (found) return Number(found.user_id) === session.user_id ? { closed: Number(found.closed) === 1 } : null;
  await trx
    .insertInto('casino_rounds')
    .values({
      provider,
      round_id: roundId,
      user_id: session.user_id,
      session_id: session.id,
      game_code: session.game_code,
    })
    .execute();
  return { closed: false };
}

const reference = (provider: string, transactionId: string) => `casino:${provider}:${transactionId}`;

async function bet(
  trx: Transaction<DB>,
  dialect: Database['dialect'],
  provider: string,
  session: SessionRow,
  body: WalletRequest<'bet'>,
  open: boolean,
  now: number,
): Promise<Done> {
  const hash = payloadHash('bet', body);
  const replay = await earlier(trx, provider, body.transactionId, hash);
  if (replay) return replay;
  const userId = session.user_id;
  const balance = () => balanceOfUser(trx, userId);
  const refuse = async (answer: WalletAnswer, extra: Partial<Record_> = {}): Promise<Done> => {
    const full = { ...answer, balance: await balance(), currency: session.currency };
    await remember(trx, provider, userId, {
      kind: 'bet',
      transactionId: body.transactionId,
      roundId: body.roundId,
      amount: body.amount,
      hash,
      answer: full,
      ...extra,
    });
    return { answer: full, userId };
  };

  // its rollback came first: the bet stays refunded, so it is refused and nothing moves
  const early = await trx
    .selectFrom('casino_transactions')
    .select('id')
    .where('provider', '=', provider)
    .where('original_transaction_id', '=', body.transactionId)
    .where('kind', '=', 'rollback')
    .executeTakeFirst();
  if (early) {
    await trx.updateTable('casino_transactions').set({ pending: 0 }).where('id', '=', early.id).execute();
    return refuse(
      { status: WALLET_STATUS.transactionRolledBack, code: 'casinoBetRolledBack' },
      { rolledBack: 1 },
    );
  }
  if (!open) return refuse({ status: WALLET_STATUS.invalidToken, code: 'casinoSessionInvalid' });
  if (body.currency !== session.currency)
    return refuse({ status: WALLET_STATUS.wrongCurrency, code: 'wrongCurrency' });
  const block = await playerBlock(trx, session);
  if (block) return refuse(block);
  const round = await roundOf(trx, provider, session, body.roundId);
  if (!round || round.closed) return refuse({ status: WALLET_STATUS.roundClosed, code: 'casinoRoundClosed' });
  const ref = reference(provider, body.transactionId);
  try {
    // the stake counts against the player's stake and loss limits like a coupon's
    await assertMayStake(trx, { userId, currency: session.currency }, body.amount, ref, now);
  } catch (err) {
    if (err instanceof AppError) return refuse(refusalOf(err));
    throw err;
  }
  // the dealer's casino limit, over the casino stakes of the day of everyone below it
  if (await casinoLimitFull(trx, dialect, userId, body.amount, now))
    return refuse({ status: WALLET_STATUS.limitExceeded, code: 'casinoLimitFull' });
  let moved;
  try {
    moved = await postMovement(trx, {
      userId,
      amount: -body.amount,
      type: 'stake',
      service: session.service,
      product: session.product,
      reference: ref,
      note: `${body.gameCode} ${body.roundId}`.slice(0, 200),
    });
  } catch (err) {
    if (err instanceof InsufficientBalanceError)
      return refuse({ status: WALLET_STATUS.insufficientFunds, code: 'insufficientBalance' });
    throw err;
  }
  await trx
    .updateTable('casino_rounds')
    .set((eb) => ({ stakes: eb('stakes', '+', body.amount) }))
    .where('provider', '=', provider)
    .where('round_id', '=', body.roundId)
    .execute();
  // a share of the stake feeds the jackpots, and the stake may win one (paid in this transaction)
  const won = await feedJackpots(trx, {
    userId,
    service: session.service,
    product: session.product,
    amount: body.amount,
    currency: session.currency,
    reference: ref,
  });
  const answer: WalletAnswer = {
    status: WALLET_STATUS.ok,
    balance: won.length > 0 ? await balanceOfUser(trx, userId) : moved.balanceAfter,
    currency: session.currency,
    walletTransactionId: String(moved.movementId),
  };
  await remember(trx, provider, userId, {
    kind: 'bet',
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: body.amount,
    hash,
    answer,
    movementId: moved.movementId,
  });
  return { answer, userId, moved: true };
}

/** A win is never refused: not for an ended session, a closed round, a limit or an exclusion. */
async function win(
  trx: Transaction<DB>,
  provider: string,
  session: SessionRow,
  body: WalletRequest<'win'>,
): Promise<Done> {
  const hash = payloadHash('win', body);
  const replay = await earlier(trx, provider, body.transactionId, hash);
  if (replay) return replay;
  const userId = session.user_id;
  const round = await trx
    .selectFrom('casino_rounds')
    .select('id')
    .where('provider', '=', provider)
    .where('round_id', '=', body.roundId)
    .executeTakeFirst();
  if (!round) await roundOf(trx, provider, session, body.roundId);
  let movementId: number | null = null;
  let balance: number;
  if (body.amount > 0) {
    const moved = await postMovement(trx, {
      userId,
      amount: body.amount,
      type: 'win',
      service: session.service,
      product: session.product,
      reference: reference(provider, body.transactionId),
      note: `${body.gameCode} ${body.roundId}`.slice(0, 200),
    });
    movementId = moved.movementId;
    balance = moved.balanceAfter;
    await trx
      .updateTable('casino_rounds')
      .set((eb) => ({ wins: eb('wins', '+', body.amount) }))
      .where('provider', '=', provider)
      .where('round_id', '=', body.roundId)
      .execute();
  } else balance = await balanceOfUser(trx, userId);
  const answer: WalletAnswer = {
    status: WALLET_STATUS.ok,
    balance,
    currency: session.currency,
    ...(movementId === null ? {} : { walletTransactionId: String(movementId) }),
  };
  await remember(trx, provider, userId, {
    kind: 'win',
    transactionId: body.transactionId,
    roundId: body.roundId,
    amount: body.amount,
    hash,
    answer,
    movementId,
    originalTransactionId: body.betTransactionId ?? null,
  });
  return { answer, userId, moved: movementId !== null };
}

/**
 * A rollback refunds its bet once. One that arrives before its bet is kept (pending) and answered
 * OK; the bet, when it comes, is refused and nothing moves. Never refused for the session's state.
 */
async function rollback(
  trx: Transaction<DB>,
  provider: string,
  session: SessionRow,
  body: WalletRequest<'rollback'>,
): Promise<Done> {
  const hash = payloadHash('rollback', body);
  const replay = await earlier(trx, provider, body.transactionId, hash);
  if (replay) return replay;
  const original = await trx
    .selectFrom('casino_transactions')
    .select(['id', 'kind', 'status', 'amount', 'user_id', 'round_id', 'rolled_back'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', body.originalTransactionId)
    .executeTakeFirst();
  const userId = original ? Number(original.user_id) : session.user_id;
  const record = async (answer: WalletAnswer, extra: Partial<Record_> = {}): Promise<Done> => {
    await remember(trx, provider, userId, {
      kind: 'rollback',
      transactionId: body.transactionId,
      roundId: body.roundId,
      amount: extra.amount ?? 0,
      hash,
      answer,
      originalTransactionId: body.originalTransactionId,
      ...extra,
    });
    return { answer, userId, moved: extra.movementId != null };
  };
  const unchanged = async () => ({
    status: WALLET_STATUS.ok,
    balance: await balanceOfUser(trx, userId),
    currency: session.currency,
  });
  if (!original) return record(await unchanged(), { pending: 1 });
  if (original.kind !== 'bet')
    return record({
      ...(await unchanged()),
      status: WALLET_STATUS.notRefundable,
      code: 'casinoNotRefundable',
    });
  // a bet that was refused moved nothing; one already refunded is not refunded twice
  if (original.status !== WALLET_STATUS.ok || Number(original.rolled_back) === 1)
    return record(await unchanged());
  const amount = Number(original.amount);
  const moved = await postMovement(trx, {
    userId,
    amount,
    type: 'refund',
    service: session.service,
    product: session.product,
    reference: reference(provider, body.transactionId),
    note: `refund of ${body.originalTransactionId}`.slice(0, 200),
  });
  await trx
    .updateTable('casino_transactions')
    .set({ rolled_back: 1 })
    .where('id', '=', original.id)
    .execute();
  await trx
    .updateTable('casino_rounds')
    .set((eb) => ({ stakes: eb('stakes', '-', amount) }))
    .where('provider', '=', provider)
    .where('round_id', '=', original.round_id)
    .execute();
  return record(
    {
      status: WALLET_STATUS.ok,
      balance: moved.balanceAfter,
      currency: session.currency,
      walletTransactionId: String(moved.movementId),
    },
    { amount, movementId: moved.movementId },
  );
}

/** Ends a round: later bets on it are refused (wins still land). Idempotent. */
async function endRound(
  trx: Transaction<DB>,
  provider: string,
  session: SessionRow,
  body: WalletRequest<'endRound'>,
  now: number,
): Promise<Done> {
  const round = await roundOf(trx, provider, session, body.roundId);
  if (round && !round.closed)
    await trx
      .updateTable('casino_rounds')
      .set({ closed: 1, closed_at: now })
      .where('provider', '=', provider)
      .where('round_id', '=', body.roundId)
      .execute();
  return {
    answer: {
      status: round ? WALLET_STATUS.ok : WALLET_STATUS.roundClosed,
      balance: await balanceOfUser(trx, session.user_id),
      currency: session.currency,
    },
  };
}
