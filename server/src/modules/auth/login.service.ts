import { isActiveUser, loginFormError, type LoginRequest, type UserInfo } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { admitDevice, bindDeviceSession, type HandTerminalDevice } from './hand-terminals.ts';
import { admitPasswordCheck } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import { sessionIdOf, type SessionMeta } from './session-store.ts';

/** User names are kept in lower case; login accepts any case. */
export const normalizeUserName = (name: string) => name.trim().toLowerCase();

/**
 * Logs a user in. With a `device` it is a hand-terminal login: only a shop terminal user (type F)
 * may, and the handheld is recorded with the login (see admitDevice).
 */
export async function login(
  database: Database,
  svc: AuthServices,
  input: LoginRequest,
  meta: SessionMeta,
  device?: HandTerminalDevice,
): Promise<{ token: string; user: UserInfo }> {
  const formError = loginFormError(input.userName, input.password);
  if (formError) throw badRequest(formError);
  const name = normalizeUserName(input.userName);
  const ticket = await admitPasswordCheck(database.db, svc, name, meta.ip, input);
  const user = await database.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'activated', 'user_type'])
    .where('user_name', '=', name)
    .executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    // Failed logins are audited too (the name tried, the address and browser), so the back office
    // sees guessing; the throttle above bounds how many rows one address can write.
    await recordAudit(database.db, {
      actorId: null,
      action: 'auth.loginFailed',
      targetType: 'user',
      targetId: user ? Number(user.id) : null,
      after: { userName: name.slice(0, 50), userAgent: meta.userAgent.slice(0, 200) },
      ip: meta.ip,
    });
    throw new AppError(401, 'wrongUserOrPassword', undefined, { login: false });
  }
  await ticket.passed();
  // Told only after the right password, so these do not reveal that a name exists.
  if (!isActiveUser(user)) throw new AppError(403, 'accountClosed');
  if (user.activated !== 1) throw new AppError(403, 'accountNotActivated');
  const userId = Number(user.id);
  const excluded = await svc.accounts.loginRefusal(database.db, userId);
  if (excluded) throw new AppError(403, excluded.code, { until: excluded.until });
  if (device && user.user_type !== 'F') throw new AppError(403, 'notAShopTerminal');
  // Every login is in the audit trail (issue 20 part 6), with its address and browser.
  const admitted = await database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const handheld = device ? await admitDevice(trx, userId, device, now) : null;
    await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
    await recordAudit(trx, {
      actorId: userId,
      action: device ? 'auth.handTerminalLogin' : 'auth.login',
      targetType: 'user',
      targetId: userId,
      after: {
        userAgent: meta.userAgent.slice(0, 200),
        ...(device ? { deviceId: device.id, deviceName: device.name } : {}),
      },
      ip: meta.ip,
    });
    return handheld;
  });
  const token = await svc.sessions.create({ id: userId, userType: user.user_type }, meta);
  if (admitted) await bindDeviceSession(database.db, svc.sessions, admitted, sessionIdOf(token));
  return { token, user: await svc.accounts.info(database.db, userId) };
}
