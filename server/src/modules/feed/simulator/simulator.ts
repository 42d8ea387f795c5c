import type {
  FeedAdapter,
  FeedFixture,
  FeedMarket,
  FeedMessage,
  MatchResult,
  MatchStateUpdate,
  Score,
} from '../feed-types.ts';
import { DEFAULT_OUTCOME_LIMITS } from '../feed-types.ts';
import {
  ENDED_STATUSES,
  MARKET_TYPE,
  MATCH_STATUS,
  SPORT_ID,
  extraPlay,
  hasHalfTime,
  setsToWin,
  type OutcomeLimits,
} from '@bet/shared';
import { SPORTS, type SportDef, type TournamentDef } from './catalogue.ts';
import { footballMarkets } from './football-model.ts';
import { MARKET, type MarketQuote } from './market-types.ts';
import { DEFAULT_MARGIN, isOfferable, priceOutcomes } from './pricing.ts';
import { Random } from './random.ts';
import { marketSlot, matchCode, simId } from './sim-ids.ts';
import { drawRestOfPlay, homeShareOf, sportMarkets } from './sport-models.ts';

export interface SimulatorOptions {
  seed: number;
  /** simulated seconds of play per real second */
  speed: number;
  /** matches scheduled per tournament in the day ahead */
  matchesPerTournament?: number;
  margin?: number;
  /** how often the running simulator ticks, in real ms */
  tickMs?: number;
  /** ids of new matches start here (after those an earlier run left in the database) */
  firstMatchId?: number;
  /**
   * Matches an earlier run (or another instance that led the feed) left unfinished: the simulator
   * plays them on from their stored state instead of starting a new world.
   */
  resume?: readonly ResumableMatch[];
  /**
   * Resumed matches are announced with their fixture first: a provider publishing this world
   * (SIM_PUBLISH) must tell its consumers about matches it took over, not only their changes.
   */
  announceResumed?: boolean;
}

/** What the simulator needs to carry on a stored match. */
export interface ResumableMatch {
  id: number;
  code: string;
  sportId: number;
  tournamentName: string;
  homeTeamId: number;
  homeTeam: string;
  awayTeamId: number;
  awayTeam: string;
  matchDate: string;
  minTip: number;
  version: number;
  status: string;
  score: Score | null;
  time: { minute: number; extra: number } | null;
  periods: Score[];
  corners: Score | null;
  cards: Score | null;
  goals: Array<'home' | 'away'>;
  result: MatchResult | null;
}

type Phase = 'pre' | 'live' | 'ended';

/** The simulator's own view of one match: the model behind its odds and the state of play. */
interface SimMatch {
  fixture: FeedFixture;
  sport: SportDef;
  /** goals model: expected goals of each side; points model: expected margin */
  homeRate: number;
  awayRate: number;
  marginMean: number;
  phase: Phase;
  /** seconds of play simulated so far, breaks included */
  elapsed: number;
  score: Score;
  halftime: Score | null;
  periods: Score[];
  corners: Score;
  cards: Score;
  goals: Array<'home' | 'away'>;
  suspendedFor: number;
  sincePrice: number;
  version: number;
  endedAt: number;
  extra: number;
  /**
   * Points sports (not won by sets): the score at the end of play, drawn from the pricing model
   * when play starts (or resumes), and the seconds of play scored so far. The points come in
   * between at random moments, so the final follows the model the odds are made from.
   */
  target: Score | null;
  playedTo: number;
  /** the match's own seeded numbers for its points */
  scoring: Random;
}

const SECONDS = 1000;
/** Statuses of a match that is over. */
const FINISHED = [...ENDED_STATUSES, MATCH_STATUS.cancelled];
/** Markets close for this many simulated seconds around a goal. */
const SUSPEND_AFTER_GOAL_S = 20;
/** ... and for a short while at random moments, as traders do. */
const SUSPEND_ON_TIMER_S = 10;
/** Live odds are re-priced this often (simulated seconds) even without an event. */
const REPRICE_EVERY_S = 60;
/** An ended match stays (as ended) this long in real time before it is removed. */
const REMOVE_AFTER_MS = 60_000;
/** The past world's match ids: below the running world's, which start at 100_001. */
const PAST_FIRST_ID = 50_001;
/** Mixed into the seed so the past draws its own numbers and leaves the running world as it was. */
const PAST_SALT = 0x5a57;
const HOUR_MS = 3600 * SECONDS;

