import { LIVE_WINDOW_MS, isEndedStatus } from '../match/match-state.ts';

/**
 * Why an operator enters, corrects or voids a result: a fixed list, so the audit log can be
 * counted by cause. Each is a message key of the back office's texts (`resultReason.<key>`).
 */
export const RESULT_REASONS = [
  'feedMissing',
  'feedWrong',
  'officialChange',
  'matchAbandoned',
  'matchCancelled',
  'entryMistake',
] as const;
export type ResultReason = (typeof RESULT_REASONS)[number];

/**
 * Whether a match waits for its result: it has none and its play is over, by an ended status or
 * by its start lying further back than a match lasts (the live window). These come first on the
 * results desk.
 */
export function awaitsResult(
  m: { status: string; matchDate: number; hasResult: boolean },
  now: number,
): boolean {
  if (m.hasResult) return false;
  return isEndedStatus(m.status) || now - m.matchDate >= LIVE_WINDOW_MS;
}

/** The desk's order: waiting matches first, the longest waiting first; then the rest, newest first. */
export function compareDeskMatches(
  a: { awaiting: boolean; matchDate: number; id: number },
  b: { awaiting: boolean; matchDate: number; id: number },
): number {
  if (a.awaiting !== b.awaiting) return a.awaiting ? -1 : 1;
  const byDate = a.awaiting ? a.matchDate - b.matchDate : b.matchDate - a.matchDate;
  return byDate || a.id - b.id;
}
