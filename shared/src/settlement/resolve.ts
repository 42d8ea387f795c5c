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

/** Market type ids as the feed sends them (see the sports catalogue). */
export const MARKET_TYPE = {
  matchResult: 1,
  handicap3Way: 14,
  winner: 65,
  totalPoints: 87,
  overUnder: 18,
  firstHalfOverUnder: 68,
  pointHandicap: 90,
  doubleChance: 10,
  bothTeamsScore: 29,
  halfTimeResult: 60,
  halfTimeFullTime: 47,
  correctScore: 45,
  nextGoal: 8,
  remainingMatch: 41,
  corners: 166,
  cards: 139,
} as const;

const sign = (d: number): '1' | 'X' | '2' => (d > 0 ? '1' : d === 0 ? 'X' : '2');

/**
 * An over/under (or two-way handicap) on a line: whole lines push (void) on the line, quarter
 * lines (.25, .75) are half on each neighbouring half line.
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

/**
 * Resolves one outcome of one market from a result; null when the result does not say (the line
 * stays open). A cancelled match voids everything.
 */
export function resolveLine(
  typeId: number,
  special: string,
  outcome: string,
  r: SettlementResult,
): LineResult | null {
  if (r.status === 'cancelled') return 'void';
  const { score } = r;
  const win = (yes: boolean): LineResult => (yes ? 'won' : 'lost');
  switch (typeId) {
    case MARKET_TYPE.matchResult:
      return win(sign(score.home - score.away) === outcome);
    case MARKET_TYPE.doubleChance:
      return win(outcome.includes(sign(score.home - score.away)));
    case MARKET_TYPE.winner: {
      if (score.home === score.away) return 'void';
      return win(sign(score.home - score.away) === outcome);
    }
    case MARKET_TYPE.overUnder:
    case MARKET_TYPE.totalPoints:
      return lineResult(total(score), Number(special), isOver(outcome));
    case MARKET_TYPE.firstHalfOverUnder:
      return r.halftime ? lineResult(total(r.halftime), Number(special), isOver(outcome)) : null;
    case MARKET_TYPE.corners:
      return r.corners ? lineResult(total(r.corners), Number(special), isOver(outcome)) : null;
    case MARKET_TYPE.cards:
      return r.cards ? lineResult(total(r.cards), Number(special), isOver(outcome)) : null;
    case MARKET_TYPE.bothTeamsScore:
      return win((score.home > 0 && score.away > 0) === /^(yes|var)/i.test(outcome));
    case MARKET_TYPE.handicap3Way: {
      const [h, a] = special.split(':').map(Number) as [number, number];
      return win(sign(score.home + h - (score.away + a)) === outcome);
    }
    case MARKET_TYPE.pointHandicap: {
      // The home side's handicap h (the away side takes -h): home wins when the goal difference
      // is over -h, away when under. Judged on the line -h so Asian quarter lines split in halves.
      const diff = score.home - score.away;
      return lineResult(diff, -Number(special), outcome === '1');
    }
    case MARKET_TYPE.halfTimeResult:
      return r.halftime ? win(sign(r.halftime.home - r.halftime.away) === outcome) : null;
    case MARKET_TYPE.halfTimeFullTime:
      return r.halftime
        ? win(`${sign(r.halftime.home - r.halftime.away)}/${sign(score.home - score.away)}` === outcome)
        : null;
    case MARKET_TYPE.correctScore: {
      const listed = /^(\d+):(\d+)$/.exec(outcome);
      if (listed) return win(Number(listed[1]) === score.home && Number(listed[2]) === score.away);
      // 'Other': any score not listed (the listed ones are 0:0 to 3:3).
      return win(score.home > 3 || score.away > 3);
    }
    case MARKET_TYPE.remainingMatch: {
      // The rest of the match from the score when the bet was made (the special, 'h:a').
      const [h, a] = special.split(':').map(Number) as [number, number];
      return win(sign(score.home - h - (score.away - a)) === outcome);
    }
    case MARKET_TYPE.nextGoal: {
      const k = Number(special);
      if (total(score) < k) return win(/^none|yok/i.test(outcome));
      if (!r.goals || r.goals.length < k) return null;
      return win((r.goals[k - 1] === 'home' ? '1' : '2') === outcome);
    }
    default:
      return null;
  }
}

/** What a line multiplies its bets by, in thousandths: won the odd, void 1, halves in between, lost 0. */
export function lineFactor(result: LineResult, odd: number): number {
  switch (result) {
    case 'won':
      return odd;
    case 'void':
      return 1000;
    case 'halfWon':
      return Math.floor((odd + 1000) / 2);
    case 'halfLost':
      return 500;
    case 'lost':
      return 0;
  }
}

/** The status a coupon line shows: 1 won, -1 lost, 2 void (half results count as won or lost). */
export function lineStatus(result: LineResult): 1 | -1 | 2 {
  return result === 'void' ? 2 : result === 'won' || result === 'halfWon' ? 1 : -1;
}
