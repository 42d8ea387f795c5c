import { SESSION_ABSOLUTE_HEADER, SESSION_IDLE_HEADER, createApiClient, type FetchAnswer } from '@bet/shared';

export { ApiError } from '@bet/shared';

let currentLanguage = 'tr';
/** The language sent with every request, so server messages come back translated. */
export function setApiLanguage(lang: string): void {
  currentLanguage = lang;
}

/** How long the session has left, as an answer said at `receivedAt` (epoch ms). */
export interface SessionRemaining {
  idleMs: number;
  absoluteMs: number;
  receivedAt: number;
}

let sessionListener: ((remaining: SessionRemaining) => void) | undefined;
/** Every authenticated answer says how long the session has left; the session clock listens. */
export function onSessionTimes(listener: (remaining: SessionRemaining) => void): void {
  sessionListener = listener;
}

function readSessionTimes(res: FetchAnswer): void {
  const idle = res.headers.get(SESSION_IDLE_HEADER);
  const absolute = res.headers.get(SESSION_ABSOLUTE_HEADER);
  if (idle === null || absolute === null || !sessionListener) return;
  const idleMs = Number(idle);
  const absoluteMs = Number(absolute);
  if (Number.isFinite(idleMs) && Number.isFinite(absoluteMs))
    sessionListener({ idleMs, absoluteMs, receivedAt: Date.now() });
}

/**
 * The one HTTP client of the web app, typed by the shared contract: same-site credentials, the CSRF
 * and protocol headers, the language of server messages, and the session times of every answer.
 */
export const client = createApiClient((url, init) => fetch(url, init), {
  query: () => ({ lang: currentLanguage }),
  onResponse: readSessionTimes,
});