/** One finished match of the world's past, as the feed would have sent it. */
export interface PastMatch {
  matchId: number;
  kickoff: number;
  /** when the last whistle blew */
  endedAt: number;
  /** the fixture with its pre-match odds, as it was before kick-off */
  fixture: FeedMessage;
  /** the final state and the result */
  finish: FeedMessage[];
  remove: FeedMessage;
  /** the model behind its pre-match odds: expected goals of each side, or the expected margin */
  model: { homeRate: number; awayRate: number; marginMean: number };
}

/**
 * A deterministic sports world for a seed: fixtures a day ahead, pre-match odds from each sport's
 * scoring model with a margin, live matches whose clocks, scores, suspensions and odds evolve,
 * and results. `tick(now)` advances it; the running adapter calls it on a timer, tests call it
 * with the times they choose.
 */
export class Simulator implements FeedAdapter {
  readonly name = 'simulator';
  private readonly random: Random;
  private readonly matches = new Map<number, SimMatch>();
  private readonly margin: number;
  private readonly perTournament: number;
  private lastTick = 0;
  private nextMatchId = 100_001;
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;

  constructor(private readonly options: SimulatorOptions) {
    this.random = new Random(options.seed);
    this.margin = options.margin ?? DEFAULT_MARGIN;
    this.perTournament = options.matchesPerTournament ?? 8;
    this.nextMatchId = Math.max(options.firstMatchId ?? 0, 100_001);
  }

  /**
   * Takes over stored matches: each keeps its id, version, score and clock, and its model comes
   * back from its teams (strengths derive from the seed and the team id, not from draw order).
   * Returns the messages that re-price them; matches of unknown sports or leagues are left alone.
   */
  resume(now: number): FeedMessage[] {
    this.lastTick = now;
    const out: FeedMessage[] = [];
    for (const r of this.options.resume ?? []) {
      const sport = SPORTS.find((sp) => sp.id === r.sportId);
      const ti = sport?.tournaments.findIndex((t) => t.name === r.tournamentName) ?? -1;
      if (!sport || ti < 0) continue;
      const m = this.newMatch(sport, sport.tournaments[ti]!, ti, {
        id: r.id,
        code: r.code,
        homeId: r.homeTeamId,
        home: r.homeTeam,
        awayId: r.awayTeamId,
        away: r.awayTeam,
        matchDate: Date.parse(r.matchDate),
        minTip: r.minTip,
      });
      m.version = r.version;
      m.score = { ...(r.score ?? { home: 0, away: 0 }) };
      m.periods = r.periods.map((p) => ({ ...p }));
      m.corners = { ...(r.corners ?? { home: 0, away: 0 }) };
      m.cards = { ...(r.cards ?? { home: 0, away: 0 }) };
      m.goals = [...r.goals];
      const sets = setsToWin(sport.id);
      if (sets !== null) Object.assign(m, setsWon(m.score, m.periods, sets));
      if (hasHalfTime(sport.id) && m.periods.length >= sport.periods / 2)
        m.halftime = sumScores(m.periods.slice(0, sport.periods / 2));
      const announce = () => {
        if (this.options.announceResumed) out.push({ ...this.fixtureMessage(m), version: ++m.version });
      };
      if (r.result || FINISHED.includes(r.status)) {
        // Over before the takeover: its result (if it never went out) and its removal are left.
        m.phase = 'ended';
        m.endedAt = now;
        // announced only when its result is still to go out (a fixture anew would reopen it)
        if (!r.result) {
          this.playToFormat(m);
          announce();
          out.push({ kind: 'result', matchId: r.id, version: ++m.version, result: this.result(m) });
        }
        continue;
      }
      if (r.status !== MATCH_STATUS.notStarted) {
        m.phase = 'live';
        m.elapsed = elapsedAt(sport, r.status, r.time);
        m.playedTo = Math.min(sport.durationMin * 60, playSecondsAt(sport, m.extra, m.elapsed));
      }
      m.fixture.markets = this.price(m);
      announce();
      if (m.phase === 'live')
        out.push({ kind: 'state', matchId: r.id, version: ++m.version, state: this.state(m) });
      out.push({ kind: 'markets', matchId: r.id, version: ++m.version, markets: m.fixture.markets });
    }
    return out;
  }

