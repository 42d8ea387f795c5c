import {
  ApiError,
  isFinalSubmission,
  type Coupon,
  nextSubmissionState,
  type CouponRefusalDetails,
  type SubmissionEntry,
  type SubmissionOutcome,
  type SubmissionState,
  type Voucher,
} from '@bet/shared';
import {
  failureText,
  neverConnected,
  terminalClient,
  type ServerConnection,
  type TerminalClient,
} from '../server-client.ts';
import type { JobQueue, Job, RefusedSubmission } from './job-queue.ts';

export type { ServerConnection } from '../server-client.ts';

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

/**
 * What a confirmed submission's job keeps as its result: the server's answer, so the page and the
 * printer get the coupon from here instead of asking for it again. A job confirmed by an older
 * build kept the ticket id only.
 */
export interface Confirmed {
  ticketId: string;
  coupon?: Coupon;
  /** the balance after the stake (major units); absent when the coupon was found by its key */
  credit?: number;
  /** a coupon paid with a voucher: the change voucher the server made, to print */
  changeVoucher?: Voucher;
}

/** What one call to the server came to, as an event of the submission state machine. */
type Answer =
  | ({ event: 'accepted' } & Confirmed)
  | ({ event: 'refused' } & Refusal)
  | { event: 'notSent' | 'noAnswer' | 'unanswered'; error: string };

function refusalOf(err: ApiError): Answer {
  return {
    event: 'refused',
    refused: err.code,
    message: err.serverMessage,
    status: err.status,
    details: err.details,
    login: err.login && err.status !== 401,
  };
}

async function send(client: TerminalClient, job: Job<'submit'>): Promise<Answer> {
  try {
    const placed = await client.coupons.create({ ...job.payload, idempotencyKey: job.key });
    return { event: 'accepted', ...placed };
  } catch (err) {
    // A refused connection sent nothing; any other failure may have come after the server took it.
    if (!(err instanceof ApiError) || err.failure === 'network')
      return { event: neverConnected(err) ? 'notSent' : 'noAnswer', error: failureText(err) };
    // Too many requests: turned away before any work, so it may go again as it is.
    if (err.status === 429) return { event: 'notSent', error: failureText(err) };
    // Only the application's refusal (with its message key) is definite; a 4xx without one came
    // from something in between, and a 5xx may come after the coupon was stored.
    if (err.failure === 'refused') return refusalOf(err);
    return { event: 'noAnswer', error: failureText(err) };
  }
}

const refusedWith = (err: unknown, status: number, code: string): err is ApiError =>
  err instanceof ApiError && err.failure === 'refused' && err.status === status && err.code === code;

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
  client: TerminalClient,
  job: Job<'submit'>,
  windowMs: number,
  now: number,
): Promise<Answer | { event: 'send' }> {
  const key = { idempotencyKey: job.key };
  try {
    const found = await client.coupons.byKey(key);
    return { event: 'accepted', ticketId: found.ticketId, coupon: found };
  } catch (err) {
    if (!refusedWith(err, 404, 'couponNotFound'))
      return { event: 'unanswered', error: `lookup: ${failureText(err)}` };
  }
  if (now - job.createdAt <= windowMs) return { event: 'send' };
  try {
    const closed = await client.coupons.closeKey(key);
    return { event: 'accepted', ticketId: closed.ticketId, coupon: closed };
  } catch (err) {
    if (refusedWith(err, 410, 'couponNotPlaced')) return refusalOf(err);
    return { event: 'unanswered', error: `close: ${failureText(err)}` };
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
    case 'confirmed': {
      const { event: _event, ...confirmed } = step as { event: 'accepted' } & Confirmed;
      queue.finish(job.id, confirmed satisfies Confirmed, now);
      break;
    }
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
  const client = terminalClient(conn);
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
    if (state === 'checking') step = await check(client, job, options.confirmWindowMs, now());
    else step = now() - job.createdAt > options.confirmWindowMs ? { event: 'expired' } : { event: 'send' };
    let from: SubmissionState = state;
    if (step.event === 'send') {
      from = apply(queue, job, step, now());
      options.beforeSend?.();
      step = await send(client, job);
      options.afterSend?.();
    }
    const to = apply(queue, queue.get(job.key, 'submit')!, step, now());
    if (isFinalSubmission(to) || (from === 'sending' && to === 'checking'))
      handled.push(queue.get(job.key, 'submit')!);
  }
  await closeRefusedKeys(queue, client, now);
  return handled;
}

/**
 * A stored submission whose payload no longer fits (an older build's, a damaged row) cannot be
 * sent or checked as it was; if an attempt was ever started the server may hold its coupon. Its key
 * is closed on the server, which answers definitely: the coupon placed after all, or none and none
 * ever will be. Until then the cashier sees it as being checked.
 */
async function closeRefusedKeys(queue: JobQueue, client: TerminalClient, now: () => number): Promise<void> {
  for (const { id, key } of queue.keysToClose(now())) {
    try {
      const closed = await client.coupons.closeKey({ idempotencyKey: key });
      queue.keyClosed(id, { ticketId: closed.ticketId }, now());
    } catch (err) {
      if (refusedWith(err, 410, 'couponNotPlaced')) queue.keyClosed(id, { refused: err.code }, now());
      else queue.closeLater(id, now());
    }
  }
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
  if (state === 'confirmed') {
    const { ticketId, coupon, credit, changeVoucher } = job.result as Confirmed;
    return {
      state: 'done',
      ticketId,
      ...(coupon ? { coupon } : {}),
      ...(credit !== undefined ? { credit } : {}),
      ...(changeVoucher ? { changeVoucher } : {}),
    };
  }
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

/**
 * A refused submission (its payload does not fit) as the cashier's list shows it: being checked
 * while its key is not closed, placed when closing found its coupon, otherwise not placed.
 */
export function refusedSubmissionEntry(r: RefusedSubmission): SubmissionEntry {
  const base = { key: r.key, createdAt: r.createdAt, stake: r.stake };
  if (r.result && 'ticketId' in r.result)
    return { ...base, state: 'confirmed', ticketId: r.result.ticketId, error: null };
  if (r.mayHaveBeenSent && r.result === null)
    return { ...base, state: 'checking', ticketId: null, error: null };
  return { ...base, state: 'givenUp', ticketId: null, error: r.error };
}

/** Every submission the cashier is to see, readable or refused, oldest first. */
export function submissionList(queue: JobQueue): SubmissionEntry[] {
  return [
    ...queue.submissionsToShow().map(submissionEntry),
    ...queue.refusedSubmissions().map(refusedSubmissionEntry),
  ].sort((a, b) => a.createdAt - b.createdAt);
}
