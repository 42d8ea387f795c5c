import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  JACKPOT_RULES,
  JACKPOT_TIERS,
  jackpotContribution,
  jackpotDropPoint,
  jackpotLight,
  jackpotTiersOf,
  jackpotWins,
  maskedWinnerName,
  type JackpotData,
  type JackpotTier,
  type JackpotWinner,
  type ReportProduct,
  type WordSource,
} from '@bet/shared';
import { isPostgres } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../infra/audit.ts';
import { houseAccountId, openPoolAccount, transfer } from '../wallet/index.ts';

/** Draws come from the operating system's CSPRNG, scaled without bias in shared. */
const cryptoWords: WordSource = () => randomBytes(4).readUInt32BE(0);

interface Pool {
  id: number;
  accountId: number;
}

/** A tier's pool for an operator and currency, opened (and seeded by the house) on first use. */
async function poolOf(
  trx: Transaction<DB>,
  tier: JackpotTier,
  operatorId: number,
  currency: string,
): Promise<Pool> {
  const found = await trx
    .selectFrom('jackpot_pools')
    .select(['id', 'account_id'])
    .where('tier', '=', tier)
    .where('operator_id', '=', operatorId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (found) return { id: Number(found.id), accountId: Number(found.account_id) };
  // two first stakes at once: the second insert meets the unique tier and its transaction is run again
  const accountId = await openPoolAccount(trx, operatorId, currency);
  const row = await trx
    .insertInto('jackpot_pools')
    .values({
      tier,
      operator_id: operatorId,
      currency,
      account_id: accountId,
      drop_at: jackpotDropPoint(tier, cryptoWords),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pool = { id: Number(row.id), accountId };
  await seed(trx, tier, pool, operatorId, currency, `jackpot:${tier}:open`);
  return pool;
}

async function seed(
  trx: Transaction<DB>,
  tier: JackpotTier,
  pool: Pool,
  operatorId: number,
  currency: string,
  reference: string,
): Promise<void> {
  await transfer(trx, {
    fromAccountId: await houseAccountId(trx, operatorId, currency),
    toAccountId: pool.accountId,
    amount: JACKPOT_RULES[tier].seed,
    type: 'jackpotSeed',
    reference,
  });
}

export interface JackpotStake {
  userId: number;
  /** the stake's ledger service: which tiers it feeds (shared jackpotTiersOf) */
  service: number;
  /** a sports coupon with a match in play feeds the live tier, else the pre-match one */
  inPlay?: boolean;
  /** the report product of the stake's game: a jackpot it wins is reported under it */
  product?: ReportProduct;
  amount: number;
  currency: string;
  /** the stake's ledger reference: what makes its contribution and draw happen once */
  reference: string;
}

export interface JackpotWin extends JackpotWinner {
  userId: number;
}

/**
 * Feeds a taken stake into the pools of its service, in the stake's own transaction (so a replayed
 * stake, answered from the wallet's record, feeds nothing twice), then draws each pool by the
 * shared rule (the stake that brings a pool to its drop point wins it): a winner is paid the
 * whole pool, the house seeds it again with a new drop point, and the draw is kept and audited. Returns the wins, for the jackpot socket.
 */
export async function feedJackpots(
  trx: Transaction<DB>,
  stake: JackpotStake,
  words: WordSource = cryptoWords,
): Promise<JackpotWin[]> {
  const tiers = jackpotTiersOf(stake.service, stake.inPlay ?? false);
  if (tiers.length === 0 || stake.amount <= 0) return [];
  const player = await trx
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.operator_id', 'u.user_name'])
    .where('a.user_id', '=', stake.userId)
    .executeTakeFirstOrThrow();
  const operatorId = Number(player.operator_id);
  const wins: JackpotWin[] = [];
  for (const tier of tiers) {
    const pool = await poolOf(trx, tier, operatorId, stake.currency);
    const share = jackpotContribution(tier, stake.amount);
    let balance: number;
    // the contribution first: it holds the pool's row, so a drop point redrawn by a winner meanwhile is read here
    if (share > 0) {
      const moved = await transfer(trx, {
        fromAccountId: await houseAccountId(trx, operatorId, stake.currency),
        toAccountId: pool.accountId,
        amount: share,
        type: 'jackpotContribution',
        reference: `jackpot:${tier}:${stake.reference}`,
      });
      balance = moved.to.balanceAfter;
    } else balance = await poolBalance(trx, pool.accountId);
    const dropAt = await dropPointOf(trx, pool.id);
    if (!jackpotWins(tier, stake.amount, balance, dropAt)) continue;
    wins.push(
      await payJackpot(
        trx,
        { tier, pool, operatorId, balance, dropAt },
        stake,
        { accountId: Number(player.id), userName: player.user_name },
        words,
      ),
    );
  }
  return wins;
}

/** A pool as a draw finds it: the balance that the winning stake brought to its drop point. */
export interface DrawnPool {
  tier: JackpotTier;
  pool: Pool;
  operatorId: number;
  balance: number;
  dropAt: number;
}

/**
 * Pays a pool that a stake won: the whole pool to the player, the house seeds it again with a new
 * drop point, the draw is kept and audited.
 */
export async function payJackpot(
  trx: Transaction<DB>,
  { tier, pool, operatorId, balance, dropAt }: DrawnPool,
  stake: JackpotStake,
  player: { accountId: number; userName: string },
  words: WordSource = cryptoWords,
): Promise<JackpotWin> {
  const paid = await transfer(trx, {
    fromAccountId: pool.accountId,
    toAccountId: player.accountId,
    amount: balance,
    type: 'jackpotWin',
    reference: `jackpot:${tier}:${stake.reference}`,
    service: stake.service,
    ...(stake.product ? { product: stake.product } : {}),
  });
  await seed(trx, tier, pool, operatorId, stake.currency, `jackpot:${tier}:${stake.reference}`);
  await trx
    .updateTable('jackpot_pools')
    .set({ drop_at: jackpotDropPoint(tier, words) })
    .where('id', '=', pool.id)
    .execute();
  const at = Date.now();
  const draw = await trx
    .insertInto('jackpot_draws')
    .values({
      tier,
      pool_id: pool.id,
      user_id: stake.userId,
      amount: balance,
      currency: stake.currency,
      reference: stake.reference,
      drop_at: dropAt,
      movement_id: paid.to.movementId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actorId: null,
    action: 'jackpot.win',
    targetType: 'jackpot',
    targetId: Number(draw.id),
    after: { tier, userId: stake.userId, amount: balance, dropAt, reference: stake.reference },
    ip: '',
  });
  return {
    tier,
    userId: stake.userId,
    userName: maskedWinnerName(player.userName),
    amount: balance,
    currency: stake.currency,
    at,
  };
}

/**
 * The tiers' pools of these operators' currencies (opened on first use), each with its balance and
 * drop point, for a batch of stakes. On PostgreSQL the pools' accounts and the houses' are locked
 * first, in id order (a feeder on another instance waits, and two cannot deadlock), so the
 * balances read here stay true until the batch commits.
 */
export async function poolStates(
  trx: Transaction<DB>,
  keys: ReadonlyArray<{ tier: JackpotTier; operatorId: number; currency: string }>,
): Promise<Array<DrawnPool & { currency: string; houseAccountId: number }>> {
  const opened = [];
  for (const k of keys)
    opened.push({
      ...k,
      pool: await poolOf(trx, k.tier, k.operatorId, k.currency),
      houseAccountId: await houseAccountId(trx, k.operatorId, k.currency),
    });
  if (isPostgres(trx) && opened.length > 0)
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', [...new Set(opened.flatMap((o) => [o.pool.accountId, o.houseAccountId]))])
      .orderBy('id')
      .forUpdate()
      .execute();
  const out = [];
  for (const o of opened)
    out.push({
      ...o,
      balance: await poolBalance(trx, o.pool.accountId),
      dropAt: await dropPointOf(trx, o.pool.id),
    });
  return out;
}

async function dropPointOf(trx: Transaction<DB>, poolId: number): Promise<number> {
  const row = await trx
    .selectFrom('jackpot_pools')
    .select('drop_at')
    .where('id', '=', poolId)
    .executeTakeFirstOrThrow();
  return Number(row.drop_at);
}

async function poolBalance(db: Kysely<DB>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** Every tier's pool of an operator's currency, by the spec's groups; a pool not yet open shows its seed. */
export async function jackpotData(db: Kysely<DB>, currency: string, operatorId = 1): Promise<JackpotData> {
  const rows = await db
    .selectFrom('jackpot_pools as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.tier', 'a.balance'])
    .where('p.operator_id', '=', operatorId)
    .where('p.currency', '=', currency)
    .execute();
  const balances = new Map(rows.map((r) => [r.tier, Number(r.balance)]));
  const pool = (tier: JackpotTier) => {
    const balance = balances.get(tier) ?? JACKPOT_RULES[tier].seed;
    return { balance, light: jackpotLight(tier, balance) };
  };
  return {
    currency,
    casino: { daily: pool('casinoDaily'), weekly: pool('casinoWeekly'), mega: pool('casinoMega') },
    livecasino: { daily: pool('liveCasinoDaily') },
    sports: { prematch: pool('sportsPrematch'), live: pool('sportsLive') },
  };
}

/** Wins drawn after a given draw id, oldest first (what the socket has not told yet). */
export async function winsSince(
  db: Kysely<DB>,
  afterId: number,
): Promise<Array<JackpotWinner & { id: number }>> {
  const rows = await db
    .selectFrom('jackpot_draws as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.tier', 'd.amount', 'd.currency', 'd.created_at', 'u.user_name'])
    .where('d.id', '>', afterId)
    .orderBy('d.id')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    tier: r.tier as JackpotTier,
    userName: maskedWinnerName(r.user_name),
    amount: Number(r.amount),
    currency: r.currency,
    at: Number(r.created_at),
  }));
}

