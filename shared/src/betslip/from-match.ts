import type { Market, Match, Outcome, OutcomeLimits as ApiOutcomeLimits } from '../api/sports.ts';
import { toMinor } from '../money/money.ts';
import type { OutcomeLimits, SlipPick } from './types.ts';

/**
 * A slip pick from the contract's Match, Market and Outcome, as the web app puts it on the slip
 * and the server rebuilds it from its own odds: one way to build it, so both judge the same data.
 */
export function pickFromMatch(match: Match, market: Market, outcome: Outcome, now: number): SlipPick {
  return {
    matchId: match.id,
    marketId: market.id,
    outcomeId: outcome.id,
    odd: outcome.odd,
    banker: false,
    addedAt: now,
    match: {
      home: match.homeTeam,
      away: match.awayTeam,
      sportId: match.sportId,
      matchDate: match.matchDate,
      ttype: match.ttype,
      status: match.status,
      betStatus: match.betStatus,
      active: match.active,
      iss: match.iss,
      isv: match.isv,
      minTip: match.minTip,
      time: match.time,
    },
    market: {
      typeId: market.typeId,
      name: market.name,
      special: market.special,
      active: market.active,
      iss: market.iss,
      isv: market.isv,
    },
    outcome: {
      name: outcome.name,
      active: outcome.active,
      iss: outcome.iss,
      isv: outcome.isv,
      minTip: outcome.minTip,
      limits: outcome.limits ? limitsInMinor(outcome.limits) : undefined,
    },
  };
}

function limitsInMinor(l: ApiOutcomeLimits): OutcomeLimits {
  return {
    singleMinStake: toMinor(l.singleMinStake),
    singleMaxStake: toMinor(l.singleMaxStake),
    singleMaxPay: toMinor(l.singleMaxPay),
    kombiMinStake: toMinor(l.kombiMinStake),
    kombiMaxStake: toMinor(l.kombiMaxStake),
    kombiMaxPay: toMinor(l.kombiMaxPay),
  };
}
