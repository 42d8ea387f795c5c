import { ODD_SCALE, type Thousandths } from '../money/payout.ts';

const CODES = '0123456789ABCDEFGHIJ';

/**
 * "System combination letters are 0-9 and A-J (up to 20 selections)": a size is one character,
 * 1-9 as digits and 10-19 as A-J (0 is no system); a 20-of-20 is a plain combine, so no code.
 */
export function combinationCode(size: number): string {
  const code = Number.isInteger(size) && size >= 1 ? CODES[size] : undefined;
  if (code === undefined) throw new RangeError(`no system combination of size ${size}`);
  return code;
}

/** The sizes a string of combination letters names ('23A' → 2, 3, 10); other characters are refused. */
export function sizesFromCode(code: string): number[] {
  const sizes = [...code.toUpperCase()].map((c) => CODES.indexOf(c));
  if (sizes.some((k) => k < 0)) throw new RangeError(`not a system combination: ${code}`);
  return [...new Set(sizes.filter((k) => k > 0))].sort((a, b) => a - b);
}

/**
 * The sizes a stored system combination names: the coupon keeps them comma-separated ('2,3'),
 * the spec's letter code ('23A') is read too. Anything else names no size.
 */
export function systemSizesOf(combi: string): number[] {
  const text = combi.trim();
  if (text.includes(',')) return [...new Set(text.split(',').map(Number))].filter((k) => k >= 1);
  try {
    return sizesFromCode(text);
  } catch {
    return [];
  }
}

/** How a system is named to people: each size over the free picks ('2/4, 3/4'); bankers are in every bet. */
export function systemLabel(combi: string, free: number): string {
  return systemSizesOf(combi)
    .map((k) => `${k}/${free}`)
    .join(', ');
}

/** n choose k, exactly. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
}

/**
 * e_k(o_1..o_n) for every k, in thousandths^k, by the usual dynamic programme: the sum over all
 * k-combinations of the product of their odds, in O(n²) instead of walking 2^n combinations.
 */
export function elementarySums(odds: readonly Thousandths[]): bigint[] {
  const e: bigint[] = [1n];
  for (const o of odds) {
    const big = BigInt(o);
    e.push(0n);
    for (let k = e.length - 1; k >= 1; k--) e[k] = e[k]! + e[k - 1]! * big;
  }
  return e;
}

export interface SystemTotals {
  /** number of bets */
  bets: number;
  /** Σ over bets of the product of their odds, at scale 1000^(bankers + free picks) */
  oddsSum: bigint;
  scale: bigint;
}

/**
 * Bets and summed odds of a system: every ticked size k takes k of the free picks, and every bet
 * also holds all the bankers.
 */
export function systemTotals(
  bankers: readonly Thousandths[],
  free: readonly Thousandths[],
  sizes: readonly number[],
): SystemTotals {
  const e = elementarySums(free);
  const n = free.length;
  let bankerProduct = 1n;
  for (const b of bankers) bankerProduct *= BigInt(b);
  let bets = 0;
  let oddsSum = 0n;
  const scale = BigInt(ODD_SCALE) ** BigInt(bankers.length + n);
  for (const k of new Set(sizes)) {
    if (k < 1 || k > n) continue;
    bets += binomial(n, k);
    // Bring every size to the common scale 1000^(b+n).
    oddsSum += bankerProduct * e[k]! * BigInt(ODD_SCALE) ** BigInt(n - k);
  }
  return { bets, oddsSum, scale };
}

/**
 * The same totals by walking every combination: the reference the closed form is checked against;
 * with `cap` (thousandths) no bet counts above it.
 */
export function systemTotalsByEnumeration(
  bankers: readonly Thousandths[],
  free: readonly Thousandths[],
  sizes: readonly number[],
  cap?: number,
): SystemTotals {
  const n = free.length;
  let bankerProduct = 1n;
  for (const b of bankers) bankerProduct *= BigInt(b);
  const wanted = new Set(sizes.filter((k) => k >= 1 && k <= n));
  let bets = 0;
  let oddsSum = 0n;
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    let product = bankerProduct;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        k++;
        product *= BigInt(free[i]!);
      }
    }
    if (!wanted.has(k)) continue;
    bets++;
    if (cap !== undefined) {
      const capK = BigInt(cap) * BigInt(ODD_SCALE) ** BigInt(bankers.length + k - 1);
      if (product > capK) product = capK;
    }
    oddsSum += product * BigInt(ODD_SCALE) ** BigInt(n - k);
  }
  return { bets, oddsSum, scale: BigInt(ODD_SCALE) ** BigInt(bankers.length + n) };
}
