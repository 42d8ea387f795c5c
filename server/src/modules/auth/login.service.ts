import {
  HAND_TERMINALS_PER_SHOP,
  isActiveUser,
  loginFormError,
  type LoginRequest,
  type UserInfo,
} from '@bet/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { admitPasswordCheck } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import type { SessionMeta } from './session-store.ts';

/** User names are kept in lower case; login accepts any case. */
export const normalizeUserName = (name: string) => name.trim().toLowerCase();

/** A cashier's handheld: the identity it made once and keeps, and what the shop calls it. */
export interface HandTerminalDevice {
  id: string;
  name: string;
}

/**
 * Writes down the handheld a shop logs in from: a device seen before is seen again; a new one is
 * taken while the shop has fewer than its allowance, so a leaked password alone cannot add
 * handhelds without end.
 */
async function admitDevice(trx: Transaction<DB>, userId: number, device: HandTerminalDevice, now: number) {
  const seen = await trx
    .updateTable('hand_terminals')
    .set({ last_seen_at: now, name: device.name })
    .where('user_id', '=', userId)
    .where('device_id', '=', device.id)
    .executeTakeFirst();
  if (Number(seen.numUpdatedRows) > 0) return;
  const count = await trx
    .selectFrom('hand_terminals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= HAND_TERMINALS_PER_SHOP) throw new AppError(403, 'handTerminalLimit');
  await trx
    .insertInto('hand_terminals')
    .values({
      user_id: userId,
      device_id: device.id,
      name: device.name,
      first_seen_at: now,
      last_seen_at: now,
    })
    .execute();
}

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
  await database.db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (device) await admitDevice(trx, userId, device, now);
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
  });
  const token = await svc.sessions.create({ id: userId, userType: user.user_type }, meta);
  return { token, user: await svc.accounts.info(database.db, userId) };
}
