/** The highest odd ever shown (section 5 "hard cap 320"). */
export const ODD_DISPLAY_CAP = 320;

export interface OddDisplayOptions {
  /** the user's maxOddsCoupon limit; 0 or missing means none */
  maxOddsCoupon?: number;
  /** the site's number of decimals (tofixedNumber), 2 by default */
  decimals?: number;
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
  return value.toFixed(options.decimals ?? 2);
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
  return fraction(capped - 1);
}

/** The simplest fraction within 0.0005 of x (so 0.85 → 17/20, 2.5 → 5/2). */
function fraction(x: number): string {
  if (x <= 0) return '0/1';
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 0.0005) return `${n}/${d}`;
  }
  return `${Math.round(x * 100)}/100`;
}
