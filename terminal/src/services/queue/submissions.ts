import type { CouponRefusalDetails, SubmissionOutcome } from '@bet/shared';
import type { JobQueue, Job } from './job-queue.ts';

export interface ServerConnection {
  baseUrl: string;
  /** the terminal user's session cookie */
  cookie: string;
  /** a call unanswered this long counts as a lost answer (10 s by default) */
  timeoutMs?: number;
}

export interface SubmissionOptions {
  /** a submission not confirmed within this window is given up and shown to the cashier */
  confirmWindowMs: number;
  /** called around sending: lets a test cut the power at the worst moments */
  beforeSend?: () => void;
  afterSend?: () => void;
}

/** What a refused submission's job keeps as its result: the server's answer, for the slip to show. */
export interface Refusal {
  refused: string;
  /** the server's text in the request language, shown when the key has no translation */
  message: string;
  status: number;
  details: Record<string, unknown>;
  /** false when the server said the session is gone */
  login: boolean;
}

type Outcome =
  | { kind: 'done'; ticketId: string }
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'retry'; error: string }
  | { kind: 'unknown' };

async function call(conn: ServerConnection, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${conn.baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: conn.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(conn.timeoutMs ?? 10_000),
  });
}

/** Asks the server whether a coupon with this key exists: the only way a lost answer is resolved. */
async function lookUp(conn: ServerConnection, key: string): Promise<Outcome> {
  try {
    const res = await call(conn, 'GET', `/coupons/by-key/${encodeURIComponent(key)}`);
    if (res.status === 200)
      return { kind: 'done', ticketId: ((await res.json()) as { ticketId: string }).ticketId };
    if (res.status === 404) return { kind: 'unknown' };
    return { kind: 'retry', error: `lookup answered ${res.status}` };
  } catch (err) {
    return { kind: 'retry', error: (err as Error).message };
  }
}

async function send(conn: ServerConnection, job: Job): Promise<Outcome> {
  try {
    const res = await call(conn, 'POST', '/coupons', { ...(job.payload as object), idempotencyKey: job.key });
    if (res.status >= 500 || res.status === 429)
      return { kind: 'retry', error: `server answered ${res.status}` };
    const body = (await res.json()) as {
      ticketId?: string;
      error?: { code: string; message?: string; details?: Record<string, unknown> };
      login?: boolean;
    };
    if (res.status === 201 || res.status === 200) return { kind: 'done', ticketId: body.ticketId! };
    return {
      kind: 'refused',
      refused: body.error?.code ?? `http${res.status}`,
      message: body.error?.message ?? '',
      status: res.status,
      details: body.error?.details ?? {},
      login: body.login !== false && res.status !== 401,
    };
  } catch (err) {
    // No answer: the bet may or may not be on the server. Only its key can tell.
    return { kind: 'retry', error: (err as Error).message };
  }
}

/**
 * Works off the coupon submissions. A bet is shown as accepted only when the server confirmed it;
 * one that was in flight when the terminal stopped is resolved by asking the server about its key,
 * and is sent again (with the same key, which the server deduplicates) only while the confirm
 * window lasts. Past it, the submission is given up and shown to the cashier. A refusal finishes
 * the job with the server's answer as its result ({@link Refusal}).
 */
export async function processSubmissions(
  queue: JobQueue,
  conn: ServerConnection,
  options: SubmissionOptions,
  now = () => Date.now(),
): Promise<Job[]> {
  const handled: Job[] = [];
  for (let job = queue.next('submit', now()); job; job = queue.next('submit', now())) {
    const age = now() - job.createdAt;
    if (job.state === 'inflight') {
      const known = await lookUp(conn, job.key);
      if (known.kind === 'done') {
        queue.finish(job.id, { ticketId: known.ticketId });
        handled.push(queue.get(job.key)!);
        continue;
      }
      if (known.kind === 'retry') {
        queue.retry(job.id, known.error);
        break;
      }
    }
    if (age > options.confirmWindowMs) {
      queue.giveUp(job.id, 'notConfirmed');
      handled.push(queue.get(job.key)!);
      continue;
    }
    queue.start(job.id);
    options.beforeSend?.();
    const outcome = await send(conn, job);
    options.afterSend?.();
    if (outcome.kind === 'done') queue.finish(job.id, { ticketId: outcome.ticketId });
    // A refusal is the server's definite answer: the job is done, no bet was taken, the slip shows why.
    else if (outcome.kind === 'refused') {
      const { kind: _kind, ...refusal } = outcome;
      queue.finish(job.id, refusal satisfies Refusal);
    } else if (outcome.kind === 'retry') {
      queue.retry(job.id, outcome.error);
      break;
    }
    handled.push(queue.get(job.key)!);
  }
  return handled;
}

/** What a submission came to, for the slip that waits on it; null while it is still open. */
export function submissionOutcome(job: Job): SubmissionOutcome | null {
  if (job.state === 'given_up') return { state: 'givenUp', error: job.error ?? 'notConfirmed' };
  if (job.state !== 'done') return null;
  const result = job.result as { ticketId: string } | Refusal;
  if ('refused' in result)
    return {
      state: 'refused',
      error: result.refused,
      message: result.message,
      status: result.status,
      details: result.details as CouponRefusalDetails,
      login: result.login,
    };
  return { state: 'done', ticketId: result.ticketId };
}
