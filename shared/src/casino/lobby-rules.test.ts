import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSearchText, gameMatches, searchDebounceMs, searchState, settingIds } from './lobby-rules.ts';

const letters = fc.constantFrom(
  ...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ 0123456789'.split(''),
);
const text = (min: number, max: number) =>
  fc.array(letters, { minLength: min, maxLength: max }).map((a) => a.join(''));
const recase = (s: string, flips: boolean[]) =>
  [...s]
    .map((ch, i) => (flips[i % Math.max(1, flips.length)] ? ch.toUpperCase() : ch.toLowerCase()))
    .join('');

describe('casino search rule (accounts-and-platform section 5)', () => {
  it('finds a game by any piece of its title, in any case', () => {
    fc.assert(
      fc.property(
        text(3, 30),
        fc.nat(),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 1 }),
        (title, a, b, flips) => {
          const start = a % title.length;
          const end = Math.min(title.length, start + 3 + (b % 10));
          const piece = title.slice(start, end);
          fc.pre(piece.trim().length > 0);
          expect(gameMatches(recase(piece, flips), title, 'Provider')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a provider name that matches brings every game of it', () => {
    fc.assert(
      fc.property(
        text(3, 20),
        text(0, 20),
        fc.array(fc.boolean(), { minLength: 1 }),
        (provider, title, flips) => {
          fc.pre(provider.trim().length > 0);
          expect(gameMatches(recase(provider, flips), title, provider)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds nothing whose folded title and provider do not hold the folded words', () => {
    fc.assert(
      fc.property(text(3, 8), text(0, 20), text(0, 12), (keyword, title, provider) => {
        const k = foldSearchText(keyword.trim());
        const expected =
          k === '' || foldSearchText(title).includes(k) || foldSearchText(provider).includes(k);
        expect(gameMatches(keyword, title, provider)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('Turkish capitals and the dotless i meet their lower case', () => {
    expect(gameMatches('istanbul', 'İSTANBUL NIGHTS', 'x')).toBe(true);
    expect(gameMatches('ışık', 'Işık Slot', 'x')).toBe(true);
    expect(gameMatches('IŞIK', 'ışık slot', 'x')).toBe(true);
    expect(gameMatches('wolf', 'Golden Fox', 'x')).toBe(false);
  });

  it('starts at 3 characters, empty is off, spaces do not count', () => {
    fc.assert(
      fc.property(text(0, 12), fc.nat(4), (raw, pad) => {
        const padded = ' '.repeat(pad) + raw + ' '.repeat(pad);
        const n = [...raw.trim()].length;
        expect(searchState(padded)).toBe(n === 0 ? 'off' : n < 3 ? 'tooShort' : 'on');
      }),
    );
  });

  it('waits 500 ms in the lobbies and 1 s in the virtual and TV filters', () => {
    expect(searchDebounceMs('slot')).toBe(500);
    expect(searchDebounceMs('live')).toBe(500);
    expect(searchDebounceMs('virtual')).toBe(1000);
    expect(searchDebounceMs('tv')).toBe(1000);
  });

  it('reads the top and new lists of the settings in order, each id once', () => {
    expect(settingIds('12, 7,12,x,,0,-3, 9')).toEqual([12, 7, 9]);
    expect(settingIds(undefined)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 })), (ids) => {
        expect(settingIds(ids.join(','))).toEqual([...new Set(ids)]);
      }),
    );
  });
});
