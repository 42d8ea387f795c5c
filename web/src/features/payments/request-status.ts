import type { TransferOutcomeKind } from '@bet/shared';

/**
 * The status a transfer request reads as, by how it ended (transferOutcome): a payment its
 * provider did not complete reads as cancelled, one left unpaid past its time as expired, one a
 * person turned down as rejected. The lists' status filter offers the same, one outcome each.
 */
export const OUTCOME_STATUS_KEY: Readonly<Record<TransferOutcomeKind, string>> = {
  waiting: 'pay.status.0',
  confirmed: 'pay.status.1',
  rejected: 'pay.status.rejected',
  failed: 'pay.status.2',
  expired: 'pay.status.expired',
};

/** What the filter's select holds: '' for every request, else one outcome. */
export type OutcomeFilter = '' | TransferOutcomeKind;