  /**
   * The world's past: `days` days of matches, each over at least an hour before `now`, with their
   * pre-match odds and results. The same seed gives the same matches, scores and odds; times
   * count back from the hour `now` falls in.
   */
  static past(seed: number, now: number, days = 2, perTournamentDay = 3): PastMatch[] {
    const sim = new Simulator({ seed: (seed ^ PAST_SALT) >>> 0, speed: 1 });
    sim.nextMatchId = PAST_FIRST_ID;
    const base = now - (now % HOUR_MS);
    const first = base - days * 24 * HOUR_MS;
    const out: PastMatch[] = [];
    for (const sport of SPORTS) {
      for (const [ti, tournament] of sport.tournaments.entries()) {
        for (let i = 0; i < days * perTournamentDay; i++) {
          // the longest a match can last: play, breaks and the most stoppage time
          const lengthMs = (sport.durationMin + (sport.periods - 1) * sport.breakMin + 6) * 60 * SECONDS;
          const latest = base - lengthMs - HOUR_MS;
          const kickoff = latest - sim.random.int(0, Math.floor((latest - first) / 60_000)) * 60 * SECONDS;
          const m = sim.schedule(sport, tournament, ti, kickoff - (kickoff % (5 * 60 * SECONDS)));
          const fixture = sim.fixtureMessage(m);
          const playS = sport.durationMin * 60 + (sport.periods - 1) * sport.breakMin * 60 + m.extra * 60;
          m.phase = 'live';
          const finish = sim.advance(m, playS + 60, m.fixture.matchDate + playS * SECONDS, true);
          // a sets match is over once a side has its sets, often before its last set's time
          const endedAt = m.fixture.matchDate + Math.min(playS, m.elapsed) * SECONDS;
          sim.matches.delete(m.fixture.id);
          out.push({
            matchId: m.fixture.id,
            kickoff: m.fixture.matchDate,
            endedAt,
            fixture,
            finish,
            remove: { kind: 'remove', matchId: m.fixture.id, version: ++m.version },
            model: { homeRate: m.homeRate, awayRate: m.awayRate, marginMean: m.marginMean },
          });
        }
      }
    }
    return out.sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
  }

  /** The first messages: every fixture of the day ahead, some of them already playing. */
  initialMessages(now: number): FeedMessage[] {
    this.lastTick = now;
    const messages: FeedMessage[] = [];
    for (const sport of SPORTS) {
      for (const [ti, tournament] of sport.tournaments.entries()) {
        for (let i = 0; i < this.perTournament; i++) {
          // A few matches are already under way when the world starts; the rest spread over 24 hours.
          const startsIn =
            i < 2
              ? -this.random.int(1, Math.floor(sport.durationMin * 0.8)) * 60 * SECONDS
              : this.random.int(10, 24 * 60) * 60 * SECONDS;
          const m = this.schedule(
            sport,
            tournament,
            ti,
            now + startsIn - ((now + startsIn) % (5 * 60 * SECONDS)),
          );
          messages.push(this.fixtureMessage(m));
          if (startsIn < 0) {
            m.phase = 'live';
            messages.push(...this.advance(m, (-startsIn / SECONDS) * 1, now, true));
          }
        }
      }
    }
    return messages;
  }

  /** Advances the world to `now` and returns what changed. */
  tick(now: number): FeedMessage[] {
    const realSeconds = Math.max(0, (now - this.lastTick) / SECONDS);
    this.lastTick = now;
    const out: FeedMessage[] = [];
    for (const m of [...this.matches.values()]) {
      if (m.phase === 'pre' && now >= m.fixture.matchDate) {
        m.phase = 'live';
        m.version++;
        out.push({ kind: 'state', matchId: m.fixture.id, version: m.version, state: this.state(m) });
      }
      if (m.phase === 'live') out.push(...this.advance(m, realSeconds * this.options.speed, now, false));
      else if (m.phase === 'ended' && now - m.endedAt > REMOVE_AFTER_MS) {
        this.matches.delete(m.fixture.id);
        out.push({ kind: 'remove', matchId: m.fixture.id, version: ++m.version });
      }
    }
    out.push(...this.topUp(now));
    return out;
  }

  async start(apply: (messages: FeedMessage[]) => Promise<void>): Promise<void> {
    const now = Date.now();
    await apply(
      this.options.resume?.length ? [...this.resume(now), ...this.topUp(now)] : this.initialMessages(now),
    );
    this.timer = setInterval(() => {
      if (this.busy) return; // a slow apply is never overlapped by the next tick
      this.busy = true;
      apply(this.tick(Date.now())).finally(() => (this.busy = false));
    }, this.options.tickMs ?? 1000);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
  }

