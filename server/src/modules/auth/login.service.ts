import { loginFormError, type UserInfo } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { getUserInfo } from '../users/user-profile.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import type { SessionMeta } from './session-store.ts';

/**
 * Login throttling: failed attempts per user name and per address, in a sliding window. Attempts
 * age out of the window, so a user is never locked out for longer than it. Successful logins do
 * not count: a betting shop's terminals and cashiers share one address and log in all day.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_NAME = 10;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;

export const tooManyRequests = () => new AppError(429, 'tooManyRequests');

/** User names are kept in lower case; login accepts any case. */
export const normalizeUserName = (name: string) => name.trim().toLowerCase();

export async function login(
  database: Database,
  svc: AuthServices,
  input: { userName: string; password: string },
  meta: SessionMeta,
): Promise<{ token: string; user: UserInfo }> {
  const formError = loginFormError(input.userName, input.password);
  if (formError) throw badRequest(formError);
  const name = normalizeUserName(input.userName);
  const nameBucket = `login:name:${name}`;
  const ipBucket = `login:ip:${meta.ip}`;
  const [byName, byIp] = await Promise.all([
    svc.limiter.count(nameBucket, LOGIN_WINDOW_MS),
    svc.limiter.count(ipBucket, LOGIN_WINDOW_MS),
  ]);
  if (byName >= LOGIN_MAX_FAILURES_PER_NAME || byIp >= LOGIN_MAX_FAILURES_PER_ADDRESS)
    throw tooManyRequests();

  const user = await database.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'activated'])
    .where('user_name', '=', name)
    .executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    await Promise.all([
      svc.limiter.hit(nameBucket, LOGIN_WINDOW_MS),
      svc.limiter.hit(ipBucket, LOGIN_WINDOW_MS),
    ]);
    throw new AppError(401, 'wrongUserOrPassword', undefined, { login: false });
  }
  // Told only after the right password, so these do not reveal that a name exists.
  if (user.status !== 1) throw new AppError(403, 'accountClosed');
  if (user.activated !== 1) throw new AppError(403, 'accountNotActivated');
  await svc.limiter.clear(nameBucket);
  const userId = Number(user.id);
  await database.db
    .updateTable('users')
    .set({ last_login_at: Date.now() })
    .where('id', '=', userId)
    .execute();
  const token = await svc.sessions.create(userId, meta);
  return { token, user: await getUserInfo(database.db, userId) };
}
