import { uniformInt, type WordSource } from './rng.ts';

/**
 * The built-in provider's five-reel slot, "Sultan Reels": 5 reels of 32 stops, 3 rows in view,
 * 10 fixed paylines, wins of 3, 4 or 5 like symbols from the leftmost reel. No wilds, scatters or
 * features, so its return is exactly what the paytable and the reel strips say:
 *
 *   RTP = sum over symbols s of  p³(1-p)·pay3 + p⁴(1-p)·pay4 + p⁵·pay5,   p = count(s)/32,
 *
 * per line bet (every payline sees one independent stop per reel); the stake is spread evenly on
 * the 10 lines. With the strips and paytable below that is 95.949 % (SLOT_RTP, exact as a
 * fraction). The same `linePay` decides a real spin and the exact computation in the tests.
 */

export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_STOPS = 32;
export const SLOT_LINES = 10;

/** How many of the 32 stops of every reel show each symbol (in SLOT_SYMBOLS order). */
export const SLOT_SYMBOL_COUNTS: readonly number[] = [1, 2, 3, 5, 6, 7, 8];

/** What 3, 4 and 5 like symbols from the left pay, in line bets (SLOT_SYMBOLS order). */
export const SLOT_PAYTABLE: readonly (readonly [number, number, number])[] = [
  [300, 3000, 15000],
  [120, 600, 3000],
  [60, 250, 1000],
  [25, 80, 300],
  [20, 50, 200],
  [12, 40, 120],
  [9, 25, 80],
];

/** The rows each payline crosses, reel by reel (0 top, 1 middle, 2 bottom). */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** The base strip: the symbols spread out; each reel walks it with its own odd step. */
const BASE_STRIP: readonly number[] = (() => {
  const order = SLOT_SYMBOL_COUNTS.flatMap((count, s) => Array.from({ length: count }, () => s));
  // deal the sorted list into 4 columns so like symbols are not next to each other
  const out: number[] = [];
  for (let col = 0; col < 4; col++) for (let i = col; i < order.length; i += 4) out.push(order[i]!);
  return out;
})();

const REEL_STEPS = [1, 3, 5, 7, 9];

/** Each reel's strip: a permutation of the same 32 symbols (the counts are what matter). */
export const SLOT_STRIPS: readonly (readonly number[])[] = REEL_STEPS.map((step) =>
  Array.from({ length: SLOT_STOPS }, (_, i) => BASE_STRIP[(i * step) % SLOT_STOPS]!),
);

/** The exact return to player as a fraction (numerator / 32⁵). */
export const SLOT_RTP_FRACTION: { numerator: bigint; denominator: bigint } = (() => {
  const L = BigInt(SLOT_STOPS);
  let numerator = 0n;
  SLOT_SYMBOL_COUNTS.forEach((count, s) => {
    const c = BigInt(count);
    const [p3, p4, p5] = SLOT_PAYTABLE[s]!.map(BigInt) as [bigint, bigint, bigint];
    numerator += c ** 3n * (L - c) * L * p3 + c ** 4n * (L - c) * p4 + c ** 5n * p5;
  });
  return { numerator, denominator: L ** 5n };
})();

/** The documented return to player, 0.95949... */
export const SLOT_RTP = Number(SLOT_RTP_FRACTION.numerator) / Number(SLOT_RTP_FRACTION.denominator);

/** Line bets won by one payline's five symbols: like symbols counted from the leftmost reel. */
export function linePay(symbols: readonly number[]): number {
  const first = symbols[0]!;
  let run = 1;
  while (run < symbols.length && symbols[run] === first) run++;
  return run >= 3 ? SLOT_PAYTABLE[first]![run - 3]! : 0;
}

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** in line bets */
  pay: number;
}

export interface SlotOutcome {
  /** the first visible stop of each reel */
  stops: number[];
  /** the window, reel by reel, top row first: symbol names */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
  /** line bets won on all lines together */
  totalLinePays: number;
}

/** The symbols in view for the given stops. */
export function slotWindow(stops: readonly number[]): number[][] {
  return stops.map((stop, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_STRIPS[reel]![(stop + row) % SLOT_STOPS]!),
  );
}

/** Evaluates a spin stopped at `stops` (one per reel). */
export function evaluateSlot(stops: readonly number[]): SlotOutcome {
  if (stops.length !== SLOT_REELS || stops.some((s) => !Number.isInteger(s) || s < 0 || s >= SLOT_STOPS))
    throw new RangeError('a slot spin needs 5 stops of 0..31');
  const window = slotWindow(stops);
  const lines: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const pay = linePay(symbols);
    if (pay > 0) {
      let count = 1;
      while (count < symbols.length && symbols[count] === symbols[0]) count++;
      lines.push({ line, symbol: SLOT_SYMBOLS[symbols[0]!]!, count, pay });
    }
  });
  return {
    stops: [...stops],
    window: window.map((reel) => reel.map((s) => SLOT_SYMBOLS[s]!)),
    lines,
    totalLinePays: lines.reduce((sum, l) => sum + l.pay, 0),
  };
}

/** A spin: one unbiased stop per reel from the random source. */
export function spinSlot(next: WordSource): SlotOutcome {
  return evaluateSlot(Array.from({ length: SLOT_REELS }, () => uniformInt(SLOT_STOPS, next)));
}

/** A stake must split evenly on the lines: whole minor units per line. */
export const slotStakeValid = (stake: number): boolean =>
  Number.isSafeInteger(stake) && stake > 0 && stake % SLOT_LINES === 0;

/** What a spin of `stake` (minor units) pays, in minor units. */
export const slotWin = (stake: number, outcome: SlotOutcome): number =>
  (stake / SLOT_LINES) * outcome.totalLinePays;
