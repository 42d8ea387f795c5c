import {
  defaultFlags,
  MATCH_STATUS,
  oddDirection,
  statusForResult,
  type Market,
  type LiveOddsEvent,
  type Match,
  type OutcomeLimits,
  resultRefusal,
} from '@bet/shared';
import { isBookMessage } from '../feed/index.ts';
import type {
  BookMessage,
  FeedFixture,
  FeedMarket,
  FeedMessage,
  MatchResult,
  ResultSource,
  Score,
} from '../feed/index.ts';

/** A match as the server keeps it in memory: the contract's Match plus what lists and settlement need. */
export interface ViewMatch extends Match {
  categoryFlag: string;
  top: boolean;
  version: number;
  updatedAt: number;
  removed: boolean;
  corners: Score | null;
  cards: Score | null;
  /** scores of the finished periods */
  periods: Score[];
  /** who scored each goal, in order, where the feed tells */
  goals: Array<'home' | 'away'>;
  result: MatchResult | null;
  /** who decided the result; 'admin' means the feed's results for this match are dropped */
  resultBy: ResultSource | null;
  /** every market suspended by the operator: the feed cannot reopen them */
  held: boolean;
}

/** One odds change as `/live` sends it (API.md "Realtime"; numbered when sent), plus what the server alone needs. */
export interface OddsEvent extends Omit<LiveOddsEvent, 'seq'> {
  /** the odd before this change (equal to `odd` when only a flag changed); not sent to clients */
  prev: number;
}

/** What one batch of feed messages changed, for the database, the realtime push and settlement. */
export interface ViewChanges {
  fixtures: ViewMatch[];
  states: ViewMatch[];
  markets: ViewMatch[];
  odds: OddsEvent[];
  results: Array<{ match: ViewMatch; result: MatchResult; by: ResultSource }>;
  removed: ViewMatch[];
  /** results refused because the match has not started (a score before kick-off cannot be true) */
  refusedResults?: number[];
  /** feed results dropped because an admin decided the match by hand: the feed disagreed */
  ignoredResults?: Array<{ match: ViewMatch; result: MatchResult }>;
}

export interface OutcomeRef {
  match: ViewMatch;
  market: Market;
  outcome: Market['outcomes'][number];
  limits: OutcomeLimits;
}

/**
 * The in-memory view of every match: lists and bet validation read it, never SQL. Feed messages
 * are applied here first; a message not newer than the match's version changes nothing.
 */
export class SportsView {
  private readonly matches = new Map<number, ViewMatch>();
  private readonly byCode = new Map<string, number>();
  private readonly limits = new Map<number, OutcomeLimits>();
  /** markets the operator suspended: the feed cannot reopen them */
  private readonly heldMarkets = new Set<number>();
  /** Counts the batches applied (and matches loaded): any list made at another revision may be out of date. */
  private changes = 0;

  get revision(): number {
    return this.changes;
  }

  all(): IterableIterator<ViewMatch> {
    return this.matches.values();
  }

  get(id: number): ViewMatch | undefined {
    return this.matches.get(id);
  }

  byShortCode(code: string): ViewMatch | undefined {
    const id = this.byCode.get(code.toUpperCase());
    return id === undefined ? undefined : this.matches.get(id);
  }

  /** The current state of one outcome, with its match, market and limits: what placing a bet checks. */
  getOutcome(matchId: number, marketId: number, outcomeId: number): OutcomeRef | undefined {
    const match = this.matches.get(matchId);
    const market = match?.markets.find((m) => m.id === marketId);
    const outcome = market?.outcomes.find((o) => o.id === outcomeId);
    if (!match || !market || !outcome) return undefined;
    return { match, market, outcome, limits: this.limits.get(outcomeId)! };
  }

  limitsOf(outcomeId: number): OutcomeLimits | undefined {
    return this.limits.get(outcomeId);
  }

  /** A market the operator suspended (the feed cannot reopen it). */
  isHeld(marketId: number): boolean {
    return this.heldMarkets.has(marketId);
  }

  /** Puts a match into the view as it was stored (start-up), without producing changes. */
  load(match: ViewMatch, limits: Map<number, OutcomeLimits>, heldMarkets: readonly number[] = []): void {
    this.changes++;
    this.matches.set(match.id, match);
    this.byCode.set(match.code.toUpperCase(), match.id);
    for (const [id, l] of limits) this.limits.set(id, l);
    for (const id of heldMarkets) this.heldMarkets.add(id);
  }

