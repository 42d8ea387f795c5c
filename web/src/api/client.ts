import {
  PLAYER_CALLS,
  SESSION_ABSOLUTE_HEADER,
  SESSION_IDLE_HEADER,
  createClientFor,
  type ClientOptions,
  type FetchAnswer,
  type FetchLike,
  type PlayerContract,
} from '@bet/shared';

import { connectionBreaks, reportReachable, reportUnreachable } from './connection.ts';

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

/** The browser's fetch, telling the connection state what each request found. */
export const webFetch: FetchLike = (url, init) => {
  const sentAfter = connectionBreaks();
  return fetch(url, init).then(
    (answer) => {
      reportReachable(sentAfter);
      return answer;
    },
    (error: unknown) => {
      reportUnreachable();
      throw error;
    },
  );
};

/** Same-site credentials, the language of server messages, and the session times of every answer. */
export const webClientOptions: ClientOptions = {
  query: () => ({ lang: currentLanguage }),
  onResponse: readSessionTimes,
};

/**
 * The HTTP client of the player's site, typed by the shared contract (the CSRF and protocol headers
 * come with it). The back-office areas have their own client in the panel's chunk (panel-client.ts).
 */
export const client = createClientFor<PlayerContract>(PLAYER_CALLS, webFetch, webClientOptions);
