import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFactor, lineStatus } from './resolve.ts';
import { verdictFactor } from './outcome-settlement.ts';

const odd = fc.integer({ min: 1001, max: 500_000 });

describe("a provider's outcome settlement agrees with the line rules", () => {
  it('won, lost, void, half won and half lost give the factor and status the score rules give', () => {
    fc.assert(
      fc.property(odd, (o) => {
        const cases = [
          [{ won: true, voidFactor: 0, deadHeatFactor: 1000 }, 'won'],
          [{ won: false, voidFactor: 0, deadHeatFactor: 1000 }, 'lost'],
          [{ won: false, voidFactor: 1000, deadHeatFactor: 1000 }, 'void'],
          [{ won: true, voidFactor: 500, deadHeatFactor: 1000 }, 'halfWon'],
          [{ won: false, voidFactor: 500, deadHeatFactor: 1000 }, 'halfLost'],
        ] as const;
        for (const [verdict, result] of cases)
          expect(verdictFactor(verdict, o)).toEqual({
            factor: lineFactor(result, o),
            status: lineStatus(result),
          });
      }),
    );
  });

  it('a dead heat pays the odd times its factor, rounded down, never more than a clean win', () => {
    fc.assert(
      fc.property(odd, fc.integer({ min: 1, max: 1000 }), (o, dh) => {
        const { factor, status } = verdictFactor({ won: true, voidFactor: 0, deadHeatFactor: dh }, o);
        expect(factor).toBe(Math.floor((o * dh) / 1000));
        expect(factor).toBeLessThanOrEqual(o);
        expect(status).toBe(1);
      }),
    );
    // two-way dead heat at 3.00: the stake back one and a half times
    expect(verdictFactor({ won: true, voidFactor: 0, deadHeatFactor: 500 }, 3000).factor).toBe(1500);
  });
});
