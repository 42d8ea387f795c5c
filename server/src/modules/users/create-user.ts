import type { Kysely } from 'kysely';
import type { BonusSettings, Permissions, Products, Role } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import type { UserProfileColumns } from '../../db/tables/users.ts';
import { openAccount } from '../wallet/index.ts';
import {
  defaultBonus,
  defaultLimits,
  defaultPermissions,
  defaultProducts,
  type StoredLimits,
} from './user-defaults.ts';
import { userTypeOf } from './roles.ts';

export interface NewUser {
  operatorId: number;
  parent: { id: number; path: string } | null;
  role: Role;
  userName: string;
  passwordHash: string;
  currency: string;
  activated?: 0 | 1;
  onlineUser?: 0 | 1;
  limits?: StoredLimits;
  products?: Products;
  permissions?: Permissions;
  bonus?: BonusSettings;
  userOpenLimit?: number;
  profile?: Partial<UserProfileColumns & { terminal_no: string | null; affiliate_link: string | null }>;
}

/** Inserts a user with its place in the tree and its (empty) account, in the caller's transaction. */
export async function createUser(trx: Kysely<DB>, u: NewUser): Promise<{ id: number; path: string }> {
  const row = await trx
    .insertInto('users')
    .values({
      ...u.profile,
      operator_id: u.operatorId,
      parent_id: u.parent?.id ?? null,
      path: '/',
      role: u.role,
      user_type: userTypeOf(u.role),
      user_name: u.userName,
      password_hash: u.passwordHash,
      currency: u.currency,
      activated: u.activated ?? 1,
      online_user: u.onlineUser ?? 0,
      autoprint: u.role === 'terminal' ? 1 : 0,
      limits: JSON.stringify(u.limits ?? defaultLimits()),
      products: JSON.stringify(u.products ?? defaultProducts(true)),
      permissions: JSON.stringify(u.permissions ?? defaultPermissions(u.role)),
      bonus: JSON.stringify(u.bonus ?? defaultBonus()),
      user_open_limit: u.userOpenLimit ?? 0,
      terminal_no: u.profile?.terminal_no ?? null,
      affiliate_link: u.profile?.affiliate_link ?? null,
      referrer_id: u.profile?.referrer_id ?? null,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const path = `${u.parent?.path ?? '/'}${id}/`;
  await trx.updateTable('users').set({ path }).where('id', '=', id).execute();
  await openAccount(trx, { userId: id, operatorId: u.operatorId, currency: u.currency });
  return { id, path };
}
