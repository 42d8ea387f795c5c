import {
  isFinalSubmission,
  nextSubmissionState,
  type CouponRefusalDetails,
  type SubmissionEntry,
  type SubmissionOutcome,
  type SubmissionState,
} from '@bet/shared';
import type { JobQueue, Job } from './job-queue.ts';

export interface ServerConnection {
  baseUrl: string;
  /** the terminal user's session cookie */
  cookie: string;
  /** a call unanswered this long counts as a lost answer (10 s by default) */
  timeoutMs?: number;
}

export interface SubmissionOptions {
  /**
   * The send window. A job that never reached the server is given up once it is this old (the
   * customer is not kept waiting for a bet placed much later), and a job being checked has its key
   * closed on the server only this long after its last send (a request still on its way gets the
   * time to land first).
   */
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

/** What one call to the server came to, as an event of the submission state machine. */
type Answer =
  | { event: 'accepted'; ticketId: string }
  | ({ event: 'refused' } & Refusal)
  | { event: 'notSent' | 'noAnswer' | 'unanswered'; error: string };

interface ErrorBody {
  ticketId?: string;
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
  login?: boolean;
}

async function call(conn: ServerConnection, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${conn.baseUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: conn.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(conn.timeoutMs ?? 10_000),
  });
}

const readBody = (res: Response): Promise<ErrorBody> =>
  res.json().then(
    (b: unknown) => (b ?? {}) as ErrorBody,
    () => ({}),
  );

/** Failures where no byte of the request left this machine: the server cannot have seen it. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function neverConnected(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string; errors?: Array<{ code?: string }> } }).cause;
  if (!cause) return false;
  if (cause.errors?.length) return cause.errors.every((e) => NOT_CONNECTED.has(e.code ?? ''));
  return NOT_CONNECTED.has(cause.code ?? '');
}

const errorText = (err: unknown) => {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code ?? (err as Error).message;
};

function refusalOf(res: Response, body: ErrorBody, code: string): Answer {
  return {
    event: 'refused',
    refused: code,
    message: body.error?.message ?? '',
    status: res.status,
    details: body.error?.details ?? {},
    login: body.login !== false && res.status !== 401,
  };
}

async function send(conn: ServerConnection, job: Job<'submit'>): Promise<Answer> {
  let res: Response;
  try {
    res = await call(conn, 'POST', '/coupons', { ...job.payload, idempotencyKey: job.key });
  } catch (err) {
    // A refused connection sent nothing; any other failure may have come after the server took it.
    return { event: neverConnected(err) ? 'notSent' : 'noAnswer', error: errorText(err) };
  }
  const body = await readBody(res);
  if ((res.status === 201 || res.status === 200) && body.ticketId)
    return { event: 'accepted', ticketId: body.ticketId };
  // Too many requests: turned away before any work, so it may go again as it is.
  if (res.status === 429) return { event: 'notSent', error: 'server answered 429' };
  // Only the application's refusal (with its message key) is definite; a 4xx without one came
  // from something in between, and a 5xx may come after the coupon was stored.
  const code = body.error?.code;
  if (res.status >= 400 && res.status < 500 && code) return refusalOf(res, body, code);
  return { event: 'noAnswer', error: `server answered ${res.status}` };
}

/**
 * Asks the server what became of a job whose fate is unknown: the only way such a job ends.
 *
 * `GET /coupons/by-key` finds the coupon if the server stored it. Its 404 alone proves nothing: the
 * lost request may still be on its way (a proxy's buffer, the live bet delay, a slow transaction)
 * and land after the answer.
 * - Within the send window the same request goes again with the same key: the server stores one
 *   coupon per key, so this cannot place it twice, and a customer still at the terminal gets the
 *   bet. A refusal of that re-send is not final (the first request may still land after it).
 * - Past the window, neither a re-send nor reading the 404 as 'refused' would be safe: the re-send
 *   could be refused (the odds moved, the match started) while the first request still lands, and
 *   a bet placed minutes after the customer left, at other odds, is not the bet they made. So the
 *   terminal closes the key on the server (`POST /coupons/by-key/:key/close`), which answers in one
 *   step with the coupon (it was placed after all) or with 'couponNotPlaced', after which no
 *   request with that key can place one. Either answer is definite.
 * A server without the close route (an older one) answers 404 without that code: the job keeps
 * being checked and the cashier keeps seeing it, which is safe.
 */
async function check(
  conn: ServerConnection,
  job: Job<'submit'>,
  windowMs: number,
  now: number,
): Promise<Answer | { event: 'send' }> {
  const path = `/coupons/by-key/${encodeURIComponent(job.key)}`;
  try {
    const found = await call(conn, 'GET', path);
    const body = await readBody(found);
    if (found.status === 200 && body.ticketId) return { event: 'accepted', ticketId: body.ticketId };
    if (found.status !== 404 || body.error?.code !== 'couponNotFound')
      return { event: 'unanswered', error: `lookup answered ${found.status}` };
    if (now - job.createdAt <= windowMs) return { event: 'send' };
    const closed = await call(conn, 'POST', `${path}/close`);
    const closedBody = await readBody(closed);
    if (closed.status === 200 && closedBody.ticketId)
      return { event: 'accepted', ticketId: closedBody.ticketId };
    if (closed.status === 410 && closedBody.error?.code === 'couponNotPlaced')
      return refusalOf(closed, closedBody, 'couponNotPlaced');
    return { event: 'unanswered', error: `close answered ${closed.status}` };
  } catch (err) {
    return { event: 'unanswered', error: errorText(err) };
  }
}

