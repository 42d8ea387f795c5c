import { changePasswordError, type ChangePasswordRequest } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { badRequest, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { admitPasswordCheck } from './login-throttle.ts';
import { assertNewPasswordAllowed } from './password-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import type { SessionMeta } from './session-store.ts';

/**
 * Changes the user's own password. Every session of the user ends (a thief's too); the caller
 * gets the new session's token back so the user stays logged in here.
 */
export async function changePassword(
  database: Database,
  svc: AuthServices,
  user: { id: number; userName: string },
  input: ChangePasswordRequest,
  meta: SessionMeta,
): Promise<string> {
  const ruleError = changePasswordError(input);
  if (ruleError) throw badRequest(ruleError);
  const userId = user.id;
  // A wrong current password is a wrong guess like a failed login: it counts and waits alike.
  const ticket = await admitPasswordCheck(database.db, svc, user.userName, meta.ip, false);
  const row = await database.db
    .selectFrom('users')
    .select(['password_hash', 'user_name', 'user_type'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.currentPassword)))
    throw refused('wrongCurrentPassword');
  await ticket.passed();
  await assertNewPasswordAllowed(database.db, input.newPassword, {
    userName: row.user_name,
    currentPassword: input.currentPassword,
  });
  const passwordHash = await hashPassword(input.newPassword);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: Date.now() })
      .where('id', '=', userId)
      .execute();
    await recordAudit(trx, {
      actorId: userId,
      action: 'user.changePassword',
      targetType: 'user',
      targetId: userId,
      ip: meta.ip,
    });
  });
  await svc.sessions.destroyAllOf(userId);
  return svc.sessions.create({ id: userId, userType: row.user_type }, meta);
}
