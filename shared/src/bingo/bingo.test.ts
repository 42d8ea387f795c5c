import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BINGO_BALLS,
  bingoPrizes,
  cardNumbers,
  cardProblem,
  completedRows,
  decideBall,
  drawBall,
  generateCard,
  splitPrize,
  type BingoCard,
} from './bingo.ts';

/** A word source that plays back fast-check's words, then repeats them. */
const fromWords = (words: number[]) => {
  let i = 0;
  return () => words[i++ % words.length]!;
};
const words = fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 1, maxLength: 200 });

const CARD: BingoCard = [
  [1, 0, 21, 0, 41, 0, 61, 0, 81],
  [0, 12, 0, 32, 0, 52, 0, 72, 82],
  [3, 13, 0, 33, 0, 53, 0, 73, 0],
];

describe('90-ball card', () => {
  it('every generated card is valid: 3 x 9, 5 per row, each column its decade, ascending, none empty', () => {
    fc.assert(
      fc.property(words, (w) => {
        const card = generateCard(fromWords(w));
        expect(cardProblem(card)).toBeNull();
        expect(new Set(cardNumbers(card)).size).toBe(15);
      }),
      { numRuns: 2000 },
    );
  });

  it('from a long random stream too', () => {
    for (let i = 0; i < 300; i++) {
      const card = generateCard(() => Math.floor(Math.random() * 2 ** 32));
      expect(cardProblem(card)).toBeNull();
    }
  });

  it('the check can fail: it names what is wrong', () => {
    expect(cardProblem(CARD)).toBeNull();
    const swapped = CARD.map((r) => [...r]);
    swapped[0]![0] = 13;
    expect(cardProblem(swapped)).toMatch(/decade/);
    const descending = CARD.map((r) => [...r]);
    descending[1]![1] = 14;
    expect(cardProblem(descending)).toMatch(/ascending/);
    expect(cardProblem([CARD[0], CARD[1]])).toMatch(/3 rows/);
    const six = CARD.map((r) => [...r]);
    six[0]![1] = 10;
    expect(cardProblem(six)).toMatch(/5 numbers/);
  });
});

describe('drawing balls', () => {
  it('never repeats a ball, and 90 draws give every number', () => {
    fc.assert(
      fc.property(words, (w) => {
        const next = fromWords(w);
        const drawn: number[] = [];
        for (let i = 0; i < BINGO_BALLS; i++) drawn.push(drawBall(drawn, next));
        expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
        expect(() => drawBall(drawn, next)).toThrow();
      }),
      { numRuns: 50 },
    );
  });
});

describe('who wins on a ball', () => {
  const drawnOf = (...rows: number[]) => new Set(rows.flatMap((r) => CARD[r]!.filter((n) => n !== 0)));

  it('counts the rows whose numbers are all drawn', () => {
    expect(completedRows(CARD, new Set())).toBe(0);
    expect(completedRows(CARD, drawnOf(1))).toBe(1);
    expect(completedRows(CARD, drawnOf(0, 2))).toBe(2);
    expect(completedRows(CARD, drawnOf(0, 1, 2))).toBe(3);
  });

  it('plays the stages in order; one ball may decide several; every card that reached a stage shares it', () => {
    const other: BingoCard = CARD.map((r) => [...r]);
    other[0]![0] = 2;
    const cards = [
      { id: 7, card: CARD },
      { id: 3, card: other },
    ];
    expect(decideBall(0, cards, new Set([1]))).toEqual({ wins: [], next: 0 });
    // row 1 is the same on both cards: both win one line
    expect(decideBall(0, cards, drawnOf(1))).toEqual({
      wins: [{ stage: 'oneLine', cardIds: [3, 7] }],
      next: 1,
    });
    // card 7 has two rows at once while one line is open: it wins both on this ball
    expect(decideBall(0, cards, drawnOf(0, 2))).toEqual({
      wins: [
        { stage: 'oneLine', cardIds: [3, 7] },
        { stage: 'twoLines', cardIds: [7] },
      ],
      next: 2,
    });
    expect(decideBall(2, cards, drawnOf(0, 1, 2)).wins).toEqual([{ stage: 'fullHouse', cardIds: [7] }]);
    expect(decideBall(2, cards, drawnOf(0, 1, 2)).next).toBe(3);
    expect(decideBall(3, cards, drawnOf(0, 1, 2))).toEqual({ wins: [], next: 3 });
  });
});

describe('prizes', () => {
  it('are the documented shares of the sales, rounded down', () => {
    expect(bingoPrizes(10_000)).toEqual({ oneLine: 1500, twoLines: 2500, fullHouse: 4000 });
    expect(bingoPrizes(333)).toEqual({ oneLine: 49, twoLines: 83, fullHouse: 133 });
    expect(bingoPrizes(0)).toEqual({ oneLine: 0, twoLines: 0, fullHouse: 0 });
  });

  it('a split loses no minor unit; the first winners take the remainder, one each', () => {
    expect(splitPrize(1000, 3)).toEqual([334, 333, 333]);
    expect(splitPrize(1001, 3)).toEqual([334, 334, 333]);
    expect(splitPrize(2, 5)).toEqual([1, 1, 0, 0, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 500 }), (total, n) => {
        const parts = splitPrize(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
    expect(() => splitPrize(10, 0)).toThrow();
    expect(() => splitPrize(1.5, 2)).toThrow();
  });
});
