import {
  DEFAULT_OUTCOME_LIMITS,
  type FeedFixture,
  type FeedMarket,
  type FeedMessage,
} from '../modules/feed/index.ts';

/**
 * Hand-made matches for coupon tests: a test decides their date, MBS, odds and state instead of
 * hunting for them in the simulated world. Ids start high so they never meet the simulator's.
 */
let nextId = 9_000_000;
const fixtures = new Map<number, FeedFixture>();

export interface TestMatch {
  id: number;
  /** market id → outcome ids by name */
  result: { marketId: number; outcomes: Record<'1' | 'X' | '2', number> };
  overUnder: { marketId: number; outcomes: Record<'Over' | 'Under', number> };
  odds: { '1': number; X: number; '2': number; Over: number; Under: number };
  ouLine: string;
  version: number;
}

function marketsOf(id: number, odds: TestMatch['odds'], ouLine: string): FeedMarket[] {
  const outcome = (k: number, name: keyof TestMatch['odds']) => ({
    id: id * 10 + k,
    name,
    odd: odds[name],
    active: true,
    limits: DEFAULT_OUTCOME_LIMITS,
  });
  return [
    {
      id: id * 10,
      typeId: 1,
      name: '1X2',
      special: '',
      active: true,
      iss: false,
      cashout: true,
      outcomes: [outcome(1, '1'), outcome(2, 'X'), outcome(3, '2')],
    },
    {
      id: id * 10 + 5,
      typeId: 18,
      name: 'Over/Under',
      special: ouLine,
      active: true,
      iss: false,
      cashout: true,
      outcomes: [outcome(6, 'Over'), outcome(7, 'Under')],
    },
  ];
}

/** New odds for a test match, as the feed sends them (the match's version moves on). */
export function oddsChange(m: TestMatch, odds: Partial<TestMatch['odds']>): FeedMessage {
  m.odds = { ...m.odds, ...odds };
  m.version++;
  return { kind: 'markets', matchId: m.id, version: m.version, markets: marketsOf(m.id, m.odds, m.ouLine) };
}

export function testMatch(opts: {
  startsInMs?: number;
  minTip?: number;
  odds?: Partial<TestMatch['odds']>;
  sportId?: number;
  sportName?: string;
  /** the over/under line, 2.5 unless given (quarter lines such as 2.25 settle in halves) */
  ouLine?: string;
}): { match: TestMatch; messages: FeedMessage[] } {
  const id = nextId++;
  const odds = { '1': 2, X: 3.2, '2': 3.5, Over: 1.9, Under: 1.9, ...opts.odds };
  const markets = marketsOf(id, odds, opts.ouLine ?? '2.5');
  const match: TestMatch = {
    id,
    result: { marketId: id * 10, outcomes: { '1': id * 10 + 1, X: id * 10 + 2, '2': id * 10 + 3 } },
    overUnder: { marketId: id * 10 + 5, outcomes: { Over: id * 10 + 6, Under: id * 10 + 7 } },
    odds,
    ouLine: opts.ouLine ?? '2.5',
    version: 1,
  };
  const messages: FeedMessage[] = [
    {
      kind: 'fixture',
      matchId: id,
      version: 1,
      fixture: {
        id,
        code: `T${id}`,
        sportId: opts.sportId ?? 1,
        sportName: opts.sportName ?? 'Football',
        categoryId: 9001,
        categoryName: 'Testland',
        categoryFlag: '',
        tournamentId: 9002,
        tournamentName: 'Test league',
        top: false,
        homeTeamId: id * 2,
        homeTeam: `Home ${id}`,
        awayTeamId: id * 2 + 1,
        awayTeam: `Away ${id}`,
        matchDate: Date.now() + (opts.startsInMs ?? 3 * 3600_000),
        minTip: opts.minTip ?? 1,
        markets,
      },
    },
  ];
  fixtures.set(id, (messages[0] as Extract<FeedMessage, { kind: 'fixture' }>).fixture);
  return { match, messages };
}

/** The request pick of one outcome of a test match, at its listed odd. */
export function pickOn(m: TestMatch, name: keyof TestMatch['odds'], banker = false) {
  const ou = name === 'Over' || name === 'Under';
  return {
    matchId: m.id,
    marketId: ou ? m.overUnder.marketId : m.result.marketId,
    outcomeId: ou ? m.overUnder.outcomes[name] : m.result.outcomes[name],
    odd: m.odds[name],
    banker,
  };
}

/**
 * The feed moves a test match's start into the past (it kicked off): a fixture update at the
 * current odds. Bets placed before stay; a result may now be entered.
 */
export function kickOff(m: TestMatch, agoMs = 60_000): FeedMessage {
  const fixture = fixtures.get(m.id);
  if (!fixture) throw new Error(`not a test match: ${m.id}`);
  m.version++;
  return {
    kind: 'fixture',
    matchId: m.id,
    version: m.version,
    fixture: { ...fixture, matchDate: Date.now() - agoMs, markets: marketsOf(m.id, m.odds, m.ouLine) },
  };
}

/** The feed says a test match is in play: live odds, bets open. */
export function goLive(m: TestMatch): FeedMessage {
  m.version++;
  return {
    kind: 'state',
    matchId: m.id,
    version: m.version,
    state: {
      ttype: 'L',
      status: '1p',
      betStatus: 'started',
      score: { home: 0, away: 0 },
      time: { minute: 5, extra: 0 },
    },
  };
}