  private schedule(
    sport: SportDef,
    tournament: TournamentDef,
    tournamentIndex: number,
    matchDate: number,
  ): SimMatch {
    const id = this.nextMatchId++;
    const teams = [...tournament.teams];
    const home = this.random.pick(teams);
    const away = this.random.pick(teams.filter((t) => t !== home));
    const roll = this.random.next();
    return this.newMatch(sport, tournament, tournamentIndex, {
      id,
      code: matchCode(id),
      homeId: simId.team(sport.id, tournamentIndex, teams.indexOf(home)),
      home,
      awayId: simId.team(sport.id, tournamentIndex, teams.indexOf(away)),
      away,
      matchDate,
      // Mostly singles allowed; some matches need 2 or 3 matches on the coupon (MBS).
      minTip: roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3,
    });
  }

  private newMatch(
    sport: SportDef,
    tournament: TournamentDef,
    tournamentIndex: number,
    f: {
      id: number;
      code: string;
      homeId: number;
      home: string;
      awayId: number;
      away: string;
      matchDate: number;
      minTip: number;
    },
  ): SimMatch {
    const categoryId = simId.category(sport.id, tournamentIndex);
    const diff = this.strength(f.homeId) - this.strength(f.awayId);
    const rate = sport.goalRate ?? 1;
    const fixture: FeedFixture = {
      id: f.id,
      code: f.code,
      sportId: sport.id,
      sportName: sport.name,
      categoryId,
      categoryName: tournament.category,
      categoryFlag: tournament.flag,
      tournamentId: simId.tournament(categoryId),
      tournamentName: tournament.name,
      top: tournament.top ?? false,
      homeTeamId: f.homeId,
      homeTeam: f.home,
      awayTeamId: f.awayId,
      awayTeam: f.away,
      matchDate: f.matchDate,
      minTip: f.minTip,
      markets: [],
    };
    const m: SimMatch = {
      fixture,
      sport,
      // Home advantage and strength difference shift the expected goals.
      homeRate: rate * Math.exp(0.12 + diff * 0.35),
      awayRate: rate * Math.exp(-diff * 0.35),
      // The same for a points sport's expected margin, in its spreads: the widest difference
      // of strengths makes a favourite of about 87 in 100 (a winner at 1.08 against 7), not the
      // sure thing a market cannot be offered on.
      marginMean: (diff * 0.6 + 0.15) * (sport.marginSd ?? 1),
      phase: 'pre',
      elapsed: 0,
      score: { home: 0, away: 0 },
      halftime: null,
      periods: [],
      corners: { home: 0, away: 0 },
      cards: { home: 0, away: 0 },
      goals: [],
      suspendedFor: 0,
      sincePrice: 0,
      version: 1,
      endedAt: 0,
      // Stoppage time of the last period, fixed per match.
      extra: sport.model === 'goals' ? this.derived(f.id, 0x51ed) % 6 : 0,
      target: null,
      playedTo: 0,
      scoring: new Random(this.derived(f.id, 0x5c0e)),
    };
    fixture.markets = this.price(m);
    this.matches.set(f.id, m);
    return m;
  }

  /** A team's strength in [-0.8, 0.8): the same for a seed and a team whatever the order of play. */
  private strength(team: number): number {
    return (this.derived(team, 0x7ea3) / 0x1_0000_0000) * 1.6 - 0.8;
  }

  /** A number in [0, 2^32) fixed by the seed, an id and a purpose. */
  private derived(id: number, purpose: number): number {
    const random = new Random(this.options.seed ^ Math.imul(id, 0x9e3779b1) ^ purpose);
    return Math.floor(random.next() * 0x1_0000_0000);
  }

  private fixtureMessage(m: SimMatch): FeedMessage {
    return {
      kind: 'fixture',
      matchId: m.fixture.id,
      version: m.version,
      fixture: { ...m.fixture, markets: m.fixture.markets },
    };
  }

