import { sql, type Kysely } from 'kysely';
import {
  bucketDays,
  csvAmount,
  effectiveCommissionBp,
  dayIso,
  dayOfIso,
  reportFigures,
  toCsv,
  toMajor,
  translate,
  type LanguageCode,
  type ReportFigures,
  type ReportQuery,
  type ReportResponse,
  type ReportRow,
  type ReportSums,
  type Role,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { effectiveCommissionOf, findUser, requireSubtreeUser, type UserRow } from '../users/index.ts';

/** The longest range one report covers: a few years of daily rows stay small per dealer. */
const MAX_DAYS = 1100;

const sumColumns = [
  sql<string>`cast(sum(r.stakes) as bigint)`.as('stakes'),
  sql<string>`cast(sum(r.wins) as bigint)`.as('wins'),
  sql<string>`cast(sum(r.bonuses) as bigint)`.as('bonuses'),
  sql<string>`cast(sum(r.coupons) as bigint)`.as('coupons'),
] as const;

// Sums arrive as text from PostgreSQL (bigint) and as numbers from SQLite.
const toSums = (r: { stakes: unknown; wins: unknown; bonuses: unknown; coupons: unknown }): ReportSums => ({
  stakes: Number(r.stakes ?? 0),
  wins: Number(r.wins ?? 0),
  bonuses: Number(r.bonuses ?? 0),
  coupons: Number(r.coupons ?? 0),
});

const apiFigures = (f: ReportFigures) => ({
  stakes: toMajor(f.stakes),
  wins: toMajor(f.wins),
  ggr: toMajor(f.ggr),
  bonuses: toMajor(f.bonuses),
  ngr: toMajor(f.ngr),
  commission: toMajor(f.commission),
  coupons: f.coupons,
});

interface RawRow {
  key: string;
  label: string;
  userId: number | null;
  role: Role | null;
  figures: ReportFigures;
}

export interface DealerReport {
  dealer: { userId: number; userName: string; role: Role; commissionBp: number };
  rows: RawRow[];
  totals: ReportFigures;
}

/** Whose report it is: the caller, or a user of its subtree (anyone else is answered as missing). */
async function reportNode(db: Kysely<DB>, caller: AuthUser, dealerId: number | undefined): Promise<UserRow> {
  if (dealerId === undefined || dealerId === caller.id) {
    const self = await findUser(db, caller.id);
    if (!self) throw badRequest('userNotFound');
    return self;
  }
  return requireSubtreeUser(db, caller, dealerId);
}

/**
 * A dealer's report over whole UTC days, read from the daily rows the ledger keeps: per period,
 * per user directly below the dealer (each with its whole subtree) or per product.
 */
export async function dealerReport(
  db: Kysely<DB>,
  caller: AuthUser,
  q: ReportQuery,
  lang: LanguageCode,
): Promise<DealerReport> {
  const from = dayOfIso(q.from);
  const to = dayOfIso(q.to);
  if (from === null || to === null) throw badRequest('invalidRequest', { in: 'query', reason: 'not a date' });
  if (to < from || to - from > MAX_DAYS)
    throw badRequest('invalidRequest', { in: 'query', reason: `from before to, at most ${MAX_DAYS} days` });
  const node = await reportNode(db, caller, q.dealerId);
  const nodeId = Number(node.id);
  // The rate that applies: the node's own, lowered to any dealer's above it; so is each user's below.
  const nodeBp = (await effectiveCommissionOf(db, [node])).get(nodeId)!;
  const isHouse = node.role === 'admin';

  let own = db
    .selectFrom('report_daily as r')
    .where('r.node_id', '=', nodeId)
    .where('r.day', '>=', from)
    .where('r.day', '<=', to);
  if (q.product) own = own.where('r.product', '=', q.product);

  const total = toSums(await own.select([...sumColumns]).executeTakeFirstOrThrow());
  let rows: RawRow[];
  if (q.groupBy === 'period') {
    const days = await own
      .select(['r.day', ...sumColumns])
      .groupBy('r.day')
      .execute();
    rows = bucketDays(
      days.map((d) => ({ day: Number(d.day), ...toSums(d) })),
      q.period,
    ).map((b) => ({
      key: dayIso(b.day),
      label: dayIso(b.day),
      userId: null,
      role: null,
      figures: reportFigures(b, nodeBp),
    }));
  } else if (q.groupBy === 'product') {
    const products = await own
      .select(['r.product', ...sumColumns])
      .groupBy('r.product')
      .orderBy('r.product')
      .execute();
    rows = products.map((p) => ({
      key: p.product,
      label: translate(`admin.reports.product.${p.product}`, lang),
      userId: null,
      role: null,
      figures: reportFigures(toSums(p), nodeBp),
    }));
  } else {
    let below = db
      .selectFrom('report_daily as r')
      .innerJoin('users as u', 'u.id', 'r.node_id')
      .where('u.parent_id', '=', nodeId)
      .where('r.day', '>=', from)
      .where('r.day', '<=', to);
    if (q.product) below = below.where('r.product', '=', q.product);
    const users = await below
      .select(['u.id', 'u.user_name', 'u.role', 'u.commission_bp', ...sumColumns])
      .groupBy(['u.id', 'u.user_name', 'u.role', 'u.commission_bp'])
      .orderBy('u.user_name')
      .execute();
    rows = users.map((u) => ({
      key: String(u.id),
      label: u.user_name,
      userId: Number(u.id),
      role: u.role as Role,
      figures: reportFigures(
        toSums(u),
        isHouse ? Number(u.commission_bp) : effectiveCommissionBp([nodeBp, Number(u.commission_bp)]),
      ),
    }));
  }
  return {
    dealer: { userId: nodeId, userName: node.user_name, role: node.role as Role, commissionBp: nodeBp },
    rows,
    totals: reportFigures(total, nodeBp),
  };
}

/** The report as the API answers it (major units). */
export function reportResponse(r: DealerReport, q: ReportQuery): ReportResponse {
  return {
    dealer: r.dealer,
    from: q.from,
    to: q.to,
    period: q.period,
    groupBy: q.groupBy,
    rows: r.rows.map((row): ReportRow => ({
      key: row.key,
      label: row.label,
      userId: row.userId,
      role: row.role,
      ...apiFigures(row.figures),
    })),
    totals: apiFigures(r.totals),
  };
}

/** The report as a CSV file: one row per report row and a total, column names in the request language. */
export function reportCsv(r: DealerReport, q: ReportQuery, lang: LanguageCode): string {
  const t = (key: string) => translate(key, lang);
  const first = t(`admin.reports.groupBy.${q.groupBy}`);
  const header = [
    first,
    ...['stakes', 'wins', 'ggr', 'bonuses', 'ngr', 'commission', 'coupons'].map((c) =>
      t(`admin.reports.col.${c}`),
    ),
  ];
  const line = (label: string, f: ReportFigures) => [
    label,
    csvAmount(f.stakes),
    csvAmount(f.wins),
    csvAmount(f.ggr),
    csvAmount(f.bonuses),
    csvAmount(f.ngr),
    csvAmount(f.commission),
    f.coupons,
  ];
  return toCsv(header, [
    ...r.rows.map((row) => line(row.label, row.figures)),
    line(t('admin.reports.total'), r.totals),
  ]);
}
