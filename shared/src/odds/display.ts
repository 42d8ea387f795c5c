import { fractionalOdd } from './fractions.ts';

/** The highest odd ever shown (section 5 "hard cap 320"). */
export const ODD_DISPLAY_CAP = 320;

export interface OddDisplayOptions {
  /** the user's maxOddsCoupon limit; 0 or missing means none */
  maxOddsCoupon?: number;
  /** the site's number of decimals (tofixedNumber), 2 by default */
  decimals?: number;
  /** round down instead of to nearest: a total odd shown beside a payout (which is floored) */
  down?: boolean;
}

/**
 * "capped at the user's maxOddsCoupon limit if set; hard cap 320; integers of two or more digits
 * shown without decimals; 1.001 to 1.01 shown with three decimals; otherwise 2 decimals (or the
 * site-set number)."
 */
export function displayOdd(odd: number, options: OddDisplayOptions = {}): string {
  let value = Math.min(odd, ODD_DISPLAY_CAP);
  if (options.maxOddsCoupon && options.maxOddsCoupon > 0) value = Math.min(value, options.maxOddsCoupon);
  if (value >= 10 && Number.isInteger(value)) return String(value);
  if (value >= 1.001 && value < 1.01) return value.toFixed(3);
  const decimals = options.decimals ?? 2;
  return options.down ? floorDecimals(value, decimals) : value.toFixed(decimals);
}

/** Rounds down to some decimals in integers, so 7.195 shows 7.19 beside a 7.19 payout for 1 TL. */
function floorDecimals(value: number, decimals: number): string {
  return floorThousandths(Math.round(value * 1000), decimals);
}

/** Odds in thousandths shown with at most three decimals, rounded down (12427, 2 → '12.42'). */
export function floorThousandths(thousandths: number, decimals: number): string {
  const step = 10 ** Math.max(0, 3 - decimals);
  const units = Math.floor(thousandths / step);
  if (decimals <= 0) return String(units);
  const scale = 10 ** Math.min(decimals, 3);
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(Math.min(decimals, 3), '0')}`;
}

export type OddsFormat = 'decimal' | 'fractional' | 'american';

/** The odds formats players ask for; decimal is the house format, the others derive from it. */
export function formatOdd(odd: number, format: OddsFormat, options: OddDisplayOptions = {}): string {
  if (format === 'decimal') return displayOdd(odd, options);
  const capped = Number(displayOdd(odd, { ...options, decimals: 3 }));
  if (format === 'american') {
    if (capped <= 1) return '0';
    return capped >= 2 ? `+${Math.round((capped - 1) * 100)}` : `${Math.round(-100 / (capped - 1))}`;
  }
  return fractionalOdd(capped);
}
