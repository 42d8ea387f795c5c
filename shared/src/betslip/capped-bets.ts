import { ODD_SCALE } from '../money/payout.ts';
import { binomial, elementarySums } from './system-math.ts';

const SCALE = BigInt(ODD_SCALE);

/**
 * Σ over the k-combinations of `free` (for every k in `sizes`) of min(bankers × combination, cap),
 * at the common scale 1000^(bankers + free): every bet of a system is paid at no more than the
 * hard cap ("hard cap 320", sports section 5), like a combine. Odds (or settled factors) are
 * thousandths ≥ 0. Sorted high to low, a branch whose largest completion stays under the cap is
 * summed in closed form and one whose smallest completion reaches it counts the cap per bet, so
 * only the bets near the cap are walked one by one.
 */
export function cappedSystemSum(
  bankers: readonly number[],
  free: readonly number[],
  sizes: readonly number[],
  cap: number,
): bigint {
  const odds = [...free].sort((a, b) => b - a).map(BigInt);
  const n = odds.length;
  let bankerProduct = 1n;
  for (const b of bankers) bankerProduct *= BigInt(b);
  // suffixSums[i][j]: e_j of odds[i..]
  const suffixSums = odds.map((_, i) => elementarySums(odds.slice(i).map(Number)));
  suffixSums.push([1n]);
  let total = 0n;
  for (const k of new Set(sizes)) {
    if (k < 1 || k > n) continue;
    // the cap of a bet of bankers + k picks, at that bet's scale 1000^(b+k)
    const capK = BigInt(cap) * SCALE ** BigInt(bankers.length + k - 1);
    const walk = (i: number, need: number, partial: bigint): bigint => {
      if (need === 0) return partial < capK ? partial : capK;
      if (n - i < need) return 0n;
      let most = partial;
      for (let j = i; j < i + need; j++) most *= odds[j]!;
      if (most <= capK) return partial * suffixSums[i]![need]!;
      let least = partial;
      for (let j = n - need; j < n; j++) least *= odds[j]!;
      if (least >= capK) return capK * BigInt(binomial(n - i, need));
      return walk(i + 1, need - 1, partial * odds[i]!) + walk(i + 1, need, partial);
    };
    total += walk(0, k, bankerProduct) * SCALE ** BigInt(n - k);
  }
  return total;
}

/**
 * Σ over the bets of a multiple (one pick per match) of min(product, cap), at scale
 * 1000^(matches), pruned like `cappedSystemSum`.
 */
export function cappedMultipleSum(groups: readonly (readonly number[])[], cap: number): bigint {
  const gs = groups.map((g) => g.map(BigInt));
  const m = gs.length;
  if (m === 0) return 0n;
  const capAll = BigInt(cap) * SCALE ** BigInt(m - 1);
  const max = gs.map((g) => g.reduce((a, o) => (o > a ? o : a), 0n));
  const min = gs.map((g) => g.reduce((a, o) => (o < a ? o : a), g[0]!));
  const sums = gs.map((g) => g.reduce((a, o) => a + o, 0n));
  const suffix = (f: (i: number) => bigint) => {
    const out: bigint[] = new Array<bigint>(m + 1).fill(1n);
    for (let i = m - 1; i >= 0; i--) out[i] = out[i + 1]! * f(i);
    return out;
  };
  const most = suffix((i) => max[i]!);
  const least = suffix((i) => min[i]!);
  const allSums = suffix((i) => sums[i]!);
  const counts = suffix((i) => BigInt(gs[i]!.length));
  const walk = (i: number, partial: bigint): bigint => {
    if (partial * most[i]! <= capAll) return partial * allSums[i]!;
    if (partial * least[i]! >= capAll) return capAll * counts[i]!;
    let sum = 0n;
    for (const o of gs[i]!) sum += walk(i + 1, partial * o);
    return sum;
  };
  return walk(0, 1n);
}
