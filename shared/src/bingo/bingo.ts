import { uniformInt, type WordSource } from '../casino/rng.ts';

/**
 * 90-ball bingo (tombala, issue 19 part 6): the card, the draw of a ball, the prizes and who wins
 * them. The server applies these rules to every draw; the page marks a player's cards with them.
 * Amounts are integer minor units.
 */

export const BINGO_BALLS = 90;
export const BINGO_ROWS = 3;
export const BINGO_COLUMNS = 9;
/** numbers per row of a card; 15 on a card */
export const BINGO_PER_ROW = 5;

/**
 * A card: 3 rows of 9 cells, 0 for a blank. Column c holds numbers of its decade (1-9, 10-19,
 * ... 70-79, and 80-90 in the last), ascending down the column, at least one per column.
 */
export type BingoCard = number[][];

/** The prizes of a draw, in the order they are played for. */
export const BINGO_STAGES = ['oneLine', 'twoLines', 'fullHouse'] as const;
export type BingoStage = (typeof BINGO_STAGES)[number];
/** completed rows a card needs for each stage */
export const BINGO_STAGE_ROWS: Readonly<Record<BingoStage, number>> = {
  oneLine: 1,
  twoLines: 2,
  fullHouse: 3,
};

/**
 * Each prize's share of the draw's card sales, in basis points, rounded down: 80 % of the sales
 * come back as prizes (15 % one line, 25 % two lines, 40 % full house); the rest, rounding
 * included, is the house's.
 */
export const BINGO_PRIZE_SHARE_BP: Readonly<Record<BingoStage, number>> = {
  oneLine: 1500,
  twoLines: 2500,
  fullHouse: 4000,
};

/** The lowest and highest number of column `c` (0-8). */
export function columnRange(c: number): { low: number; high: number } {
  if (c === 0) return { low: 1, high: 9 };
  if (c === BINGO_COLUMNS - 1) return { low: 80, high: 90 };
  return { low: c * 10, high: c * 10 + 9 };
}

/** A uniformly random k-subset of `items`, in their order. */
function pick<T>(items: readonly T[], k: number, next: WordSource): T[] {
  const pool = [...items];
  const out: T[] = [];
  for (let i = 0; i < k; i++) out.push(pool.splice(uniformInt(pool.length, next), 1)[0]!);
  return out;
}

/**
 * Whether rows with `capacity` free cells can still take columns needing `counts` cells each, one
 * per row at most (Gale-Ryser for a 0/1 matrix).
 */
function fillable(capacity: readonly number[], counts: readonly number[]): boolean {
  const rows = [...capacity].sort((a, b) => b - a);
  if (rows.reduce((a, b) => a + b, 0) !== counts.reduce((a, b) => a + b, 0)) return false;
  let sum = 0;
  for (let k = 1; k <= rows.length; k++) {
    sum += rows[k - 1]!;
    if (sum > counts.reduce((a, c) => a + Math.min(c, k), 0)) return false;
  }
  return true;
}

const ROW_SETS: Record<number, number[][]> = {
  1: [[0], [1], [2]],
  2: [
    [0, 1],
    [0, 2],
    [1, 2],
  ],
  3: [[0, 1, 2]],
};

/**
 * A new card from uniform 32-bit words (a CSPRNG in play). Every column gets one number and six
 * more go to random columns (never past 3 or the column's size); each column's rows are chosen
 * among those that still leave a 5-per-row layout possible; the numbers are a uniform choice of
 * the column's decade, sorted down the column. Every card it makes is valid (property test).
 */
export function generateCard(next: WordSource): BingoCard {
  const counts = Array.from({ length: BINGO_COLUMNS }, () => 1);
  for (let extra = BINGO_ROWS * BINGO_PER_ROW - BINGO_COLUMNS; extra > 0; extra--) {
    const open = counts.flatMap((n, c) => (n < BINGO_ROWS ? [c] : []));
    counts[open[uniformInt(open.length, next)]!]!++;
  }
  const card: BingoCard = Array.from({ length: BINGO_ROWS }, () => Array<number>(BINGO_COLUMNS).fill(0));
  const capacity = Array.from({ length: BINGO_ROWS }, () => BINGO_PER_ROW);
  for (let c = 0; c < BINGO_COLUMNS; c++) {
    const rest = counts.slice(c + 1);
    const choices = ROW_SETS[counts[c]!]!.filter((rows) => {
      if (rows.some((r) => capacity[r] === 0)) return false;
      return fillable(
        capacity.map((cap, r) => (rows.includes(r) ? cap - 1 : cap)),
        rest,
      );
    });
    const rows = choices[uniformInt(choices.length, next)]!;
    const { low, high } = columnRange(c);
    const range = Array.from({ length: high - low + 1 }, (_, i) => low + i);
    const numbers = pick(range, rows.length, next).sort((a, b) => a - b);
    rows.forEach((r, i) => {
      card[r]![c] = numbers[i]!;
      capacity[r]!--;
    });
  }
  return card;
}

