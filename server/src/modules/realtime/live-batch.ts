import { oddDirection, type LiveMatchEvent, type LiveOddsEvent, type LiveSnapshot } from '@bet/shared';
import type { OddsEvent, ViewChanges, ViewMatch } from '../sports/index.ts';

/** `odds` and `match` as the contract sends them (API.md "Realtime"), shared with the web app. */
export type OddsPayload = LiveOddsEvent;
export type MatchPayload = LiveMatchEvent;

/** What one tick sends of one match, its changes numbered on from the match's last one. */
export interface MatchTick {
  /** undefined when the view no longer knows the match's sport */
  sportId: number | undefined;
  match: MatchPayload | undefined;
  odds: OddsPayload[];
}

/** The last change number sent per match: one counter per instance, as the connections are. */
export type SequenceCounters = Map<number, number>;

function matchPayload(m: ViewMatch, seq: number): MatchPayload {
  return {
    id: m.id,
    status: m.removed ? 'removed' : m.status,
    betStatus: m.betStatus,
    score: m.score,
    time: m.time,
    iss: m.iss,
    isv: m.isv,
    ts: m.updatedAt,
    seq,
  };
}

/**
 * A match as the view holds it now, numbered as of the last change sent (`seq`). Changes applied
 * to the view but still in the batch are in it already and come again with the next number: they
 * are whole values (an odd, a state), so applying one twice changes nothing.
 */
export function snapshotOf(matchId: number, m: ViewMatch | undefined, seq: number): LiveSnapshot {
  if (!m) return { matchId, seq, match: null, odds: [] };
  const odds: OddsPayload[] = [];
  for (const market of m.markets)
    for (const o of market.outcomes)
      odds.push({
        matchId,
        marketId: market.id,
        outcomeId: o.id,
        odd: o.odd,
        dir: 0,
        active: o.active && market.active,
        iss: market.iss || o.iss,
        isv: market.isv && o.isv,
        ts: m.updatedAt,
        seq,
      });
  return { matchId, seq, match: matchPayload(m, seq), odds };
}

/**
 * Collects the view changes of one tick. Several changes of one outcome (or one match) within the
 * tick collapse into the last one, whose direction is taken from the odd before the first: a burst
 * costs one entry per outcome, and the arrow still points the way the odd went.
 */
export class LiveBatch {
  private odds = new Map<number, { event: OddsEvent; from: number }>();
  private matches = new Map<number, ViewMatch>();
  private sportOf = new Map<number, number>();

  get empty(): boolean {
    return this.odds.size === 0 && this.matches.size === 0;
  }

  add(changes: ViewChanges, sportOfMatch: (matchId: number) => number | undefined): void {
    for (const m of [...changes.states, ...changes.removed]) {
      this.matches.set(m.id, m);
      this.sportOf.set(m.id, m.sportId);
    }
    for (const e of changes.odds) {
      const earlier = this.odds.get(e.outcomeId);
      this.odds.set(e.outcomeId, { event: e, from: earlier ? earlier.from : e.prev });
      if (!this.sportOf.has(e.matchId)) {
        const sport = sportOfMatch(e.matchId);
        if (sport !== undefined) this.sportOf.set(e.matchId, sport);
      }
    }
  }

  /**
   * Empties the batch into the payloads of one tick, per match, numbering each change from the
   * match's counter: its state first, then its odds, the order they are sent in.
   */
  take(counters: SequenceCounters): Map<number, MatchTick> {
    const tick = new Map<number, MatchTick>();
    const of = (matchId: number): MatchTick => {
      let t = tick.get(matchId);
      if (!t) tick.set(matchId, (t = { sportId: this.sportOf.get(matchId), match: undefined, odds: [] }));
      return t;
    };
    const next = (matchId: number): number => {
      const seq = (counters.get(matchId) ?? 0) + 1;
      counters.set(matchId, seq);
      return seq;
    };
    for (const m of this.matches.values()) of(m.id).match = matchPayload(m, next(m.id));
    for (const { event: e, from } of this.odds.values())
      of(e.matchId).odds.push({
        matchId: e.matchId,
        marketId: e.marketId,
        outcomeId: e.outcomeId,
        odd: e.odd,
        dir: oddDirection(from, e.odd),
        active: e.active,
        iss: e.iss,
        isv: e.isv,
        ts: e.ts,
        seq: next(e.matchId),
      });
    this.odds = new Map();
    this.matches = new Map();
    this.sportOf = new Map();
    return tick;
  }
}