  apply(messages: readonly FeedMessage[], now: number): ViewChanges {
    if (messages.length > 0) this.changes++;
    const changes: ViewChanges = {
      fixtures: [],
      states: [],
      markets: [],
      odds: [],
      results: [],
      removed: [],
    };
    const touched = new Set<ViewMatch>();
    for (const msg of messages) {
      const existing = this.matches.get(msg.matchId);
      if (msg.kind === 'fixture') {
        if (existing && existing.version >= msg.version) continue;
        const match = this.fromFixture(msg.fixture, msg.version, now, existing?.held ?? false);
        this.matches.set(match.id, match);
        this.byCode.set(match.code.toUpperCase(), match.id);
        changes.fixtures.push(match);
        continue;
      }
      if (existing && isBookMessage(msg)) {
        this.applyBook(existing, msg, changes, now);
        continue;
      }
      if (!existing || existing.version >= msg.version) continue;
      // A match ended by hand stays ended: the feed playing on must not reopen its betting.
      if (existing.resultBy === 'admin' && msg.kind !== 'result' && msg.kind !== 'remove') continue;
      existing.version = msg.version;
      existing.updatedAt = now;
      touched.add(existing);
      switch (msg.kind) {
        case 'markets':
          changes.odds.push(...this.replaceMarkets(existing, msg.markets, now));
          changes.markets.push(existing);
          break;
        case 'suspend':
          for (const market of existing.markets) {
            market.iss = msg.suspended || existing.held || this.heldMarkets.has(market.id);
            for (const o of market.outcomes) changes.odds.push(oddsEvent(existing.id, market, o, o.odd, now));
          }
          changes.markets.push(existing);
          break;
        case 'state': {
          const s = msg.state;
          Object.assign(existing, {
            ttype: s.ttype,
            status: s.status,
            betStatus: s.betStatus,
            score: s.score,
            time: s.time,
            corners: s.corners ?? existing.corners,
            cards: s.cards ?? existing.cards,
            periods: s.periods ?? existing.periods,
            goals: s.goals ?? existing.goals,
          });
          Object.assign(existing, defaultFlags(existing));
          changes.states.push(existing);
          break;
        }
        case 'result':
          if (resultRefusal({ startsAt: Date.parse(existing.matchDate), now, status: msg.result.status })) {
            (changes.refusedResults ??= []).push(existing.id);
            break;
          }
          // A result entered by hand is the book's decision: only another one by hand changes it.
          if (existing.resultBy === 'admin' && msg.by !== 'admin') {
            (changes.ignoredResults ??= []).push({ match: existing, result: msg.result });
            break;
          }
          existing.result = msg.result;
          existing.resultBy = msg.by ?? 'feed';
          existing.betStatus = 'stopped';
          // the end status makes every client lock the match's odds
          existing.status = statusForResult(msg.result.status);
          for (const market of existing.markets) market.active = false;
          changes.results.push({ match: existing, result: msg.result, by: existing.resultBy });
          changes.states.push(existing);
          break;
        case 'remove':
          existing.removed = true;
          this.matches.delete(existing.id);
          this.byCode.delete(existing.code.toUpperCase());
          changes.removed.push(existing);
          break;
      }
    }
    // One entry per match even when a batch touched it several times.
    changes.states = [...new Set(changes.states)];
    changes.markets = [...new Set(changes.markets)];
    return changes;
  }

