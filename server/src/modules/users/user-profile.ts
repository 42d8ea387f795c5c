import { toMajor, fromThousandths, owedOf } from '@bet/shared';
import type { Kysely, Selectable } from 'kysely';
import type { BonusSettings, Limits, Permissions, Products, Role, UserInfo } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import type { DB } from '../../db/schema.ts';
import type { UsersTable } from '../../db/tables/users.ts';
import { notFound } from '../../http/errors.ts';
import { withEffectiveTerms } from './terms.ts';
import type { StoredLimits } from './user-defaults.ts';

export type UserRow = Selectable<UsersTable>;

export function limitsToApi(stored: StoredLimits): Limits {
  const out = {} as Limits;
  for (const [kind, l] of Object.entries(stored) as Array<[keyof Limits, StoredLimits[keyof StoredLimits]]>)
    out[kind] = {
      ...l,
      minStake: toMajor(l.minStake),
      maxStake: toMajor(l.maxStake),
      maxPay: toMajor(l.maxPay),
    };
  return out;
}

const iso = (t: number | null) => (t === null ? null : new Date(Number(t)).toISOString());

/** The `GET /me` shape of a user row and its balance (minor units). */
export function toUserInfo(u: UserRow, balance: number): UserInfo {
  return {
    userId: Number(u.id),
    operatorId: Number(u.operator_id),
    userName: u.user_name,
    role: u.role as Role,
    userType: u.user_type,
    credit: toMajor(balance),
    owed: toMajor(owedOf(balance)),
    currency: u.currency,
    onlineUser: u.online_user ? 1 : 0,
    staketype: u.staketype,
    lang: u.lang,
    loginTime: iso(u.last_login_at),
    firstName: u.first_name,
    lastName: u.last_name,
    birthDate: u.birth_date,
    email: u.email,
    mobile: u.mobile,
    city: u.city,
    address: u.address,
    postCode: u.post_code,
    countryId: u.country_id,
    sex: u.sex,
    autoprint: u.autoprint ? 1 : 0,
    affiliateLink: u.affiliate_link,
    terminalNo: u.terminal_no,
    limits: limitsToApi(JSON.parse(u.limits) as StoredLimits),
    minOdds: fromThousandths(u.min_odds_milli),
    maxOdds: fromThousandths(u.max_odds_milli),
    maxOddsCoupon: { limit: fromThousandths(Number(u.max_odds_coupon_milli)) },
    bonus: JSON.parse(u.bonus) as BonusSettings,
    system: { status: u.system_status ? 1 : 0 },
    products: JSON.parse(u.products) as Products,
    permissions: JSON.parse(u.permissions) as Permissions,
    userOpenLimit: u.user_open_limit,
  };
}

export async function findUser(db: Kysely<DB>, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** `GET /me` for a user id. */
export async function getUserInfo(db: Kysely<DB>, userId: number): Promise<UserInfo> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('accounts as a', 'a.user_id', 'u.id')
    .selectAll('u')
    .select('a.balance')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('userNotFound');
  const [bound] = await withEffectiveTerms(db, [row]);
  return toUserInfo(bound!, Number(row.balance ?? 0));
}

/** What the coupon service checks a bet against: limits and caps in minor units and thousandths. */
export interface BettingProfile {
  userId: number;
  userType: string;
  currency: string;
  staketype: number;
  limits: StoredLimits;
  minOddsMilli: number;
  maxOddsMilli: number;
  /** cap on a coupon's total odds in thousandths; 0 means none */
  maxOddsCouponMilli: number;
  systemStatus: number;
  bonus: BonusSettings;
  products: Products;
  permissions: Permissions;
}

/** The profile as it binds: limits, products and odds caps never beyond any ancestor dealer's. */
/** Columns whose change leaves every betting profile as it was (written at each login). */
const NOT_PROFILE = new Set(['last_login_at']);

// A placement needs the player's profile and its ancestors' terms: kept in memory and dropped
// whole when a committed write changes anything else of `users`, so a changed limit, product or
// dealer's term applies to the next placement.
const bettingProfiles = keptPerDatabase(
  (database) =>
    new KeptCopy<number, BettingProfile>(
      database,
      (userId) => getBettingProfile(database.db, userId),
      (change) =>
        change.table === 'users' &&
        !(change.columns?.length && change.columns.every((c) => NOT_PROFILE.has(c))),
    ),
);

/** The betting profile from memory (see `bettingProfiles`); treat it as read-only. */
export function keptBettingProfile(database: Database, userId: number): Promise<BettingProfile> {
  return bettingProfiles(database).get(userId);
}

export async function getBettingProfile(db: Kysely<DB>, userId: number): Promise<BettingProfile> {
  const row = await findUser(db, userId);
  if (!row) throw notFound('userNotFound');
  const [u] = (await withEffectiveTerms(db, [row])) as [UserRow];
  return {
    userId: Number(u.id),
    userType: u.user_type,
    currency: u.currency,
    staketype: u.staketype,
    limits: JSON.parse(u.limits) as StoredLimits,
    minOddsMilli: u.min_odds_milli,
    maxOddsMilli: u.max_odds_milli,
    maxOddsCouponMilli: Number(u.max_odds_coupon_milli),
    systemStatus: u.system_status,
    bonus: JSON.parse(u.bonus) as BonusSettings,
    products: JSON.parse(u.products) as Products,
    permissions: JSON.parse(u.permissions) as Permissions,
  };
}
