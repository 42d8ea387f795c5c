import { describe, expect, it } from 'vitest';
import { TRANSFER_RESULT, TRANSFER_STATUS } from '../api/payments.ts';
import { SHOP_WITHDRAWAL_RESULT } from '../retail/shop-cash.ts';
import { TRANSFER_OUTCOMES } from '../api/payments.ts';
import { transferOutcome, transferOutcomeCondition } from './transfer-outcome.ts';

const row = (status: 0 | 1 | 2, reqResult = '', takenBack: 0 | 1 = 0) => ({ status, reqResult, takenBack });

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

  it('reads a shop withdrawal its dealer took back as cancelled, one rejected as a decision as rejected', () => {
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, 'asked in person', 1))).toEqual({
      kind: 'cancelled',
      reason: 'asked in person',
    });
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, '', 1))).toEqual({ kind: 'cancelled', reason: '' });
    // its code left uncollected is still an expiry, and a request turned down (a shop one too) a rejection
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, SHOP_WITHDRAWAL_RESULT.expired, 1)).kind).toBe(
      'expired',
    );
    expect(transferOutcome(row(TRANSFER_STATUS.cancelled, 'asked in person', 0)).kind).toBe('rejected');
    expect(transferOutcome(row(TRANSFER_STATUS.confirmed, SHOP_WITHDRAWAL_RESULT.paid, 1)).kind).toBe(
      'confirmed',
    );
  });

  it('reads waiting and confirmed requests by their status', () => {
    expect(transferOutcome(row(TRANSFER_STATUS.waiting))).toEqual({ kind: 'waiting', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.confirmed, 'ok'))).toEqual({ kind: 'confirmed', reason: '' });
    expect(transferOutcome(row(TRANSFER_STATUS.confirmed, SHOP_WITHDRAWAL_RESULT.paid))).toEqual({
      kind: 'confirmed',
      reason: '',
    });
  });

  it('filters each request under the outcome it reads as, and under that one only', () => {
    const matches = (
      kind: (typeof TRANSFER_OUTCOMES)[number],
      r: { status: 0 | 1 | 2; reqResult: string; takenBack: 0 | 1 },
    ) => {
      const c = transferOutcomeCondition(kind);
      return (
        c.status === r.status &&
        (c.takenBack === undefined || c.takenBack === (r.takenBack === 1)) &&
        (!c.results || c.results.includes(r.reqResult)) &&
        (!c.otherResults || !c.otherResults.includes(r.reqResult))
      );
    };
    const results = [
      '',
      'IBAN does not match the name',
      TRANSFER_RESULT.declined,
      TRANSFER_RESULT.unavailable,
      TRANSFER_RESULT.expired,
      SHOP_WITHDRAWAL_RESULT.expired,
      SHOP_WITHDRAWAL_RESULT.paid,
    ];
    for (const status of [0, 1, 2] as const)
      for (const reqResult of results)
        for (const takenBack of [0, 1] as const) {
          const r = row(status, reqResult, takenBack);
          expect([r, TRANSFER_OUTCOMES.filter((kind) => matches(kind, r))]).toEqual([
            r,
            [transferOutcome(r).kind],
          ]);
        }
  });
});
