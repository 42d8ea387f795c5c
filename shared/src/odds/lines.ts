import type { Market, Outcome } from '../api/sports.ts';

/** Over/under market types whose displayed line is chosen by the main-line rule (section 5). */
export const OVER_UNDER_TYPES: readonly number[] = [18, 68];
/** Market types shown on their 'most balanced' line. */
export const MOST_BALANCED_TYPES: readonly number[] = [5500, 5506, 5520, 12553, 18, 68];
/** The main markets listed with a match (section 9). */
export const MAIN_MARKET_TYPES: readonly number[] = [1, 14, 65, 87, 18, 68, 90];

const lineOf = (m: Pick<Market, 'special'>) => Number.parseFloat(m.special);

/** "x.5" lines: the only over/under lines kept. */
export function isHalfLine(special: string): boolean {
  const v = Number.parseFloat(special);
  return Number.isFinite(v) && Math.abs((Math.abs(v) % 1) - 0.5) < 1e-9;
}

/** Quarter lines (.25 and .75), hidden for some markets. */
export function isQuarterLine(special: string): boolean {
  const v = Number.parseFloat(special);
  const frac = Math.abs(v) % 1;
  return Number.isFinite(v) && (Math.abs(frac - 0.25) < 1e-9 || Math.abs(frac - 0.75) < 1e-9);
}

/**
 * "Over/under odds whose special value is not x.5 are dropped; quarter lines (.25 and .75) are
 * hidden for certain market ids." Other markets pass through untouched.
 */
export function visibleLines<M extends Pick<Market, 'typeId' | 'special'>>(
  markets: readonly M[],
  quarterHiddenTypes: readonly number[] = OVER_UNDER_TYPES,
): M[] {
  return markets.filter((m) => {
    if (OVER_UNDER_TYPES.includes(m.typeId)) return isHalfLine(m.special);
    if (quarterHiddenTypes.includes(m.typeId)) return !isQuarterLine(m.special);
    return true;
  });
}

/** The 'over' outcome of an over/under market: named so, else the first. */
export function overOutcome(market: Pick<Market, 'outcomes'>): Outcome | undefined {
  return market.outcomes.find((o) => /^(over|üst|o|\+)/i.test(o.name)) ?? market.outcomes[0];
}

/**
 * The over/under line a list shows (types 18 and 68): "a .5 line whose over odd lies between 1.5
 * and 2.5; otherwise 2.5 pre-match, or the first line above the current goals". Both types are
 * 'most balanced' ones, so of several lines in the band the one whose odds lie closest together
 * is shown.
 */
export function mainOverUnderLine<M extends Pick<Market, 'special' | 'outcomes'>>(
  lines: readonly M[],
  live?: { goals: number },
): M | undefined {
  const half = lines.filter((m) => isHalfLine(m.special));
  const inBand = half.filter((m) => {
    const over = overOutcome(m)?.odd ?? 0;
    return over >= 1.5 && over <= 2.5;
  });
  const balanced = mostBalancedLine(inBand);
  if (balanced) return balanced;
  if (!live) return half.find((m) => lineOf(m) === 2.5);
  return [...half].sort((a, b) => lineOf(a) - lineOf(b)).find((m) => lineOf(m) > live.goals);
}

/** The 'most balanced' line: the one whose outcomes' odds lie closest together. */
export function mostBalancedLine<M extends Pick<Market, 'outcomes'>>(lines: readonly M[]): M | undefined {
  let best: M | undefined;
  let bestSpread = Infinity;
  for (const m of lines) {
    const odds = m.outcomes.map((o) => o.odd);
    if (odds.length < 2) continue;
    const spread = Math.max(...odds) - Math.min(...odds);
    if (spread < bestSpread) {
      best = m;
      bestSpread = spread;
    }
  }
  return best;
}

/**
 * Markets in the order a match page lists them, with each 'most balanced' type's most balanced
 * line moved to the front of that type's lines, so it is the one shown first (and open).
 */
export function balancedLineFirst<M extends Pick<Market, 'typeId' | 'outcomes'>>(
  markets: readonly M[],
  types: readonly number[] = MOST_BALANCED_TYPES,
): M[] {
  const out = [...markets];
  for (const type of types) {
    const best = mostBalancedLine(out.filter((m) => m.typeId === type));
    if (!best) continue;
    const first = out.findIndex((m) => m.typeId === type);
    const at = out.indexOf(best);
    if (at > first) out.splice(first, 0, ...out.splice(at, 1));
  }
  return out;
}
