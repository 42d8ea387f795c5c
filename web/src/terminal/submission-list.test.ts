import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATES, type SubmissionEntry, type SubmissionState } from '@bet/shared';
import { slipSubmissionAnswered, submissionRow } from './submission-list.ts';

const entry = (state: SubmissionState, extra: Partial<SubmissionEntry> = {}): SubmissionEntry => ({
  key: `key-${state}`,
  state,
  createdAt: 1_700_000_000_000,
  stake: 12.5,
  ticketId: null,
  error: null,
  ...extra,
});

describe("the cashier's list of submissions", () => {
  it('keeps every job whose fate is open in sight: no acknowledgement while queued, sent or checked', () => {
    for (const state of ['queued', 'sending', 'checking', 'resending'] as const) {
      const row = submissionRow(entry(state));
      expect(row.tone).toBe('open');
      expect(row.acknowledgeable).toBe(false);
    }
  });

  it('lets the cashier acknowledge a placed, a refused and a given-up job', () => {
    expect(submissionRow(entry('confirmed', { ticketId: '123456789' }))).toMatchObject({
      tone: 'placed',
      ticketId: '123456789',
      acknowledgeable: true,
      label: 'terminal.state.confirmed',
    });
    expect(submissionRow(entry('refused', { error: 'couponNotPlaced' }))).toMatchObject({
      tone: 'notPlaced',
      reason: 'couponNotPlaced',
      acknowledgeable: true,
    });
    expect(submissionRow(entry('givenUp', { error: 'notConfirmed' }))).toMatchObject({
      tone: 'notPlaced',
      reason: null,
      acknowledgeable: true,
      label: 'terminal.state.givenUp',
    });
  });

  it('labels every state with its own message key', () => {
    const labels = SUBMISSION_STATES.map((s) => submissionRow(entry(s)).label);
    expect(new Set(labels).size).toBe(SUBMISSION_STATES.length);
  });
});

describe("the slip's submission being checked", () => {
  it('has no answer while its job is open', () => {
    for (const state of ['checking', 'resending', 'sending', 'queued'] as const)
      expect(slipSubmissionAnswered([entry(state)], `key-${state}`)).toBe(false);
  });

  it('has one once the job ended, or once it left the list', () => {
    expect(slipSubmissionAnswered([entry('confirmed')], 'key-confirmed')).toBe(true);
    expect(slipSubmissionAnswered([entry('refused')], 'key-refused')).toBe(true);
    expect(slipSubmissionAnswered([entry('checking')], 'another-key')).toBe(true);
    expect(slipSubmissionAnswered([], undefined)).toBe(true);
  });
});