  /** Plays `seconds` of simulated time of a live match. */
  private advance(m: SimMatch, seconds: number, now: number, quiet: boolean): FeedMessage[] {
    const out: FeedMessage[] = [];
    const { sport } = m;
    const periodS = (sport.durationMin * 60) / sport.periods;
    const totalS = sport.durationMin * 60 + (sport.periods - 1) * sport.breakMin * 60 + m.extra * 60;
    let scored = false;
    let suspendedByTimer = false;
    let remainingStep = seconds;
    // Small steps keep the event rates right when many seconds pass at once.
    while (remainingStep > 0 && m.phase === 'live') {
      const dt = Math.min(remainingStep, 30);
      remainingStep -= dt;
      m.elapsed += dt;
      if (m.suspendedFor > 0) m.suspendedFor = Math.max(0, m.suspendedFor - dt);
      m.sincePrice += dt;
      const clock = this.clock(m);
      const sets = setsToWin(sport.id);
      if (sets !== null) {
        // A sets sport's score is the sets won: each set is decided as it ends, and the match
        // is over as soon as a side has the sets it needs.
        const setsPlayed = clock.inBreak ? clock.period : clock.period - 1;
        while (m.periods.length < setsPlayed && !setsDecided(m, sets)) {
          this.playSet(m, this.random);
          scored = true;
        }
        if (setsDecided(m, sets)) {
          this.finish(m, now, out);
          return out;
        }
        if (clock.inBreak) continue;
      } else {
        // Points are scored up to the moment a break starts, so its period's score has them.
        if (sport.model === 'points' && this.scorePoints(m)) scored = true;
        if (clock.inBreak) {
          if (m.halftime === null && hasHalfTime(sport.id) && clock.period * 2 === sport.periods)
            m.halftime = { ...m.score };
          if (m.periods.length < clock.period) m.periods.push(this.periodScore(m));
          continue;
        }
      }
      // Now and then the trader closes the book for a moment (a dangerous attack, a review).
      if (m.suspendedFor === 0 && this.random.chance(dt / 900)) {
        m.suspendedFor = SUSPEND_ON_TIMER_S;
        suspendedByTimer = true;
      }
      if (sport.model === 'goals') {
        const full = sport.durationMin * 60;
        // the expected goals of the match (the model's) are spread over its stoppage time too
        const withStoppage = full + m.extra * 60;
        for (const side of ['home', 'away'] as const) {
          const rate = side === 'home' ? m.homeRate : m.awayRate;
          if (this.random.chance(1 - Math.exp((-rate * dt) / withStoppage))) {
            m.score[side]++;
            m.goals.push(side);
            scored = true;
          }
          if (sport.id === SPORT_ID.football && this.random.chance((5.1 / full) * dt)) m.corners[side]++;
          if (sport.id === SPORT_ID.football && this.random.chance((2 / full) * dt)) m.cards[side]++;
        }
      }
      if (m.elapsed >= totalS) {
        this.finish(m, now, out);
        return out;
      }
    }
    if (quiet) {
      m.fixture.markets = this.price(m);
      m.version++;
      out.push({ kind: 'state', matchId: m.fixture.id, version: m.version, state: this.state(m) });
      out.push({ kind: 'markets', matchId: m.fixture.id, version: ++m.version, markets: m.fixture.markets });
      return out;
    }
    if (scored && sport.model === 'goals') m.suspendedFor = SUSPEND_AFTER_GOAL_S;
    if ((scored && sport.model === 'goals') || suspendedByTimer)
      out.push({ kind: 'suspend', matchId: m.fixture.id, version: ++m.version, suspended: true });
    out.push({ kind: 'state', matchId: m.fixture.id, version: ++m.version, state: this.state(m) });
    const wasSuspended = m.fixture.markets.every((mk) => mk.iss);
    if (
      m.suspendedFor === 0 &&
      (m.sincePrice >= REPRICE_EVERY_S || wasSuspended || (scored && sport.model === 'points'))
    ) {
      m.sincePrice = 0;
      m.fixture.markets = this.price(m);
      out.push({ kind: 'markets', matchId: m.fixture.id, version: ++m.version, markets: m.fixture.markets });
    } else if (m.suspendedFor > 0) {
      m.fixture.markets = m.fixture.markets.map((mk) => ({ ...mk, iss: true }));
    }
    void periodS;
    return out;
  }

