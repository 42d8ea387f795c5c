import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASINO_JACKPOT_SERVICES,
  JACKPOT_RECONNECT_ATTEMPTS,
  JACKPOT_RULES,
  JACKPOT_TIERS,
  jackpotContribution,
  jackpotDropPoint,
  jackpotLight,
  jackpotReconnectDelay,
  jackpotTiersOf,
  jackpotWins,
  maskedWinnerName,
} from './jackpot.ts';

const tier = fc.constantFrom(...JACKPOT_TIERS);
const stake = fc.integer({ min: 0, max: 100_000_000 });

describe('jackpot rules', () => {
  it('takes a whole-minor-unit share of each stake, never more than the share, and never loses more than one unit', () => {
    fc.assert(
      fc.property(tier, stake, stake, (t, a, b) => {
        const c = jackpotContribution(t, a);
        expect(Number.isSafeInteger(c)).toBe(true);
        expect(c * 10_000).toBeLessThanOrEqual(a * JACKPOT_RULES[t].shareBp);
        expect((c + 1) * 10_000).toBeGreaterThan(a * JACKPOT_RULES[t].shareBp);
        // a larger stake never pays in less
        if (a <= b) expect(c).toBeLessThanOrEqual(jackpotContribution(t, b));
      }),
    );
    // the shares of every tier a stake feeds stay a small part of it
    for (const service of [4, 5]) {
      const bp = jackpotTiersOf(service).reduce((s, t) => s + JACKPOT_RULES[t].shareBp, 0);
      expect(bp).toBeGreaterThan(0);
      expect(bp).toBeLessThanOrEqual(200);
    }
    // a sports coupon feeds one tier, by whether it has a match in play
    expect(jackpotTiersOf(1)).toEqual(['sportsPrematch']);
    expect(jackpotTiersOf(1, true)).toEqual(['sportsLive']);
    expect(jackpotTiersOf(5, true)).toEqual([]);
    expect(jackpotTiersOf(0)).toEqual([]);
    // the casino pools are fed by slot, virtual, TV and catalogue bingo games (all slot games once);
    // live games feed the live casino pool only
    for (const service of [5, 7, 8, 6])
      expect(jackpotTiersOf(service), `service ${service}`).toEqual([
        'casinoDaily',
        'casinoWeekly',
        'casinoMega',
      ]);
    expect(jackpotTiersOf(4)).toEqual(['liveCasinoDaily']);
    expect([...CASINO_JACKPOT_SERVICES].sort()).toEqual([5, 6, 7, 8]);
    expect(() => jackpotContribution('casinoDaily', 1.5)).toThrow(RangeError);
  });

  it('draws each drop point evenly between halfway and the must-drop amount, and drops the pool there', () => {
    fc.assert(
      fc.property(
        tier,
        fc.nat(2 ** 32 - 1),
        stake,
        fc.integer({ min: 0, max: 10_000_000 }),
        (t, word, s, pool) => {
          const rule = JACKPOT_RULES[t];
          const draws = [word, 0];
          let i = 0;
          const drop = jackpotDropPoint(t, () => draws[i++]!);
          expect(Number.isSafeInteger(drop)).toBe(true);
          expect(drop).toBeLessThanOrEqual(rule.mustDropAt);
          expect((drop - rule.seed) * 2).toBeGreaterThanOrEqual(rule.mustDropAt - rule.seed);
          const wins = jackpotWins(t, s, pool, drop);
          expect(wins).toBe(s > 0 && pool >= drop);
          // never past the must-drop amount, whatever the drop point says
          if (s > 0 && pool >= rule.mustDropAt)
            expect(jackpotWins(t, s, pool, Number.MAX_SAFE_INTEGER)).toBe(true);
        },
      ),
    );
    // the lowest and the highest word reach both ends of the range
    const t = 'casinoDaily';
    const { seed, mustDropAt } = JACKPOT_RULES[t];
    const span = mustDropAt - (seed + Math.ceil((mustDropAt - seed) / 2)) + 1;
    expect(jackpotDropPoint(t, () => 0)).toBe(mustDropAt - span + 1);
    expect(jackpotDropPoint(t, () => span - 1)).toBe(mustDropAt);
  });

  it('lights a tile within a tenth of its must-drop amount', () => {
    for (const t of JACKPOT_TIERS) {
      const m = JACKPOT_RULES[t].mustDropAt;
      expect(jackpotLight(t, m)).toBe(true);
      expect(jackpotLight(t, (m * 9) / 10)).toBe(true);
      expect(jackpotLight(t, (m * 9) / 10 - 1)).toBe(false);
      expect(JACKPOT_RULES[t].seed).toBeLessThan(m);
    }
  });

  it('reconnects after 1 s times the attempt, for 10 attempts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (attempt) => {
        const delay = jackpotReconnectDelay(attempt);
        if (attempt >= 1 && attempt <= JACKPOT_RECONNECT_ATTEMPTS) expect(delay).toBe(attempt * 1000);
        else expect(delay).toBeNull();
      }),
    );
  });

  it("masks a winner's name but for its first and last letters", () => {
    expect(maskedWinnerName('ayseyilmaz')).toBe('a******z');
    expect(maskedWinnerName('ali')).toBe('a*i');
    expect(maskedWinnerName('al')).toBe('a*');
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 30 }), (name) => {
        const masked = maskedWinnerName(name);
        expect([...masked].length).toBeLessThanOrEqual(8);
        expect([...masked].slice(1, -1).every((c) => c === '*')).toBe(true);
        expect([...masked].at(-1)).toBe([...name].at(-1));
      }),
    );
  });
});
