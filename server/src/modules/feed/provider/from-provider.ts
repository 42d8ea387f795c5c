import { roundToThousandths, type OutcomeLimits } from '@bet/shared';
import {
  DEFAULT_OUTCOME_LIMITS,
  type FeedFixture,
  type FeedMarket,
  type FeedMessage,
  type FeedSettlement,
  type MatchStateUpdate,
} from '../feed-types.ts';
import {
  MARKET_STATUS,
  matchIdOf,
  type EventMessage,
  type ProviderFixture,
  type ProviderMarket,
  type Product,
  type SportEventStatus,
} from './protocol.ts';

/** What the consumer knows of one event: enough to give the catalogue whole markets and fixtures. */
interface ConsumedEvent {
  product: Product;
  fixture: ProviderFixture | null;
  markets: Map<number, FeedMarket>;
  /** the provider timestamp of the last message applied: older ones are stale */
  lastTimestamp: number;
  /** the catalogue's version of the match, raised by every message applied */
  version: number;
  /** messages already applied at lastTimestamp (a redelivery is dropped, a sibling is not) */
  seenAtLast: Set<string>;
  /** the result last passed on: every later status repeats it, settlement needs it once */
  result: string | null;
}

export type Verdict = 'applied' | 'stale' | 'duplicate' | 'unknown';

/** Where an event was left: the provider time of its last message applied and the messages applied then. */
export interface EventMark {
  timestamp: number;
  seen: readonly string[];
}

function feedMarket(m: ProviderMarket, suspended: boolean): FeedMarket {
  return {
    id: m.id,
    typeId: m.type_id,
    name: m.name,
    special: m.specifiers,
    active: m.status !== MARKET_STATUS.inactive && m.status !== MARKET_STATUS.cancelled,
    iss: suspended || m.status === MARKET_STATUS.suspended,
    cashout: m.cashout === 1,
    outcomes: m.outcome.map((o) => ({
      id: o.id,
      name: o.name,
      odd: o.odds,
      active: o.active === 1,
      ...(o.min_tip ? { minTip: o.min_tip } : {}),
      limits: o.limits ? limitsOf(o.limits) : DEFAULT_OUTCOME_LIMITS,
    })),
  };
}

function limitsOf(l: NonNullable<ProviderMarket['outcome'][number]['limits']>): OutcomeLimits {
  return {
    singleMinStake: l.single_min_stake,
    singleMaxStake: l.single_max_stake,
    singleMaxPay: l.single_max_pay,
    kombiMinStake: l.kombi_min_stake,
    kombiMaxStake: l.kombi_max_stake,
    kombiMaxPay: l.kombi_max_pay,
  };
}

type SettlementMessage = Extract<
  EventMessage,
  { type: 'bet_settlement' | 'bet_cancel' | 'rollback_bet_settlement' | 'rollback_bet_cancel' }
>;

const SETTLEMENT_TYPES: ReadonlySet<string> = new Set([
  'bet_settlement',
  'bet_cancel',
  'rollback_bet_settlement',
  'rollback_bet_cancel',
]);

function isSettlementMessage(message: EventMessage): message is SettlementMessage {
  return SETTLEMENT_TYPES.has(message.type);
}

/** What a settlement message asks of settlement: it names outcomes and markets, no odds needed. */
function settlementOf(message: SettlementMessage, matchId: number): FeedSettlement {
  switch (message.type) {
    case 'bet_settlement':
      return {
        kind: 'settle',
        matchId,
        outcomes: message.outcomes.market.flatMap((m) =>
          m.outcome.map((o) => ({
            outcomeId: o.id,
            won: o.result === 1,
            // factors travel as fractions (0.5) and are kept in thousandths, as odds are
            voidFactor: roundToThousandths(o.void_factor ?? 0),
            deadHeatFactor: roundToThousandths(o.dead_heat_factor ?? 1),
          })),
        ),
      };
    case 'bet_cancel':
      return {
        kind: 'cancel',
        matchId,
        marketIds: message.market.map((m) => m.id),
        from: message.start_time,
        to: message.end_time,
      };
    default:
      return { kind: 'reopen', matchId, marketIds: message.market.map((m) => m.id) };
  }
}

