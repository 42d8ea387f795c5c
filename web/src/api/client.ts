import {
  API_BASE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_ABSOLUTE_HEADER,
  SESSION_IDLE_HEADER,
  type ErrorBody,
} from '@bet/shared';

/** A refusal or failure of the API, carrying the contract's message key so the UI can translate it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
    readonly details: Record<string, unknown> = {},
    /** false when the server says the session is gone */
    readonly login: boolean = true,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

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

function readSessionTimes(res: Response): void {
  const idle = res.headers.get(SESSION_IDLE_HEADER);
  const absolute = res.headers.get(SESSION_ABSOLUTE_HEADER);
  if (idle === null || absolute === null || !sessionListener) return;
  const idleMs = Number(idle);
  const absoluteMs = Number(absolute);
  if (Number.isFinite(idleMs) && Number.isFinite(absoluteMs))
    sessionListener({ idleMs, absoluteMs, receivedAt: Date.now() });
}

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  params.set('lang', currentLanguage);
  return `${API_BASE}${path}?${params}`;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'technicalError', '');
  }
  readSessionTimes(res);
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const err = (data as (ErrorBody & { login?: boolean }) | undefined) ?? undefined;
    throw new ApiError(
      res.status,
      err?.error?.code ?? 'technicalError',
      err?.error?.message ?? '',
      err?.error?.details ?? {},
      err?.login !== false,
    );
  }
  return data as T;
}

/** The one HTTP client of the web app. */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