  /**
   * A points sport's points in the play since the last call: each point still to come before the
   * end of play (to the drawn final) falls in it at the share of the play left that it covers, so
   * the score reaches the final when play ends. Returns whether a point was scored.
   */
  private scorePoints(m: SimMatch): boolean {
    const full = m.sport.durationMin * 60;
    const played = Math.min(full, playSecondsAt(m.sport, m.extra, m.elapsed));
    if (played <= m.playedTo) return false;
    if (!m.target) {
      const remaining = 1 - m.playedTo / full;
      const rest = drawRestOfPlay(
        { sport: m.sport, marginMean: m.marginMean, remaining, score: m.score },
        m.scoring,
      );
      m.target = { home: m.score.home + rest.home, away: m.score.away + rest.away };
    }
    const share = (played - m.playedTo) / (full - m.playedTo);
    m.playedTo = played;
    let scored = false;
    for (const side of ['home', 'away'] as const) {
      const points = m.scoring.binomial(m.target[side] - m.score[side], share);
      m.score[side] += points;
      if (points > 0) scored = true;
    }
    return scored;
  }

  /** The points scored in the period that just ended: the score less the earlier periods. */
  private periodScore(m: SimMatch): Score {
    const before = m.periods.reduce((a, p) => ({ home: a.home + p.home, away: a.away + p.away }), {
      home: 0,
      away: 0,
    });
    return { home: m.score.home - before.home, away: m.score.away - before.away };
  }

