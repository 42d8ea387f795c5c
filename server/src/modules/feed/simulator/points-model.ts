import { MARKET, type MarketQuote } from './market-types.ts';
import { normalCdf } from './pricing.ts';

/** A sport scored in many points (basketball, handball, volleyball sets...): a normal model of margin and total. */
export interface PointsModelState {
  /** expected final margin (home minus away) and its spread */
  marginMean: number;
  marginSd: number;
  /** expected final total and its spread */
  totalMean: number;
  totalSd: number;
  /** share of the match still to play, 1 before the start */
  remaining: number;
  score: { home: number; away: number };
}

/**
 * Winner, total and handicap from one model: the final margin and total are the current ones plus
 * a normal amount for the rest, shrinking as the match runs out.
 */
export function pointsMarkets(s: PointsModelState): MarketQuote[] {
  const left = Math.max(0.02, s.remaining);
  const margin = s.score.home - s.score.away + s.marginMean * s.remaining;
  const marginSd = s.marginSd * Math.sqrt(left);
  const total = s.score.home + s.score.away + s.totalMean * s.remaining;
  const totalSd = s.totalSd * Math.sqrt(left);
  const homeWins = normalCdf(margin / marginSd);
  const line = Math.floor(total) + 0.5;
  const over = 1 - normalCdf((line - total) / totalSd);
  const handicap = -(Math.round(margin) + 0.5);
  const covers = 1 - normalCdf((-handicap - margin) / marginSd);
  return [
    {
      typeId: MARKET.winner.id,
      name: MARKET.winner.name,
      special: '',
      cashout: true,
      outcomes: [
        { name: '1', p: homeWins },
        { name: '2', p: 1 - homeWins },
      ],
    },
    {
      typeId: MARKET.totalPoints.id,
      name: MARKET.totalPoints.name,
      special: String(line),
      cashout: true,
      outcomes: [
        { name: 'Over', p: over },
        { name: 'Under', p: 1 - over },
      ],
    },
    {
      typeId: MARKET.pointHandicap.id,
      name: MARKET.pointHandicap.name,
      special: String(handicap),
      cashout: true,
      outcomes: [
        { name: '1', p: covers },
        { name: '2', p: 1 - covers },
      ],
    },
  ];
}
