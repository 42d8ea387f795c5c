import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { fairChance, type WeightedResult } from './fair-chance.ts';
import { MARKET_TYPE as T, MARKET_TYPES } from './market-types.ts';
import { outcomeRule, resolveLine, type LineResult } from './settle.ts';
import { parseSpecial, specialLabel } from './special.ts';

const ended = (home: number, away: number): WeightedResult['result'] => ({
  status: 'ended',
  score: { home, away },
  halftime: null,
});

describe('the written meaning of a special', () => {
  it('a three-way handicap "h:a" is the goals each side starts with: "1:0" after a 1:1 draw is a home win', () => {
    expect(resolveLine(T.handicap3Way, '1:0', '1', ended(1, 1))).toBe('won');
    expect(resolveLine(T.handicap3Way, '1:0', 'X', ended(1, 2))).toBe('won');
    expect(resolveLine(T.handicap3Way, '1:0', '2', ended(0, 2))).toBe('won');
    expect(resolveLine(T.handicap3Way, '0:1', '1', ended(2, 1))).toBe('lost');
    expect(resolveLine(T.handicap3Way, '0:1', 'X', ended(2, 1))).toBe('won');
    expect(resolveLine(T.handicap3Way, '0:2', '1', ended(3, 0))).toBe('won');
  });

  it('reads each kind in its own form and refuses what does not fit it', () => {
    expect(parseSpecial(T.handicap3Way, '1:0')).toEqual({ kind: 'goalHandicap', home: 1, away: 0 });
    expect(parseSpecial(T.overUnder, '2.25')).toEqual({ kind: 'totalLine', line: 2.25 });
    expect(parseSpecial(T.pointHandicap, '-7.5')).toEqual({ kind: 'homeLine', line: -7.5 });
    expect(parseSpecial(T.nextGoal, '3')).toEqual({ kind: 'goalNumber', goal: 3 });
    expect(parseSpecial(T.remainingMatch, '2:1')).toEqual({ kind: 'scoreAtBet', home: 2, away: 1 });
    expect(parseSpecial(T.matchResult, '')).toEqual({ kind: 'none' });
    for (const [typeId, bad] of [
      [T.handicap3Way, '-1:0'],
      [T.handicap3Way, '1'],
      [T.overUnder, '-0.5'],
      [T.overUnder, '2.3'],
      [T.overUnder, 'abc'],
      [T.pointHandicap, '1e3'],
      [T.nextGoal, '0'],
      [T.nextGoal, '1.5'],
      [T.remainingMatch, '1:x'],
      [T.matchResult, '1'],
      [9999, ''],
    ] as const)
      expect(parseSpecial(typeId, bad)).toBeNull();
  });

  it('a special that does not fit its type never settles, and a cancelled match voids whatever it is', () => {
    expect(resolveLine(T.handicap3Way, 'x', '1', ended(1, 0))).toBeNull();
    expect(resolveLine(T.overUnder, '', 'Over', ended(3, 0))).toBeNull();
    expect(resolveLine(T.handicap3Way, 'x', '1', { ...ended(1, 0), status: 'cancelled' })).toBe('void');
  });

  it('labels a special the same way wherever it is shown', () => {
    const en = (typeId: number, special: string) =>
      specialLabel(typeId, special, (key, params) => translate(key, 'en', params));
    const tr = (typeId: number, special: string) =>
      specialLabel(typeId, special, (key, params) => translate(key, 'tr', params));
    expect(en(T.handicap3Way, '1:0')).toBe('1:0');
    expect(en(T.overUnder, '2.5')).toBe('2.5');
    expect(en(T.overUnder, '2.50')).toBe('2.5');
    expect(en(T.pointHandicap, '7.5')).toBe('+7.5');
    expect(en(T.pointHandicap, '-1.25')).toBe('-1.25');
    expect(en(T.pointHandicap, '0')).toBe('0');
    expect(en(T.matchResult, '')).toBe('');
    expect(en(T.nextGoal, '3')).toBe('goal 3');
    expect(tr(T.nextGoal, '3')).toBe('3. gol');
    expect(en(T.remainingMatch, '1:0')).toBe('from 1:0');
    expect(tr(T.remainingMatch, '1:0')).toBe('1:0 skorundan');
    // What the type does not know is shown as it came.
    expect(en(9999, 'odd')).toBe('odd');
  });

  it('every market type lists its outcomes and says what it is settled on', () => {
    for (const d of Object.values(MARKET_TYPES)) {
      expect(d.outcomes.length).toBeGreaterThan(1);
      expect(T).toHaveProperty(Object.keys(T).find((k) => T[k as keyof typeof T] === d.id)!);
    }
  });
});

/** What a bet at odd `odd` returns per unit stake on a result. */
function returned(result: LineResult, odd: number): number {
  return { won: odd, halfWon: (odd + 1) / 2, void: 1, halfLost: 0.5, lost: 0 }[result];
}

const scores = fc.array(
  fc.record({
    home: fc.integer({ min: 0, max: 9 }),
    away: fc.integer({ min: 0, max: 9 }),
    p: fc.double({ min: 0.001, max: 1, noNaN: true }),
  }),
  { minLength: 1, maxLength: 25 },
);
const quarterLine = fc.integer({ min: -24, max: 24 }).map((q) => q / 4);

describe('fair chances from how settlement pays', () => {
  it('at the fair odd a bet returns its stake on average, pushes and half results included', () => {
    fc.assert(
      fc.property(
        scores,
        quarterLine,
        fc.constantFrom(
          [T.overUnder, 'Over'],
          [T.overUnder, 'Under'],
          [T.pointHandicap, '1'],
          [T.pointHandicap, '2'],
        ),
        (raw, line, [typeId, outcome]) => {
          const special = typeId === T.overUnder ? String(Math.abs(line)) : String(line);
          const results = raw.map(({ home, away, p }) => ({ p, result: ended(home, away) }));
          const chance = fairChance(typeId, special, outcome, results);
          const rule = outcomeRule(typeId, special, outcome);
          const all = results.reduce((a, r) => a + r.p, 0);
          const atRisk = results.reduce((a, r) => a + r.p * (1 - returned(rule(r.result)!, 0)), 0);
          fc.pre(chance > 0 && atRisk > 1e-9);
          const average = results.reduce((a, r) => a + r.p * returned(rule(r.result)!, 1 / chance), 0) / all;
          expect(average).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  it('the two sides of a line share it: their chances add up to one', () => {
    fc.assert(
      fc.property(scores, quarterLine, (raw, line) => {
        const results = raw.map(({ home, away, p }) => ({ p, result: ended(home, away) }));
        const sides = (typeId: number, special: string, a: string, b: string) =>
          fairChance(typeId, special, a, results) + fairChance(typeId, special, b, results);
        const allPush = (typeId: number, special: string) =>
          results.every((r) => resolveLine(typeId, special, '1', r.result) === 'void');
        if (!allPush(T.pointHandicap, String(line)))
          expect(sides(T.pointHandicap, String(line), '1', '2')).toBeCloseTo(1, 9);
        const total = String(Math.abs(line));
        if (!results.every((r) => resolveLine(T.overUnder, total, 'Over', r.result) === 'void'))
          expect(sides(T.overUnder, total, 'Over', 'Under')).toBeCloseTo(1, 9);
      }),
    );
  });

  it('a model that leaves out what a market reads is a mistake, not a price', () => {
    expect(() => fairChance(T.halfTimeResult, '', '1', [{ p: 1, result: ended(1, 0) }])).toThrow();
  });
});
