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
  /**
   * For a match of `markets` whose lines changed only in part: the market lines to write and those
   * gone from the offer (to close); the others stand as stored. A match not here is written whole.
   */
  lines?: Map<number, MarketLines>;
  /** results refused because the match has not started (a score before kick-off cannot be true) */
  refusedResults?: number[];
  /** feed results dropped because an admin decided the match by hand: the feed disagreed */
  ignoredResults?: Array<{ match: ViewMatch; result: MatchResult }>;
}

/** The market lines of one match a batch changed: written alone, the rest of the match's lines untouched. */
export interface MarketLines {
  changed: Set<number>;
  closed: Set<number>;
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
  /**
   * The feed market each market was built from. A provider sends only the markets that changed
   * and its consumer hands the rest on as the same objects: those are kept, not rebuilt. Whatever
   * edits a market in place (a stop, a hold, a result, the book's odds) forgets its source.
   */
  private readonly builtFrom = new WeakMap<Market, FeedMarket>();
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
    const lines = new Map<number, MarketLines | 'all'>();
    const superseded = supersededMarkets(messages);
    for (let i = 0; i < messages.length; i++) {
      const msg = messages[i]!;
      if (superseded?.has(i)) continue;
      const existing = this.matches.get(msg.matchId);
      if (msg.kind === 'fixture') {
        if (existing && existing.version >= msg.version) continue;
        const match = this.fromFixture(msg.fixture, msg.version, now, existing?.held ?? false);
        this.matches.set(match.id, match);
        this.byCode.set(match.code.toUpperCase(), match.id);
        changes.fixtures.push(match);
        lines.set(match.id, 'all');
        continue;
      }
      if (existing && isBookMessage(msg)) {
        this.applyBook(existing, msg, changes, now);
        lines.set(existing.id, 'all');
        continue;
      }
      if (!existing || existing.version >= msg.version) continue;
      // A match ended by hand stays ended: the feed playing on must not reopen its betting.
      if (existing.resultBy === 'admin' && msg.kind !== 'result' && msg.kind !== 'remove') continue;
      existing.version = msg.version;
      existing.updatedAt = now;
      switch (msg.kind) {
        case 'markets': {
          const delta = this.replaceMarkets(existing, msg.markets, now, changes.odds);
          const known = lines.get(existing.id);
          if (known === undefined) lines.set(existing.id, delta);
          else if (known !== 'all') {
            for (const id of delta.changed) known.changed.add(id);
            for (const id of delta.closed) known.closed.add(id);
          }
          changes.markets.push(existing);
          break;
        }
        case 'suspend':
          lines.set(existing.id, 'all');
          for (const market of existing.markets) {
            market.iss = msg.suspended || existing.held || this.heldMarkets.has(market.id);
            this.builtFrom.delete(market);
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
          for (const market of existing.markets) {
            market.active = false;
            this.builtFrom.delete(market);
          }
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
    for (const [id, l] of lines)
      if (l !== 'all') {
        // a line that came back within the batch is written, not closed
        for (const changed of l.changed) l.closed.delete(changed);
        (changes.lines ??= new Map()).set(id, l);
      }
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
          this.builtFrom.delete(market);
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
            this.builtFrom.delete(market);
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
    this.replaceMarkets(match, f.markets, now, []);
    return match;
  }

  /**
   * Replaces a match's markets: an odds event for every outcome that changed goes into `events`;
   * returns the market lines that changed (or are new) and those gone.
   */
  private replaceMarkets(
    match: ViewMatch,
    markets: readonly FeedMarket[],
    now: number,
    events: OddsEvent[],
  ): MarketLines {
    const previous = match.markets;
    // the markets mostly come in the order they had: found by place, by id only when moved
    let placeById: Map<number, number> | null = null;
    const placeBefore = (id: number, guess: number): number | undefined => {
      if (previous[guess]?.id === id) return guess;
      placeById ??= new Map(previous.map((m, i) => [m.id, i]));
      return placeById.get(id);
    };
    const changed = new Set<number>();
    const next: Market[] = [];
    /** markets of before that are in next: when all are, none closed */
    let kept = 0;
    for (const fm of markets) {
      const iss = fm.iss || match.held || this.heldMarkets.has(fm.id);
      const place = placeBefore(fm.id, next.length);
      const old = place === undefined ? undefined : previous[place];
      if (old) kept++;
      if (old && this.builtFrom.get(old) === fm && old.iss === iss) {
        // the same market again, unchanged: only its place can have moved
        if (place !== next.length) changed.add(old.id);
        next.push(old);
        continue;
      }
      const market: Market = {
        id: fm.id,
        typeId: fm.typeId,
        name: fm.name,
        special: fm.special,
        active: fm.active,
        iss,
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
      };
      next.push(market);
      this.builtFrom.set(market, fm);
      // what the database keeps of a line: its flags and special, its outcomes' odds and flags, and
      // its place and theirs (a match's lines are read back in the feed's order)
      let lineChanged =
        !old ||
        old.active !== market.active ||
        old.iss !== market.iss ||
        old.special !== market.special ||
        place !== next.length - 1;
      for (let i = 0; i < market.outcomes.length; i++) {
        const o = market.outcomes[i]!;
        const oldOutcome =
          old?.outcomes[i]?.id === o.id ? old.outcomes[i] : old?.outcomes.find((x) => x.id === o.id);
        if (
          !oldOutcome ||
          oldOutcome !== old?.outcomes[i] ||
          oldOutcome.odd !== o.odd ||
          oldOutcome.active !== o.active
        )
          lineChanged = true;
        if (
          !old ||
          !oldOutcome ||
          oldOutcome.odd !== o.odd ||
          (oldOutcome.active && old.active) !== (o.active && market.active) ||
          old.iss !== market.iss
        )
          events.push({
            ...oddsEvent(match.id, market, o, o.odd, now),
            dir: oddDirection(oldOutcome?.odd, o.odd),
            prev: oldOutcome?.odd ?? o.odd,
          });
      }
      // so are the outcomes gone from a line that stays
      if (old)
        for (const o of old.outcomes)
          if (!market.outcomes.some((x) => x.id === o.id))
            events.push({ ...oddsEvent(match.id, old, o, o.odd, now), active: false });
      if (lineChanged) changed.add(market.id);
    }
    const closed = new Set<number>();
    // Lines that went away are closed for the clients that show them.
    if (kept < previous.length) {
      const nextMarkets = new Set(next.map((m) => m.id));
      for (const m of previous) {
        if (nextMarkets.has(m.id)) continue;
        closed.add(m.id);
        for (const o of m.outcomes) events.push({ ...oddsEvent(match.id, m, o, o.odd, now), active: false });
      }
    }
    match.markets = next;
    match.oddCount = next.reduce((n, m) => n + m.outcomes.length, 0);
    return { changed, closed };
  }
}

/**
 * Indexes of `markets` messages a later one of the same match in the batch replaces, with nothing
 * else of that match between them: a match's markets are replaced whole, so only the last one is
 * applied (its odds events go from the odds before the batch to the last ones).
 */
function supersededMarkets(messages: readonly FeedMessage[]): Set<number> | null {
  let out: Set<number> | null = null;
  // per match, the version of the next message when it is a markets message (else -1)
  const next = new Map<number, number>();
  for (let i = messages.length - 1; i >= 0; i--) {
    const msg = messages[i]!;
    if (msg.kind === 'markets') {
      if ((next.get(msg.matchId) ?? -1) > msg.version) (out ??= new Set()).add(i);
      next.set(msg.matchId, Math.max(msg.version, next.get(msg.matchId) ?? -1));
    } else next.set(msg.matchId, -1);
  }
  return out;
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
