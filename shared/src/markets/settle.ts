import { MARKET_TYPE, marketTypeDefinition } from './market-types.ts';
import { parseSpecialOfKind, type Special } from './special.ts';

/** A finished match as settlement sees it (API.md: score, halftime, status). */
export interface SettlementResult {
  status: 'ended' | 'cancelled';
  score: { home: number; away: number };
  halftime: { home: number; away: number } | null;
  corners?: { home: number; away: number } | undefined;
  cards?: { home: number; away: number } | undefined;
  /** who scored each goal, in order: settles 'next goal' markets */
  goals?: Array<'home' | 'away'> | undefined;
}

/** How one line ends; quarter lines can win or lose half the stake. */
export type LineResult = 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';

/** How one outcome of one market settles on a result; null when the result does not say. */
export type OutcomeRule = (r: SettlementResult) => LineResult | null;

const sign = (d: number): '1' | 'X' | '2' => (d > 0 ? '1' : d === 0 ? 'X' : '2');

/**
 * An over/under (or a home line on a margin): whole lines push (void) on the line, quarter lines
 * (.25, .75) are half on each neighbouring half line.
 */
export function lineResult(value: number, line: number, over: boolean): LineResult {
  const frac = Math.abs(line % 1);
  if (Math.abs(frac - 0.25) < 1e-9 || Math.abs(frac - 0.75) < 1e-9) {
    const a = lineResult(value, line - 0.25, over);
    const b = lineResult(value, line + 0.25, over);
    if (a === b) return a;
    const won = [a, b].includes('won');
    const lost = [a, b].includes('lost');
    return won ? 'halfWon' : lost ? 'halfLost' : 'void';
  }
  if (value === line) return 'void';
  return value > line === over ? 'won' : 'lost';
}

const isOver = (name: string) => /^(over|üst|o|\+)/i.test(name);
const total = (s: { home: number; away: number }) => s.home + s.away;
const win = (yes: boolean): LineResult => (yes ? 'won' : 'lost');
const never: OutcomeRule = () => null;

/**
 * The settlement rule of one outcome, read once from its market type, special and name: pricing
 * applies it to every score of its model, settlement to the final result. Outcomes of an unknown
 * type or with a special that does not fit the type's meaning never settle (null).
 */
export function outcomeRule(typeId: number, special: string, outcome: string): OutcomeRule {
  const definition = marketTypeDefinition(typeId);
  const parsed = definition ? parseSpecialOfKind(definition.special, special) : null;
  const rule = parsed ? ruleOf(typeId, parsed, outcome) : never;
  // A cancelled match voids everything, whatever the market.
  return (r) => (r.status === 'cancelled' ? 'void' : rule(r));
}

function ruleOf(typeId: number, special: Special, outcome: string): OutcomeRule {
  const T = MARKET_TYPE;
  switch (typeId) {
    case T.matchResult:
      return (r) => win(sign(r.score.home - r.score.away) === outcome);
    case T.doubleChance:
      return (r) => win(outcome.includes(sign(r.score.home - r.score.away)));
    case T.winner:
      // A two-way winner: a draw returns the stake.
      return (r) =>
        r.score.home === r.score.away ? 'void' : win(sign(r.score.home - r.score.away) === outcome);
    case T.overUnder:
    case T.totalPoints:
      return lineOn((r) => total(r.score), special, outcome);
    case T.firstHalfOverUnder:
      return lineOn((r) => (r.halftime ? total(r.halftime) : null), special, outcome);
    case T.corners:
      return lineOn((r) => (r.corners ? total(r.corners) : null), special, outcome);
    case T.cards:
      return lineOn((r) => (r.cards ? total(r.cards) : null), special, outcome);
    case T.bothTeamsScore: {
      const yes = /^(yes|var)/i.test(outcome);
      return (r) => win((r.score.home > 0 && r.score.away > 0) === yes);
    }
    case T.handicap3Way: {
      if (special.kind !== 'goalHandicap') return never;
      const { home, away } = special;
      return (r) => win(sign(r.score.home + home - (r.score.away + away)) === outcome);
    }
    case T.pointHandicap: {
      if (special.kind !== 'homeLine') return never;
      // Home covers when the margin beats the opposite of its line; the away side holds the other
      // side of the same line, so quarter lines split in halves for both.
      const line = -special.line;
      const home = outcome === '1';
      return (r) => lineResult(r.score.home - r.score.away, line, home);
    }
    case T.halfTimeResult:
      return (r) => (r.halftime ? win(sign(r.halftime.home - r.halftime.away) === outcome) : null);
    case T.halfTimeFullTime:
      return (r) =>
        r.halftime
          ? win(`${sign(r.halftime.home - r.halftime.away)}/${sign(r.score.home - r.score.away)}` === outcome)
          : null;
    case T.correctScore: {
      const listed = /^(\d+):(\d+)$/.exec(outcome);
      if (listed) {
        const [home, away] = [Number(listed[1]), Number(listed[2])];
        return (r) => win(r.score.home === home && r.score.away === away);
      }
      // 'Other': any score not listed (the listed ones are 0:0 to 3:3).
      return (r) => win(r.score.home > 3 || r.score.away > 3);
    }
    case T.remainingMatch: {
      if (special.kind !== 'scoreAtBet') return never;
      const { home, away } = special;
      return (r) => win(sign(r.score.home - home - (r.score.away - away)) === outcome);
    }
    case T.nextGoal: {
      if (special.kind !== 'goalNumber') return never;
      const k = special.goal;
      const none = /^none|yok/i.test(outcome);
      return (r) => {
        if (total(r.score) < k) return win(none);
        if (!r.goals || r.goals.length < k) return null;
        return win((r.goals[k - 1] === 'home' ? '1' : '2') === outcome);
      };
    }
    default:
      return never;
  }
}

function lineOn(
  count: (r: SettlementResult) => number | null,
  special: Special,
  outcome: string,
): OutcomeRule {
  if (special.kind !== 'totalLine') return never;
  const { line } = special;
  const over = isOver(outcome);
  return (r) => {
    const value = count(r);
    return value === null ? null : lineResult(value, line, over);
  };
}

/**
 * Resolves one outcome of one market from a result; null when the result does not say (the line
 * stays open).
 */
export function resolveLine(
  typeId: number,
  special: string,
  outcome: string,
  r: SettlementResult,
): LineResult | null {
  return outcomeRule(typeId, special, outcome)(r);
}
