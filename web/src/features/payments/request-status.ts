import {
  SHOP_WITHDRAWAL_RESULT,
  transferOutcome,
  type TransferOutcomeKind,
  type TransferRequestRow,
} from '@bet/shared';

/** What a request's outcome is read from (transferOutcome). */
type OutcomeRow = Pick<TransferRequestRow, 'status' | 'reqResult' | 'takenBack'>;

/**
 * The status a transfer request reads as, by how it ended (transferOutcome): one a person turned
 * down reads as rejected, a shop withdrawal the dealer took back as cancelled, a payment its
 * provider did not complete as failed, one left unpaid past its time as expired. The lists'
 * status filter offers the same, one outcome each, so no two share a text.
 */
export const OUTCOME_STATUS_KEY: Readonly<Record<TransferOutcomeKind, string>> = {
  waiting: 'pay.status.0',
  confirmed: 'pay.status.1',
  rejected: 'pay.status.rejected',
  cancelled: 'pay.status.2',
  failed: 'pay.status.failed',
  expired: 'pay.status.expired',
};

/**
 * The text under a request's status, or null: why it did not go through. An expired shop
 * withdrawal says its code was not collected in time (it never had a payment page); a person's
 * reason is shown as they wrote it ('pay.result.reason' with `reason`).
 */
export function outcomeNoteKey(row: OutcomeRow): string | null {
  const outcome = transferOutcome(row);
  switch (outcome.kind) {
    case 'failed':
      return 'pay.result.failed';
    case 'expired':
      return row.reqResult === SHOP_WITHDRAWAL_RESULT.expired
        ? 'pay.result.codeExpired'
        : 'pay.result.expired';
    case 'rejected':
    case 'cancelled':
      return outcome.reason ? 'pay.result.reason' : null;
    default:
      return null;
  }
}

/** What the filter's select holds: '' for every request, else one outcome. */
export type OutcomeFilter = '' | TransferOutcomeKind;