  /** One set of a sets sport: won by the home side at its chance (the sets model's), 1-0. */
  private playSet(m: SimMatch, random: Random): void {
    const side = random.chance(homeShareOf(m.sport, m.marginMean)) ? 'home' : 'away';
    m.score[side]++;
    m.periods.push(side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
  }

  private finish(m: SimMatch, now: number, out: FeedMessage[]): void {
    m.phase = 'ended';
    const sets = setsToWin(m.sport.id);
    if (sets === null) while (m.periods.length < m.sport.periods) m.periods.push(this.periodScore(m));
    this.playToFormat(m);
    m.endedAt = now;
    m.fixture.markets = m.fixture.markets.map((mk) => ({ ...mk, active: false }));
    out.push({ kind: 'state', matchId: m.fixture.id, version: ++m.version, state: this.state(m) });
    out.push({ kind: 'result', matchId: m.fixture.id, version: ++m.version, result: this.result(m) });
  }

  /**
   * The end of play by the sport's format (shared sport-format): a sets sport plays its last sets
   * until a side has the sets it needs (the clock ran out first); basketball goes to overtime and
   * baseball to extra innings while the score is level, one period more, scored as shared
   * `extraPlay` says. Its own seeded numbers decide, so the rest of the world plays as before.
   */
  private playToFormat(m: SimMatch): void {
    const { sport } = m;
    const random = new Random(this.derived(m.fixture.id, 0xf0a7));
    const sets = setsToWin(sport.id);
    if (sets !== null) {
      while (!setsDecided(m, sets)) this.playSet(m, random);
      return;
    }
    const extra = extraPlay(sport.id);
    if (m.score.home !== m.score.away || !extra) return;
    const winner = random.chance(homeShareOf(sport, m.marginMean)) ? 'home' : 'away';
    let pick = random.next();
    const e = extra.find((x) => (pick -= x.p) < 0) ?? extra[extra.length - 1]!;
    const ot = winner === 'home' ? { home: e.winner, away: e.loser } : { home: e.loser, away: e.winner };
    m.periods.push(ot);
    m.score = { home: m.score.home + ot.home, away: m.score.away + ot.away };
  }

  private result(m: SimMatch): MatchResult {
    return {
      status: MATCH_STATUS.ended,
      score: { ...m.score },
      halftime: hasHalfTime(m.sport.id)
        ? (m.halftime ?? (m.sport.periods === 2 ? { ...m.score } : null))
        : null,
      periods: m.periods.map((p) => ({ ...p })),
      ...(m.sport.id === SPORT_ID.football
        ? { corners: { ...m.corners }, cards: { ...m.cards }, goals: [...m.goals] }
        : {}),
    };
  }

  /** Where the clock stands: period, minute, and whether play is paused for a break. */
  private clock(m: SimMatch): { period: number; minute: number; inBreak: boolean } {
    const { sport } = m;
    const periodS = (sport.durationMin * 60) / sport.periods;
    const breakS = sport.breakMin * 60;
    let t = m.elapsed;
    for (let p = 1; p <= sport.periods; p++) {
      const last = p === sport.periods;
      const length = periodS + (last ? m.extra * 60 : 0);
      if (t < length || last)
        return {
          period: p,
          minute: Math.floor(((p - 1) * periodS + Math.min(t, length)) / 60) + 1,
          inBreak: false,
        };
      t -= length;
      if (t < breakS) return { period: p, minute: Math.floor((p * periodS) / 60), inBreak: true };
      t -= breakS;
    }
    return { period: sport.periods, minute: sport.durationMin, inBreak: false };
  }

  private state(m: SimMatch): MatchStateUpdate {
    if (m.phase === 'pre')
      return { ttype: 'N', status: MATCH_STATUS.notStarted, betStatus: 'started', score: null, time: null };
    const c = this.clock(m);
    const ended = m.phase === 'ended';
    const status = ended
      ? MATCH_STATUS.ended
      : c.inBreak
        ? m.sport.periods === 2
          ? MATCH_STATUS.paused
          : `pause${c.period}`
        : `${c.period}p`;
    const full = m.sport.durationMin;
    return {
      ttype: 'L',
      status,
      betStatus: ended ? 'stopped' : c.inBreak || m.suspendedFor > 0 ? 'paused' : 'started',
      score: { ...m.score },
      time: { minute: Math.min(c.minute, full), extra: Math.max(0, c.minute - full) },
      periods: m.periods.map((p) => ({ ...p })),
      ...(m.sport.id === SPORT_ID.football
        ? { corners: { ...m.corners }, cards: { ...m.cards }, goals: [...m.goals] }
        : {}),
    };
  }

  /** Prices every market of a match from its sport's model and the state of play. */
  private price(m: SimMatch): FeedMarket[] {
    const { sport } = m;
    const totalS = sport.durationMin * 60;
    const played = m.phase === 'pre' ? 0 : Math.min(totalS, this.playedSeconds(m));
    const remaining = Math.max(0, 1 - played / totalS);
    const live = m.phase !== 'pre';
    const quotes: MarketQuote[] =
      sport.model === 'goals'
        ? footballMarkets(
            {
              homeRate: m.homeRate,
              awayRate: m.awayRate,
              remaining,
              score: m.score,
              halfTime: m.halftime ?? undefined,
              goals: m.goals,
              firstHalf: played < totalS / 2,
              live,
            },
            sport.id === SPORT_ID.football ? undefined : GOALS_SPORT_MARKETS,
          )
        : sportMarkets({ sport, marginMean: m.marginMean, remaining, score: m.score });
    const offered = quotes.filter((q) =>
      isOfferable(
        q.outcomes.map((o) => o.p),
        this.margin,
        q.typeId === MARKET_TYPE.doubleChance,
      ),
    );
    return offered.map((q, i) => {
      const marketId = simId.market(m.fixture.id, marketSlot(q, i));
      const odds = priceOutcomes(
        q.outcomes.map((o) => o.p),
        this.margin,
      );
      return {
        id: marketId,
        typeId: q.typeId,
        name: q.name,
        special: q.special,
        active: true,
        iss: false,
        cashout: q.cashout,
        outcomes: q.outcomes.map((o, j) => ({
          id: simId.outcome(marketId, j),
          name: o.name,
          odd: odds[j]!,
          active: true,
          ...outcomeTerms(q.typeId, m.fixture.minTip),
        })),
      };
    });
  }

  private playedSeconds(m: SimMatch): number {
    const { sport } = m;
    const periodS = (sport.durationMin * 60) / sport.periods;
    const c = this.clock(m);
    if (c.inBreak) return c.period * periodS;
    return Math.min(sport.durationMin * 60, (c.minute - 1) * 60 + (m.elapsed % 60));
  }

  /** Keeps a day of fixtures ahead: a tournament with fewer upcoming matches than it should gets more. */
  private topUp(now: number): FeedMessage[] {
    const out: FeedMessage[] = [];
    for (const sport of SPORTS) {
      for (const [ti, tournament] of sport.tournaments.entries()) {
        const upcoming = [...this.matches.values()].filter(
          (m) => m.fixture.tournamentName === tournament.name && m.phase === 'pre',
        ).length;
        for (let i = upcoming; i < this.perTournament - 2; i++) {
          const start = now + this.random.int(60, 24 * 60) * 60 * SECONDS;
          out.push(
            this.fixtureMessage(this.schedule(sport, tournament, ti, start - (start % (5 * 60 * SECONDS)))),
          );
        }
      }
    }
    return out;
  }
}

/** True when a side of a sets sport's match has the sets it needs. */
function setsDecided(m: Pick<SimMatch, 'score'>, sets: number): boolean {
  return setsDecidedBy(m.score, sets);
}

function setsDecidedBy(score: Score, sets: number): boolean {
  return score.home >= sets || score.away >= sets;
}

/**
 * A sets match's score as sets won, each period one set won 1-0. A match stored otherwise (its
 * score in games or points, or sets won short of its periods) is read again from its periods,
 * each set won by the side that scored more in it, a side keeping at most the sets it needs.
 */
function setsWon(score: Score, periods: readonly Score[], sets: number): { score: Score; periods: Score[] } {
  const asSets =
    periods.every((p) => p.home + p.away === 1) &&
    sumScores(periods).home === score.home &&
    sumScores(periods).away === score.away &&
    Math.min(score.home, score.away) < sets &&
    Math.max(score.home, score.away) <= sets;
  if (asSets) return { score: { ...score }, periods: periods.map((p) => ({ ...p })) };
  const out = { score: { home: 0, away: 0 }, periods: [] as Score[] };
  for (const p of periods) {
    if (p.home === p.away || setsDecidedBy(out.score, sets)) continue;
    const side = p.home > p.away ? 'home' : 'away';
    out.score[side]++;
    out.periods.push(side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
  }
  return out;
}

function sumScores(scores: readonly Score[]): Score {
  return scores.reduce((a, p) => ({ home: a.home + p.home, away: a.away + p.away }), { home: 0, away: 0 });
}

/** Seconds of play by `elapsed` seconds since the start: the breaks passed are left out. */
export function playSecondsAt(
  sport: Pick<SportDef, 'durationMin' | 'periods' | 'breakMin'>,
  extraMin: number,
  elapsed: number,
): number {
  const periodS = (sport.durationMin * 60) / sport.periods;
  const breakS = sport.breakMin * 60;
  let t = elapsed;
  let played = 0;
  for (let p = 1; p <= sport.periods; p++) {
    const length = periodS + (p === sport.periods ? extraMin * 60 : 0);
    if (t <= length) return played + Math.max(0, t);
    played += length;
    t -= length + breakS;
  }
  return played;
}

/**
 * Seconds of play (breaks included) behind a stored status and clock: the inverse of the
 * simulator's own clock, so a resumed match continues where it stood.
 */
export function elapsedAt(
  sport: Pick<SportDef, 'durationMin' | 'periods' | 'breakMin'>,
  status: string,
  time: { minute: number; extra: number } | null,
): number {
  const periodS = (sport.durationMin * 60) / sport.periods;
  const breakS = sport.breakMin * 60;
  const pause = /^pause(\d)$|^paused$/.exec(status);
  if (pause) {
    const p = pause[1] ? Number(pause[1]) : Math.max(1, Math.floor(sport.periods / 2));
    return p * periodS + (p - 1) * breakS;
  }
  const playing = /^(\d)p$/.exec(status);
  const p = playing ? Number(playing[1]) : 1;
  const minute = (time?.minute ?? 1) + (time?.extra ?? 0);
  return Math.max(0, (minute - 1) * 60) + (p - 1) * breakS;
}

/** Long-shot markets whose outcomes carry their own, tighter terms. */
const EXOTIC_MARKETS: readonly number[] = [MARKET.correctScore, MARKET.halfTimeFullTime];

/** Goal sports other than football (ice hockey) offer only the main goal markets. */
const GOALS_SPORT_MARKETS: readonly number[] = [
  MARKET.matchResult,
  MARKET.doubleChance,
  MARKET.overUnder,
  MARKET.handicap3Way,
];

/**
 * Per-outcome terms: the spec's default limits, except on long shots (correct score, half time /
 * full time), which need at least two matches on the coupon and take smaller stakes.
 */
function outcomeTerms(typeId: number, matchMinTip: number): { minTip?: number; limits: OutcomeLimits } {
  if (!EXOTIC_MARKETS.includes(typeId)) return { limits: DEFAULT_OUTCOME_LIMITS };
  return {
    minTip: Math.max(2, matchMinTip),
    limits: {
      ...DEFAULT_OUTCOME_LIMITS,
      singleMaxStake: 10_000,
      singleMaxPay: 500_000,
      kombiMaxStake: 10_000,
      kombiMaxPay: 500_000,
    },
  };
}
