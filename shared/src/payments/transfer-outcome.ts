import {
  TRANSFER_RESULT,
  TRANSFER_STATUS,
  type TransferOutcomeKind,
  type TransferStatus,
} from '../api/payments.ts';
import { SHOP_WITHDRAWAL_RESULT } from '../retail/shop-cash.ts';

/**
 * How a transfer request ended, as its player reads it: still waiting, confirmed, rejected by a
 * person (the dealer or the operator; `reason` is what they wrote, '' when nothing), cancelled (a
 * withdrawal to be collected in cash at a shop that the dealer took back before a shop paid it;
 * `reason` as for a rejection), failed at its provider (declined, or its payment page could not
 * be opened), or expired (a payment page left unpaid, a shop withdrawal's code not collected in
 * time).
 */
export interface TransferOutcome {
  kind: TransferOutcomeKind;
  reason: string;
}

const FAILED: readonly string[] = [TRANSFER_RESULT.declined, TRANSFER_RESULT.unavailable];
const EXPIRED: readonly string[] = [TRANSFER_RESULT.expired, SHOP_WITHDRAWAL_RESULT.expired];

/** What the outcome of a request is read from: its status, its result and whether its dealer took it back. */
export interface TransferOutcomeRow {
  status: TransferStatus;
  reqResult: string;
  /** 1: a shop withdrawal its dealer took back (the panel's cancel), not rejected as a decision */
  takenBack: 0 | 1;
}

/**
 * A cancelled request (status 2) carries why in its reqResult: one of the results the server
 * writes without a person, or else the reason of the person who turned it down. A dealer taking a
 * waiting shop withdrawal back (its code no longer pays, the amount is the player's again) reads as
 * cancelled; a person rejecting a request as a decision, a shop withdrawal too, reads as rejected.
 */
export function transferOutcome(row: TransferOutcomeRow): TransferOutcome {
  if (row.status === TRANSFER_STATUS.waiting) return { kind: 'waiting', reason: '' };
  if (row.status === TRANSFER_STATUS.confirmed) return { kind: 'confirmed', reason: '' };
  if (FAILED.includes(row.reqResult)) return { kind: 'failed', reason: '' };
  if (EXPIRED.includes(row.reqResult)) return { kind: 'expired', reason: '' };
  return { kind: row.takenBack === 1 ? 'cancelled' : 'rejected', reason: row.reqResult.trim() };
}

/**
 * The stored requests of one outcome, for a list's filter: their status, whether their dealer took
 * them back (`takenBack`, either when not given), and the results a cancelled one carries (`results`) or does
 * not (`otherResults`: a person's reason is anything they wrote). transferOutcome reads every row
 * of the condition as that outcome.
 */
export interface TransferOutcomeCondition {
  status: TransferStatus;
  takenBack?: boolean;
  results?: readonly string[];
  otherResults?: readonly string[];
}

export function transferOutcomeCondition(kind: TransferOutcomeKind): TransferOutcomeCondition {
  switch (kind) {
    case 'waiting':
      return { status: TRANSFER_STATUS.waiting };
    case 'confirmed':
      return { status: TRANSFER_STATUS.confirmed };
    case 'failed':
      return { status: TRANSFER_STATUS.cancelled, results: FAILED };
    case 'expired':
      return { status: TRANSFER_STATUS.cancelled, results: EXPIRED };
    case 'rejected':
      return { status: TRANSFER_STATUS.cancelled, takenBack: false, otherResults: [...FAILED, ...EXPIRED] };
    case 'cancelled':
      return { status: TRANSFER_STATUS.cancelled, takenBack: true, otherResults: [...FAILED, ...EXPIRED] };
  }
}