/** The state machine's view of a queued submission. */
export function submissionState(job: Job<'submit'>): SubmissionState {
  switch (job.state) {
    case 'pending':
      return 'queued';
    case 'inflight':
      return job.checked ? 'resending' : 'sending';
    case 'checking':
      return 'checking';
    case 'given_up':
      return 'givenUp';
    case 'done':
      return job.result !== null && typeof job.result === 'object' && 'refused' in job.result
        ? 'refused'
        : 'confirmed';
  }
}

type Step = Answer | { event: 'send' } | { event: 'expired' };

/**
 * Records a step on disk, as the shared state machine says: each is one UPDATE of the queue file
 * (synchronous FULL), so a power cut leaves the job either before or after it.
 */
function apply(queue: JobQueue, job: Job<'submit'>, step: Step, now: number): SubmissionState {
  const from = submissionState(job);
  const to = nextSubmissionState(from, step.event);
  if (!to) throw new Error(`submission ${job.key}: '${step.event}' cannot happen when ${from}`);
  const error = 'error' in step ? step.error : step.event;
  switch (to) {
    case 'sending':
    case 'resending':
      queue.start(job.id, now);
      break;
    case 'queued':
      queue.retry(job.id, error, now);
      break;
    case 'checking':
      // the first time at once; after a check or a re-send that could not tell, a little later each time
      if (from === 'sending') queue.startChecking(job.id, error, now);
      else queue.checkLater(job.id, error, now);
      break;
    case 'givenUp':
      queue.giveUp(job.id, 'notConfirmed', now);
      break;
    case 'confirmed':
      queue.finish(job.id, { ticketId: (step as { ticketId: string }).ticketId }, now);
      break;
    case 'refused': {
      const { event: _event, ...refusal } = step as { event: 'refused' } & Refusal;
      queue.finish(job.id, refusal satisfies Refusal, now);
      break;
    }
  }
  return to;
}

/**
 * Works off the coupon submissions, each through the shared state machine (submission-state.ts
 * in shared). A bet is shown as accepted only when the server confirmed it. A request that may
 * have reached the server without a definite answer (lost answer, timeout, power cut while
 * sending) is only ever resolved by the server: the job asks by its key, with a growing pause,
 * for as long as it takes (see `check`). Only a job that certainly never reached the server is
 * given up once the send window has passed. Returns the jobs a waiting slip is to hear about:
 * those that ended, and those whose first send left their fate unknown.
 */
export async function processSubmissions(
  queue: JobQueue,
  conn: ServerConnection,
  options: SubmissionOptions,
  now = () => Date.now(),
): Promise<Job<'submit'>[]> {
  const handled: Job<'submit'>[] = [];
  for (let job = queue.next('submit', now()); job; job = queue.next('submit', now())) {
    const state = submissionState(job);
    if (state === 'sending' || state === 'resending') {
      // The power went while this was being sent: whether the server has it is unknown. It is
      // checked at once, in this pass; no slip waits on it any more.
      apply(queue, job, { event: 'noAnswer', error: 'interrupted' }, now());
      continue;
    }
    let step: Step;
    if (state === 'checking') step = await check(conn, job, options.confirmWindowMs, now());
    else step = now() - job.createdAt > options.confirmWindowMs ? { event: 'expired' } : { event: 'send' };
    let from: SubmissionState = state;
    if (step.event === 'send') {
      from = apply(queue, job, step, now());
      options.beforeSend?.();
      step = await send(conn, job);
      options.afterSend?.();
    }
    const to = apply(queue, queue.get(job.key, 'submit')!, step, now());
    if (isFinalSubmission(to) || (from === 'sending' && to === 'checking'))
      handled.push(queue.get(job.key, 'submit')!);
  }
  return handled;
}

/** What a submission came to, for the slip that waits on it; null while it is queued or being sent. */
export function submissionOutcome(job: Job<'submit'>): SubmissionOutcome | null {
  const state = submissionState(job);
  if (state === 'givenUp') return { state: 'givenUp', error: job.error ?? 'notConfirmed' };
  if (state === 'checking') return { state: 'checking' };
  if (state === 'refused') {
    const result = job.result as Refusal;
    return {
      state: 'refused',
      error: result.refused,
      message: result.message,
      status: result.status,
      details: result.details as CouponRefusalDetails,
      login: result.login,
    };
  }
  if (state === 'confirmed')
    return { state: 'done', ticketId: (job.result as { ticketId: string }).ticketId };
  return null;
}

/** A submission as the cashier's list shows it. */
export function submissionEntry(job: Job<'submit'>): SubmissionEntry {
  const state = submissionState(job);
  const result = job.result as { ticketId?: string; refused?: string } | null;
  return {
    key: job.key,
    state,
    createdAt: job.createdAt,
    stake: job.payload.stake,
    ticketId: result?.ticketId ?? null,
    error: state === 'refused' ? (result?.refused ?? null) : state === 'givenUp' ? job.error : null,
  };
}
