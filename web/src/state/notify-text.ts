import type { NotificationState } from '@bet/shared';
import { ApiError } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { useNotify, type Notice } from './notify-store.ts';

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

/** A refusal as the spec shows it: a notification with the translated message key (status 2 by default). */
export function notifyApiError(err: unknown, state: 2 | 3 = 2): void {
  const e = err instanceof ApiError ? err : undefined;
  const params = Object.fromEntries(
    Object.entries(e?.details ?? {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
  notifyKey(state, e?.code ?? 'technicalError', params, e?.serverMessage);
}

/** A finished notice's words, as the dialog shows them. */
export function notifyText(notice: Pick<Notice, 'message' | 'params' | 'fallback'>): string {
  return i18n.exists(notice.message)
    ? i18n.t(notice.message, notice.params)
    : (notice.fallback ?? notice.message);
}
