import { toMajor, fromThousandths, owedOf, hasPermission } from '@bet/shared';
import type {
  AdminUser,
  AdminUserCreate,
  AdminUserListQuery,
  AdminUserUpdate,
  BonusSettings,
  Permissions,
  Products,
  Role,
} from '@bet/shared';
import { LOGIN_MAX, LOGIN_MIN, sanitizeLoginName } from '@bet/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { assertNewPasswordAllowed, hashPassword, type AuthUser, type SessionStore } from '../auth/index.ts';
import { settingsPatch } from './admin-settings.ts';
import { commissionBoundOf, effectiveCommissionOf } from './commission.ts';
import { createUser } from './create-user.ts';
import { countSubtree, requireSelfOrSubtree, requireSubtreeUser } from './hierarchy.ts';
import { isManager, mayCreate } from './roles.ts';
import { boundOfParent, withEffectiveTerms } from './terms.ts';
import { DEFAULT_ODDS_TERMS, defaultLimits, defaultPermissions, type StoredLimits } from './user-defaults.ts';
import { findUser, limitsToApi, type UserRow } from './user-profile.ts';

const iso = (t: number | null) => (t === null ? null : new Date(Number(t)).toISOString());

export function toAdminUser(
  u: UserRow,
  balance: number,
  parentName: string | null,
  commissionBp: number,
): AdminUser {
  return {
    userId: Number(u.id),
    userName: u.user_name,
    role: u.role as Role,
    userType: u.user_type,
    parentId: u.parent_id === null ? null : Number(u.parent_id),
    parentName,
    status: u.status,
    activated: u.activated,
    credit: toMajor(balance),
    owed: toMajor(owedOf(balance)),
    currency: u.currency,
    onlineUser: u.online_user,
    transfersBlocked: u.transfers_blocked,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    createdAt: new Date(Number(u.created_at)).toISOString(),
    lastLoginAt: iso(u.last_login_at),
    limits: limitsToApi(JSON.parse(u.limits) as StoredLimits),
    products: JSON.parse(u.products) as Products,
    permissions: JSON.parse(u.permissions) as Permissions,
    userOpenLimit: u.user_open_limit,
    casinoLimit: toMajor(Number(u.casino_limit)),
    minOdds: fromThousandths(u.min_odds_milli),
    maxOdds: fromThousandths(u.max_odds_milli),
    maxOddsCoupon: fromThousandths(Number(u.max_odds_coupon_milli)),
    staketype: u.staketype,
    system: u.system_status,
    bonus: JSON.parse(u.bonus) as BonusSettings,
    commissionBp,
  };
}

function withBalances(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .leftJoin('accounts as a', 'a.user_id', 'u.id')
    .leftJoin('users as p', 'p.id', 'u.parent_id');
}

