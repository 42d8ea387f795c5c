import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponPayout, type SettledLine } from './payout.ts';
import { lineResult, type LineResult } from '../markets/settle.ts';
import { lineFactor } from './resolve.ts';

/** Every bet of a system written out: each k-subset of the free lines with all the bankers, at most at 320. */
function enumeratedPayout(lines: SettledLine[], sizes: number[], stake: number): number {
  const bankers = lines.filter((l) => l.banker);
  const free = lines.filter((l) => !l.banker);
  let sum = 0n;
  let scale = 1n;
  for (let i = 0; i < lines.length; i++) scale *= 1000n;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const chosen = free.filter((_, i) => mask & (1 << i));
    if (!sizes.includes(chosen.length)) continue;
    let product = 1n;
    for (const l of [...bankers, ...chosen]) product *= BigInt(l.factor);
    // No bet pays above the 320 cap.
    const cap = 320_000n * 1000n ** BigInt(bankers.length + chosen.length - 1);
    if (product > cap) product = cap;
    // Bring every bet to the common scale of all lines.
    for (let i = chosen.length + bankers.length; i < lines.length; i++) product *= 1000n;
    sum += product;
  }
  return Number((BigInt(stake) * sum) / scale);
}

const factor = fc.oneof(
  fc.constant(0),
  fc.constant(500),
  fc.constant(1000),
  fc.integer({ min: 1010, max: 50_000 }),
);

describe('settlement properties', () => {
  it('a system pays what writing out every combination with its bankers pays', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ banker: fc.boolean(), factor }), { minLength: 3, maxLength: 9 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 100_000 }),
        (raw, sizes, stake) => {
          const lines = raw.map((l, i) => ({ ...l, matchId: i + 1 }));
          expect(couponPayout('SK', lines, sizes, stake)).toBe(enumeratedPayout(lines, sizes, stake));
        },
      ),
    );
  });

  it('a combine pays the stake times the product of its factors, rounded down once', () => {
    fc.assert(
      fc.property(
        fc.array(factor, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 100_000 }),
        (fs, stake) => {
          const lines = fs.map((f, i) => ({ matchId: i + 1, banker: false, factor: f }));
          const product = fs.reduce((a, f) => a * BigInt(f), BigInt(stake));
          expect(couponPayout('KK', lines, [], stake)).toBe(Number(product / 1000n ** BigInt(fs.length)));
        },
      ),
    );
  });

  it('a quarter line is two half bets on its neighbouring lines', () => {
    const whole: Record<LineResult, number> = { won: 2, void: 1, lost: 0, halfWon: -1, halfLost: -1 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -8, max: 8 }),
        fc.constantFrom(0.25, 0.75),
        fc.boolean(),
        fc.integer({ min: 1010, max: 20_000 }),
        (value, base, quarter, over, odd) => {
          const line = base + quarter;
          const halves = [lineResult(value, line - 0.25, over), lineResult(value, line + 0.25, over)];
          for (const h of halves) expect(whole[h]).toBeGreaterThanOrEqual(0);
          const expected = Math.floor((lineFactor(halves[0]!, odd) + lineFactor(halves[1]!, odd)) / 2);
          expect(lineFactor(lineResult(value, line, over), odd)).toBe(expected);
        },
      ),
    );
  });
});
