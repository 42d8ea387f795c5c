import type {
  FeedFixture,
  FeedMarket,
  FeedMessage,
  FeedOutcome,
  MatchStateUpdate,
  MatchResult,
} from '../feed-types.ts';
import {
  MARKET_STATUS,
  PRODUCT,
  eventId,
  type EventMessage,
  type ProviderFixture,
  type ProviderMarket,
  type ProviderMessage,
  type Product,
  type SportEventStatus,
} from './protocol.ts';

interface PublishedEvent {
  fixture: FeedFixture;
  state: MatchStateUpdate | null;
  result: MatchResult | null;
  markets: Map<number, FeedMarket>;
  lastTimestamp: number;
}

export function providerMarket(m: FeedMarket): ProviderMarket {
  return {
    id: m.id,
    type_id: m.typeId,
    name: m.name,
    specifiers: m.special,
    status: !m.active ? MARKET_STATUS.inactive : m.iss ? MARKET_STATUS.suspended : MARKET_STATUS.active,
    cashout: m.cashout ? 1 : 0,
    outcome: m.outcomes.map((o) => ({
      id: o.id,
      name: o.name,
      odds: o.odd,
      active: o.active ? 1 : 0,
      ...(o.minTip ? { min_tip: o.minTip } : {}),
      limits: {
        single_min_stake: o.limits.singleMinStake,
        single_max_stake: o.limits.singleMaxStake,
        single_max_pay: o.limits.singleMaxPay,
        kombi_min_stake: o.limits.kombiMinStake,
        kombi_max_stake: o.limits.kombiMaxStake,
        kombi_max_pay: o.limits.kombiMaxPay,
      },
    })),
  };
}

function sameMarket(a: FeedMarket | undefined, b: FeedMarket): boolean {
  if (
    !a ||
    a.typeId !== b.typeId ||
    a.name !== b.name ||
    a.special !== b.special ||
    a.active !== b.active ||
    a.iss !== b.iss ||
    a.cashout !== b.cashout ||
    a.outcomes.length !== b.outcomes.length
  )
    return false;
  return a.outcomes.every((x, i) => {
    const y = b.outcomes[i]!;
    return (
      x.id === y.id &&
      x.name === y.name &&
      x.odd === y.odd &&
      x.active === y.active &&
      (x.minTip ?? 0) === (y.minTip ?? 0) &&
      sameLimits(x.limits, y.limits)
    );
  });
}

function sameLimits(a: FeedOutcome['limits'], b: FeedOutcome['limits']): boolean {
  return (
    a === b ||
    (a.singleMinStake === b.singleMinStake &&
      a.singleMaxStake === b.singleMaxStake &&
      a.singleMaxPay === b.singleMaxPay &&
      a.kombiMinStake === b.kombiMinStake &&
      a.kombiMaxStake === b.kombiMaxStake &&
      a.kombiMaxPay === b.kombiMaxPay)
  );
}

function providerFixture(f: FeedFixture): ProviderFixture {
  return {
    code: f.code,
    sport_id: f.sportId,
    sport_name: f.sportName,
    category_id: f.categoryId,
    category_name: f.categoryName,
    category_flag: f.categoryFlag,
    tournament_id: f.tournamentId,
    tournament_name: f.tournamentName,
    top: f.top,
    home_team_id: f.homeTeamId,
    home_team: f.homeTeam,
    away_team_id: f.awayTeamId,
    away_team: f.awayTeam,
    start_time: f.matchDate,
    min_tip: f.minTip,
  };
}

function eventStatus(state: MatchStateUpdate | null, result: MatchResult | null): SportEventStatus {
  const s: SportEventStatus = state
    ? {
        status: state.status,
        ttype: state.ttype,
        betstatus: state.betStatus,
        home_score: state.score?.home ?? null,
        away_score: state.score?.away ?? null,
        clock: state.time,
        ...(state.periods ? { periods: state.periods } : {}),
        ...(state.corners ? { corners: state.corners } : {}),
        ...(state.cards ? { cards: state.cards } : {}),
        ...(state.goals ? { goals: state.goals } : {}),
      }
    : {
        status: 'not_started',
        ttype: 'N',
        betstatus: 'started',
        home_score: null,
        away_score: null,
        clock: null,
      };
  if (!result) return s;
  return {
    ...s,
    status: result.status,
    betstatus: 'stopped',
    home_score: result.score.home,
    away_score: result.score.away,
    results: {
      status: result.status,
      score: result.score,
      halftime: result.halftime,
      periods: result.periods,
      ...(result.corners ? { corners: result.corners } : {}),
      ...(result.cards ? { cards: result.cards } : {}),
      ...(result.goals ? { goals: result.goals } : {}),
    },
  };
}

/**
 * The provider's side of the wire: turns a feed's batches (the simulator's) into the provider's
 * messages, and keeps what it published so a recovery request can be answered with a snapshot.
 * Each event's messages get strictly increasing timestamps, the order a consumer checks.
 */
export class ProviderPublisherState {
  private readonly events = new Map<number, PublishedEvent>();