function feedFixture(matchId: number, f: ProviderFixture, markets: FeedMarket[]): FeedFixture {
  return {
    id: matchId,
    code: f.code,
    sportId: f.sport_id,
    sportName: f.sport_name,
    categoryId: f.category_id,
    categoryName: f.category_name,
    categoryFlag: f.category_flag,
    tournamentId: f.tournament_id,
    tournamentName: f.tournament_name,
    top: f.top,
    homeTeamId: f.home_team_id,
    homeTeam: f.home_team,
    awayTeamId: f.away_team_id,
    awayTeam: f.away_team,
    matchDate: f.start_time,
    minTip: f.min_tip,
    markets,
  };
}

function stateOf(s: SportEventStatus): MatchStateUpdate {
  return {
    ttype: s.ttype,
    status: s.status,
    betStatus: s.betstatus,
    score: s.home_score === null || s.away_score === null ? null : { home: s.home_score, away: s.away_score },
    time: s.clock,
    ...(s.periods ? { periods: s.periods } : {}),
    ...(s.corners ? { corners: s.corners } : {}),
    ...(s.cards ? { cards: s.cards } : {}),
    ...(s.goals ? { goals: s.goals } : {}),
  };
}

/**
 * The consumer's side of the wire: turns the provider's messages into the feed messages the
 * catalogue applies. The provider sends only the markets that changed; the catalogue takes a
 * match's markets whole, so the markets are kept here and merged. A message older than the last
 * one applied to its event is stale and dropped; one delivered twice is dropped the second time.
 * While a producer is down or recovering, its events' markets go out suspended whatever the odds
 * say, and `reopen` gives them back their own state once the recovery is complete.
 */
export class ProviderConsumerState {
  private readonly events = new Map<number, ConsumedEvent>();
  private readonly held = new Set<Product>();
  private readonly floor = new Map<number, number>();
  private readonly heldCopies = new WeakMap<FeedMarket, FeedMarket>();
  /** where events this consumer has not rebuilt yet were left (stored by the consumer before) */
  private readonly marks = new Map<number, { timestamp: number; seen: Set<string> }>();

  /**
   * Versions the catalogue holds already (after a restart): new messages must go above them; and
   * where each event was left, so a message applied before (by this site's previous consumer) is
   * dropped when it is delivered again.
   */
  constructor(
    knownVersions: Iterable<[matchId: number, version: number]> = [],
    marks: Iterable<[matchId: number, mark: EventMark]> = [],
  ) {
    for (const [matchId, version] of knownVersions) this.floor.set(matchId, version);
    for (const [matchId, mark] of marks)
      this.marks.set(matchId, { timestamp: mark.timestamp, seen: new Set(mark.seen) });
  }

  /** Where an event was left, to be stored with the consumer's progress. */
  markOf(matchId: number): EventMark | undefined {
    const e = this.events.get(matchId);
    if (e) return { timestamp: e.lastTimestamp, seen: [...e.seenAtLast] };
    const m = this.marks.get(matchId);
    return m && { timestamp: m.timestamp, seen: [...m.seen] };
  }

  /** Holds a producer's markets suspended (it is down or recovering). */
  hold(product: Product): FeedMessage[] {
    this.held.add(product);
    const out: FeedMessage[] = [];
    for (const [matchId, e] of this.events)
      if (e.product === product)
        out.push({ kind: 'suspend', matchId, version: this.nextVersion(e), suspended: true });
    return out;
  }

  /** Ends the hold: every market of the producer's events back as the provider last said. */
  reopen(product: Product): FeedMessage[] {
    this.held.delete(product);
    const out: FeedMessage[] = [];
    for (const [matchId, e] of this.events)
      if (e.product === product && e.fixture && e.markets.size)
        out.push({
          kind: 'markets',
          matchId,
          version: this.nextVersion(e),
          markets: [...e.markets.values()],
        });
    return out;
  }

  isHeld(product: Product): boolean {
    return this.held.has(product);
  }

  /** Match ids of the events a producer carries now. */
  eventsOf(product: Product): number[] {
    return [...this.events].filter(([, e]) => e.product === product).map(([id]) => id);
  }

  private nextVersion(e: ConsumedEvent): number {
    // provider time in the high digits keeps versions rising across restarts; the low digit
    // orders messages that share one millisecond
    e.version = Math.max(e.version + 1, e.lastTimestamp * 10);
    return e.version;
  }

