import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../api/sports.ts';
import { balancedLineFirst, mainOverUnderLine, overOutcome } from './lines.ts';

let nextId = 1;
function ou(special: string, over: number, under: number, typeId = 18): Market {
  const id = nextId++;
  return {
    id,
    typeId,
    name: 'Over/Under',
    special,
    active: true,
    iss: false,
    isv: true,
    cashout: true,
    outcomes: [
      { id: id * 10 + 1, name: 'Over', odd: over, active: true, iss: false, isv: true },
      { id: id * 10 + 2, name: 'Under', odd: under, active: true, iss: false, isv: true },
    ],
  };
}
const spread = (m: Market) => Math.abs(m.outcomes[0]!.odd - m.outcomes[1]!.odd);
const anOdd = fc.integer({ min: 1010, max: 6000 }).map((t) => t / 1000);
const someLines = fc
  .uniqueArray(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 8 })
  .chain((whole) =>
    fc.tuple(...whole.map((w) => fc.tuple(anOdd, anOdd).map(([o, u]) => ou(`${w}.5`, o, u)))),
  );

describe('the most balanced over/under line (section 5)', () => {
  it('shows the line whose odds lie closest together, not the one whose over odd is nearest 2', () => {
    const nearTwo = ou('2.5', 2.0, 1.6);
    const balanced = ou('3.5', 2.2, 2.05);
    expect(mainOverUnderLine([nearTwo, balanced])).toBe(balanced);
  });

  it('keeps to the band: the chosen line is a .5 line with its over odd within 1.5 to 2.5, the most balanced of those', () => {
    fc.assert(
      fc.property(someLines, (lines) => {
        const inBand = lines.filter((m) => overOutcome(m)!.odd >= 1.5 && overOutcome(m)!.odd <= 2.5);
        const chosen = mainOverUnderLine(lines);
        if (inBand.length === 0) {
          // "otherwise 2.5 pre-match"
          expect(chosen?.special).toBe(lines.find((m) => m.special === '2.5')?.special);
          return;
        }
        expect(inBand).toContain(chosen);
        for (const m of inBand) expect(spread(m)).toBeGreaterThanOrEqual(spread(chosen!));
      }),
    );
  });

  it("puts each type's most balanced line first among that type's lines on the match page", () => {
    const oneXTwo = { ...ou('', 2.1, 3.2), typeId: 1 };
    const low = ou('1.5', 1.25, 3.6);
    const mid = ou('2.5', 1.9, 1.9);
    const high = ou('3.5', 2.9, 1.4);
    const corners = ou('9.5', 1.7, 2.1, 166);
    expect(balancedLineFirst([oneXTwo, low, mid, high, corners])).toEqual([oneXTwo, mid, low, high, corners]);
  });

  it('only reorders: every market stays, other types keep their order', () => {
    fc.assert(
      fc.property(someLines, fc.integer({ min: 0, max: 8 }), (lines, at) => {
        const other = { ...ou('', 2, 2), typeId: 1 };
        const another = { ...ou('', 2, 2), typeId: 10 };
        const markets = [another, ...lines.slice(0, at), other, ...lines.slice(at)];
        const out = balancedLineFirst(markets);
        expect([...out].sort((a, b) => a.id - b.id)).toEqual([...markets].sort((a, b) => a.id - b.id));
        expect(out.filter((m) => m.typeId !== 18)).toEqual([another, other]);
        const first = out.find((m) => m.typeId === 18)!;
        for (const m of lines) expect(spread(m)).toBeGreaterThanOrEqual(spread(first));
      }),
    );
  });
});
