import { describe, expect, it } from 'vitest';
import { TRANSFER_RESULT, TRANSFER_STATUS } from '../api/payments.ts';
import { SHOP_WITHDRAWAL_RESULT } from '../retail/shop-cash.ts';
import { transferOutcome } from './transfer-outcome.ts';

const row = (status: 0 | 1 | 2, reqResult = '') => ({ status, reqResult });

describe("a transfer request's outcome as its player reads it", () => {
  it('tells a request a person rejected, with the reason given, from one cancelled without a person', () => {
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, 'IBAN does not match the name'))).toEqual({
      kind: 'rejected',
      reason: 'IBAN does not match the name',
    });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, '  '))).toEqual({ kind: 'rejected', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled))).toEqual({ kind: 'rejected', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, TRANSFER_RESULT.declined))).toEqual({
      kind: 'failed',
      reason: '',
    });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, TRANSFER_RESULT.unavailable))).toEqual({
      kind: 'failed',
      reason: '',
    });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, TRANSFER_RESULT.expired))).toEqual({
      kind: 'expired',
      reason: '',
    });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, SHOP_WITHDRAWAL_RESULT.expired))).toEqual({
      kind: 'expired',
      reason: '',
    });
  });

  it('reads waiting and confirmed requests by their status', () => {
    expect(transferOutcome(row(TRANSFER_STATUS.waiting))).toEqual({ kind: 'waiting', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.confirmed, 'ok'))).toEqual({ kind: 'confirmed', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.confirmed, SHOP_WITHDRAWAL_RESULT.paid))).toEqual({
      kind: 'confirmed',
      reason: '',
    });
  });
});
