import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/index.ts';

/** A LIKE pattern that matches a text literally (a user name with % or _ matches only itself). */
export const likeText = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '');

/**
 * The users strictly below the caller (and the caller with `withCaller`), as a query to join on
 * (`u`): every panel read is bound by it, so a dealer never sees past its own branch.
 */
export function subtreeUsers(
  db: Kysely<DB>,
  caller: Pick<AuthUser, 'operatorId' | 'path' | 'id'>,
  { withCaller = false } = {},
) {
  const users = db
    .selectFrom('users as u')
    .where('u.operator_id', '=', caller.operatorId)
    .where('u.path', 'like', `${caller.path}%`);
  return withCaller ? users : users.where('u.id', '!=', caller.id);
}
