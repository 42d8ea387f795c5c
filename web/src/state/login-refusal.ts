import { NOTIFY } from '@bet/shared';
import { ApiError } from '../api/client.ts';
import type { Notice } from './notify-store.ts';

/**
 * The notice of a refused login, with the server's message key ("status-3 notification") and,
 * for a lock-out, the wait the server gave (`retryAfter`, seconds), so the text says how long.
 */
export function loginRefusalNotice(err: unknown): Notice {
  const apiError = err instanceof ApiError ? err : undefined;
  const retryAfter = apiError?.details['retryAfter'];
  return {
    state: NOTIFY.warning,
    message: apiError?.code ?? 'technicalError',
    ...(typeof retryAfter === 'number' ? { params: { retryAfter } } : {}),
    ...(apiError?.serverMessage ? { fallback: apiError.serverMessage } : {}),
  };
}
