import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_STATUS,
  REPORTED_MOVEMENT_TYPES,
  affiliatePeriod,
  currentAffiliateSelection,
  fromThousandths,
  mayUseAffiliate,
  movementSums,
  shownAffiliateWin,
  toMajor,
  type AdminAffiliate,
  type AffiliateBannerList,
  type AffiliateCouponList,
  type AffiliateDecisionBody,
  type AffiliateMovementList,
  type AffiliatePeriod,
  type AffiliateSelection,
  type AffiliateState,
  type AffiliateSummary,
  type AffiliateUserList,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { readSettings } from '../settings/index.ts';
import { inTransaction } from '../wallet/index.ts';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The caller's affiliate standing: not one (perhaps asked), active or refused, with its terms. */
export async function affiliateState(db: Kysely<DB>, userId: number): Promise<AffiliateState> {
  const [row, user] = await Promise.all([
    db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('users').select('affiliate_link').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    status: row?.status ?? AFFILIATE_STATUS.none,
    requested: row?.status === AFFILIATE_STATUS.none,
    percentBp: row?.percent_bp ?? 0,
    cutoff: row?.cutoff ?? 0,
    affiliateLink: row?.status === AFFILIATE_STATUS.active ? user.affiliate_link : null,
  };
}

async function allowed(database: Database, userId: number): Promise<void> {
  const [user, settings] = await Promise.all([
    database.db
      .selectFrom('users')
      .select(['online_user', 'affiliate_link'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    readSettings(database),
  ]);
  if (
    !mayUseAffiliate({ onlineUser: user.online_user ? 1 : 0, affiliateLink: user.affiliate_link }, settings)
  )
    throw forbidden('affiliateNotAllowed');
}

/** Asks to become an affiliate; a second request is refused (the spec's "affiliate request already exists"). */
export async function requestAffiliate(database: Database, userId: number): Promise<AffiliateState> {
  await allowed(database, userId);
  const inserted = await database.db
    .insertInto('affiliates')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) throw conflict('affiliateRequestExists');
  return affiliateState(database.db, userId);
}

/** An active affiliate's terms; anyone else is refused. */
async function activeAffiliate(database: Database, userId: number) {
  await allowed(database, userId);
  const row = await database.db
    .selectFrom('affiliates')
    .select(['percent_bp', 'cutoff'])
    .where('user_id', '=', userId)
    .where('status', '=', AFFILIATE_STATUS.active)
    .executeTakeFirst();
  if (!row) throw forbidden('affiliateNotActive');
  return row;
}

/** The period a query names, or the one that holds now. */
function periodOf(q: Partial<AffiliateSelection>, cutoff: number, now = Date.now()): AffiliatePeriod {
  const current = currentAffiliateSelection(now, cutoff);
  const sel =
    q.year !== undefined || q.month !== undefined || q.week !== undefined
      ? { year: q.year ?? current.year, month: q.month ?? current.month, week: q.week }
      : current;
  const period = affiliatePeriod(sel, cutoff);
  if (!period) throw refused('affiliatePeriodInvalid');
  return period;
}

const referred = (db: Kysely<DB>, affiliateId: number) =>
  db.selectFrom('users').select('id').where('referrer_id', '=', affiliateId);

export async function affiliateSummary(
  database: Database,
  userId: number,
  q: Partial<AffiliateSelection>,
): Promise<AffiliateSummary> {
  const { db } = database;
  const terms = await activeAffiliate(database, userId);
  const period = periodOf(q, terms.cutoff);
  const [users, sums, me] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.type', (eb) => eb.fn.sum<number>('m.amount').as('total')])
      .where('a.user_id', 'in', referred(db, userId))
      .where('m.type', 'in', [...REPORTED_MOVEMENT_TYPES])
      .where('m.created_at', '>=', period.from)
      .where('m.created_at', '<', period.to)
      .groupBy('m.type')
      .execute(),
    db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  let income = 0;
  let expense = 0;
  for (const s of sums) {
    const f = movementSums(s.type, Number(s.total));
    if (!f) continue;
    income += f.stakes;
    expense += f.wins + f.bonuses;
  }
  const win = shownAffiliateWin(income, expense, terms.percent_bp);
  return {
    period: { from: iso(period.from)!, to: iso(period.to)! },
    totalUser: Number(users.n),
    amountE: toMajor(income),
    amountA: toMajor(expense),
    percentBp: terms.percent_bp,
    win: win === null ? null : toMajor(win),
    currency: me.currency,
  };
}

/** "j***@example.com": enough for the affiliate to tell its players apart, not to write to them. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email ? '***' : '';
  return `${email[0]}***${email.slice(at)}`;
}

export async function affiliateUsers(
  database: Database,
  userId: number,
  page: { offset: number; limit: number },
): Promise<AffiliateUserList> {
  const { db } = database;
  await activeAffiliate(database, userId);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users as u')
      .leftJoin('accounts as a', 'a.user_id', 'u.id')
      .select(['u.user_name', 'u.email', 'u.created_at', 'u.status', 'a.balance'])
      .where('u.referrer_id', '=', userId)
      .orderBy('u.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({
      userName: r.user_name,
      email: maskEmail(r.email),
      credit: toMajor(Number(r.balance ?? 0)),
      createdAt: iso(r.created_at)!,
      status: r.status,
    })),
    totalCount: Number(count.n),
  };
}

export async function affiliateMovements(
  database: Database,
  userId: number,
  q: Partial<AffiliateSelection> & { offset: number; limit: number },
): Promise<AffiliateMovementList> {
  const { db } = database;
  const terms = await activeAffiliate(database, userId);
  const period = periodOf(q, terms.cutoff);
  const base = db
    .selectFrom('ledger_movements as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('u.referrer_id', '=', userId)
    .where('m.type', 'in', [...REPORTED_MOVEMENT_TYPES])
    .where('m.created_at', '>=', period.from)
    .where('m.created_at', '<', period.to);
  const [rows, count] = await Promise.all([
    base
      .select(['m.id', 'u.user_name', 'm.type', 'm.amount', 'm.reference', 'm.created_at'])
      .orderBy('m.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      userName: r.user_name,
      type: r.type,
      amount: toMajor(Number(r.amount)),
      ticketId: r.reference,
      // 1 (red): money the player paid in; else (green) money that went back to the player
      transType: Number(r.amount) < 0 ? 1 : 0,
      processDate: iso(r.created_at)!,
    })),
    totalCount: Number(count.n),
  };
}

export async function affiliateCoupons(
  database: Database,
  userId: number,
  q: Partial<AffiliateSelection> & { offset: number; limit: number },
): Promise<AffiliateCouponList> {
  const { db } = database;
  const terms = await activeAffiliate(database, userId);
  const period = periodOf(q, terms.cutoff);
  const base = db
    .selectFrom('coupons as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('u.referrer_id', '=', userId)
    .where('c.created_at', '>=', period.from)
    .where('c.created_at', '<', period.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'c.id',
        'c.ticket_id',
        'u.user_name',
        'c.user_id',
        'c.created_at',
        'c.total_stake',
        'c.income',
        'c.max_pay',
        'c.ticket_type',
        'c.is_live',
        'c.system_combi',
        'c.status',
        'c.bets',
      ])
      .orderBy('c.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const lines = ids.length
    ? await db
        .selectFrom('coupon_lines')
        .select(['coupon_id', 'home', 'away', 'match_date', 'market_name', 'outcome_name', 'odd', 'status'])
        .where('coupon_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return {
    results: rows.map((r) => {
      const own = lines.filter((l) => Number(l.coupon_id) === Number(r.id));
      return {
        id: Number(r.id),
        ticketId: r.ticket_id,
        username: r.user_name,
        userId: Number(r.user_id),
        ticketDate: iso(r.created_at)!,
        totalStake: toMajor(Number(r.total_stake)),
        income: toMajor(Number(r.income)),
        maxPay: toMajor(Number(r.max_pay)),
        ticketType: r.ticket_type,
        isLive: r.is_live ? 1 : 0,
        totalTipps: own.length,
        systemCombi: r.system_combi,
        status: r.status,
        totalTickets: r.bets,
        lines: own.map((l) => ({
          home: l.home,
          away: l.away,
          matchDate: iso(l.match_date)!,
          marketName: l.market_name,
          outcomeName: l.outcome_name,
          odds: fromThousandths(l.odd),
          status: l.status,
        })),
      };
    }),
    totalCount: Number(count.n),
  };
}

export async function affiliateBanners(database: Database, userId: number): Promise<AffiliateBannerList> {
  await allowed(database, userId);
  const [rows, state] = await Promise.all([
    database.db
      .selectFrom('affiliate_banners')
      .select(['id', 'name', 'image', 'width', 'height'])
      .where('active', '=', 1)
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute(),
    affiliateState(database.db, userId),
  ]);
  return {
    results: rows.map((r) => ({ ...r, id: Number(r.id) })),
    totalCount: rows.length,
    affCode: state.affiliateLink,
  };
}

const adminRows = (db: Kysely<DB>) =>
  db
    .selectFrom('affiliates as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.user_id',
      'u.user_name',
      'f.status',
      'f.percent_bp',
      'f.cutoff',
      'u.affiliate_link',
      'f.requested_at',
    ]);

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminRows>['executeTakeFirstOrThrow']>>;

const toAdmin = (r: AdminRow): AdminAffiliate => ({
  userId: Number(r.user_id),
  userName: r.user_name,
  status: r.status,
  percentBp: r.percent_bp,
  cutoff: r.cutoff,
  affiliateLink: r.affiliate_link,
  requestedAt: iso(r.requested_at)!,
});

export async function listAffiliates(
  db: Kysely<DB>,
  q: { status?: number | undefined; offset: number; limit: number },
): Promise<{ results: AdminAffiliate[]; totalCount: number }> {
  let rows = adminRows(db);
  let count = db.selectFrom('affiliates').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.status !== undefined) {
    rows = rows.where('f.status', '=', q.status);
    count = count.where('status', '=', q.status);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('f.requested_at', 'desc').offset(q.offset).limit(q.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { results: list.map(toAdmin), totalCount: Number(total.n) };
}

/** A new sign-up code: 8 characters without look-alikes, not held by anyone yet. */
async function newCode(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: 8 },
      () => AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)],
    ).join('');
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('affiliate_link', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * The back office's decision on an affiliate: activate (its code is made once and kept, so
 * links already handed out keep working) or refuse, with its share (basis points) and cutoff. Audited.
 */
export async function decideAffiliate(
  database: Database,
  userId: number,
  body: AffiliateDecisionBody,
  actor: { id: number; ip: string },
): Promise<AdminAffiliate> {
  return inTransaction(database, async (trx) => {
    const before = await adminRows(trx).where('f.user_id', '=', userId).executeTakeFirst();
    if (!before) throw notFound('affiliateNotFound');
    await trx
      .updateTable('affiliates')
      .set({
        status: body.status,
        ...(body.percentBp !== undefined ? { percent_bp: body.percentBp } : {}),
        ...(body.cutoff !== undefined ? { cutoff: body.cutoff } : {}),
        decided_at: Date.now(),
        decided_by: actor.id,
      })
      .where('user_id', '=', userId)
      .execute();
    if (body.status === AFFILIATE_STATUS.active && !before.affiliate_link)
      await trx
        .updateTable('users')
        .set({ affiliate_link: await newCode(trx) })
        .where('id', '=', userId)
        .execute();
    const after = toAdmin(await adminRows(trx).where('f.user_id', '=', userId).executeTakeFirstOrThrow());
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'affiliate.decide',
      targetType: 'user',
      targetId: userId,
      before: toAdmin(before),
      after,
      ip: actor.ip,
    });
    return after;
  });
}
