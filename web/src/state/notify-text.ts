import type { NotificationState } from '@bet/shared';
import { i18n } from '../i18n/i18n.ts';
import { useNotify } from './notify-store.ts';

/**
 * Shows a message key in the notification dialog. The dialog translates bare keys; a key with
 * parameters is translated here so its placeholders are filled. `ms` overrides how long it stays.
 */
export function notifyKey(
  state: NotificationState,
  key: string,
  params?: Record<string, string | number>,
  serverText?: string,
  ms?: number,
): void {
  const known = i18n.exists(key);
  const message = params && known ? i18n.t(key, params) : key;
  useNotify.getState().show({
    state,
    message,
    // the server's own text only for a key this build cannot translate (it may be in another language)
    ...(serverText && !known ? { fallback: serverText } : {}),
    ...(ms ? { ms } : {}),
  });
}
