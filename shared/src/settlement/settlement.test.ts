import { describe, expect, it } from 'vitest';
import { systemTotalsByEnumeration } from '../betslip/system.ts';
import { couponPayout } from './payout.ts';
import { MARKET_TYPE as T } from '../markets/market-types.ts';
import { lineResult, resolveLine, type SettlementResult } from '../markets/settle.ts';
import { lineFactor, lineStatus } from './resolve.ts';

const result = (
  h: number,
  a: number,
  ht: [number, number] | null = [1, 0],
  extra: Partial<SettlementResult> = {},
): SettlementResult => ({
  status: 'ended',
  score: { home: h, away: a },
  halftime: ht ? { home: ht[0], away: ht[1] } : null,
  ...extra,
});

describe('market resolution, hand-worked (2:1, half time 1:0)', () => {
  const r = result(2, 1, [1, 0], {
    corners: { home: 6, away: 4 },
    cards: { home: 2, away: 3 },
    goals: ['home', 'away', 'home'],
  });
  it.each([
    [T.matchResult, '', '1', 'won'],
    [T.matchResult, '', 'X', 'lost'],
    [T.doubleChance, '', '1X', 'won'],
    [T.doubleChance, '', 'X2', 'lost'],
    [T.overUnder, '2.5', 'Over', 'won'],
    [T.overUnder, '3.5', 'Under', 'won'],
    [T.overUnder, '3', 'Over', 'void'],
    [T.overUnder, '2.75', 'Over', 'halfWon'],
    [T.overUnder, '3.25', 'Over', 'halfLost'],
    [T.overUnder, '3.25', 'Under', 'halfWon'],
    [T.firstHalfOverUnder, '1.5', 'Under', 'won'],
    [T.bothTeamsScore, '', 'Yes', 'won'],
    [T.bothTeamsScore, '', 'No', 'lost'],
    [T.handicap3Way, '0:1', 'X', 'won'],
    [T.handicap3Way, '1:0', '1', 'won'],
    [T.halfTimeResult, '', '1', 'won'],
    [T.halfTimeFullTime, '', '1/1', 'won'],
    [T.halfTimeFullTime, '', 'X/1', 'lost'],
    [T.correctScore, '', '2:1', 'won'],
    [T.correctScore, '', 'Other', 'lost'],
    [T.corners, '9.5', 'Over', 'won'],
    [T.cards, '4.5', 'Over', 'won'],
    [T.nextGoal, '2', '2', 'won'],
    [T.nextGoal, '3', '1', 'won'],
    [T.nextGoal, '4', 'None', 'won'],
    [T.remainingMatch, '1:1', '1', 'won'],
    [T.remainingMatch, '2:0', '2', 'won'],
  ])('type %i special %s outcome %s → %s', (typeId, special, outcome, expected) => {
    expect(resolveLine(typeId, special, outcome, r)).toBe(expected);
  });

  it('points sports: winner (a tie voids), totals and handicaps', () => {
    const p = result(88, 80, null);
    expect(resolveLine(T.winner, '', '1', p)).toBe('won');
    expect(resolveLine(T.winner, '', '1', result(80, 80, null))).toBe('void');
    expect(resolveLine(T.totalPoints, '167.5', 'Over', p)).toBe('won');
    expect(resolveLine(T.pointHandicap, '-7.5', '1', p)).toBe('won');
    expect(resolveLine(T.pointHandicap, '-8.5', '1', p)).toBe('lost');
    expect(resolveLine(T.pointHandicap, '-8.5', '2', p)).toBe('won');
    expect(resolveLine(T.pointHandicap, '-8', '1', p)).toBe('void');
    expect(resolveLine(T.pointHandicap, '-8', '2', p)).toBe('void');
  });

  it.each([
    // Asian handicaps, home side's line; worked by hand as two half bets on the neighbouring lines.
    ['-0.25', 1, 1, '1', 'halfLost'], // 0 push, -0.5 lost
    ['-0.25', 1, 1, '2', 'halfWon'], // away +0.25: +0 push, +0.5 won
    ['-0.75', 2, 1, '1', 'halfWon'], // -0.5 won, -1 push
    ['-0.75', 2, 1, '2', 'halfLost'],
    ['-0.75', 3, 1, '1', 'won'],
    ['+0.75', 0, 1, '1', 'halfLost'], // +0.5 lost, +1 push
    ['+0.25', 0, 0, '1', 'halfWon'],
    ['-1.25', 2, 1, '1', 'halfLost'], // -1 push, -1.5 lost
    ['-1.5', 2, 1, '1', 'lost'],
    ['0', 1, 1, '2', 'void'],
  ])('Asian handicap %s at %i:%i, side %s → %s', (special, h, a, side, expected) => {
    expect(resolveLine(T.pointHandicap, special, side, result(h, a))).toBe(expected);
  });

  it('a cancelled match voids every market; what the result does not say stays open', () => {
    expect(resolveLine(T.matchResult, '', '1', { ...r, status: 'cancelled' })).toBe('void');
    expect(resolveLine(T.halfTimeResult, '', '1', result(1, 0, null))).toBeNull();
    expect(resolveLine(T.corners, '9.5', 'Over', result(1, 0))).toBeNull();
    expect(resolveLine(T.nextGoal, '1', '1', result(1, 0))).toBeNull();
    expect(resolveLine(9999, '', '1', r)).toBeNull();
  });

  it('quarter lines split the stake between the neighbouring half lines', () => {
    expect(lineResult(2, 2.25, true)).toBe('halfLost');
    expect(lineResult(3, 2.75, true)).toBe('halfWon');
    expect(lineResult(2, 2.75, false)).toBe('won');
  });
});

describe('line factors and coupon payouts', () => {
  it('won pays the odd, void returns the stake, halves pay half', () => {
    expect(lineFactor('won', 1850)).toBe(1850);
    expect(lineFactor('void', 1850)).toBe(1000);
    expect(lineFactor('halfWon', 1900)).toBe(1450);
    expect(lineFactor('halfLost', 1900)).toBe(500);
    expect(lineFactor('lost', 1900)).toBe(0);
    expect([lineStatus('won'), lineStatus('halfLost'), lineStatus('void')]).toEqual([1, -1, 2]);
  });

  it('a combine with a void line pays at the remaining odds', () => {
    const lines = [
      { matchId: 1, banker: false, factor: 2000 },
      { matchId: 2, banker: false, factor: 1000 },
    ];
    expect(couponPayout('KK', lines, [], 1000)).toBe(2000);
    expect(couponPayout('KK', [...lines, { matchId: 3, banker: false, factor: 0 }], [], 1000)).toBe(0);
  });

  it('a multiple pays the bets whose pick of each match won', () => {
    const lines = [
      { matchId: 1, banker: false, factor: 2000 },
      { matchId: 1, banker: false, factor: 0 },
      { matchId: 2, banker: false, factor: 1500 },
    ];
    expect(couponPayout('CK', lines, [], 1000)).toBe(3000);
  });

  it('a system pays every winning combination with its bankers, as enumeration does', () => {
    const factors = [2000, 0, 3000, 1000];
    const lines = [
      ...factors.map((f, i) => ({ matchId: i + 1, banker: false, factor: f })),
      { matchId: 9, banker: true, factor: 1500 },
    ];
    const e = systemTotalsByEnumeration([1500], factors, [2, 3]);
    expect(couponPayout('SK', lines, [2, 3], 700)).toBe(Number((700n * e.oddsSum) / e.scale));
    expect(couponPayout('SK', lines, [2, 3], 700)).toBeGreaterThan(0);
  });
});
