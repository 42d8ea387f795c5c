import { sql, type Transaction } from 'kysely';
import { REPORT_PRODUCTS, dayOf } from '@bet/shared';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** The casino's report products: all but sports pre-match and live. */
const CASINO_PRODUCTS = REPORT_PRODUCTS.filter((p) => p !== 'sport' && p !== 'live');

/**
 * Whether a casino stake of `amount` (minor units) would take a user on the player's path (the
 * player and each dealer above it) beyond its casino limit: the casino stakes of its subtree in the
 * UTC day, read from the dealer reports' daily rows, which the ledger keeps in step with every
 * movement. On PostgreSQL the limited users' rows are held until the stake commits, so two bets
 * under one limit are decided one after the other and cannot both take its last room; players
 * under no limit hold nothing.
 */
export async function casinoLimitFull(
  trx: Transaction<DB>,
  dialect: Dialect,
  userId: number,
  amount: number,
  now: number,
): Promise<boolean> {
  const player = await trx.selectFrom('users').select('path').where('id', '=', userId).executeTakeFirst();
  if (!player) return false;
  const nodes = player.path.split('/').filter(Boolean).map(Number);
  if (nodes.length === 0) return false;
  let limited = trx
    .selectFrom('users')
    .select(['id', 'casino_limit'])
    .where('id', 'in', nodes)
    .where('casino_limit', '>', 0)
    .orderBy('id');
  // not FOR UPDATE: rows that reference a user (foreign keys) still insert meanwhile
  if (dialect === 'postgres') limited = limited.forNoKeyUpdate();
  const limits = await limited.execute();
  if (limits.length === 0) return false;
  const used = await trx
    .selectFrom('report_daily')
    .select(['node_id', sql<string>`cast(sum(stakes) as bigint)`.as('stakes')])
    .where(
      'node_id',
      'in',
      limits.map((l) => Number(l.id)),
    )
    .where('day', '=', dayOf(now))
    .where('product', 'in', CASINO_PRODUCTS)
    .groupBy('node_id')
    .execute();
  const stakes = new Map(used.map((u) => [Number(u.node_id), Number(u.stakes)]));
  return limits.some((l) => (stakes.get(Number(l.id)) ?? 0) + amount > Number(l.casino_limit));
}
