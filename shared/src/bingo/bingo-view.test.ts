import { describe, expect, it } from 'vitest';
import type { BingoDrawView, BingoRoomState, BingoWinner } from '../api/bingo.ts';
import {
  bingoCountdownMs,
  cardsLeftToBuy,
  formatCountdown,
  numbersToGo,
  withBall,
  withWinners,
} from './bingo-view.ts';
import { cardProblem, type BingoCard } from './bingo.ts';

const CARD: BingoCard = [
  [1, 0, 20, 0, 40, 0, 60, 0, 80],
  [0, 12, 0, 31, 0, 52, 0, 71, 85],
  [3, 0, 25, 0, 44, 0, 66, 0, 90],
];

const draw = (over: Partial<BingoDrawView> = {}): BingoDrawView => ({
  id: 7,
  status: 'drawing',
  startsAt: 1000,
  cardPrice: 5,
  currency: 'TRY',
  cardsSold: 2,
  prizes: { oneLine: 1.5, twoLines: 2.5, fullHouse: 4 },
  balls: [5, 9],
  stage: 'oneLine',
  winners: [],
  ...over,
});
const room = (current: BingoDrawView | null): BingoRoomState => ({
  current,
  next: null,
  ballMs: 3000,
  serverTime: 0,
});
const winner = (over: Partial<BingoWinner> = {}): BingoWinner => ({
  drawId: 7,
  stage: 'oneLine',
  cardId: 3,
  userName: 'pl***',
  amount: 1.5,
  ball: 3,
  ...over,
});

describe('bingoCountdownMs', () => {
  it("counts by the server's clock, whatever the browser's says", () => {
    // the server said 10 000 when the browser read 50 000; 2 s later 8 s are left of 20 000
    expect(bingoCountdownMs(20_000, 10_000, 50_000, 52_000)).toBe(8000);
  });
  it('never goes below zero', () => {
    expect(bingoCountdownMs(20_000, 10_000, 50_000, 70_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes m:ss with the seconds rounded up', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(64_001)).toBe('1:05');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('numbersToGo', () => {
  it('reads a valid card', () => {
    expect(cardProblem(CARD)).toBeNull();
  });
  it('is 15 for a fresh card and the full house', () => {
    expect(numbersToGo(CARD, new Set(), 'fullHouse')).toBe(15);
    expect(numbersToGo(CARD, new Set(), 'oneLine')).toBe(5);
    expect(numbersToGo(CARD, new Set(), 'twoLines')).toBe(10);
  });
  it('takes the rows closest to complete', () => {
    const drawn = new Set([1, 20, 40, 60, 12, 31, 3]);
    // row 1 lacks 80, row 2 lacks 52, 71 and 85, row 3 lacks 25, 44, 66 and 90
    expect(numbersToGo(CARD, drawn, 'oneLine')).toBe(1);
    expect(numbersToGo(CARD, drawn, 'twoLines')).toBe(4);
    expect(numbersToGo(CARD, drawn, 'fullHouse')).toBe(8);
  });
  it('is 0 once the stage is reached, and blanks never count', () => {
    expect(numbersToGo(CARD, new Set([1, 20, 40, 60, 80]), 'oneLine')).toBe(0);
    expect(numbersToGo(CARD, new Set([0]), 'oneLine')).toBe(5);
  });
});

describe('cardsLeftToBuy', () => {
  it('allows up to 6 cards a draw', () => {
    expect(cardsLeftToBuy(0)).toBe(6);
    expect(cardsLeftToBuy(4)).toBe(2);
    expect(cardsLeftToBuy(6)).toBe(0);
    expect(cardsLeftToBuy(9)).toBe(0);
  });
});

describe('withBall', () => {
  it("adds the draw's next ball", () => {
    const next = withBall(room(draw()), { drawId: 7, seq: 3, number: 44, ts: 0 });
    expect(next.current?.balls).toEqual([5, 9, 44]);
  });
  it('ignores a repeat, a gap and another draw', () => {
    const r = room(draw());
    expect(withBall(r, { drawId: 7, seq: 2, number: 9, ts: 0 })).toBe(r);
    expect(withBall(r, { drawId: 7, seq: 4, number: 44, ts: 0 })).toBe(r);
    expect(withBall(r, { drawId: 8, seq: 3, number: 44, ts: 0 })).toBe(r);
    expect(withBall(room(null), { drawId: 7, seq: 1, number: 44, ts: 0 }).current).toBeNull();
  });
});

describe('withWinners', () => {
  it('adds new winners of the draw once', () => {
    const once = withWinners(room(draw()), [winner(), winner({ cardId: 4 })]);
    expect(once.current?.winners.map((w) => w.cardId)).toEqual([3, 4]);
    expect(withWinners(once, [winner()])).toBe(once);
  });
  it("ignores another draw's winners", () => {
    const r = room(draw());
    expect(withWinners(r, [winner({ drawId: 6 })])).toBe(r);
  });
});
