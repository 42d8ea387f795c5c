import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODD_SCALE } from '../money/payout.ts';
import { couponPayout } from '../settlement/payout.ts';
import { cappedMultipleSum, cappedSystemSum } from './capped-bets.ts';

const CAP = 320_000;
const S = BigInt(ODD_SCALE);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Every bet walked one by one: the reference. */
function systemByEnumeration(bankers: number[], free: number[], sizes: number[], cap: number): bigint {
  const n = free.length;
  let bp = 1n;
  for (const b of bankers) bp *= BigInt(b);
  let total = 0n;
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    let p = bp;
    for (let i = 0; i < n; i++) {
      if (!(mask & (1 << i))) continue;
      k++;
      p *= BigInt(free[i]!);
    }
    if (!sizes.includes(k)) continue;
    total += min(p, BigInt(cap) * S ** BigInt(bankers.length + k - 1)) * S ** BigInt(n - k);
  }
  return total;
}

function multipleByEnumeration(groups: number[][], cap: number): bigint {
  let bets: bigint[] = [1n];
  for (const g of groups) bets = bets.flatMap((p) => g.map((o) => p * BigInt(o)));
  const capAll = BigInt(cap) * S ** BigInt(groups.length - 1);
  return bets.reduce((a, p) => a + min(p, capAll), 0n);
}

const odd = fc.integer({ min: 0, max: 40_000 });

describe('every bet of a system or multiple is paid at no more than the 320 cap', () => {
  it('a 3 from 3 of three 10.00 picks is one bet at 320, not 1000', () => {
    expect(cappedSystemSum([], [10_000, 10_000, 10_000], [3], CAP)).toBe(320_000n * S ** 2n);
    // the 2s stay under the cap: 3 bets at 100
    expect(cappedSystemSum([], [10_000, 10_000, 10_000], [2], CAP)).toBe(300_000n * S ** 2n);
  });

  it('settles a winning 3 from 3 at 320 times the stake', () => {
    const lines = [1, 2, 3].map((matchId) => ({ matchId, banker: false, factor: 10_000 }));
    expect(couponPayout('SK', lines, [3], 100)).toBe(32_000);
    expect(couponPayout('CK', lines, [], 100)).toBe(32_000);
  });

  it('systems agree with walking every bet', () => {
    fc.assert(
      fc.property(
        fc.array(odd, { maxLength: 2 }),
        fc.array(odd, { minLength: 1, maxLength: 9 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        (bankers, free, sizes) => {
          expect(cappedSystemSum(bankers, free, sizes, CAP)).toBe(
            systemByEnumeration(bankers, free, sizes, CAP),
          );
        },
      ),
    );
  });

  it('multiples agree with walking every bet', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(odd, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        (groups) => {
          expect(cappedMultipleSum(groups, CAP)).toBe(multipleByEnumeration(groups, CAP));
        },
      ),
    );
  });
});