  /** Live from the first state that says it is under way; pre-match before. */
  productOf(matchId: number): Product {
    const e = this.events.get(matchId);
    return e?.state?.ttype === 'L' || e?.result ? PRODUCT.live : PRODUCT.prematch;
  }

  sportOf(matchId: number): number | undefined {
    return this.events.get(matchId)?.fixture.sportId;
  }

  private stamp(e: PublishedEvent, now: number): number {
    e.lastTimestamp = Math.max(now, e.lastTimestamp + 1);
    return e.lastTimestamp;
  }

  /** The provider messages for a batch of the feed's messages, in order. */
  toMessages(batch: readonly FeedMessage[], now: number): ProviderMessage[] {
    const out: ProviderMessage[] = [];
    for (const msg of batch) {
      if (msg.kind === 'fixture') {
        const known = this.events.get(msg.matchId);
        const e: PublishedEvent = {
          fixture: msg.fixture,
          state: known?.state ?? null,
          result: known?.result ?? null,
          markets: new Map(msg.fixture.markets.map((m) => [m.id, m])),
          lastTimestamp: known?.lastTimestamp ?? 0,
        };
        this.events.set(msg.matchId, e);
        out.push(this.fixtureChange(msg.matchId, e, known ? 'updated' : 'new', now));
        const hasStatus = e.state !== null || e.result !== null;
        if (e.markets.size || hasStatus)
          out.push(this.oddsChange(msg.matchId, e, [...e.markets.values()], now, hasStatus));
        continue;
      }
      const e = this.events.get(msg.matchId);
      if (!e) {
        // a match taken over already finished (its fixture never went out again) is still removed
        if (msg.kind === 'remove')
          out.push({
            type: 'fixture_change',
            product: PRODUCT.live,
            event_id: eventId(msg.matchId),
            timestamp: now,
            change_type: 'removed',
          });
        continue;
      }
      switch (msg.kind) {
        case 'markets': {
          const next = new Map(msg.markets.map((m) => [m.id, m]));
          // lines gone from the offer are cancelled on the wire
          const gone = [...e.markets.values()].filter((m) => !next.has(m.id));
          // as a provider does, only the markets that changed travel (a snapshot carries them all)
          const changed = [
            ...msg.markets.filter((m) => !sameMarket(e.markets.get(m.id), m)),
            ...gone.map((m) => ({ ...m, active: false })),
          ];
          e.markets = next;
          out.push(this.oddsChange(msg.matchId, e, changed, now, false, new Set(gone.map((m) => m.id))));
          break;
        }
        case 'suspend':
          for (const m of e.markets.values()) e.markets.set(m.id, { ...m, iss: msg.suspended });
          if (msg.suspended)
            out.push({
              type: 'bet_stop',
              product: this.productOf(msg.matchId),
              event_id: eventId(msg.matchId),
              timestamp: this.stamp(e, now),
            });
          else out.push(this.oddsChange(msg.matchId, e, [...e.markets.values()], now, false));
          break;
        case 'state':
          e.state = msg.state;
          out.push(this.oddsChange(msg.matchId, e, null, now, true));
          break;
        case 'result':
          e.result = msg.result;
          out.push(this.oddsChange(msg.matchId, e, null, now, true));
          break;
        case 'remove':
          out.push(this.fixtureChange(msg.matchId, e, 'removed', now));
          this.events.delete(msg.matchId);
          break;
      }
    }
    return out;
  }

  /**
   * What a recovery answers for one producer: every event it carries, its fixture and its full
   * state and odds, each tagged with the request's id.
   */
  snapshot(product: Product, requestId: number, now: number): ProviderMessage[] {
    const out: ProviderMessage[] = [];
    for (const [matchId, e] of this.events) {
      if (this.productOf(matchId) !== product) continue;
      out.push({ ...this.fixtureChange(matchId, e, 'updated', now), request_id: requestId });
      out.push({
        ...this.oddsChange(matchId, e, [...e.markets.values()], now, e.state !== null || e.result !== null),
        request_id: requestId,
      });
    }
    return out;
  }

  private fixtureChange(
    matchId: number,
    e: PublishedEvent,
    change: 'new' | 'updated' | 'removed',
    now: number,
  ): EventMessage {
    return {
      type: 'fixture_change',
      product: this.productOf(matchId),
      event_id: eventId(matchId),
      timestamp: this.stamp(e, now),
      change_type: change,
      ...(change === 'removed' ? {} : { fixture: providerFixture(e.fixture) }),
    };
  }

  private oddsChange(
    matchId: number,
    e: PublishedEvent,
    markets: FeedMarket[] | null,
    now: number,
    withStatus: boolean,
    cancelled: ReadonlySet<number> = new Set(),
  ): EventMessage {
    return {
      type: 'odds_change',
      product: this.productOf(matchId),
      event_id: eventId(matchId),
      timestamp: this.stamp(e, now),
      ...(withStatus ? { sport_event_status: eventStatus(e.state, e.result) } : {}),
      ...(markets
        ? {
            odds: {
              market: markets.map((m) => {
                const pm = providerMarket(m);
                return cancelled.has(m.id) ? { ...pm, status: MARKET_STATUS.cancelled } : pm;
              }),
            },
          }
        : {}),
    };
  }
}
