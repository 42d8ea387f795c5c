import { canAcknowledgeSubmission, isFinalSubmission, type SubmissionEntry } from '@bet/shared';

/** How a row of the cashier's list reads: still open, placed, or not placed (no stake taken). */
export type SubmissionTone = 'open' | 'placed' | 'notPlaced';

export interface SubmissionRow {
  key: string;
  tone: SubmissionTone;
  /** message key of the state ('terminal.state.checking', ...) */
  label: string;
  /** message key of why it was not placed, when the server said one */
  reason: string | null;
  ticketId: string | null;
  createdAt: number;
  /** the stake as sent, major units */
  stake: number;
  /** the cashier may clear it; a job still open stays in sight until the server says */
  acknowledgeable: boolean;
}

export function submissionRow(entry: SubmissionEntry): SubmissionRow {
  const tone: SubmissionTone = !isFinalSubmission(entry.state)
    ? 'open'
    : entry.state === 'confirmed'
      ? 'placed'
      : 'notPlaced';
  return {
    key: entry.key,
    tone,
    label: `terminal.state.${entry.state}`,
    // a give-up's reason is the state itself ('not sent, not placed'); a refusal says its own
    reason: entry.state === 'refused' ? entry.error : null,
    ticketId: entry.ticketId,
    createdAt: entry.createdAt,
    stake: entry.stake,
    acknowledgeable: canAcknowledgeSubmission(entry.state),
  };
}

/**
 * Whether the queue has an answer for the slip's submission whose fate was unknown: its job ended,
 * or left the list (acknowledged). Only then is the queue asked for the outcome again.
 */
export function slipSubmissionAnswered(
  entries: readonly SubmissionEntry[],
  key: string | undefined,
): boolean {
  const entry = key === undefined ? undefined : entries.find((e) => e.key === key);
  return !entry || isFinalSubmission(entry.state);
}
