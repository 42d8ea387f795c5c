/**
 * Password rules every form that sets a password shares (registration, change, reset, a dealer
 * setting a user's password). The server and the web forms call the same function; only the server
 * knows the list of common passwords and passes it in.
 */

/** Shortest password any site may ask for: the login form's minimum (spec section 5). */
export const PASSWORD_HARD_MIN = 4;
/** Longest password any site may allow: argon2id hashes it quickly and no request body grows huge. */
export const PASSWORD_HARD_MAX = 128;
/** The maximum length setting never goes below this: long passphrases must always fit (ASVS 2.1.2). */
export const PASSWORD_MAX_FLOOR = 64;

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
}

/** The spec's minimum (4) and a maximum that lets passphrases fit. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 4, maxLength: PASSWORD_MAX_FLOOR };

export const PASSWORD_SETTING_KEYS = {
  minLength: 'password_min_length',
  maxLength: 'password_max_length',
} as const;

const wholeNumber = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) return null;
  return Number(value.trim());
};

/**
 * The policy of the site settings `password_min_length` and `password_max_length`. A missing or
 * malformed value takes its default; the maximum is held between 64 and 128, the minimum between 4
 * and the maximum.
 */
export function passwordPolicyFromSettings(settings: Readonly<Record<string, string>>): PasswordPolicy {
  const max = wholeNumber(settings[PASSWORD_SETTING_KEYS.maxLength]) ?? DEFAULT_PASSWORD_POLICY.maxLength;
  const maxLength = Math.min(PASSWORD_HARD_MAX, Math.max(PASSWORD_MAX_FLOOR, max));
  const min = wholeNumber(settings[PASSWORD_SETTING_KEYS.minLength]) ?? DEFAULT_PASSWORD_POLICY.minLength;
  const minLength = Math.min(maxLength, Math.max(PASSWORD_HARD_MIN, min));
  return { minLength, maxLength };
}

export type PasswordRuleKey =
  'passwordLengthRange' | 'userNameEqualsPassword' | 'passwordSameAsCurrent' | 'passwordTooCommon';

export interface PasswordContext {
  /** the account's user name: the password may not be it, in any letter case */
  userName: string;
  /** the password the account has now, when the caller knows it */
  currentPassword?: string;
  /** true for a password on the list of common ones (the server's list; forms may leave it out) */
  isCommon?: (password: string) => boolean;
}

/** Code points, not UTF-16 units: an emoji counts as one character, as the user sees it. */
export const passwordLength = (password: string): number => [...password].length;

/** The first rule a new password breaks, or null when it may be used. */
export function passwordRuleError(
  password: string,
  context: PasswordContext,
  policy: PasswordPolicy,
): PasswordRuleKey | null {
  const length = passwordLength(password);
  if (length < policy.minLength || length > policy.maxLength) return 'passwordLengthRange';
  const name = context.userName.trim().toLowerCase();
  if (name && password.trim().toLowerCase() === name) return 'userNameEqualsPassword';
  if (context.currentPassword !== undefined && password === context.currentPassword)
    return 'passwordSameAsCurrent';
  if (context.isCommon?.(password)) return 'passwordTooCommon';
  return null;
}

/** The message parameters of a refusal, e.g. the allowed length for `passwordLengthRange`. */
export function passwordRuleDetails(key: PasswordRuleKey, policy: PasswordPolicy): Record<string, number> {
  return key === 'passwordLengthRange' ? { min: policy.minLength, max: policy.maxLength } : {};
}
