/** The bookmaker's margin on every simulated market: implied probabilities sum to 1 + margin. */
export const DEFAULT_MARGIN = 0.06;
export const MIN_ODD = 1.01;
export const MAX_ODD = 250;

/**
 * Odds from fair probabilities with a margin spread in proportion to each probability, rounded
 * DOWN to two decimals so the book never offers more than its price. The probabilities are taken
 * as they are: those of one result sum to 1, a double chance's to 2.
 */
export function priceOutcomes(probabilities: readonly number[], margin = DEFAULT_MARGIN): number[] {
  return probabilities.map((fair) => {
    if (fair <= 0) return MAX_ODD;
    const odd = Math.floor((1 / (fair * (1 + margin))) * 100) / 100;
    return Math.min(MAX_ODD, Math.max(MIN_ODD, odd));
  });
}

/** How far out a model's tails are followed: what lies beyond is left out and the rest scaled up. */
const TAIL = 1e-7;
const TAIL_SD = 4;

/** Chances of 0, 1, 2… events at a Poisson rate, cut where the tail is below `tail`, summing to 1. */
export function goalCounts(rate: number, tail = TAIL): number[] {
  const out: number[] = [];
  let p = Math.exp(-rate);
  let sum = 0;
  for (let k = 0; k < 200; k++) {
    out.push(p);
    sum += p;
    if (1 - sum < tail) break;
    p = (p * rate) / (k + 1);
  }
  return out.map((x) => x / sum);
}

/** Chances of whole values from `from` on. */
export interface DiscreteNormal {
  from: number;
  p: number[];
}

/**
 * A normal distribution on the integers: the chance of each whole value within `TAIL_SD` spreads of
 * the mean, in proportion to the density there, summing to 1. Returns the first value and the
 * chances from it on.
 */
export function discreteNormal(mean: number, sd: number): DiscreteNormal {
  const from = Math.ceil(mean - TAIL_SD * sd);
  const to = Math.max(from, Math.floor(mean + TAIL_SD * sd));
  const p: number[] = [];
  for (let v = from; v <= to; v++) p.push(Math.exp(-(((v - mean) / sd) ** 2) / 2));
  const sum = p.reduce((a, x) => a + x, 0);
  return { from, p: p.map((x) => x / sum) };
}
/**
 * Whether a market can be offered: a line whose favourite would pay under the minimum odd is not
 * (no book prices a certainty), and a double chance needs every outcome possible.
 */
export function isOfferable(
  probabilities: readonly number[],
  margin = DEFAULT_MARGIN,
  overlapping = false,
): boolean {
  // A market refunded on every result the model sees (a sure push) has nothing to price.
  if (!probabilities.some((p) => p > 0)) return false;
  // A double chance's outcome is refused under the minimum odd as any other is: the floor would
  // pay it more than its price (1.01 for a chance of 0.97 takes the margin away).
  const priced = probabilities.every((p) => p * (1 + margin) < 1 / 1.02);
  if (overlapping) return priced && probabilities.every((p) => p > 0);
  return priced;
}
