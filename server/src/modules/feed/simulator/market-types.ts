/**
 * Market types the simulator offers, with the spec's ids where it names them: 1, 14, 65, 87, 18,
 * 68 and 90 are the main markets listed with a match; 18 and 68 are over/under.
 */
export const MARKET = {
  matchResult: { id: 1, name: '1X2' },
  handicap: { id: 14, name: 'Handicap' },
  winner: { id: 65, name: 'Winner' },
  totalPoints: { id: 87, name: 'Total' },
  overUnder: { id: 18, name: 'Over/Under' },
  firstHalfOverUnder: { id: 68, name: '1st half Over/Under' },
  pointHandicap: { id: 90, name: 'Handicap' },
  doubleChance: { id: 10, name: 'Double chance' },
  bothTeamsScore: { id: 29, name: 'Both teams to score' },
  halfTimeResult: { id: 60, name: 'Half time 1X2' },
  halfTimeFullTime: { id: 47, name: 'Half time / Full time' },
  correctScore: { id: 45, name: 'Correct score' },
  nextGoal: { id: 8, name: 'Next goal' },
  remainingMatch: { id: 41, name: 'Rest of the match' },
  corners: { id: 166, name: 'Corners Over/Under' },
  cards: { id: 139, name: 'Cards Over/Under' },
} as const;

export interface MarketQuote {
  typeId: number;
  name: string;
  special: string;
  /** the market may be sold back (cash-out) */
  cashout: boolean;
  outcomes: Array<{ name: string; p: number }>;
}

/** The outcome template of every market type, as the catalogue lists it. */
export const OUTCOME_TEMPLATES: Record<number, string[]> = {
  [MARKET.matchResult.id]: ['1', 'X', '2'],
  [MARKET.handicap.id]: ['1', 'X', '2'],
  [MARKET.winner.id]: ['1', '2'],
  [MARKET.totalPoints.id]: ['Over', 'Under'],
  [MARKET.overUnder.id]: ['Over', 'Under'],
  [MARKET.firstHalfOverUnder.id]: ['Over', 'Under'],
  [MARKET.pointHandicap.id]: ['1', '2'],
  [MARKET.doubleChance.id]: ['1X', '12', 'X2'],
  [MARKET.bothTeamsScore.id]: ['Yes', 'No'],
  [MARKET.halfTimeResult.id]: ['1', 'X', '2'],
  [MARKET.halfTimeFullTime.id]: ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'],
  [MARKET.correctScore.id]: ['0:0', '0:1', '1:0', '1:1', '…', 'Other'],
  [MARKET.nextGoal.id]: ['1', 'None', '2'],
  [MARKET.remainingMatch.id]: ['1', 'X', '2'],
  [MARKET.corners.id]: ['Over', 'Under'],
  [MARKET.cards.id]: ['Over', 'Under'],
};
