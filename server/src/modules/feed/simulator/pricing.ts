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

/** Standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}

export function poissonPmf(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/**
 * Whether a market can be offered: a line whose favourite would pay under the minimum odd is not
 * (no book prices a certainty). Double chance outcomes overlap, so only their sum matters there.
 */
export function isOfferable(
  probabilities: readonly number[],
  margin = DEFAULT_MARGIN,
  overlapping = false,
): boolean {
  if (overlapping) return probabilities.every((p) => p > 0);
  return probabilities.every((p) => p * (1 + margin) < 1 / 1.02);
}
