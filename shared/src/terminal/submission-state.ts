/**
 * The life of a coupon submission in a shop terminal's durable queue, as a small state machine.
 * The terminal moves its jobs with it and the cashier's screen shows its states, so both read the
 * rule from here.
 *
 *   queued ──send──▶ sending ──accepted──▶ confirmed
 *     │  ▲              │ └────refused──▶ refused
 *     │  └──notSent─────┤
 *     │                 └──noAnswer──▶ checking ──accepted──▶ confirmed
 *     └──expired──▶ givenUp             │ ▲ ▲ └──refused───▶ refused (the key closed, nothing stored)
 *                                  send │ │ └─ unanswered
 *                                       ▼ │ noAnswer | notSent | refused
 *                                    resending ──accepted──▶ confirmed
 *
 * What the states promise:
 * - queued: the request has certainly not reached the server (never sent, or the connection was
 *   refused), so the terminal alone decides about it.
 * - sending: recorded on disk before the request leaves; a power cut here leaves the fate unknown.
 * - checking: the server may or may not hold the coupon. Only the server can tell, so the job asks
 *   for its key until it answers; no timer ever ends this state, and the cashier must not refund.
 * - resending: the server said it has no coupon with the key yet, within the send window, so the
 *   same request goes again with the same key (the server stores one coupon per key). Its refusal
 *   is not final: the first request may still be on its way, so the job goes back to checking.
 * - confirmed: the server holds the coupon (its ticket id is known).
 * - refused: the server definitely said no (a 4xx with a message key, to the first request, or the
 *   close of the key): no bet, no stake taken.
 * - givenUp: never reached the server within the window: no bet, no stake taken.
 */
export const SUBMISSION_STATES = [
  'queued',
  'sending',
  'checking',
  'resending',
  'confirmed',
  'refused',
  'givenUp',
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const SUBMISSION_EVENTS = [
  /** the request is about to leave (recorded first) */
  'send',
  /** the server answered with the coupon: created, the same key seen before, or found by its key */
  'accepted',
  /** the server's refusal: a 4xx with a message key */
  'refused',
  /** the request certainly never reached the server (connection refused) */
  'notSent',
  /** no definite answer: a timeout, a cut connection, a 5xx, or a power cut while sending */
  'noAnswer',
  /** the server could not tell yet (out of reach, or its answer is not a definite one): ask again later */
  'unanswered',
  /** a job that never reached the server outlived the window */
  'expired',
] as const;
export type SubmissionEvent = (typeof SUBMISSION_EVENTS)[number];

const TRANSITIONS: Record<SubmissionState, Partial<Record<SubmissionEvent, SubmissionState>>> = {
  queued: { send: 'sending', expired: 'givenUp' },
  sending: { accepted: 'confirmed', refused: 'refused', notSent: 'queued', noAnswer: 'checking' },
  // No 'expired' here: a job whose request may have reached the server is never ended by a timer.
  checking: { accepted: 'confirmed', refused: 'refused', unanswered: 'checking', send: 'resending' },
  resending: { accepted: 'confirmed', refused: 'checking', notSent: 'checking', noAnswer: 'checking' },
  confirmed: {},
  refused: {},
  givenUp: {},
};

/** The state after an event, or null when the event cannot happen in that state. */
export function nextSubmissionState(state: SubmissionState, event: SubmissionEvent): SubmissionState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** A final state: the job will not change again. */
export function isFinalSubmission(state: SubmissionState): boolean {
  return SUBMISSION_STATES.includes(state) && Object.keys(TRANSITIONS[state]).length === 0;
}

/** The cashier may clear a job from the list once it is final; a job still being checked stays. */
export const canAcknowledgeSubmission = isFinalSubmission;

/**
 * How long a job being checked waits before asking the server again: doubling from a second up to
 * half a minute, so an outage of hours costs a request every 30 s and a short blip costs seconds.
 */
export function checkDelayMs(checksSoFar: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(checksSoFar, 15)));
}

/** The message key of a state, shown to the cashier ('terminal.state.checking', ...). */
export const submissionStateKey = (state: SubmissionState) => `terminal.state.${state}` as const;
