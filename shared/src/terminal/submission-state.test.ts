import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../i18n/resources.ts';
import {
  SUBMISSION_EVENTS,
  SUBMISSION_STATES,
  canAcknowledgeSubmission,
  checkDelayMs,
  isFinalSubmission,
  nextSubmissionState,
  submissionStateKey,
  type SubmissionState,
} from './submission-state.ts';

const events = fc.array(fc.constantFrom(...SUBMISSION_EVENTS), { maxLength: 40 });

/** Walks a job from 'queued' through the events the machine allows, skipping the others. */
function walk(sequence: readonly (typeof SUBMISSION_EVENTS)[number][]) {
  const steps: Array<{ from: SubmissionState; event: string; to: SubmissionState; unknown: number }> = [];
  let state: SubmissionState = 'queued';
  // how many requests sent so far may have reached the server (a refused connection proves one did not)
  let unknown = 0;
  for (const event of sequence) {
    const to = nextSubmissionState(state, event);
    if (!to) continue;
    steps.push({ from: state, event, to, unknown });
    if (event === 'send') unknown++;
    if (event === 'notSent') unknown--;
    state = to;
  }
  return { steps, state };
}

describe('the submission state machine', () => {
  it('gives up only on a job that never reached the server, and refuses only on a definite answer', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        for (const step of walk(sequence).steps) {
          if (step.to === 'givenUp') expect(step.unknown).toBe(0);
          // the answer to a send settles the job only if no earlier request may still land
          if (step.to === 'refused' && step.from !== 'checking') expect(step.unknown).toBe(1);
          if (step.to === 'refused') expect(['sending', 'checking']).toContain(step.from);
          // back to the terminal's own hands only when the one request sent never connected
          if (step.to === 'queued') expect([step.event, step.unknown]).toEqual(['notSent', 1]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('ends confirmed only on the server coupon and refused only on its refusal', () => {
    fc.assert(
      fc.property(events, (sequence) => {
        for (const step of walk(sequence).steps) {
          if (step.to === 'confirmed') expect(step.event).toBe('accepted');
          if (step.to === 'refused') expect(step.event).toBe('refused');
          if (step.from === 'checking' || step.from === 'resending')
            expect(['queued', 'givenUp']).not.toContain(step.to);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves a final state, and the cashier may clear exactly the final ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBMISSION_STATES),
        fc.constantFrom(...SUBMISSION_EVENTS),
        (state, event) => {
          if (isFinalSubmission(state)) expect(nextSubmissionState(state, event)).toBeNull();
          expect(canAcknowledgeSubmission(state)).toBe(isFinalSubmission(state));
        },
      ),
    );
    expect(SUBMISSION_STATES.filter(isFinalSubmission)).toEqual(['confirmed', 'refused', 'givenUp']);
    expect(canAcknowledgeSubmission('checking')).toBe(false);
  });

  it('can always still reach an end from any state a job can be in', () => {
    for (const start of SUBMISSION_STATES) {
      const seen = new Set<SubmissionState>([start]);
      for (let grew = true; grew;) {
        grew = false;
        for (const s of [...seen])
          for (const e of SUBMISSION_EVENTS) {
            const to = nextSubmissionState(s, e);
            if (to && !seen.has(to)) {
              seen.add(to);
              grew = true;
            }
          }
      }
      expect([...seen].some(isFinalSubmission), start).toBe(true);
    }
  });

  it('asks again sooner after a blip than during a long outage, and at least every 30 s', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(checkDelayMs(n)).toBeGreaterThanOrEqual(1000);
        expect(checkDelayMs(n)).toBeLessThanOrEqual(30_000);
        expect(checkDelayMs(n + 1)).toBeGreaterThanOrEqual(checkDelayMs(n));
      }),
    );
    expect(checkDelayMs(0)).toBe(1000);
    expect(checkDelayMs(40)).toBe(30_000);
  });

  it('has a message for every state in every language', () => {
    for (const [lang, messages] of Object.entries(RESOURCES))
      for (const state of SUBMISSION_STATES)
        expect(
          (messages as Record<string, string>)[submissionStateKey(state)],
          `${lang} ${state}`,
        ).toBeTruthy();
  });
});
