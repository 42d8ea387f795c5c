// Wager records as GLI-33 lists them, exported for any period and kept 5 years before they move to
// the archive. The export is streamed a batch at a time: a period may hold millions of tickets.
import { createHash, randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { COUPON_STATUS, csvAmount, csvCell, floorThousandths, type WagerExportQuery } from '@bet/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CouponsTable } from '../../db/tables/coupons.ts';
import { badRequest } from '../../http/errors.ts';
import { streamOut } from '../../http/stream-out.ts';
import { recordAudit } from '../../infra/audit.ts';
import { parseQueryDate } from '../wallet/index.ts';

export interface WagerSelection {
  matchId: number;
  matchDate: string;
  home: string;
  away: string;
  market: string;
  special: string;
  outcome: string;
  /** the odds the ticket was accepted at, as text with three decimals */
  odds: string;
  banker: boolean;
  live: boolean;
  status: number;
}

export interface WagerStatusChange {
  at: string;
  from: string | null;
  to: string;
  cause: string;
  actorId: number | null;
}

/** One wager record; its JSON is what the archive keeps and hashes, so its shape must not change. */
export interface WagerRecord {
  ticketId: string;
  placedAt: string;
  /** 'web', 'terminal', or null for tickets taken before channels were kept */
  channel: string | null;
  /** the shop terminal's user name when taken at a terminal */
  terminal: string | null;
  ip: string | null;
  userId: number;
  userName: string;
  ticketType: string;
  /** major units, two decimals */
  stake: string;
  potentialPayout: string;
  status: string;
  /** what was paid for it (win, bonus, sale or refund), major units */
  paid: string;
  selections: WagerSelection[];
  statusChanges: WagerStatusChange[];
}

const STATUS_NAME = new Map<number, string>(Object.entries(COUPON_STATUS).map(([k, v]) => [v, k]));
const statusName = (s: number) => STATUS_NAME.get(s) ?? String(s);

const iso = (ms: number) => new Date(ms).toISOString();

/** Builds the records of these coupons, in their order, with three reads whatever their number. */
async function recordsOf(db: Kysely<DB>, coupons: Selectable<CouponsTable>[]): Promise<WagerRecord[]> {
  if (coupons.length === 0) return [];
  const ids = coupons.map((c) => Number(c.id));
  const userIds = [...new Set(coupons.map((c) => Number(c.user_id)))];
  const [lines, changes, users] = await Promise.all([
    db.selectFrom('coupon_lines').selectAll().where('coupon_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('coupon_status_changes').selectAll().where('coupon_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('users').select(['id', 'user_name', 'user_type']).where('id', 'in', userIds).execute(),
  ]);
  const userOf = new Map(users.map((u) => [Number(u.id), u]));
  const group = <T extends { coupon_id: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(Number(r.coupon_id)) ?? [];
      list.push(r);
      m.set(Number(r.coupon_id), list);
    }
    return m;
  };
  const linesOf = group(lines);
  const changesOf = group(changes);
  return coupons.map((c): WagerRecord => {
    const user = userOf.get(Number(c.user_id));
    return {
      ticketId: c.ticket_id,
      placedAt: iso(Number(c.created_at)),
      channel: c.channel,
      terminal: c.channel === 'terminal' ? (user?.user_name ?? null) : null,
      ip: c.ip,
      userId: Number(c.user_id),
      userName: user?.user_name ?? '',
      ticketType: c.ticket_type,
      stake: csvAmount(Number(c.total_stake)),
      potentialPayout: csvAmount(Number(c.max_pay)),
      status: statusName(c.status),
      paid: csvAmount(Number(c.income)),
      selections: (linesOf.get(Number(c.id)) ?? []).map((l) => ({
        matchId: Number(l.match_id),
        matchDate: iso(Number(l.match_date)),
        home: l.home,
        away: l.away,
        market: l.market_name,
        special: l.special,
        outcome: l.outcome_name,
        odds: floorThousandths(l.odd, 3),
        banker: l.banker === 1,
        live: l.is_live === 1,
        status: l.status,
      })),
      statusChanges: (changesOf.get(Number(c.id)) ?? []).map((s) => ({
        at: iso(Number(s.created_at)),
        from: s.status_from === null ? null : statusName(s.status_from),
        to: statusName(s.status_to),
        cause: s.cause,
        actorId: s.actor_id === null ? null : Number(s.actor_id),
      })),
    };
  });
}

export const WAGER_CSV_HEADER = [
  'ticketId',
  'placedAt',
  'channel',
  'terminal',
  'ip',
  'userId',
  'userName',
  'ticketType',
  'stake',
  'potentialPayout',
  'status',
  'paid',
  'selections',
  'statusChanges',
] as const;

/** A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe. */
function textCell(value: string): string {
  return csvCell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/** One CSV row of a record: selections and status changes each in one cell, parts split by ' | '. */
export function wagerCsvRow(r: WagerRecord): string {
  const selections = r.selections
    .map(
      (s) =>
        `${s.matchId} ${s.home} - ${s.away}; ${s.market}${s.special ? ` ${s.special}` : ''}; ${s.outcome} @ ${s.odds}` +
        `${s.banker ? '; banker' : ''}${s.live ? '; live' : ''}`,
    )
    .join(' | ');
  const changes = r.statusChanges
    .map((s) => `${s.at} ${s.from ?? ''}>${s.to} ${s.cause}${s.actorId === null ? '' : ` by ${s.actorId}`}`)
    .join(' | ');
  return [
    textCell(r.ticketId),
    r.placedAt,
    textCell(r.channel ?? ''),
    textCell(r.terminal ?? ''),
    textCell(r.ip ?? ''),
    String(r.userId),
    textCell(r.userName),
    textCell(r.ticketType),
    r.stake,
    r.potentialPayout,
    r.status,
    r.paid,
    textCell(selections),
    textCell(changes),
  ].join(',');
}

/** The period a query names, in epoch ms [from, to], bare days in the given zone. */
export function exportPeriod(q: WagerExportQuery, zone: string): { from: number; to: number } {
  const from = parseQueryDate(q.from, false, zone)!;
  const to = parseQueryDate(q.to, true, zone)!;
  if (to < from) throw badRequest('invalidRequest', { in: 'query', reason: 'to before from' });
  return { from, to };
}

const BATCH = 500;

/** A record as the export writes it: its JSON text and, for a live ticket, the record itself. */
interface PeriodRecord {
  json: string;
  record: WagerRecord | null;
}

/**
 * The period's records in time order, the archive's first (they are the older ones), a batch at a
 * time: at most one batch is in memory, and the next is read only when this one is taken.
 */
async function* periodRecords(
  db: Kysely<DB>,
  period: { from: number; to: number },
): AsyncGenerator<PeriodRecord[]> {
  let at = period.from;
  let afterId = -1;
  for (;;) {
    const rows = await db
      .selectFrom('wager_archive')
      .select(['coupon_id', 'created_at', 'record'])
      .where('created_at', '<=', period.to)
      .where((eb) =>
        eb.or([
          eb('created_at', '>', at),
          eb.and([eb('created_at', '=', at), eb('coupon_id', '>', afterId)]),
        ]),
      )
      .orderBy('created_at')
      .orderBy('coupon_id')
      .limit(BATCH)
      .execute();
    if (rows.length > 0) yield rows.map((r) => ({ json: r.record, record: null }));
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!;
    at = Number(last.created_at);
    afterId = Number(last.coupon_id);
  }
  at = period.from;
  afterId = -1;
  for (;;) {
    const rows = await db
      .selectFrom('coupons')
      .selectAll()
      .where('created_at', '<=', period.to)
      .where((eb) =>
        eb.or([eb('created_at', '>', at), eb.and([eb('created_at', '=', at), eb('id', '>', afterId)])]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length > 0)
      yield (await recordsOf(db, rows)).map((r) => ({ json: JSON.stringify(r), record: r }));
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!;
    at = Number(last.created_at);
    afterId = Number(last.id);
  }
}

/**
 * Streams the records of the period to `out` as CSV (BOM, header, CRLF, one row per ticket) or as
 * one JSON document `{ from, to, records: [...] }`, and ends it. Answers how many records went out.
 */
export async function writeWagerExport(
  db: Kysely<DB>,
  out: Writable,
  period: { from: number; to: number },
  format: 'csv' | 'json',
): Promise<number> {
  let n = 0;
  async function* csv() {
    yield `\uFEFF${WAGER_CSV_HEADER.join(',')}\r\n`;
    for await (const batch of periodRecords(db, period)) {
      yield batch
        .map(({ json, record }) => `${wagerCsvRow(record ?? (JSON.parse(json) as WagerRecord))}\r\n`)
        .join('');
      n += batch.length;
    }
  }
  async function* json() {
    yield `{"from":${JSON.stringify(iso(period.from))},"to":${JSON.stringify(iso(period.to))},"records":[`;
    for await (const batch of periodRecords(db, period)) {
      yield `${n > 0 ? ',' : ''}${batch.map((r) => r.json).join(',')}`;
      n += batch.length;
    }
    yield ']}';
  }
  await streamOut(out, format === 'csv' ? csv() : json());
  return n;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest of a sweep's batch: the hashes of its records, in coupon id order. */
const batchDigest = (hashes: string[]) => sha256(hashes.join('\n'));

/** How long wager records stay with the live coupons (GLI-33 record keeping: 5 years). */
export const WAGER_RETENTION_MS = 5 * 365.25 * 24 * 3_600_000;

/**
 * Moves the finished tickets placed before the cutoff to wager_archive, a batch per transaction:
 * each record as the export writes it with its hash, and an audit row ('wagers.archive') holding
 * the batch's count and digest, so the hash chain vouches for the archive. Answers how many moved.
 */
export async function archiveWagers(db: Kysely<DB>, cutoff: number, now = Date.now()): Promise<number> {
  let moved = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const coupons = await trx
        .selectFrom('coupons')
        .selectAll()
        .where('created_at', '<', cutoff)
        .where('status', '<>', COUPON_STATUS.waiting)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (coupons.length === 0) return 0;
      const records = await recordsOf(trx, coupons);
      const batch = randomUUID();
      const rows = records.map((r, i) => {
        const record = JSON.stringify(r);
        return {
          coupon_id: Number(coupons[i]!.id),
          ticket_id: r.ticketId,
          created_at: Number(coupons[i]!.created_at),
          record,
          hash: sha256(record),
          batch,
          archived_at: now,
        };
      });
      for (let i = 0; i < rows.length; i += 100)
        await trx
          .insertInto('wager_archive')
          .values(rows.slice(i, i + 100))
          .execute();
      const ids = rows.map((r) => r.coupon_id);
      await trx.deleteFrom('coupon_lines').where('coupon_id', 'in', ids).execute();
      await trx.deleteFrom('coupon_status_changes').where('coupon_id', 'in', ids).execute();
      await trx.deleteFrom('coupons').where('id', 'in', ids).execute();
      await recordAudit(trx, {
        actorId: null,
        action: 'wagers.archive',
        targetType: 'wagers',
        targetId: null,
        after: {
          batch,
          count: rows.length,
          digest: batchDigest(rows.map((r) => r.hash)),
          firstTicket: rows[0]!.ticket_id,
          lastTicket: rows[rows.length - 1]!.ticket_id,
        },
        ip: '',
      });
      return rows.length;
    });
    moved += n;
    if (n < BATCH) return moved;
  }
}

export interface WagerArchiveCheck {
  ok: boolean;
  checked: number;
  brokenTicket: string | null;
}

/**
 * Checks the archive against the sweeps' audit rows (live and archived): each record still gives
 * its hash, each batch its digest and count, and no record sits outside a recorded batch.
 */
export async function verifyWagerArchive(db: Kysely<DB>): Promise<WagerArchiveCheck> {
  const sweeps = [
    ...(await db.selectFrom('audit_log').select('after').where('action', '=', 'wagers.archive').execute()),
    ...(await db
      .selectFrom('audit_log_archive')
      .select('after')
      .where('action', '=', 'wagers.archive')
      .execute()),
  ];
  let checked = 0;
  let expected = 0;
  for (const s of sweeps) {
    let sweep: { batch?: unknown; count?: unknown; digest?: unknown; firstTicket?: unknown };
    try {
      sweep = JSON.parse(s.after ?? '{}') as typeof sweep;
    } catch {
      return { ok: false, checked, brokenTicket: null };
    }
    const batch = String(sweep.batch);
    expected += Number(sweep.count);
    const hashes: string[] = [];
    let afterId = -1;
    for (;;) {
      const rows = await db
        .selectFrom('wager_archive')
        .select(['coupon_id', 'ticket_id', 'record', 'hash'])
        .where('batch', '=', batch)
        .where('coupon_id', '>', afterId)
        .orderBy('coupon_id')
        .limit(BATCH)
        .execute();
      for (const r of rows) {
        if (sha256(r.record) !== r.hash) return { ok: false, checked, brokenTicket: r.ticket_id };
        hashes.push(r.hash);
        checked++;
      }
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1]!.coupon_id);
    }
    if (hashes.length !== Number(sweep.count) || batchDigest(hashes) !== sweep.digest)
      return {
        ok: false,
        checked,
        brokenTicket: typeof sweep.firstTicket === 'string' ? sweep.firstTicket : null,
      };
  }
  const total = await db
    .selectFrom('wager_archive')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // a record added to the archive outside any sweep
  if (Number(total.n) !== expected) return { ok: false, checked, brokenTicket: null };
  return { ok: true, checked, brokenTicket: null };
}
