import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHIFT_CASH_KINDS,
  TILL_DIRECTION,
  cashVariance,
  expectedCash,
  tillDelta,
  tillTotals,
  varianceNeedsNote,
  type ShiftCashKind,
} from './till.ts';

const kind = fc.constantFrom(...SHIFT_CASH_KINDS);
const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
const movement = fc.record({ kind, amount });

describe('the till of a shift', () => {
  it('expects the float plus what came in minus what went out, over many generated shifts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(movement, { maxLength: 60 }),
        (float, ms) => {
          const deltas = ms.map((m) => tillDelta(m.kind, m.amount));
          // the same rule written the long way: cash in adds its size, cash out takes it, a correction its sign
          let inflow = 0;
          let outflow = 0;
          let corrections = 0;
          for (const m of ms) {
            if (m.kind === 'correction') corrections += m.amount;
            else if (TILL_DIRECTION[m.kind] > 0) inflow += Math.abs(m.amount);
            else outflow += Math.abs(m.amount);
          }
          const expected = expectedCash(float, deltas);
          expect(expected).toBe(float + inflow - outflow + corrections);
          // order does not matter, and counting exactly that leaves no variance
          expect(expectedCash(float, [...deltas].reverse())).toBe(expected);
          expect(cashVariance(expected, expected)).toBe(0);
          expect(varianceNeedsNote(cashVariance(expected, expected))).toBe(false);
          // the report's per-kind totals add back up to the expected cash
          const totals = tillTotals(ms.map((m, i) => ({ kind: m.kind, delta: deltas[i]! })));
          const sum = Object.values(totals.byKind).reduce((a, b) => a + b, 0);
          expect(float + sum).toBe(expected);
          expect(Object.values(totals.counts).reduce((a, b) => a + b, 0)).toBe(ms.length);
        },
      ),
    );
  });

  it('reads a variance as counted minus expected, and asks a note for any non-zero one', () => {
    fc.assert(
      fc.property(amount, amount, (counted, expected) => {
        const v = cashVariance(counted, expected);
        expect(counted - v).toBe(expected);
        expect(varianceNeedsNote(v)).toBe(counted !== expected);
      }),
    );
  });

  it('gives each ordinary kind its direction whatever sign the caller sent, and refuses fractions', () => {
    const cases: Array<[ShiftCashKind, number, number]> = [
      ['bet', 1000, 1000],
      ['bet', -1000, 1000],
      ['payout', 2500, -2500],
      ['withdrawal', 300, -300],
      ['voucherRedeemed', 700, -700],
      ['void', 100, -100],
      ['cashOut', 50, -50],
      ['correction', -40, -40],
      ['correction', 40, 40],
    ];
    for (const [k, a, d] of cases) expect(tillDelta(k, a)).toBe(d);
    expect(() => tillDelta('bet', 10.5)).toThrow(RangeError);
  });
});
