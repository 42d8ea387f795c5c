import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  WALLET_STATUS,
  diceMessage,
  dicePayout,
  diceRollFromDigest,
  rouletteColour,
  rouletteCovers,
  roulettePayout,
  slotStakeValid,
  slotWin,
  spinRoulette,
  spinSlot,
  type HouseGame,
  type HouseOutcome,
  type HousePlayAnswer,
  type HousePlayRequest,
  type HouseState,
  type WalletAnswer,
  type WordSource,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { WalletUnreachable, type WalletClient } from './wallet-client.ts';

/** The catalogue code of each game, as the wallet sees it. */
const GAME_CODES: Record<HouseGame, string> = {
  slot: 'house-slot',
  roulette: 'house-roulette',
  dice: 'house-dice',
};

/** What a demo session starts with (minor units of play money). */
export const DEMO_BALANCE = 100_000;

/** Outcomes come from the operating system's CSPRNG, scaled without bias in shared. */
export const cryptoWords: WordSource = () => randomBytes(4).readUInt32BE(0);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newSeed = () => randomBytes(32).toString('hex');

type PlayRequest = HousePlayRequest;

interface HouseSession {
  key: string;
  walletToken: string | null;
  game: HouseGame;
  currency: string;
  demoBalance: number | null;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface HouseDeps {
  db: Kysely<DB>;
  logger: Logger;
  wallet: (origin: string) => WalletClient;
}

/** Opens the provider's own session for a page: checks a money session's token at the wallet first. */
export async function openHouseSession(
  deps: HouseDeps,
  origin: string,
  game: HouseGame,
  token: string | null,
): Promise<{ key: string; currency: string | null } | { refused: WalletAnswer }> {
  let currency = 'TRY';
  if (token !== null) {
    const auth = await deps.wallet(origin).call('authenticate', { token });
    if (auth.status !== WALLET_STATUS.ok) return { refused: auth };
    currency = auth.currency ?? currency;
  }
  const key = randomBytes(24).toString('base64url');
  await deps.db
    .insertInto('house_game_sessions')
    .values({
      key,
      wallet_token: token,
      game,
      currency,
      demo_balance: token === null ? DEMO_BALANCE : null,
      server_seed: newSeed(),
      client_seed: randomBytes(8).toString('hex'),
    })
    .execute();
  return { key, currency: token === null ? null : currency };
}

async function loadSession(db: Kysely<DB>, key: string): Promise<HouseSession> {
  const r = await db.selectFrom('house_game_sessions').selectAll().where('key', '=', key).executeTakeFirst();
  if (!r) throw notFound('casinoSessionInvalid');
  return {
    key: r.key,
    walletToken: r.wallet_token,
    game: r.game as HouseGame,
    currency: r.currency,
    demoBalance: r.demo_balance === null ? null : Number(r.demo_balance),
    serverSeed: r.server_seed,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
  };
}

export async function houseState(deps: HouseDeps, origin: string, key: string): Promise<HouseState> {
  const s = await loadSession(deps.db, key);
  let balance = s.demoBalance;
  let status: string = WALLET_STATUS.ok;
  if (s.walletToken !== null) {
    const answer = await deps
      .wallet(origin)
      .call('balance', { token: s.walletToken })
      .catch((err: unknown) => {
        if (err instanceof WalletUnreachable) throw new AppError(503, 'technicalError');
        throw err;
      });
    balance = answer.balance ?? null;
    status = answer.status;
  }
  return {
    game: s.game,
    demo: s.walletToken === null,
    currency: s.currency,
    balance,
    status,
    commitment: sha256(s.serverSeed),
    clientSeed: s.clientSeed,
    nonce: s.nonce,
  };
}

type Outcome = HouseOutcome;
type PlayAnswer = HousePlayAnswer;

/** Decides the round's outcome and what it pays (stake included), before any money moves. */
interface Decided {
  outcome: Outcome;
  payout: number;
  /** gives the dice seed back when the round did not happen (a refused or unanswered bet) */
  release(): Promise<void>;
}

const nothingToRelease = async () => {};

async function decide(db: Kysely<DB>, s: HouseSession, req: PlayRequest): Promise<Decided> {
  if (s.game === 'slot') {
    if (!slotStakeValid(req.stake)) throw badRequest('invalidRequest', { in: 'body', path: 'stake' });
    const o = spinSlot(cryptoWords);
    return {
      outcome: { game: 'slot', window: o.window, lines: o.lines },
      payout: slotWin(req.stake, o),
      release: nothingToRelease,
    };
  }
  if (s.game === 'roulette') {
    const bet = req.bet;
    if (!bet || !rouletteCovers(bet)) throw badRequest('invalidRequest', { in: 'body', path: 'bet' });
    const pocket = spinRoulette(cryptoWords);
    return {
      outcome: { game: 'roulette', pocket, colour: rouletteColour(pocket) },
      payout: roulettePayout(bet, req.stake, pocket),
      release: nothingToRelease,
    };
  }
  if (req.target === undefined) throw badRequest('invalidRequest', { in: 'body', path: 'target' });
  const clientSeed = req.clientSeed ?? s.clientSeed;
  const digest = createHmac('sha256', s.serverSeed).update(diceMessage(clientSeed, s.nonce)).digest();
  const roll = diceRollFromDigest(new Uint8Array(digest));
  // The seed is used once: the next one is committed before its round, and two plays at once
  // cannot both take this one.
  const next = newSeed();
  const claimed = await db
    .updateTable('house_game_sessions')
    .set({ server_seed: next, client_seed: clientSeed, nonce: s.nonce + 1 })
    .where('key', '=', s.key)
    .where('server_seed', '=', s.serverSeed)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict('casinoRoundBusy');
  return {
    outcome: {
      game: 'dice',
      roll,
      target: req.target,
      serverSeed: s.serverSeed,
      clientSeed,
      nonce: s.nonce,
      commitment: sha256(s.serverSeed),
      nextCommitment: sha256(next),
    },
    payout: dicePayout(req.stake, req.target, roll),
    // The roll was not shown, so the committed seed stays the next round's (unless a later
    // play has taken the new one meanwhile).
    release: async () => {
      await db
        .updateTable('house_game_sessions')
        .set({ server_seed: s.serverSeed, client_seed: s.clientSeed, nonce: s.nonce })
        .where('key', '=', s.key)
        .where('server_seed', '=', next)
        .execute();
    },
  };
}

/** How long a round may stay unfinished before the sweep finishes it. */
export const RECONCILE_AFTER_MS = 60_000;
export const RECONCILE_EVERY_MS = 30_000;

type RoundState = 'betting' | 'staked' | 'paid' | 'done' | 'refused' | 'refunded';

interface RoundRecord {
  roundId: string;
  walletToken: string;
  walletUrl: string;
  gameCode: string;
  currency: string;
  stake: number;
  payout: number;
}

/** Moves a round on from one state to the next; false when another run moved it first. */
async function advance(db: Kysely<DB>, roundId: string, from: RoundState, to: RoundState): Promise<boolean> {
  const r = await db
    .updateTable('house_game_rounds')
    .set({ state: to, updated_at: Date.now() })
    .where('round_id', '=', roundId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

const betTxOf = (roundId: string) => `${roundId}-bet`;

/** Pays a taken bet's win (if any) and ends the round: the same ids every time, so a replay moves nothing. */
async function finishStaked(
  deps: HouseDeps,
  r: RoundRecord,
  from: 'staked' | 'paid',
): Promise<WalletAnswer | null> {
  const wallet = deps.wallet(r.walletUrl);
  let won: WalletAnswer | null = null;
  if (from === 'staked') {
    if (r.payout > 0)
      won = await wallet.settle(
        'win',
        {
          token: r.walletToken,
          transactionId: `${r.roundId}-win`,
          roundId: r.roundId,
          gameCode: r.gameCode,
          currency: r.currency,
          amount: r.payout,
          betTransactionId: betTxOf(r.roundId),
        },
        8,
      );
    await advance(deps.db, r.roundId, 'staked', 'paid');
  }
  await wallet.settle('endRound', { token: r.walletToken, roundId: r.roundId });
  await advance(deps.db, r.roundId, 'paid', 'done');
  return won;
}

/** Refunds a bet whose fate is unknown; a rollback before its bet is kept by the wallet, so a late bet is refused. */
async function refund(deps: HouseDeps, r: RoundRecord): Promise<void> {
  const wallet = deps.wallet(r.walletUrl);
  const answer = await wallet.settle(
    'rollback',
    {
      token: r.walletToken,
      transactionId: `${r.roundId}-rollback`,
      roundId: r.roundId,
      originalTransactionId: betTxOf(r.roundId),
    },
    8,
  );
  if (answer.status !== WALLET_STATUS.ok) throw new Error(`rollback answered ${answer.status}`);
  await wallet.settle('endRound', { token: r.walletToken, roundId: r.roundId }).catch(() => undefined);
  await advance(deps.db, r.roundId, 'betting', 'refunded');
}

/** The code of a replayed round whose bet was refunded (its call got no answer): nothing was played. */
export const ROUND_REFUNDED = 'casinoRoundRefunded';

/**
 * The wallet's round id of a page's round: the same for every call of that round in that session,
 * and never the same for two sessions (a page's id is unique only to the page).
 */
const roundIdOf = (s: HouseSession, pageRound: string | undefined) =>
  pageRound === undefined
    ? `${s.game}-${randomUUID()}`
    : `${s.game}-${sha256(`${s.key}:${pageRound}`).slice(0, 32)}`;

/**
 * One round: the stake is debited at the wallet (a refusal ends it there), the outcome is drawn,
 * a win is credited and the round ended. Each step is recorded first, so a round whose call got
 * no answer is finished by the sweep: a taken bet is paid, a bet of unknown fate refunded.
 * A page that lost the answer asks again with the same round id and gets that round's result.
 */
export async function playRound(
  deps: HouseDeps,
  origin: string,
  key: string,
  req: PlayRequest,
): Promise<PlayAnswer> {
  const s = await loadSession(deps.db, key);
  if (s.walletToken === null) return playDemo(deps.db, s, req);
  const roundId = roundIdOf(s, req.round);
  if (req.round !== undefined) {
    const earlier = await replayRound(deps, roundId);
    if (earlier) return earlier;
  }
  // the outcome is drawn first (checking the request), but only shown once the stake is taken
  const decided = await decide(deps.db, s, req);
  const round: RoundRecord = {
    roundId,
    walletToken: s.walletToken,
    walletUrl: origin,
    gameCode: GAME_CODES[s.game],
    currency: s.currency,
    stake: req.stake,
    payout: decided.payout,
  };
  try {
    await deps.db
      .insertInto('house_game_rounds')
      .values({
        round_id: roundId,
        session_key: s.key,
        wallet_token: round.walletToken,
        wallet_url: round.walletUrl,
        game_code: round.gameCode,
        currency: round.currency,
        stake: round.stake,
        payout: round.payout,
        state: 'betting',
        outcome: JSON.stringify(decided.outcome),
        updated_at: Date.now(),
      })
      .execute();
  } catch (err) {
    // the same round asked twice at once: the other call plays it
    if (uniqueViolation(err) === null) throw err;
    await decided.release();
    const earlier = await replayRound(deps, roundId);
    if (earlier) return earlier;
    throw err;
  }
  const wallet = deps.wallet(origin);
  let bet: WalletAnswer;
  try {
    bet = await wallet.settle('bet', {
      token: round.walletToken,
      transactionId: betTxOf(roundId),
      roundId,
      gameCode: round.gameCode,
      currency: s.currency,
      amount: req.stake,
    });
  } catch (err) {
    deps.logger.warn({ err, roundId }, 'house bet unanswered: rolling it back');
    await decided.release();
    await refund(deps, round).catch((e: unknown) =>
      deps.logger.error({ err: e, roundId }, 'house rollback unanswered: the sweep refunds it'),
    );
    throw new AppError(503, 'technicalError');
  }
  if (bet.status !== WALLET_STATUS.ok) {
    await decided.release();
    await deps.db
      .updateTable('house_game_rounds')
      .set({ refusal: JSON.stringify({ status: bet.status, code: bet.code }) })
      .where('round_id', '=', roundId)
      .execute();
    await advance(deps.db, roundId, 'betting', 'refused');
    return {
      ok: false,
      status: bet.status,
      code: bet.code,
      balance: bet.balance ?? null,
      stake: req.stake,
      win: 0,
    };
  }
  await advance(deps.db, roundId, 'betting', 'staked');
  let won: WalletAnswer | null;
  try {
    won = await finishStaked(deps, round, 'staked');
  } catch (err) {
    deps.logger.warn({ err, roundId }, 'house win or end of round unanswered: the sweep finishes it');
    throw new AppError(503, 'technicalError');
  }
  const balance = won?.balance ?? bet.balance ?? null;
  return {
    ok: true,
    status: WALLET_STATUS.ok,
    balance,
    stake: req.stake,
    win: decided.payout,
    outcome: decided.outcome,
  };
}

/**
 * The answer of a round an earlier call of the page played (null when there is none): its outcome
 * once its bet was taken (its win and end paid now if still owed, with the same transaction ids),
 * its refusal, or its refund. A round whose bet is still on its way is busy: the page asks again.
 */
async function replayRound(deps: HouseDeps, roundId: string): Promise<PlayAnswer | null> {
  const row = await deps.db
    .selectFrom('house_game_rounds')
    .selectAll()
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  if (!row) return null;
  const stake = Number(row.stake);
  const payout = Number(row.payout);
  const wallet = deps.wallet(row.wallet_url);
  const balanceNow = async () => {
    const answer = await wallet.call('balance', { token: row.wallet_token }).catch(() => null);
    return answer?.balance ?? null;
  };
  if (row.state === 'betting') throw conflict('casinoRoundBusy');
  if (row.state === 'refused') {
    const refusal = JSON.parse(row.refusal ?? '{}') as { status?: string; code?: string };
    return {
      ok: false,
      status: refusal.status ?? WALLET_STATUS.roundClosed,
      code: refusal.code,
      balance: await balanceNow(),
      stake,
      win: 0,
      replayed: true,
    };
  }
  if (row.state === 'refunded')
    return {
      ok: false,
      status: WALLET_STATUS.ok,
      code: ROUND_REFUNDED,
      balance: await balanceNow(),
      stake,
      win: 0,
      replayed: true,
    };
  if (row.state === 'staked' || row.state === 'paid') {
    const r: RoundRecord = {
      roundId,
      walletToken: row.wallet_token,
      walletUrl: row.wallet_url,
      gameCode: row.game_code,
      currency: row.currency,
      stake,
      payout,
    };
    try {
      await finishStaked(deps, r, row.state);
    } catch (err) {
      deps.logger.warn({ err, roundId }, 'house win or end of round unanswered again: the sweep finishes it');
      throw new AppError(503, 'technicalError');
    }
  }
  if (row.outcome === null) throw conflict('casinoRoundBusy');
  return {
    ok: true,
    status: WALLET_STATUS.ok,
    balance: await balanceNow(),
    stake,
    win: payout,
    outcome: JSON.parse(row.outcome) as Outcome,
    replayed: true,
  };
}

/**
 * Finishes the rounds left open longer than RECONCILE_AFTER_MS (a call that never got its answer,
 * a server stopped mid-round): a taken bet gets its win and its end, a bet of unknown fate is
 * refunded. Every call reuses the round's transaction ids, so running it twice, or on two
 * servers at once, pays nothing twice.
 */
export async function reconcileHouseRounds(deps: HouseDeps, now = Date.now()): Promise<{ finished: number }> {
  const open = await deps.db
    .selectFrom('house_game_rounds')
    .selectAll()
    .where('state', 'in', ['betting', 'staked', 'paid'])
    .where('updated_at', '<', now - RECONCILE_AFTER_MS)
    .orderBy('id')
    .limit(200)
    .execute();
  let finished = 0;
  for (const row of open) {
    const r: RoundRecord = {
      roundId: row.round_id,
      walletToken: row.wallet_token,
      walletUrl: row.wallet_url,
      gameCode: row.game_code,
      currency: row.currency,
      stake: Number(row.stake),
      payout: Number(row.payout),
    };
    try {
      // claims the round for this run: another run that read it too finds it moved on
      const claimed = await deps.db
        .updateTable('house_game_rounds')
        .set({ updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      if (row.state === 'betting') await refund(deps, r);
      else await finishStaked(deps, r, row.state === 'staked' ? 'staked' : 'paid');
      finished++;
    } catch (err) {
      deps.logger.warn({ err, roundId: r.roundId }, 'house round still unfinished: tried again later');
    }
  }
  return { finished };
}

async function playDemo(db: Kysely<DB>, s: HouseSession, req: PlayRequest): Promise<PlayAnswer> {
  if ((s.demoBalance ?? 0) < req.stake)
    return {
      ok: false,
      status: WALLET_STATUS.insufficientFunds,
      code: 'insufficientBalance',
      balance: s.demoBalance,
      stake: req.stake,
      win: 0,
    };
  const { outcome, payout, release } = await decide(db, s, req);
  const updated = await db
    .updateTable('house_game_sessions')
    .set((eb) => ({ demo_balance: eb(eb('demo_balance', '-', req.stake), '+', payout) }))
    .where('key', '=', s.key)
    .where('demo_balance', '>=', req.stake)
    .returning('demo_balance')
    .executeTakeFirst();
  if (!updated) {
    await release();
    return {
      ok: false,
      status: WALLET_STATUS.insufficientFunds,
      code: 'insufficientBalance',
      balance: s.demoBalance,
      stake: req.stake,
      win: 0,
    };
  }
  return {
    ok: true,
    status: WALLET_STATUS.ok,
    balance: Number(updated.demo_balance),
    stake: req.stake,
    win: payout,
    outcome,
  };
}

export { WalletUnreachable };
