import { sql, type Kysely } from 'kysely';
import {
  RG_EMPTY_USAGE,
  TRANSFER_STATUS,
  TRANSFER_TYPE,
  bindingExclusion,
  exclusionRefusalKey,
  limitRefusal,
  rgPeriodStart,
  toMajor,
  type Exclusion,
  type ExclusionType,
  type RgActiveLimit,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgPeriodUsage,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, refused } from '../../http/errors.ts';

/** Ledger movement types that give a player's stakes back (a casino game's refund too): they lower the period's loss. */
const RETURN_TYPES = ['win', 'winCorrection', 'cashout', 'cancelRefund', 'voidRefund', 'refund'] as const;

/** The exclusions of a player that have not ended by `now`. */
export async function runningExclusions(db: Kysely<DB>, userId: number, now: number): Promise<Exclusion[]> {
  const rows = await db
    .selectFrom('rg_exclusions')
    .select(['type', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return rows.map((r) => ({
    type: r.type as ExclusionType,
    startsAt: Number(r.starts_at),
    endsAt: r.ends_at === null ? null : Number(r.ends_at),
  }));
}

export async function activeExclusion(
  db: Kysely<DB>,
  userId: number,
  now: number,
): Promise<Exclusion | null> {
  return bindingExclusion(await runningExclusions(db, userId, now), now);
}

/** Why a player may not log in now (a running time-out or self-exclusion), or null. */
export async function loginRefusal(
  db: Kysely<DB>,
  userId: number,
): Promise<{ code: string; until: string | null } | null> {
  const e = await activeExclusion(db, userId, Date.now());
  if (!e) return null;
  return { code: exclusionRefusalKey(e), until: e.endsAt === null ? null : new Date(e.endsAt).toISOString() };
}

/** The limits in force for a player in one currency (pending loosenings do not count until confirmed). */
export async function limitsInForce(
  db: Kysely<DB>,
  userId: number,
  currency: string,
): Promise<RgActiveLimit[]> {
  const rows = await db
    .selectFrom('rg_limits')
    .select(['kind', 'period', 'amount'])
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('amount', 'is not', null)
    .execute();
  return rows.map((r) => ({
    kind: r.kind as RgLimitKind,
    period: r.period as RgLimitPeriod,
    amount: Number(r.amount),
  }));
}

/**
 * What the player did since `from`: gross deposits (requests waiting or credited: a deposit counts
 * from the moment it goes to a provider), stakes and returns from the ledger. `skipReference`
 * leaves out the movements of one coupon (the one being placed, already debited in the caller's
 * transaction).
 */
export async function usageSince(
  db: Kysely<DB>,
  userId: number,
  currency: string,
  from: number,
  skipReference?: string,
): Promise<RgPeriodUsage> {
  let moves = db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select([
      sql<number>`coalesce(sum(case when m.type = 'stake' then -m.amount else 0 end), 0)`.as('stakes'),
      sql<number>`coalesce(sum(case when m.type in (${sql.join(RETURN_TYPES.map((t) => sql.lit(t)))}) then m.amount else 0 end), 0)`.as(
        'returns',
      ),
    ])
    .where('a.user_id', '=', userId)
    .where('a.currency', '=', currency)
    .where('m.created_at', '>=', from);
  if (skipReference !== undefined) moves = moves.where('m.reference', '!=', skipReference);
  const [ledger, deposits] = await Promise.all([
    moves.executeTakeFirst(),
    db
      .selectFrom('transfer_requests')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('transfer_type', '=', TRANSFER_TYPE.deposit)
      .where('status', 'in', [TRANSFER_STATUS.waiting, TRANSFER_STATUS.confirmed])
      .where('created_at', '>=', from)
      .executeTakeFirst(),
  ]);
  return {
    deposits: Number(deposits?.total ?? 0),
    stakes: Number(ledger?.stakes ?? 0),
    returns: Number(ledger?.returns ?? 0),
  };
}

/** Each period's usage, read once per period the limits name. */
async function usageByPeriod(
  db: Kysely<DB>,
  userId: number,
  currency: string,
  limits: readonly RgActiveLimit[],
  now: number,
  skipReference?: string,
): Promise<(p: RgLimitPeriod) => RgPeriodUsage> {
  const periods = [...new Set(limits.map((l) => l.period))];
  const read = await Promise.all(
    periods.map((p) => usageSince(db, userId, currency, rgPeriodStart(p, now), skipReference)),
  );
  const byPeriod = new Map(periods.map((p, i) => [p, read[i]!]));
  return (p) => byPeriod.get(p) ?? RG_EMPTY_USAGE;
}

/** A player's exclusions not ended when read, and limits in every currency. */
export interface StakeRules {
  exclusions: Exclusion[];
  limits: Array<RgActiveLimit & { currency: string }>;
}

// Every placement checks them: kept in memory and dropped whole when a committed write changes
// either table (on this instance or, through the change relay, another), so a new time-out or
// limit binds the next bet. Time is applied at each use: an exclusion ends without a write.
const stakeRules = keptPerDatabase(
  (database) =>
    new KeptCopy<number, StakeRules>(
      database,
      async (userId) => {
        const [exclusions, limits] = await Promise.all([
          runningExclusions(database.db, userId, Date.now()),
          database.db
            .selectFrom('rg_limits')
            .select(['kind', 'period', 'amount', 'currency'])
            .where('user_id', '=', userId)
            .where('amount', 'is not', null)
            .execute(),
        ]);
        return {
          exclusions,
          limits: limits.map((r) => ({
            kind: r.kind as RgLimitKind,
            period: r.period as RgLimitPeriod,
            amount: Number(r.amount),
            currency: r.currency,
          })),
        };
      },
      (change) => change.table === 'rg_exclusions' || change.table === 'rg_limits',
    ),
);

/** The player's exclusions and limits from memory (see `stakeRules`); never inside a transaction. */
export function keptStakeRules(database: Database, userId: number): Promise<StakeRules> {
  return stakeRules(database).get(userId);
}

async function assertNotExcluded(
  db: Kysely<DB>,
  userId: number,
  now: number,
  kept?: StakeRules,
): Promise<void> {
  const e = kept
    ? bindingExclusion(
        kept.exclusions.filter((x) => x.endsAt === null || x.endsAt > now),
        now,
      )
    : await activeExclusion(db, userId, now);
  if (e)
    throw new AppError(403, exclusionRefusalKey(e), {
      until: e.endsAt === null ? null : new Date(e.endsAt).toISOString(),
    });
}

async function assertWithinLimits(
  db: Kysely<DB>,
  who: { userId: number; currency: string },
  attempt: { kind: 'deposit' | 'stake'; amount: number },
  now: number,
  skipReference?: string,
  kept?: StakeRules,
): Promise<void> {
  const limits = kept
    ? kept.limits
        .filter((l) => l.currency === who.currency)
        .map(({ kind, period, amount }) => ({ kind, period, amount }))
    : await limitsInForce(db, who.userId, who.currency);
  if (limits.length === 0) return;
  const usage = await usageByPeriod(db, who.userId, who.currency, limits, now, skipReference);
  const refusal = limitRefusal(limits, usage, attempt);
  if (refusal)
    throw refused(refusal.key, {
      kind: refusal.kind,
      period: refusal.period,
      limit: toMajor(refusal.limit),
      left: toMajor(refusal.left),
    });
}

/**
 * Refuses a stake that a running exclusion or a stake or loss limit forbids. Called in the
 * placement's transaction after the stake's debit (which holds the player's account row, so the
 * player's placements are checked one at a time); `reference` is that coupon's, left out of the
 * sums so it counts once, as the attempt. Fails closed: an error here refuses the bet. With
 * `kept` (`keptStakeRules`, read before the transaction), the exclusions and limits come from
 * memory kept current by committed writes; the period's usage is still read in the transaction.
 */
export async function assertMayStake(
  trx: Kysely<DB>,
  who: { userId: number; currency: string },
  amount: number,
  reference: string,
  now = Date.now(),
  kept?: StakeRules,
): Promise<void> {
  await assertNotExcluded(trx, who.userId, now, kept);
  await assertWithinLimits(trx, who, { kind: 'stake', amount }, now, reference, kept);
}

/**
 * Refuses a deposit that a running exclusion or a deposit limit forbids, before the request is
 * stored or reaches a payment provider. With `lock` (PostgreSQL) the player's account row is held
 * until commit, so two deposits at once are checked one after the other.
 */
export async function assertMayDeposit(
  trx: Kysely<DB>,
  who: { userId: number; currency: string },
  amount: number,
  lock: boolean,
  now = Date.now(),
): Promise<void> {
  if (lock)
    await trx.selectFrom('accounts').select('id').where('user_id', '=', who.userId).forUpdate().execute();
  await assertNotExcluded(trx, who.userId, now);
  await assertWithinLimits(trx, who, { kind: 'deposit', amount }, now);
}