  /** The operator's suspension, odds and kick-off time (see BookMessage). */
  private applyBook(match: ViewMatch, msg: BookMessage, changes: ViewChanges, now: number): void {
    switch (msg.kind) {
      case 'hold': {
        if (msg.marketId === null) match.held = msg.held;
        else if (msg.held) this.heldMarkets.add(msg.marketId);
        else this.heldMarkets.delete(msg.marketId);
        for (const market of match.markets) {
          if (msg.marketId !== null && market.id !== msg.marketId) continue;
          market.iss = match.held || this.heldMarkets.has(market.id);
          for (const o of market.outcomes) changes.odds.push(oddsEvent(match.id, market, o, o.odd, now));
        }
        changes.markets.push(match);
        if (msg.marketId === null) changes.states.push(match);
        break;
      }
      case 'odds': {
        const odds = new Map(msg.odds.map((o) => [o.outcomeId, o.odd]));
        for (const market of match.markets)
          for (const o of market.outcomes) {
            const odd = odds.get(o.id);
            if (odd === undefined || odd === o.odd) continue;
            const prev = o.odd;
            o.odd = odd;
            changes.odds.push({
              ...oddsEvent(match.id, market, o, odd, now),
              dir: oddDirection(prev, odd),
              prev,
            });
          }
        changes.markets.push(match);
        break;
      }
      case 'move':
        match.matchDate = new Date(msg.matchDate).toISOString();
        changes.states.push(match);
        break;
    }
  }

  private fromFixture(f: FeedFixture, version: number, now: number, held: boolean): ViewMatch {
    const match: ViewMatch = {
      id: f.id,
      code: f.code,
      sportId: f.sportId,
      sportName: f.sportName,
      categoryId: f.categoryId,
      categoryName: f.categoryName,
      categoryFlag: f.categoryFlag,
      tournamentId: f.tournamentId,
      tournamentName: f.tournamentName,
      top: f.top,
      matchDate: new Date(f.matchDate).toISOString(),
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      ttype: 'N',
      status: MATCH_STATUS.notStarted,
      betStatus: 'started',
      active: true,
      iss: false,
      isv: true,
      score: null,
      time: null,
      oddCount: 0,
      minTip: f.minTip,
      markets: [],
      version,
      updatedAt: now,
      removed: false,
      corners: null,
      cards: null,
      periods: [],
      goals: [],
      result: null,
      resultBy: null,
      held,
    };
    this.replaceMarkets(match, f.markets, now);
    return match;
  }

  /** Replaces a match's markets, returning an odds event for every outcome that changed. */
  private replaceMarkets(match: ViewMatch, markets: readonly FeedMarket[], now: number): OddsEvent[] {
    const before = new Map<number, { odd: number; active: boolean; iss: boolean }>();
    for (const m of match.markets)
      for (const o of m.outcomes) before.set(o.id, { odd: o.odd, active: o.active && m.active, iss: m.iss });
    const events: OddsEvent[] = [];
    const next: Market[] = markets.map((fm) => ({
      id: fm.id,
      typeId: fm.typeId,
      name: fm.name,
      special: fm.special,
      active: fm.active,
      iss: fm.iss || match.held || this.heldMarkets.has(fm.id),
      isv: true,
      cashout: fm.cashout,
      outcomes: fm.outcomes.map((fo) => {
        this.limits.set(fo.id, fo.limits);
        return {
          id: fo.id,
          name: fo.name,
          odd: fo.odd,
          active: fo.active,
          iss: false,
          isv: true,
          ...(fo.minTip ? { minTip: fo.minTip } : {}),
        };
      }),
    }));
    const nextIds = new Set<number>();
    for (const market of next) {
      for (const o of market.outcomes) {
        nextIds.add(o.id);
        const prev = before.get(o.id);
        if (
          !prev ||
          prev.odd !== o.odd ||
          prev.active !== (o.active && market.active) ||
          prev.iss !== market.iss
        )
          events.push({
            ...oddsEvent(match.id, market, o, o.odd, now),
            dir: oddDirection(prev?.odd, o.odd),
            prev: prev?.odd ?? o.odd,
          });
      }
    }
    // Lines that went away are closed for the clients that show them.
    for (const m of match.markets)
      for (const o of m.outcomes)
        if (!nextIds.has(o.id)) events.push({ ...oddsEvent(match.id, m, o, o.odd, now), active: false });
    match.markets = next;
    match.oddCount = next.reduce((n, m) => n + m.outcomes.length, 0);
    return events;
  }
}

function oddsEvent(
  matchId: number,
  market: Market,
  o: Market['outcomes'][number],
  odd: number,
  ts: number,
): OddsEvent {
  return {
    matchId,
    marketId: market.id,
    outcomeId: o.id,
    odd,
    dir: 0,
    active: o.active && market.active,
    iss: market.iss || o.iss,
    isv: market.isv && o.isv,
    ts,
    prev: odd,
  };
}
