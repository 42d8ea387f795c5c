import type { Kysely, Selectable } from 'kysely';
import {
  BONUS_STATUS,
  bonusDecisionEffect,
  canUsePayments,
  toMajor,
  toMinor,
  type AdminBonusRequest,
  type AdminPromotion,
  type Bonus,
  type BonusDecision,
  type LanguageCode,
  type Promotion,
  type PromotionCreate,
  type TopWinnerList,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { PromotionsTable } from '../../db/tables/promo.ts';
import { conflict, forbidden, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { readSettings } from '../settings/index.ts';
import { houseAccountId, inTransaction, transfer } from '../wallet/index.ts';

type Row = Selectable<PromotionsTable>;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

const toPromotion = (r: Row): Promotion => ({
  bonusId: Number(r.id),
  bonusImage: r.image,
  bannerTitle: r.title,
  content: r.content,
});

function toAdmin(r: Row): AdminPromotion {
  return {
    id: Number(r.id),
    title: r.title,
    image: r.image,
    content: r.content,
    lang: r.lang,
    translationOf: r.translation_of === null ? null : Number(r.translation_of),
    active: r.active,
    requestable: r.requestable,
    amount: toMajor(Number(r.amount)),
    sort: r.sort,
  };
}

/**
 * Active promotions a browser in `lang` sees: those written in its language, and those for every
 * language that have no translation into it (so a translated one is not listed twice).
 */
function visible(db: Kysely<DB>, lang: LanguageCode) {
  return db
    .selectFrom('promotions as p')
    .selectAll('p')
    .where('p.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('p.lang', '=', lang),
        eb.and([
          eb('p.lang', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('promotions as t')
                .select('t.id')
                .whereRef('t.translation_of', '=', 'p.id')
                .where('t.lang', '=', lang)
                .where('t.active', '=', 1),
            ),
          ),
        ]),
      ]),
    );
}

/** The promotion a request is kept against: the original of a translation. */
const baseId = (r: { id: number; translation_of: number | null }) => Number(r.translation_of ?? r.id);

export async function listPromotions(db: Kysely<DB>, lang: LanguageCode): Promise<Promotion[]> {
  const rows = await visible(db, lang).orderBy('p.sort', 'desc').orderBy('p.id', 'desc').limit(100).execute();
  return rows.map(toPromotion);
}

export async function promotionDetail(db: Kysely<DB>, lang: LanguageCode, id: number): Promise<Promotion> {
  const row = await visible(db, lang).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('promotionNotFound');
  return toPromotion(row);
}

export async function createPromotion(
  database: Database,
  input: PromotionCreate,
  actor: { id: number; ip: string },
): Promise<AdminPromotion> {
  return inTransaction(database, async (trx) => {
    if (input.translationOf) {
      const original = await trx
        .selectFrom('promotions')
        .select('lang')
        .where('id', '=', input.translationOf)
        .executeTakeFirst();
      if (!original) throw notFound('promotionNotFound');
      if (original.lang !== null) throw refused('promotionNotTranslatable');
    }
    const row = await trx
      .insertInto('promotions')
      .values({
        title: input.title,
        image: input.image,
        content: input.content ?? '',
        lang: input.lang ?? null,
        translation_of: input.translationOf ?? null,
        active: input.active ?? 1,
        requestable: input.requestable ?? 1,
        amount: toMinor(input.amount ?? 0),
        sort: input.sort ?? 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const out = toAdmin(row);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: out.id,
      after: out,
      ip: actor.ip,
    });
    return out;
  });
}

/** The requestable bonuses with the player's request status (null before a request). */
export async function listBonuses(db: Kysely<DB>, lang: LanguageCode, userId: number): Promise<Bonus[]> {
  const rows = await visible(db, lang)
    .where('p.requestable', '=', 1)
    .orderBy('p.sort', 'desc')
    .orderBy('p.id', 'desc')
    .limit(100)
    .execute();
  const requests = await db
    .selectFrom('bonus_requests')
    .select(['promotion_id', 'status'])
    .where('user_id', '=', userId)
    .execute();
  const status = new Map(requests.map((r) => [Number(r.promotion_id), r.status]));
  return rows.map((r) => {
    const s = status.get(baseId(r));
    return { id: Number(r.id), title: r.title, status: s ?? null, requestedExists: s === undefined ? 0 : 1 };
  });
}

/**
 * A player's request of a bonus. One per player and bonus: sending it again (a retry, a second
 * tap) answers the request as it stands, with `created` false.
 */
