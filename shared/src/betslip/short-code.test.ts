import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../api/sports.ts';
import { findShortCodePick, parseShortCode } from './short-code.ts';

let nextId = 1;
function market(typeId: number, special: string, outcomes: Array<[string, number]>): Market {
  const id = nextId++;
  return {
    id,
    typeId,
    name: `type ${typeId}`,
    special,
    active: true,
    iss: false,
    isv: true,
    cashout: true,
    outcomes: outcomes.map(([name, odd], i) => ({
      id: id * 10 + i,
      name,
      odd,
      active: true,
      iss: false,
      isv: true,
    })),
  };
}

const handicap = market(14, '0:1', [
  ['1', 4.1],
  ['X', 3.6],
  ['2', 1.7],
]);
const oneXTwo = market(1, '', [
  ['1', 2.1],
  ['X', 3.2],
  ['2', 3.4],
]);
const double = market(10, '', [
  ['1X', 1.3],
  ['12', 1.35],
  ['X2', 1.6],
]);
const low = market(18, '1.5', [
  ['Over', 1.3],
  ['Under', 3.4],
]);
const main = market(18, '2.5', [
  ['Over', 1.95],
  ['Under', 1.85],
]);
const high = market(18, '3.5', [
  ['Over', 2.9],
  ['Under', 1.4],
]);
const btts = market(29, '', [
  ['Yes', 1.8],
  ['No', 1.95],
]);
const markets = [handicap, oneXTwo, double, low, main, high, btts];

describe('short-code entry (section 5)', () => {
  it('reads the code upper-cased, then the pick and its line', () => {
    expect(parseShortCode(' ab123 ')).toEqual({ code: 'AB123' });
    expect(parseShortCode('01234 x2')).toEqual({ code: '01234', pick: 'X2' });
    expect(parseShortCode('01234 üst 3,5')).toEqual({ code: '01234', pick: 'ÜST', line: '3.5' });
    expect(parseShortCode('')).toBeUndefined();
    expect(parseShortCode('01234 1 x 2')).toBeUndefined();
    expect(parseShortCode('01-234 1')).toBeUndefined();
    expect(parseShortCode('01234 o two')).toBeUndefined();
  });

  it('any code of letters and digits reads back upper-cased', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z]{1,12}$/), (code) => {
        expect(parseShortCode(`  ${code}  `)?.code).toBe(code.toUpperCase());
      }),
    );
  });

  it('finds 1, X and 2 on the 1X2 market before any handicap', () => {
    expect(findShortCodePick(markets, { pick: '1' })).toEqual({
      market: oneXTwo,
      outcome: oneXTwo.outcomes[0],
    });
    expect(findShortCodePick(markets, { pick: 'X' })?.outcome.name).toBe('X');
    expect(findShortCodePick(markets, { pick: 'X2' })).toEqual({
      market: double,
      outcome: double.outcomes[2],
    });
  });

  it('takes over/under on the main (most balanced) line, or the line typed', () => {
    expect(findShortCodePick(markets, { pick: 'Ü' })).toEqual({ market: main, outcome: main.outcomes[0] });
    expect(findShortCodePick(markets, { pick: 'UNDER' })).toEqual({
      market: main,
      outcome: main.outcomes[1],
    });
    expect(findShortCodePick(markets, { pick: 'O', line: '3.5' })).toEqual({
      market: high,
      outcome: high.outcomes[0],
    });
    expect(findShortCodePick(markets, { pick: 'O', line: '7.5' })).toBeUndefined();
  });

  it('reads yes and no, and finds nothing for an unknown pick or no pick', () => {
    expect(findShortCodePick(markets, { pick: 'VAR' })?.outcome.name).toBe('Yes');
    expect(findShortCodePick(markets, { pick: 'NO' })?.outcome.name).toBe('No');
    expect(findShortCodePick(markets, { pick: 'Q' })).toBeUndefined();
    expect(findShortCodePick(markets, {})).toBeUndefined();
  });

  it('always answers an outcome of the market it names, with the code typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', 'X', '2', '1X', '12', 'X2', 'O', 'U', 'YES', 'NO'),
        fc.shuffledSubarray(markets),
        (pick, some) => {
          const found = findShortCodePick(some, { pick });
          if (!found) return;
          expect(some).toContain(found.market);
          expect(found.market.outcomes).toContain(found.outcome);
        },
      ),
    );
  });
});
