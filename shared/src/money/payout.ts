import type { Minor } from './money.ts';

/** Odds are carried as integer thousandths (1.855 → 1855) so payouts never touch floats. */
export type Thousandths = number;

export const ODD_SCALE = 1000;

/** 1.855 → 1855; refuses more than three decimals. */
export function toThousandths(odd: number): Thousandths {
  const t = Math.round(odd * ODD_SCALE);
  if (!Number.isSafeInteger(t) || Math.abs(t - odd * ODD_SCALE) > 1e-6 * Math.max(1, Math.abs(t))) {
    throw new RangeError(`not an odd with at most 3 decimals: ${odd}`);
  }
  return t;
}

/**
 * An odd from outside (a feed, a cookie) to the nearest thousandth, for values that may carry
 * float noise or more decimals than the house keeps; input the API validated uses `toThousandths`.
 */
export function roundToThousandths(odd: number): Thousandths {
  return Math.round(odd * ODD_SCALE);
}

export function fromThousandths(t: Thousandths): number {
  return t / ODD_SCALE;
}

/**
 * What a stake pays at the product of some odds, exactly: stake × Π odds, rounded DOWN to the
 * minor unit (the bookmaker never pays a fraction of a kuruş it does not owe).
 */
export function payout(stake: Minor, odds: readonly Thousandths[]): Minor {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= BigInt(ODD_SCALE);
  }
  return Number(numerator / denominator);
}

/** stake × factor / scale rounded down, for factors already summed as big integers. */
export function scaledPayout(stake: Minor, factor: bigint, scale: bigint): Minor {
  return Number((BigInt(stake) * factor) / scale);
}

/** A percentage as stored: integer hundredths of a percent (12.5 % → 1250). */
export function percentToHundredths(percent: number): number {
  return Math.round(percent * 100);
}

export function percentFromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** A percentage of an amount, rounded down: `percentOf(1000, 12.5)` → 125. */
export function percentOf(amount: Minor, percent: number): Minor {
  // percent in hundredths keeps 12.5 % exact
  return Number((BigInt(amount) * BigInt(Math.round(percent * 100))) / 10_000n);
}
