import { sql, type Kysely, type Transaction } from 'kysely';
import {
  addSums,
  couponReportProduct,
  dayOf,
  isOn,
  movementSums,
  type ReportProduct,
  type ReportSums,
} from '@bet/shared';
import { inChunks } from '../../db/bulk.ts';
import { prepared, slotsOf } from '../../db/prepared.ts';
import type { DB } from '../../db/schema.ts';

/** A play movement as the dealer reports count it. */
export interface ReportMovement {
  accountId: number;
  type: string;
  amount: number;
  reference: string;
  at: number;
  /**
   * the product when it is not a stored coupon's: the stake of a placement (its row is not
   * written yet), or a casino movement (the product of the game played)
   */
  product?: ReportProduct | undefined;
  /** the path of the account's user ('/1/4/9/'), when the caller knows it: saves reading it */
  path?: string | undefined;
}

/**
 * Adds one play movement of a coupon to the dealer reports' daily rows, in the transaction of the
 * movement itself, so a report never disagrees with the ledger: the player's row and the row of
 * every dealer above it (its path) for the day and the product (the coupon's, or the casino game's
 * the caller names). Movements that are not play (credit, cash payouts at a till) and movements of
 * neither a coupon nor a named product are left out.
 */
export async function addToReportRows(trx: Transaction<DB>, m: ReportMovement): Promise<void> {
  const rows = stakeReportRows(m);
  if (rows === null) return addManyToReportRows(trx, [m]);
  if (rows.nodes.length === 0) return;
  await addToRowsOf.all(trx, rows, rows.nodes.length);
}

/** The daily rows one placement's stake adds to, and what it adds to each. */
export interface StakeReportRows extends ReportSums {
  /** the nodes of the player's path, in id order (the order every writer takes them in) */
  nodes: number[];
  day: number;
  product: ReportProduct;
  shard: number;
}

/**
 * The rows a placement's stake (its product and its path known) adds to: those of its account's
 * shard, one per node of its path (the root's row, shared by every coupon, is split so). Null for
 * any other movement, which `addToReportRows` adds as one of many.
 */
export function stakeReportRows(m: ReportMovement): StakeReportRows | null {
  const sums = movementSums(m.type, m.amount);
  if (m.path === undefined || !m.product || !sums || m.reference === '') return null;
  const nodes = nodesOf(m.path).sort((a, b) => a - b);
  return { nodes, day: dayOf(m.at), product: m.product, shard: m.accountId % REPORT_SHARDS, ...sums };
}

/** How many rows a node's day and product is split over, for placements (see migration 0500). */
export const REPORT_SHARDS = 16;

/** A daily row written again adds the new sums to what it holds. */
const ADDED_TO_THE_ROW = {
  stakes: sql<number>`report_daily.stakes + excluded.stakes`,
  wins: sql<number>`report_daily.wins + excluded.wins`,
  bonuses: sql<number>`report_daily.bonuses + excluded.bonuses`,
  coupons: sql<number>`report_daily.coupons + excluded.coupons`,
};

const nodesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * The insert that adds a stake to its report rows (as many nodes as `count`): a statement of its
 * own, or one part of a placement's single statement on PostgreSQL.
 */
export function stakeRowsInsert(db: Kysely<DB>, v: StakeReportRows, count: number) {
  return db
    .insertInto('report_daily')
    .values(
      slotsOf(v.nodes, count).map((node_id) => ({
        node_id,
        day: v.day,
        product: v.product,
        shard: v.shard,
        stakes: v.stakes,
        wins: v.wins,
        bonuses: v.bonuses,
        coupons: v.coupons,
      })),
    )
    .onConflict((oc) => oc.columns(['node_id', 'day', 'product', 'shard']).doUpdateSet(ADDED_TO_THE_ROW));
}

const addToRowsOf = prepared(stakeRowsInsert);

/**
 * Adds many play movements at once (a settled batch of coupons), as adding each in turn would:
 * their sums are added up per row first, so each daily row is written once per call.
 */
export async function addManyToReportRows(
  trx: Transaction<DB>,
  movements: readonly ReportMovement[],
): Promise<void> {
  const counted = movements.flatMap((m) => {
    const sums = movementSums(m.type, m.amount);
    return sums && m.reference !== '' ? [{ ...m, sums }] : [];
  });
  if (counted.length === 0) return;
  const pathOf = new Map<number, string>();
  for (const chunk of inChunks([...new Set(counted.map((m) => m.accountId))]))
    for (const row of await trx
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'u.path'])
      .where('a.id', 'in', chunk)
      .execute())
      pathOf.set(Number(row.id), row.path);
  const liveOf = new Map<string, boolean>();
  for (const chunk of inChunks([...new Set(counted.filter((m) => !m.product).map((m) => m.reference))]))
    for (const row of await trx
      .selectFrom('coupons')
      .select(['ticket_id', 'is_live'])
      .where('ticket_id', 'in', chunk)
      .execute())
      liveOf.set(row.ticket_id, isOn(row.is_live));
  const rows = new Map<string, { node_id: number; day: number; product: ReportProduct; sums: ReportSums }>();
  for (const m of counted) {
    const path = pathOf.get(m.accountId);
    const live = liveOf.get(m.reference);
    const product = m.product ?? (live === undefined ? undefined : couponReportProduct(live));
    if (path === undefined || !product) continue;
    const day = dayOf(m.at);
    for (const node_id of nodesOf(path)) {
      const key = `${node_id}|${day}|${product}`;
      const row = rows.get(key);
      if (row) row.sums = addSums(row.sums, m.sums);
      else rows.set(key, { node_id, day, product, sums: m.sums });
    }
  }
  // Every transaction takes its rows in one order (node, day, product), so two cannot deadlock.
  const ordered = [...rows.values()].sort(
    (a, b) => a.node_id - b.node_id || a.day - b.day || a.product.localeCompare(b.product),
  );
  for (const chunk of inChunks(ordered))
    await trx
      .insertInto('report_daily')
      .values(chunk.map(({ sums, ...key }) => ({ ...key, ...sums })))
      .onConflict((oc) =>
        // shard 0: every writer but placement (which writes its own shard's rows, see above)
        oc.columns(['node_id', 'day', 'product', 'shard']).doUpdateSet(ADDED_TO_THE_ROW),
      )
      .execute();
}
