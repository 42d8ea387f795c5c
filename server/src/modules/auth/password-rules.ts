import {
  PASSWORD_SETTING_KEYS,
  passwordPolicyFromSettings,
  passwordRuleDetails,
  passwordRuleError,
  type PasswordPolicy,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { verifyPassword } from './passwords.ts';

/** The site's password policy, read on every use so a settings change applies at once. */
export async function readPasswordPolicy(db: Kysely<DB>): Promise<PasswordPolicy> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(PASSWORD_SETTING_KEYS))
    .execute();
  return passwordPolicyFromSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

export interface NewPasswordContext {
  userName: string;
  /** the current password as the user typed it (change password) */
  currentPassword?: string;
  /** the stored hash of the current password, when the caller does not have it in clear */
  currentHash?: string;
  /** the form field named in the refusal's details */
  field?: string;
}

/**
 * Refuses a new password with 400 and the rule's message key: the site's lengths, not the user
 * name, not the current password, not one of the 10,000 most common. `db` may be a transaction.
 */
export async function assertNewPasswordAllowed(
  db: Kysely<DB>,
  password: string,
  context: NewPasswordContext,
): Promise<void> {
  const policy = await readPasswordPolicy(db);
  const where = context.field ? { field: context.field } : {};
  const key = passwordRuleError(
    password,
    { userName: context.userName, currentPassword: context.currentPassword, isCommon: isCommonPassword },
    policy,
  );
  if (key) throw badRequest(key, { ...where, ...passwordRuleDetails(key, policy) });
  // Only a hash is known (a reset by code or by the dealer): it costs one verification.
  if (context.currentHash && (await verifyPassword(context.currentHash, password)))
    throw badRequest('passwordSameAsCurrent', where);
}