export async function lastDrawId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('jackpot_draws')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
}

/** The back office's view: each pool with its rule, what it took in and paid out, and the last wins. */
export async function jackpotPools(db: Kysely<DB>, siteCurrency: string) {
  const pools = await db
    .selectFrom('jackpot_pools as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.tier', 'p.currency', 'p.account_id', 'a.balance'])
    .orderBy('p.id')
    .execute();
  const sums = await db
    .selectFrom('ledger_movements')
    .select(['account_id', 'type', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('account_id', 'in', pools.length ? pools.map((p) => Number(p.account_id)) : [-1])
    .groupBy(['account_id', 'type'])
    .execute();
  const sum = (accountId: number, type: string) =>
    Math.abs(Number(sums.find((s) => Number(s.account_id) === accountId && s.type === type)?.total ?? 0));
  const draws = await db
    .selectFrom('jackpot_draws as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.tier', 'd.amount', 'd.currency', 'd.drop_at', 'd.created_at', 'u.user_name'])
    .orderBy('d.id', 'desc')
    .limit(20)
    .execute();
  // every pool: one per tier and currency (a site that takes several currencies has several); the
  // site currency's pools that no stake has opened yet too, as the players see them (at their seed)
  const order = (tier: string) => JACKPOT_TIERS.indexOf(tier as JackpotTier);
  const opened = pools.filter((p) => order(p.tier) >= 0);
  const unopened = JACKPOT_TIERS.filter(
    (tier) => !opened.some((p) => p.tier === tier && p.currency === siteCurrency),
  ).map((tier) => ({ tier, currency: siteCurrency, account_id: null, balance: JACKPOT_RULES[tier].seed }));
  const listed = [...opened, ...unopened].sort(
    (a, b) => order(a.tier) - order(b.tier) || a.currency.localeCompare(b.currency),
  );
  return {
    pools: listed.map((p) => {
      const tier = p.tier as JackpotTier;
      const rule = JACKPOT_RULES[tier];
      const accountId = p.account_id === null ? null : Number(p.account_id);
      return {
        tier,
        currency: p.currency,
        balance: Number(p.balance),
        shareBp: rule.shareBp,
        seed: rule.seed,
        mustDropAt: rule.mustDropAt,
        contributed: accountId === null ? 0 : sum(accountId, 'jackpotContribution'),
        paid: accountId === null ? 0 : sum(accountId, 'jackpotWin'),
        opened: accountId !== null,
      };
    }),
    draws: draws.map((d) => ({
      id: Number(d.id),
      tier: d.tier as JackpotTier,
      userName: d.user_name,
      amount: Number(d.amount),
      currency: d.currency,
      dropAt: Number(d.drop_at),
      at: Number(d.created_at),
    })),
  };
}