  /** The feed messages one provider message stands for, and what became of it. */
  accept(
    message: EventMessage,
    key: string,
  ): { verdict: Verdict; messages: FeedMessage[]; settlements?: FeedSettlement[] } {
    const matchId = matchIdOf(message.event_id);
    let e = this.events.get(matchId);
    if (e) {
      if (message.timestamp < e.lastTimestamp) return { verdict: 'stale', messages: [] };
      if (message.timestamp === e.lastTimestamp && e.seenAtLast.has(key))
        return { verdict: 'duplicate', messages: [] };
    } else {
      const mark = this.marks.get(matchId);
      if (mark && message.timestamp < mark.timestamp) return { verdict: 'stale', messages: [] };
      if (mark && message.timestamp === mark.timestamp && mark.seen.has(key))
        return { verdict: 'duplicate', messages: [] };
      const floor = this.floor.get(matchId);
      // a match the catalogue holds from before a restart, gone from the offer since
      if (message.type === 'fixture_change' && message.change_type === 'removed' && floor !== undefined) {
        this.floor.delete(matchId);
        const version = Math.max(floor + 1, message.timestamp * 10);
        return { verdict: 'applied', messages: [{ kind: 'remove', matchId, version }] };
      }
      // a settlement needs no odds: one for a match the catalogue holds is applied even before this
      // consumer has the event again (after a restart or a takeover, the recovery's snapshot comes later)
      if (floor !== undefined && isSettlementMessage(message)) {
        if (!mark || message.timestamp > mark.timestamp)
          this.marks.set(matchId, { timestamp: message.timestamp, seen: new Set([key]) });
        else mark.seen.add(key);
        return { verdict: 'applied', messages: [], settlements: [settlementOf(message, matchId)] };
      }
      if (message.type !== 'fixture_change' || !message.fixture) return { verdict: 'unknown', messages: [] };
      e = {
        product: message.product,
        fixture: null,
        markets: new Map(),
        lastTimestamp: mark?.timestamp ?? 0,
        version: this.floor.get(matchId) ?? 0,
        seenAtLast: new Set(mark?.seen),
        result: null,
      };
      this.events.set(matchId, e);
      this.marks.delete(matchId);
    }
    if (message.timestamp > e.lastTimestamp) e.seenAtLast.clear();
    e.lastTimestamp = message.timestamp;
    e.seenAtLast.add(key);
    e.product = message.product;
    const suspended = this.held.has(message.product);
    const out: FeedMessage[] = [];
    switch (message.type) {
      case 'fixture_change':
        if (message.change_type === 'removed') {
          out.push({ kind: 'remove', matchId, version: this.nextVersion(e) });
          this.events.delete(matchId);
          break;
        }
        if (!message.fixture) break;
        e.fixture = message.fixture;
        out.push({
          kind: 'fixture',
          matchId,
          version: this.nextVersion(e),
          fixture: feedFixture(matchId, message.fixture, this.marketsOut(e, suspended)),
        });
        break;
      case 'odds_change': {
        const status = message.sport_event_status;
        if (status) {
          out.push({ kind: 'state', matchId, version: this.nextVersion(e), state: stateOf(status) });
          const result = status.results ? JSON.stringify(status.results) : null;
          // a result passes on when it is new or corrected, not with every status that repeats it
          if (status.results && result !== e.result) {
            e.result = result;
            out.push({ kind: 'result', matchId, version: this.nextVersion(e), result: status.results });
          }
        }
        if (message.odds) {
          for (const m of message.odds.market) {
            if (m.status === MARKET_STATUS.cancelled) e.markets.delete(m.id);
            else e.markets.set(m.id, feedMarket(m, false));
          }
          out.push({
            kind: 'markets',
            matchId,
            version: this.nextVersion(e),
            markets: this.marketsOut(e, suspended),
          });
        }
        break;
      }
      case 'bet_stop':
        for (const [id, m] of e.markets) e.markets.set(id, { ...m, iss: true });
        out.push({ kind: 'suspend', matchId, version: this.nextVersion(e), suspended: true });
        break;
      case 'bet_settlement':
      case 'bet_cancel':
      case 'rollback_bet_settlement':
      case 'rollback_bet_cancel':
        return { verdict: 'applied', messages: out, settlements: [settlementOf(message, matchId)] };
    }
    return { verdict: 'applied', messages: out };
  }

  private marketsOut(e: ConsumedEvent, suspended: boolean): FeedMarket[] {
    const markets = [...e.markets.values()];
    if (!suspended) return markets;
    // one held copy per market: a market that did not change goes out as the same object again,
    // which the catalogue keeps instead of rebuilding
    return markets.map((m) => {
      let held = this.heldCopies.get(m);
      if (!held) {
        held = { ...m, iss: true };
        this.heldCopies.set(m, held);
      }
      return held;
    });
  }
}
