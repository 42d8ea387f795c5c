import { API_BASE, ApiError, createCheckingClient, type ApiClient, type Contract } from '@bet/shared';

export interface ServerConnection {
  baseUrl: string;
  /** the terminal user's session cookie */
  cookie: string | (() => Promise<string>);
  /** a call unanswered this long counts as a lost answer (10 s by default) */
  timeoutMs?: number;
}

export type TerminalClient = ApiClient<Contract>;

/**
 * The typed API client as the terminal's Node side uses it: the session cookie of the kiosk's
 * window, a deadline per call, and every answer checked against the contract (what the queue keeps
 * and prints must be what the contract says).
 */
export function terminalClient(conn: ServerConnection): TerminalClient {
  const timeoutMs = conn.timeoutMs ?? 10_000;
  return createCheckingClient(
    async (url, init) => {
      const cookie = typeof conn.cookie === 'string' ? conn.cookie : await conn.cookie();
      return fetch(url, {
        ...init,
        headers: { ...init.headers, cookie },
        signal: AbortSignal.timeout(timeoutMs),
      });
    },
    { baseUrl: conn.baseUrl.replace(/\/+$/, '') + API_BASE },
  );
}

/** Failures where no byte of the request left this machine: the server cannot have seen it. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

interface NetworkCause {
  code?: string;
  errors?: Array<{ code?: string }>;
}

/** The network error under a failed call: the client's cause, itself a fetch failure with a cause. */
function networkCause(err: unknown): NetworkCause | undefined {
  if (!(err instanceof ApiError) || err.failure !== 'network') return undefined;
  const fetchFailure = err.cause as { cause?: NetworkCause; name?: string } | undefined;
  return fetchFailure?.cause;
}

/** Whether a call certainly never reached the server (the connection was refused or never made). */
export function neverConnected(err: unknown): boolean {
  const cause = networkCause(err);
  if (!cause) return false;
  if (cause.errors?.length) return cause.errors.every((e) => NOT_CONNECTED.has(e.code ?? ''));
  return NOT_CONNECTED.has(cause.code ?? '');
}

/** A short reason for the log and the job's last error: the network code, or what the server said. */
export function failureText(err: unknown): string {
  const cause = networkCause(err);
  if (cause?.code) return cause.code;
  if (err instanceof ApiError) {
    if (err.failure === 'network') return (err.cause as Error | undefined)?.name ?? 'network';
    return `server answered ${err.status}${err.failure === 'refused' ? ` ${err.code}` : ''}`;
  }
  return (err as Error).message;
}
