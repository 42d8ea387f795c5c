import { PASSWORD_HARD_MAX } from '../auth/password-policy.ts';

/**
 * Login form rules (accounts-and-platform section 5): both fields required, 4 to 20 characters. The
 * password may be as long as any site's password policy allows, so long passphrases still log in.
 */
export const LOGIN_MIN = 4;
export const LOGIN_MAX = 20;

/** "username keypress allows letters, digits, dot, dash, underscore, space" */
export function sanitizeLoginName(input: string): string {
  return input.replace(/[^\p{L}\p{N}._\- ]/gu, '').slice(0, LOGIN_MAX);
}

/** The message key of the first failing rule, or null when the form may be sent. */
export function loginFormError(userName: string, password: string): 'allInputEnter' | 'loginLength' | null {
  if (!userName || !password) return 'allInputEnter';
  const nameOk = userName.length >= LOGIN_MIN && userName.length <= LOGIN_MAX;
  const passwordOk = password.length >= LOGIN_MIN && [...password].length <= PASSWORD_HARD_MAX;
  return nameOk && passwordOk ? null : 'loginLength';
}