/** The caller's subtree (never the caller), filtered and paged. */
export async function listUsers(db: Kysely<DB>, caller: AuthUser, q: AdminUserListQuery) {
  let base = withBalances(db)
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`)
    .where('u.id', '!=', caller.id);
  if (q.parentId !== undefined) {
    await requireSelfOrSubtree(db, caller, q.parentId);
    base = base.where('u.parent_id', '=', q.parentId);
  }
  if (q.role) base = base.where('u.role', '=', q.role);
  if (q.keyWord) {
    const like = `%${q.keyWord.toLowerCase().replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.user_name']), 'like', like),
        eb(eb.fn('lower', ['u.first_name']), 'like', like),
        eb(eb.fn('lower', ['u.last_name']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('u')
      .select(['a.balance', 'p.user_name as parent_name'])
      .orderBy('u.id')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // What the found users owe (balances a result correction took below zero), for the dealer's report.
  const owing = await base
    .where('a.balance', '<', 0)
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`cast(coalesce(sum(-a.balance), 0) as bigint)`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  const commission = await effectiveCommissionOf(db, rows);
  return {
    totalCount: Number(count.n),
    results: (await withEffectiveTerms(db, rows)).map((r) =>
      toAdminUser(r, Number(r.balance ?? 0), r.parent_name ?? null, commission.get(Number(r.id))!),
    ),
    owingUsers: Number(owing.n),
    owedTotal: toMajor(Number(owing.total)),
  };
}

export async function getAdminUser(db: Kysely<DB>, caller: AuthUser, id: number): Promise<AdminUser> {
  await requireSubtreeUser(db, caller, id);
  const row = await withBalances(db)
    .selectAll('u')
    .select(['a.balance', 'p.user_name as parent_name'])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  const [r] = await withEffectiveTerms(db, [row]);
  const commission = await effectiveCommissionOf(db, [row]);
  return toAdminUser(r!, Number(r!.balance ?? 0), r!.parent_name ?? null, commission.get(id)!);
}

async function checkNewCredentials(database: Database, userName: string, password: string): Promise<void> {
  if (userName.length < LOGIN_MIN || userName.length > LOGIN_MAX || sanitizeLoginName(userName) !== userName)
    throw badRequest('userNameInvalid');
  await assertNewPasswordAllowed(database.db, password, { userName });
}

/** Opens a user or sub-dealer below the caller (or below a manager of its subtree), within the opening limits. */
export async function createSubUser(
  database: Database,
  caller: AuthUser,
  body: AdminUserCreate,
  ip: string,
): Promise<AdminUser> {
  const userName = body.userName.trim().toLowerCase();
  await checkNewCredentials(database, userName, body.password);
  const parent = await requireSelfOrSubtree(database.db, caller, body.parentId ?? caller.id);
  if (!isManager(parent.role)) throw refused('parentInvalid');
  const addPartner = hasPermission(caller.permissions, 'addPartner');
  if (!mayCreate(caller.role, body.role, addPartner) || !mayCreate(parent.role, body.role, true))
    throw forbidden('roleNotAllowed');
  const currency = body.currency ?? parent.currency;
  if (currency !== parent.currency) throw refused('currencyMismatch');
  const passwordHash = await hashPassword(body.password);

  const id = await database.db.transaction().execute(async (trx) => {
    // The opening limit binds the caller and the dealer the user is hung under.
    const owners = parent.id === caller.id ? [parent] : [parent, (await findUser(trx, caller.id))!];
    for (const owner of owners)
      if (owner.user_open_limit > 0 && (await countSubtree(trx, owner.path)) >= owner.user_open_limit)
        throw refused('userOpenLimitReached');
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirst();
    if (taken) throw conflict('userNameTaken');
    // A new user starts from the defaults (and the parent's products), clamped to the parent's terms.
    const initial = {
      limits: JSON.stringify(defaultLimits()),
      products: parent.products,
      permissions: JSON.stringify(defaultPermissions(body.role)),
      ...DEFAULT_ODDS_TERMS,
    };
    const patch = settingsPatch(
      caller,
      body.role,
      body,
      initial,
      await boundOfParent(trx, parent),
      await commissionBoundOf(trx, parent),
      true,
    );
    const created = await createUser(trx, {
      operatorId: Number(parent.operator_id),
      parent: { id: Number(parent.id), path: parent.path },
      role: body.role,
      userName,
      passwordHash,
      currency,
      profile: {
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        terminal_no: body.terminalNo ?? null,
      },
    });
    await trx.updateTable('users').set(patch).where('id', '=', created.id).execute();
    const after = await findUser(trx, created.id);
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'user.create',
      targetType: 'user',
      targetId: created.id,
      after,
      ip,
    });
    return created.id;
  });
  return getAdminUser(database.db, caller, id);
}

/** Edits limits, product access, permissions and flags of a user of the subtree. */
export async function updateSubUser(
  database: Database,
  caller: AuthUser,
  id: number,
  body: AdminUserUpdate,
  ip: string,
): Promise<AdminUser> {
  await database.db.transaction().execute(async (trx) => {
    const before = await requireSubtreeUser(trx, caller, id);
    const parent = before.parent_id === null ? undefined : await findUser(trx, Number(before.parent_id));
    const patch = settingsPatch(
      caller,
      before.role,
      body,
      before,
      parent ? await boundOfParent(trx, parent) : null,
      parent ? await commissionBoundOf(trx, parent) : null,
    );
    if (!Object.keys(patch).length) return;
    await trx
      .updateTable('users')
      .set({ ...patch, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    const after = await findUser(trx, id);
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before,
      after,
      ip,
    });
  });
  return getAdminUser(database.db, caller, id);
}

/** Closes (1 → 0) or reopens (0 → 1) an account of the subtree; closing ends its sessions. */
export async function setUserStatus(
  database: Database,
  sessions: SessionStore,
  caller: AuthUser,
  id: number,
  status: 0 | 1,
  ip: string,
): Promise<AdminUser> {
  await database.db.transaction().execute(async (trx) => {
    const before = await requireSubtreeUser(trx, caller, id);
    await trx.updateTable('users').set({ status, updated_at: Date.now() }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: caller.id,
      action: status ? 'user.reopen' : 'user.close',
      targetType: 'user',
      targetId: id,
      before: { status: before.status },
      after: { status },
      ip,
    });
  });
  if (!status) await sessions.destroyAllOf(id);
  return getAdminUser(database.db, caller, id);
}

/** Sets a new password for a user of the subtree (the spec's "password change goes through the dealer"). */
export async function resetSubUserPassword(
  database: Database,
  sessions: SessionStore,
  caller: AuthUser,
  id: number,
  password: string,
  ip: string,
): Promise<void> {
  const target = await requireSubtreeUser(database.db, caller, id);
  await assertNewPasswordAllowed(database.db, password, {
    userName: target.user_name,
    currentHash: target.password_hash,
  });
  const passwordHash = await hashPassword(password);
  await database.db.transaction().execute(async (trx) => {
    await requireSubtreeUser(trx, caller, id);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'user.resetPassword',
      targetType: 'user',
      targetId: id,
      ip,
    });
  });
  await sessions.destroyAllOf(id);
}

/**
 * Moves a user (with its whole subtree) under another manager of the caller's subtree, or under
 * the caller itself (the spec: dealers change the parent dealer). Its limits, products and
 * commission are bounded by the new parent's at once, as they are read through the chain above.
 */
export async function changeParent(
  database: Database,
  caller: AuthUser,
  id: number,
  parentId: number,
  ip: string,
): Promise<AdminUser> {
  await database.db.transaction().execute(async (trx) => {
    const target = await requireSubtreeUser(trx, caller, id);
    const parent = await requireSelfOrSubtree(trx, caller, parentId);
    if (!isManager(parent.role) || parent.path.startsWith(target.path)) throw refused('parentInvalid');
    if (parent.currency !== target.currency) throw refused('currencyMismatch');
    const oldPath = target.path;
    const newPath = `${parent.path}${Number(target.id)}/`;
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'path'])
      .where('path', 'like', `${oldPath}%`)
      .execute();
    for (const r of rows)
      await trx
        .updateTable('users')
        .set({ path: newPath + r.path.slice(oldPath.length) })
        .where('id', '=', r.id)
        .execute();
    await trx
      .updateTable('users')
      .set({ parent_id: Number(parent.id), updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'user.changeParent',
      targetType: 'user',
      targetId: id,
      before: { parentId: target.parent_id, path: oldPath },
      after: { parentId: Number(parent.id), path: newPath },
      ip,
    });
  });
  return getAdminUser(database.db, caller, id);
}
