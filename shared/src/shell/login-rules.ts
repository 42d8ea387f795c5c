/** Login form rules (accounts-and-platform section 5): both fields required, 4 to 20 characters. */
export const LOGIN_MIN = 4;
export const LOGIN_MAX = 20;

/** "username keypress allows letters, digits, dot, dash, underscore, space" */
export function sanitizeLoginName(input: string): string {
  return input.replace(/[^\p{L}\p{N}._\- ]/gu, '').slice(0, LOGIN_MAX);
}

/** The message key of the first failing rule, or null when the form may be sent. */
export function loginFormError(userName: string, password: string): 'allInputEnter' | 'loginLength' | null {
  if (!userName || !password) return 'allInputEnter';
  const ok = (v: string) => v.length >= LOGIN_MIN && v.length <= LOGIN_MAX;
  return ok(userName) && ok(password) ? null : 'loginLength';
}
