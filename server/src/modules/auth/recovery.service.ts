import {
  isActiveUser,
  forgotPasswordError,
  resetPasswordError,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { issueCode, spendCode } from './codes.ts';
import { tooManyRequests } from './login-throttle.ts';
import { assertNewPasswordAllowed } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Wrong answers (birth date, codes) per address in the window before 429. */
export const RECOVERY_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_MAX_FAILURES = 20;

/**
 * Counts the attempt before the answer is checked (so parallel guesses cannot all get in) and
 * returns what takes it back when the answer was right: only wrong answers stay counted.
 */
async function guard(svc: AuthServices, ip: string): Promise<() => Promise<void>> {
  const bucket = `recovery:ip:${ip}`;
  const attempt = await svc.limiter.take(bucket, {
    windowMs: RECOVERY_WINDOW_MS,
    limit: RECOVERY_MAX_FAILURES,
  });
  if (!attempt.allowed) {
    await svc.limiter.giveBack(bucket);
    throw tooManyRequests(attempt.retryAfterMs);
  }
  return () => svc.limiter.giveBack(bucket);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Forgot password: the user name and birth date must match; then a reset code goes out by e-mail
 * (or SMS when the user has no e-mail). The code is the `passCode` of the reset link.
 */
export async function forgotPassword(
  database: Database,
  svc: AuthServices,
  f: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  const ruleError = forgotPasswordError(f);
  if (ruleError) throw badRequest(ruleError);
  const answeredRight = await guard(svc, ip);
  const birth = `${f.birthDateYear}-${pad(f.birthDateMonth)}-${pad(f.birthDateDay)}`;
  const user = await database.db
    .selectFrom('users')
    .select(['id', 'email', 'mobile', 'birth_date', 'status', 'lang'])
    .where('user_name', '=', f.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.birth_date !== birth || !isActiveUser(user) || (!user.email && !user.mobile))
    throw refused('userOrBirthDateWrong');
  await answeredRight();
  await database.db.transaction().execute(async (trx) => {
    const code = await issueCode(trx, 'reset', Number(user.id), RESET_TTL_MS);
    await svc.sender.send(trx, {
      channel: user.email ? 'email' : 'sms',
      to: user.email || user.mobile,
      template: 'passwordReset',
      lang: user.lang,
      params: { code },
      userId: Number(user.id),
    });
  });
}

/** Sets a new password with a reset code; the code works once and every session of the user ends. */
export async function resetPassword(
  database: Database,
  svc: AuthServices,
  code: string,
  r: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  const ruleError = resetPasswordError(code, r);
  if (ruleError) throw badRequest(ruleError);
  const answeredRight = await guard(svc, ip);
  const passwordHash = await hashPassword(r.password);
  const userId = await database.db.transaction().execute(async (trx) => {
    const id = await spendCode(trx, 'reset', code);
    if (id === null) return null;
    const user = await trx
      .selectFrom('users')
      .select(['user_name', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // A refused password rolls the transaction back, so the code still works for a better one.
    await assertNewPasswordAllowed(trx, r.password, {
      userName: user.user_name,
      currentHash: user.password_hash,
    });
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorId: id,
      action: 'user.resetPasswordByCode',
      targetType: 'user',
      targetId: id,
      ip,
    });
    return id;
  });
  if (userId === null) throw refused('wrongResetCode');
  await answeredRight();
  await svc.sessions.destroyAllOf(userId);
}

/** Activates a registered account with the code it was sent. */
export async function activateAccount(
  database: Database,
  svc: AuthServices,
  code: string,
  ip: string,
): Promise<void> {
  const answeredRight = await guard(svc, ip);
  const userId = await database.db.transaction().execute(async (trx) => {
    const id = await spendCode(trx, 'activation', code);
    if (id === null) return null;
    await trx
      .updateTable('users')
      .set({ activated: 1, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { actorId: id, action: 'user.activate', targetType: 'user', targetId: id, ip });
    return id;
  });
  if (userId === null) throw new AppError(422, 'wrongActivationCode');
  await answeredRight();
}
