import type { Market, Outcome } from '../api/sports.ts';
import { MAIN_MARKET_TYPES, OVER_UNDER_TYPES, mainOverUnderLine, mostBalancedLine } from '../odds/lines.ts';

/**
 * Short-code entry (section 5): a player types a match's short code and a pick, e.g. `01234 1`,
 * `01234 x2` or `01234 ü 3.5`, and the pick goes to the slip. "The code is upper-cased".
 */
export interface ShortCodeEntry {
  /** the match's short code, upper-cased */
  code: string;
  /** the pick as typed, upper-cased; none when only the code was typed */
  pick?: string;
  /** the line of an over/under pick ('3.5'); none for the main line */
  line?: string;
}

/** Reads `code [pick [line]]`; undefined for anything else. */
export function parseShortCode(text: string): ShortCodeEntry | undefined {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return undefined;
  const [code, pick, line] = parts as [string, string?, string?];
  if (!/^[0-9A-Za-z]{1,12}$/.test(code)) return undefined;
  if (line !== undefined && !/^\d{1,3}([.,]\d{1,2})?$/.test(line)) return undefined;
  return {
    code: code.toUpperCase(),
    ...(pick ? { pick: pick.toLocaleUpperCase('tr') } : {}),
    ...(line ? { line: line.replace(',', '.') } : {}),
  };
}

/**
 * The feed's outcome code a typed pick stands for: the codes themselves (1, X, 2, 1X, 1/X, 2:1)
 * and the usual shorthands of over/under and yes/no, in Turkish (Ü, A, VAR, YOK) and English.
 */
const PICK_ALIASES: Readonly<Record<string, string>> = {
  O: 'Over',
  OVER: 'Over',
  '+': 'Over',
  Ü: 'Over',
  ÜST: 'Over',
  U: 'Under',
  UNDER: 'Under',
  '-': 'Under',
  A: 'Under',
  ALT: 'Under',
  Y: 'Yes',
  YES: 'Yes',
  VAR: 'Yes',
  N: 'No',
  NO: 'No',
  YOK: 'No',
};

const canonical = (pick: string) => PICK_ALIASES[pick] ?? pick;
const sameCode = (outcome: Outcome, pick: string) =>
  outcome.name.toLocaleUpperCase('tr') === canonical(pick).toLocaleUpperCase('tr');

/** The over/under types a short code reaches, with the line the lists show for each. */
const TOTAL_TYPES = [...OVER_UNDER_TYPES, 87];

/**
 * The market and outcome a typed pick means on a match: the first market, main markets first in
 * the spec's order (so `1` is the 1X2 home win, not a handicap's), that has the outcome; an
 * over/under pick takes the line typed, else the line the lists show (the most balanced one).
 */
export function findShortCodePick(
  markets: readonly Market[],
  entry: Pick<ShortCodeEntry, 'pick' | 'line'>,
): { market: Market; outcome: Outcome } | undefined {
  const pick = entry.pick;
  if (!pick) return undefined;
  const rank = (t: number) => {
    const i = MAIN_MARKET_TYPES.indexOf(t);
    return i < 0 ? MAIN_MARKET_TYPES.length : i;
  };
  const types = [...new Set(markets.map((m) => m.typeId))].sort((a, b) => rank(a) - rank(b));
  for (const type of types) {
    let candidates = markets.filter((m) => m.typeId === type && m.outcomes.some((o) => sameCode(o, pick)));
    if (candidates.length === 0) continue;
    if (TOTAL_TYPES.includes(type)) {
      if (entry.line !== undefined) {
        candidates = candidates.filter((m) => Number(m.special) === Number(entry.line));
        if (candidates.length === 0) continue;
      } else {
        const main = OVER_UNDER_TYPES.includes(type)
          ? mainOverUnderLine(candidates)
          : mostBalancedLine(candidates);
        candidates = main ? [main] : candidates;
      }
    } else if (entry.line !== undefined) continue;
    const market = candidates[0]!;
    return { market, outcome: market.outcomes.find((o) => sameCode(o, pick))! };
  }
  return undefined;
}