export async function requestBonus(
  database: Database,
  userId: number,
  promotionId: number,
): Promise<{ bonus: Bonus; created: boolean }> {
  const { db } = database;
  const [user, settings] = await Promise.all([
    db
      .selectFrom('users')
      .select(['online_user', 'user_type'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    readSettings(database),
  ]);
  const shell = { userType: user.user_type, onlineUser: user.online_user ? 1 : 0, products: {} };
  if (!canUsePayments(shell, settings)) throw forbidden('paymentsNotAllowed');
  // by id in any language: a request sent again from a page in another language is the same one
  const promotion = await db
    .selectFrom('promotions')
    .selectAll()
    .where('active', '=', 1)
    .where('requestable', '=', 1)
    .where('id', '=', promotionId)
    .executeTakeFirst();
  if (!promotion) throw notFound('bonusNotFound');
  const inserted = await db
    .insertInto('bonus_requests')
    .values({ promotion_id: baseId(promotion), user_id: userId, amount: Number(promotion.amount) })
    .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const request = await db
    .selectFrom('bonus_requests')
    .select('status')
    .where('promotion_id', '=', baseId(promotion))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    bonus: { id: promotionId, title: promotion.title, status: request.status, requestedExists: 1 },
    created: !!inserted,
  };
}

const requestRows = (db: Kysely<DB>) =>
  db
    .selectFrom('bonus_requests as r')
    .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.promotion_id',
      'p.title',
      'r.user_id',
      'u.user_name',
      'r.status',
      'r.amount',
      'r.created_at',
      'r.decided_at',
    ]);

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

const toAdminRequest = (r: RequestRow): AdminBonusRequest => ({
  id: Number(r.id),
  bonusId: Number(r.promotion_id),
  title: r.title,
  userId: Number(r.user_id),
  userName: r.user_name,
  status: r.status,
  amount: toMajor(Number(r.amount)),
  createdAt: iso(r.created_at)!,
  decidedAt: iso(r.decided_at),
});

export async function listRequests(
  db: Kysely<DB>,
  q: { status?: number | undefined; offset: number; limit: number },
): Promise<{ results: AdminBonusRequest[]; totalCount: number }> {
  let rows = requestRows(db);
  let count = db.selectFrom('bonus_requests').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.status !== undefined) {
    rows = rows.where('r.status', '=', q.status);
    count = count.where('status', '=', q.status);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('r.id', 'desc').offset(q.offset).limit(q.limit).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { results: list.map(toAdminRequest), totalCount: Number(total.n) };
}

/**
 * The back office's decision on a waiting request. The status changes by one conditional update
 * (only from waiting), so two decisions at once cannot both apply; an accepted bonus's amount is
 * credited from the house account in the same transaction. The same decision again answers the
 * request unchanged; the other decision is refused.
 */
export async function decideRequest(
  database: Database,
  id: number,
  decision: BonusDecision,
  actor: { id: number; ip: string },
): Promise<AdminBonusRequest> {
  return inTransaction(database, async (trx) => {
    const now = Date.now();
    const claimed = await trx
      .updateTable('bonus_requests')
      .set({ status: decision, decided_at: now, decided_by: actor.id })
      .where('id', '=', id)
      .where('status', '=', BONUS_STATUS.waiting)
      .returning(['user_id', 'amount'])
      .executeTakeFirst();
    if (!claimed) {
      const current = await requestRows(trx).where('r.id', '=', id).executeTakeFirst();
      if (!current) throw notFound('bonusRequestNotFound');
      if (bonusDecisionEffect(current.status, decision) === 'refuse')
        throw conflict('bonusRequestDecided', { status: current.status });
      return toAdminRequest(current);
    }
    const amount = Number(claimed.amount);
    if (decision === BONUS_STATUS.accepted && amount > 0) {
      const user = await trx
        .selectFrom('users as u')
        .innerJoin('accounts as a', 'a.user_id', 'u.id')
        .select(['u.operator_id', 'u.currency', 'a.id as account_id'])
        .where('u.id', '=', Number(claimed.user_id))
        .executeTakeFirstOrThrow();
      await transfer(trx, {
        fromAccountId: await houseAccountId(trx, Number(user.operator_id), user.currency),
        toAccountId: Number(user.account_id),
        amount,
        type: 'bonus',
        reference: `bonus:${id}`,
        note: 'bonus request accepted',
        actorId: actor.id,
      });
    }
    const after = toAdminRequest(await requestRows(trx).where('r.id', '=', id).executeTakeFirstOrThrow());
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'bonusRequest.decide',
      targetType: 'bonusRequest',
      targetId: id,
      before: { status: BONUS_STATUS.waiting },
      after: { status: decision, amount: after.amount, userId: after.userId },
      ip: actor.ip,
    });
    return after;
  });
}

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week that holds `now`. */
export function weekStart(now: number): number {
  const day = Math.floor(now / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday
  return (day - ((day + 3) % 7)) * DAY_MS;
}

/** A winner's name as others see it: its first two letters, stars, and its last letter. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export const TOP_WINNERS = 10;

/** The week's biggest wins: won coupons settled since Monday, by what they paid. */
export async function topWinners(database: Database, now = Date.now()): Promise<TopWinnerList> {
  const from = weekStart(now);
  const settings = await readSettings(database);
  if (settings['top_winners'] === '0') return { results: [], totalCount: 0, from: iso(from)! };
  const rows = await database.db
    .selectFrom('coupons as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.user_name', 'u.currency', 'c.income', 'c.ticket_type', 'c.settled_at'])
    .where('c.status', '=', 1)
    .where('c.settled_at', '>=', from)
    .orderBy('c.income', 'desc')
    .orderBy('c.id')
    .limit(TOP_WINNERS)
    .execute();
  const results = rows.map((r) => ({
    userName: maskName(r.user_name),
    amount: toMajor(Number(r.income)),
    currency: r.currency,
    ticketType: r.ticket_type,
    wonAt: iso(r.settled_at)!,
  }));
  return { results, totalCount: results.length, from: iso(from)! };
}
