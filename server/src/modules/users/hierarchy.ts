import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { findUser, type UserRow } from './user-profile.ts';

/** True when `target` lies strictly below `caller` in the same operator's tree. */
export function isInSubtree(
  caller: Pick<AuthUser, 'path' | 'operatorId' | 'id'>,
  target: Pick<UserRow, 'path' | 'operator_id' | 'id'>,
): boolean {
  return (
    Number(target.operator_id) === caller.operatorId &&
    Number(target.id) !== caller.id &&
    target.path.startsWith(caller.path)
  );
}

/**
 * The user `targetId` if it is in the caller's subtree, else 404 `userNotFound`: a user outside
 * the subtree gets the very answer of a missing one, so ids cannot be probed.
 */
export async function requireSubtreeUser(
  db: Kysely<DB>,
  caller: AuthUser,
  targetId: number,
): Promise<UserRow> {
  const target = await findUser(db, targetId);
  if (!target || !isInSubtree(caller, target)) throw notFound('userNotFound');
  return target;
}

/** The caller itself or a user of its subtree (a place where new users may be hung). */
export async function requireSelfOrSubtree(
  db: Kysely<DB>,
  caller: AuthUser,
  targetId: number,
): Promise<UserRow> {
  if (targetId === caller.id) {
    const self = await findUser(db, targetId);
    if (!self) throw notFound('userNotFound');
    return self;
  }
  return requireSubtreeUser(db, caller, targetId);
}

/** How many users are below `path` (for the user-opening limit). */
export async function countSubtree(db: Kysely<DB>, path: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('path', 'like', `${path}%`)
    .where('path', '!=', path)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
