/**
 * Every market type the platform prices and settles, with the written meaning of its `special`.
 * The feed, the settlement rule, the slip and the tickets all read these definitions, so a market
 * cannot mean one thing when it is priced and another when it is paid.
 */

/** Market type ids as the feed sends them (the spec's ids where it names them). */
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

export type MarketTypeId = (typeof MARKET_TYPE)[keyof typeof MARKET_TYPE];

/**
 * What a market's `special` says, one meaning per kind:
 * - `none`: the market has no special; it is the empty string.
 * - `totalLine`: a line on a count (goals, points, corners, cards), e.g. '2.5'. Over wins above
 *   the line, under below it. A whole line ('3') is void when the count equals it. A quarter line
 *   ('2.25', '2.75') is half the stake on each neighbouring half line (2 and 2.5, 2.5 and 3), so
 *   it can win or lose half.
 * - `goalHandicap`: 'h:a', the goals the home and the away side start with before kick-off.
 *   '1:0' means the home side starts one goal up: a 1:1 draw is 2:1 on the handicap, so '1' wins.
 *   The three outcomes are the 1X2 of the score with the handicap added.
 * - `homeLine`: the home side's line on the final margin (points, or goals on an Asian line),
 *   e.g. '-7.5': home covers when its score plus the line beats the away score; the away side
 *   holds the opposite line. Whole and quarter lines push and split as `totalLine` does.
 * - `goalNumber`: 'k', the k-th goal of the match counted from kick-off: '1' or '2' for the side
 *   that scores it, 'None' when the match ends with fewer than k goals. Live it is goals so far + 1.
 * - `scoreAtBet`: 'h:a', the score when the bet was made. The outcomes are the 1X2 of the goals
 *   scored after it (the rest of the match), so '1:0' with a final 2:1 is a draw.
 */
export type SpecialKind = 'none' | 'totalLine' | 'goalHandicap' | 'homeLine' | 'goalNumber' | 'scoreAtBet';

/**
 * The part of a result a market is settled on: the full-time score, the half-time score, both,
 * the order of the goals, or the corner or card count. A pricing model needs to give the
 * chances of exactly this part.
 */
export type SettlementBasis = 'fullTime' | 'halfTime' | 'halfTimeFullTime' | 'nextGoal' | 'corners' | 'cards';

export interface MarketTypeDefinition {
  id: MarketTypeId;
  name: string;
  special: SpecialKind;
  basis: SettlementBasis;
  /** the outcome names as the catalogue lists them ('…' stands for the rest of a long list) */
  outcomes: readonly string[];
}

const define = (
  id: MarketTypeId,
  name: string,
  special: SpecialKind,
  basis: SettlementBasis,
  outcomes: readonly string[],
): MarketTypeDefinition => ({ id, name, special, basis, outcomes });

const T = MARKET_TYPE;
const ONE_X_TWO = ['1', 'X', '2'] as const;
const OVER_UNDER = ['Over', 'Under'] as const;

export const MARKET_TYPES: Readonly<Record<MarketTypeId, MarketTypeDefinition>> = {
  [T.matchResult]: define(T.matchResult, '1X2', 'none', 'fullTime', ONE_X_TWO),
  [T.handicap3Way]: define(T.handicap3Way, 'Handicap', 'goalHandicap', 'fullTime', ONE_X_TWO),
  [T.winner]: define(T.winner, 'Winner', 'none', 'fullTime', ['1', '2']),
  [T.totalPoints]: define(T.totalPoints, 'Total', 'totalLine', 'fullTime', OVER_UNDER),
  [T.overUnder]: define(T.overUnder, 'Over/Under', 'totalLine', 'fullTime', OVER_UNDER),
  [T.firstHalfOverUnder]: define(
    T.firstHalfOverUnder,
    '1st half Over/Under',
    'totalLine',
    'halfTime',
    OVER_UNDER,
  ),
  [T.pointHandicap]: define(T.pointHandicap, 'Handicap', 'homeLine', 'fullTime', ['1', '2']),
  [T.doubleChance]: define(T.doubleChance, 'Double chance', 'none', 'fullTime', ['1X', '12', 'X2']),
  [T.bothTeamsScore]: define(T.bothTeamsScore, 'Both teams to score', 'none', 'fullTime', ['Yes', 'No']),
  [T.halfTimeResult]: define(T.halfTimeResult, 'Half time 1X2', 'none', 'halfTime', ONE_X_TWO),
  [T.halfTimeFullTime]: define(T.halfTimeFullTime, 'Half time / Full time', 'none', 'halfTimeFullTime', [
    '1/1',
    '1/X',
    '1/2',
    'X/1',
    'X/X',
    'X/2',
    '2/1',
    '2/X',
    '2/2',
  ]),
  [T.correctScore]: define(T.correctScore, 'Correct score', 'none', 'fullTime', [
    '0:0',
    '0:1',
    '1:0',
    '1:1',
    '…',
    'Other',
  ]),
  [T.nextGoal]: define(T.nextGoal, 'Next goal', 'goalNumber', 'nextGoal', ['1', 'None', '2']),
  [T.remainingMatch]: define(T.remainingMatch, 'Rest of the match', 'scoreAtBet', 'fullTime', ONE_X_TWO),
  [T.corners]: define(T.corners, 'Corners Over/Under', 'totalLine', 'corners', OVER_UNDER),
  [T.cards]: define(T.cards, 'Cards Over/Under', 'totalLine', 'cards', OVER_UNDER),
};

export function marketTypeDefinition(typeId: number): MarketTypeDefinition | undefined {
  return (MARKET_TYPES as Record<number, MarketTypeDefinition | undefined>)[typeId];
}
