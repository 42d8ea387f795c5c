import { oddDirection, type LiveMatchEvent, type LiveOddsEvent } from '@bet/shared';
import type { OddsEvent, ViewChanges, ViewMatch } from '../sports/index.ts';

/** `odds` and `match` as the contract sends them (API.md "Realtime"), shared with the web app. */
export type OddsPayload = LiveOddsEvent;
export type MatchPayload = LiveMatchEvent;

/** What one tick sends, grouped by match so each client's share is picked without scanning all. */
export interface Tick {
  odds: Map<number, OddsPayload[]>;
  matches: Map<number, MatchPayload>;
  /** sport of every match in the tick */
  sportOf: Map<number, number>;
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

  /** Empties the batch into the payloads of one tick. */
  take(): Tick {
    const odds = new Map<number, OddsPayload[]>();
    for (const { event: e, from } of this.odds.values()) {
      const payload: OddsPayload = {
        matchId: e.matchId,
        marketId: e.marketId,
        outcomeId: e.outcomeId,
        odd: e.odd,
        dir: oddDirection(from, e.odd),
        active: e.active,
        iss: e.iss,
        isv: e.isv,
        ts: e.ts,
      };
      const list = odds.get(e.matchId);
      if (list) list.push(payload);
      else odds.set(e.matchId, [payload]);
    }
    const matches = new Map<number, MatchPayload>();
    for (const m of this.matches.values())
      matches.set(m.id, {
        id: m.id,
        status: m.removed ? 'removed' : m.status,
        betStatus: m.betStatus,
        score: m.score,
        time: m.time,
        iss: m.iss,
        isv: m.isv,
        ts: m.updatedAt,
      });
    const tick = { odds, matches, sportOf: this.sportOf };
    this.odds = new Map();
    this.matches = new Map();
    this.sportOf = new Map();
    return tick;
  }
}
