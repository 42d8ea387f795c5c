import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedWords, uniformInt, wordsFromBytes } from './rng.ts';
import {
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_RTP,
  SLOT_RTP_FRACTION,
  SLOT_STOPS,
  SLOT_STRIPS,
  SLOT_SYMBOL_COUNTS,
  evaluateSlot,
  linePay,
  slotWin,
} from './slot.ts';
import { ROULETTE_POCKETS, rouletteCovers, roulettePayout, ROULETTE_BET_KINDS } from './roulette.ts';
import { DICE_OUTCOMES, dicePayout, diceRollFromDigest, diceMessage } from './dice.ts';

describe('unbiased scaling (rejection sampling)', () => {
  it('accepts a multiple of n words and maps them evenly; rejects the uneven top slice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (n, word) => {
          const limit = acceptedWords(n);
          expect(limit % n).toBe(0);
          expect(2 ** 32 - limit).toBeLessThan(n);
          const draws: number[] = [word, 0];
          let i = 0;
          const got = uniformInt(n, () => draws[i++]!);
          if (word < limit) {
            expect(got).toBe(word % n);
            expect(i).toBe(1);
          } else {
            // a rejected word is never used: the next one decides
            expect(got).toBe(0);
            expect(i).toBe(2);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives every value the same number of words for a range that does not divide 2^32', () => {
    // n = 3: 2^32 = 3·1431655765 + 1, so the single top word 2^32-1 is rejected, not folded onto 0
    expect(acceptedWords(3)).toBe(2 ** 32 - 1);
    let draws = [2 ** 32 - 1, 2 ** 32 - 2];
    let i = 0;
    expect(uniformInt(3, () => draws[i++]!)).toBe((2 ** 32 - 2) % 3);
    draws = [2 ** 32 - 1, 2 ** 32 - 1, 2 ** 32 - 1];
    i = 0;
    expect(() => uniformInt(3, () => draws[i++ % 3]!, 3)).toThrow(/outside/);
  });

  it('refuses words that are not 32-bit and ranges outside 1..2^32', () => {
    expect(() => uniformInt(10, () => -1)).toThrow(RangeError);
    expect(() => uniformInt(10, () => 2 ** 32)).toThrow(RangeError);
    expect(() => uniformInt(10, () => 1.5)).toThrow(RangeError);
    expect(() => acceptedWords(0)).toThrow(RangeError);
  });

  it('reads big-endian words from bytes and stops when they run out', () => {
    const next = wordsFromBytes(new Uint8Array([0xff, 0, 0, 1, 0, 0, 0, 2]));
    expect(next()).toBe(0xff000001);
    expect(next()).toBe(2);
    expect(() => next()).toThrow(/exhausted/);
  });
});

describe('the slot', () => {
  it('has reels of 32 stops holding each symbol as often as the counts say', () => {
    for (const strip of SLOT_STRIPS) {
      expect(strip).toHaveLength(SLOT_STOPS);
      SLOT_SYMBOL_COUNTS.forEach((count, s) => expect(strip.filter((x) => x === s)).toHaveLength(count));
    }
  });

  it('returns exactly the documented RTP: every symbol combination of a line, weighted by its stops', () => {
    // Enumerates all 7^5 symbol tuples of one payline through the same linePay a spin uses.
    const S = SLOT_SYMBOL_COUNTS.length;
    let numerator = 0n;
    const tuple = [0, 0, 0, 0, 0];
    const walk = (reel: number, weight: bigint) => {
      if (reel === 5) {
        numerator += weight * BigInt(linePay(tuple));
        return;
      }
      for (let s = 0; s < S; s++) {
        tuple[reel] = s;
        walk(reel + 1, weight * BigInt(SLOT_SYMBOL_COUNTS[s]!));
      }
    };
    walk(0, 1n);
    expect(numerator).toBe(SLOT_RTP_FRACTION.numerator);
    expect(SLOT_RTP_FRACTION.denominator).toBe(32n ** 5n);
    expect(SLOT_RTP).toBeCloseTo(0.959491, 6);
  });

  it('every payline sees one stop per reel and wins only from the left', () => {
    expect(SLOT_PAYLINES).toHaveLength(SLOT_LINES);
    expect(linePay([0, 0, 0, 1, 0])).toBe(300);
    expect(linePay([6, 6, 6, 6, 6])).toBe(80);
    expect(linePay([1, 0, 0, 0, 0])).toBe(0);
    expect(linePay([2, 2, 3, 2, 2])).toBe(0);
  });

  it('pays a spin the sum of its line wins, in whole minor units of a stake split on the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 5, maxLength: 5 }), (stops) => {
        const o = evaluateSlot(stops);
        expect(o.window).toHaveLength(5);
        expect(o.totalLinePays).toBe(o.lines.reduce((a, l) => a + l.pay, 0));
        expect(Number.isInteger(slotWin(100, o))).toBe(true);
        for (const l of o.lines)
          expect(
            SLOT_PAYLINES[l.line]!.slice(0, l.count).every((row, reel) => o.window[reel]![row] === l.symbol),
          ).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(() => evaluateSlot([0, 0, 0, 0, 32])).toThrow(RangeError);
  });
});

describe('European roulette', () => {
  it('returns 36/37 on every bet: the covered pockets times 36/k', () => {
    for (const kind of ROULETTE_BET_KINDS)
      for (const pick of [0, 1, 2, 3, 17, 36]) {
        const bet = { kind, pick };
        const covered = rouletteCovers(bet);
        if (!covered) continue;
        let returned = 0;
        for (let p = 0; p < ROULETTE_POCKETS; p++) returned += roulettePayout(bet, 1000, p);
        expect(returned).toBe(36 * 1000);
      }
  });

  it('refuses bets that are not on the table', () => {
    expect(rouletteCovers({ kind: 'straight', pick: 37 })).toBeNull();
    expect(rouletteCovers({ kind: 'dozen', pick: 0 })).toBeNull();
    expect(() => roulettePayout({ kind: 'column', pick: 4 }, 100, 1)).toThrow(RangeError);
  });
});

describe('provably fair dice', () => {
  it('rolls from the first accepted word of the HMAC digest, which anyone holding the revealed seed can recompute', () => {
    // HMAC-SHA256(key 'server-seed', message 'client:7'), e.g. from `openssl dgst -sha256 -hmac server-seed`
    expect(diceMessage('client', 7)).toBe('client:7');
    const hex = '628f4ff1da6a285e1149bbc22bc6e21c3562d11bb7688199c8dc58dc235e3250';
    const digest = new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
    expect(diceRollFromDigest(digest)).toBe(1653559281 % DICE_OUTCOMES);
    // a first word in the rejected top slice passes the roll to the second word
    const top = new Uint8Array(32).fill(0xff);
    top.set([0, 0, 0x30, 0x39], 4);
    expect(diceRollFromDigest(top)).toBe(12345 % DICE_OUTCOMES);
    expect(() => diceRollFromDigest(new Uint8Array(31))).toThrow(RangeError);
  });

  it('pays 99/T under T, so every target returns 99 % over all rolls (before rounding down)', () => {
    for (let t = 2; t <= 95; t++) {
      let returned = 0;
      for (let r = 0; r < DICE_OUTCOMES; r++) returned += dicePayout(990_000, t, r);
      // 990000·99/t is a whole number only for some t; the rounding keeps the return at or below 99 %
      expect(returned / (990_000 * DICE_OUTCOMES)).toBeLessThanOrEqual(0.99);
      expect(returned / (990_000 * DICE_OUTCOMES)).toBeGreaterThan(0.9899);
    }
  });
});