/** Why a card breaks the rules of a 90-ball card, or null when it is valid. */
export function cardProblem(card: unknown): string | null {
  if (!Array.isArray(card) || card.length !== BINGO_ROWS) return 'not 3 rows';
  for (const row of card as unknown[])
    if (!Array.isArray(row) || row.length !== BINGO_COLUMNS || !row.every((n) => Number.isInteger(n)))
      return 'a row is not 9 whole numbers';
  const rows = card as number[][];
  for (const row of rows)
    if (row.filter((n) => n !== 0).length !== BINGO_PER_ROW) return 'a row without 5 numbers';
  for (let c = 0; c < BINGO_COLUMNS; c++) {
    const { low, high } = columnRange(c);
    const column = rows.map((r) => r[c]!).filter((n) => n !== 0);
    if (column.length === 0) return `column ${c + 1} is empty`;
    if (column.some((n) => n < low || n > high)) return `column ${c + 1} holds a number of another decade`;
    for (let i = 1; i < column.length; i++)
      if (column[i]! <= column[i - 1]!) return `column ${c + 1} is not ascending`;
  }
  return null;
}

/** The 15 numbers of a card. */
export const cardNumbers = (card: BingoCard): number[] => card.flat().filter((n) => n !== 0);

/** How many rows of the card have all their numbers drawn. */
export function completedRows(card: BingoCard, drawn: ReadonlySet<number>): number {
  return card.filter((row) => row.every((n) => n === 0 || drawn.has(n))).length;
}

/** The next ball: a uniform choice among the numbers not drawn yet. */
export function drawBall(drawn: readonly number[], next: WordSource): number {
  const taken = new Set(drawn);
  const left: number[] = [];
  for (let n = 1; n <= BINGO_BALLS; n++) if (!taken.has(n)) left.push(n);
  if (left.length === 0) throw new Error('every ball is drawn');
  return left[uniformInt(left.length, next)]!;
}

/** Each prize of a draw from its card sales (minor units), by BINGO_PRIZE_SHARE_BP, rounded down. */
export function bingoPrizes(sales: number): Record<BingoStage, number> {
  const share = (bp: number) => Math.floor((sales * bp) / 10_000);
  return {
    oneLine: share(BINGO_PRIZE_SHARE_BP.oneLine),
    twoLines: share(BINGO_PRIZE_SHARE_BP.twoLines),
    fullHouse: share(BINGO_PRIZE_SHARE_BP.fullHouse),
  };
}

/**
 * A prize split between `winners` cards that won it on the same ball, in minor units, without
 * losing a cent: each gets the whole share rounded down, and the minor units left over (fewer
 * than the winners) go one each to the first winners, by ascending card id (the order the caller
 * passes them in).
 */
export function splitPrize(total: number, winners: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`prize must be whole minor units: ${total}`);
  if (!Number.isInteger(winners) || winners < 1) throw new RangeError(`need a winner: ${winners}`);
  const base = Math.floor(total / winners);
  const left = total - base * winners;
  return Array.from({ length: winners }, (_, i) => base + (i < left ? 1 : 0));
}

export interface StageWin {
  stage: BingoStage;
  /** the winning cards' ids, ascending */
  cardIds: number[];
}

/**
 * What a ball decides: starting from the stage still open (index into BINGO_STAGES), every stage
 * some card has now reached, in order. One ball may decide several (a card completing its second
 * row while one line is still open wins one line; two lines is then played for from the next
 * stage on, and is won on this ball too when a card already has two rows). `next` is the stage
 * open after the ball; BINGO_STAGES.length when the full house is won (the draw ends).
 */
export function decideBall(
  open: number,
  cards: ReadonlyArray<{ id: number; card: BingoCard }>,
  drawn: ReadonlySet<number>,
): { wins: StageWin[]; next: number } {
  const rows = new Map(cards.map((c) => [c.id, completedRows(c.card, drawn)]));
  const wins: StageWin[] = [];
  let stage = open;
  while (stage < BINGO_STAGES.length) {
    const name = BINGO_STAGES[stage]!;
    const cardIds = [...rows]
      .filter(([, done]) => done >= BINGO_STAGE_ROWS[name])
      .map(([id]) => id)
      .sort((a, b) => a - b);
    if (cardIds.length === 0) break;
    wins.push({ stage: name, cardIds });
    stage++;
  }
  return { wins, next: stage };
}
