import type { Role } from '@bet/shared';
import type { RunningServer } from '../app.ts';
import type { FeedMessage, MatchResult } from '../modules/feed/index.ts';
import { loginAs, loginDemo } from './login-as.ts';
import { goLive, kickOff, testMatch, type TestMatch } from './test-matches.ts';
import type { ApiClient } from './test-server.ts';

/** The simulator's points sport (periods, no draw in play); its markets here are the test ones. */
export const BASKETBALL = { sportId: 3, sportName: 'Basketball' } as const;

/** A user the fixture opened: its id and name, and a client logged in as it. */
export interface TestUser {
  id: number;
  userName: string;
  password: string;
  api: ApiClient;
}

export interface NewUserOptions {
  /** credit given after opening, in major units (as the credit route takes it) */
  credit?: number;
  /** the user's own limits by coupon kind (see limitSet), as a dealer would set them */
  limits?: Record<string, ReturnType<typeof limitSet>>;
  /** where the user hangs; the administrator's own tree when absent */
  parent?: TestUser;
  /** who opens the user and gives the credit; the administrator unless given */
  by?: ApiClient;
  /** any other field of the admin create request (userOpenLimit, bonus, products, ...) */
  settings?: Record<string, unknown>;
  /** a shop only: open its cashier's shift with this float (major units); false leaves it closed. 100 unless told */
  shift?: number | false;
}

/**
 * A known world on a test server: named matches (built from test-matches, so a test states what
 * it bets on instead of filtering the simulator's random world) and factories of new users made
 * through the real admin API, so hierarchy, user-opening and limit rules apply to them.
 */
export interface World {
  admin: ApiClient;
  football: {
    /** pre-match, three hours ahead, MBS 1 */
    pre: TestMatch;
    /** pre-match with a minimum of three matches per coupon */
    preMbs3: TestMatch;
    /** kicked off and in play: live odds, bets open */
    live: TestMatch;
    /** kicked off a minute ago, no live betting, no result yet */
    started: TestMatch;
    /** kicked off two hours ago and ended 2-1 */
    finished: TestMatch;
  };
  basketball: { pre: TestMatch; live: TestMatch };
  /** One more match, applied through the feed path; pre-match football unless told. */
  newMatch(opts?: Parameters<typeof testMatch>[0] & { live?: boolean }): Promise<TestMatch>;
  /** Feed messages for this world (odds changes, results, suspensions), applied in order. */
  apply(messages: FeedMessage[]): Promise<void>;
  newPlayer(opts?: NewUserOptions): Promise<TestUser>;
  newDealer(
    opts?: NewUserOptions & { role?: Extract<Role, 'topDealer' | 'dealer' | 'subDealer'> },
  ): Promise<TestUser>;
  newShop(opts?: NewUserOptions): Promise<TestUser>;
}

/** The feed's result of a match: full time `home`-`away`, half time none scored. */
export function resultOf(m: TestMatch, home: number, away: number): FeedMessage {
  m.version++;
  const result: MatchResult = {
    status: 'ended',
    score: { home, away },
    halftime: { home: 0, away: 0 },
    periods: [
      { home: 0, away: 0 },
      { home, away },
    ],
  };
  return { kind: 'result', matchId: m.id, version: m.version, result };
}

/** One coupon kind's whole limit set (the API takes a kind's set whole): open, MBS 1, pay 50,000. */
export const limitSet = (maxStake: number, more: Record<string, number> = {}) => ({
  minTip: 1,
  minStake: 1,
  maxStake,
  maxPay: 50_000,
  status: 1,
  ...more,
});

let users = 0;

export async function seedWorld(server: RunningServer): Promise<World> {
  const sports = server.services.sports;
  const apply = async (messages: FeedMessage[]) => void (await sports.apply(messages));
  const newMatch: World['newMatch'] = async (opts = {}) => {
    const { live, ...rest } = opts;
    const { match, messages } = testMatch(rest);
    await apply(messages);
    if (live) await apply([kickOff(match), goLive(match)]);
    return match;
  };
  const admin = await loginDemo(server.url, 'admin');

  const pre = await newMatch();
  const preMbs3 = await newMatch({ minTip: 3 });
  const live = await newMatch({ live: true });
  const started = await newMatch();
  await apply([kickOff(started)]);
  const finished = await newMatch();
  await apply([kickOff(finished, 2 * 3600_000)]);
  await apply([resultOf(finished, 2, 1)]);
  const basketball = {
    pre: await newMatch(BASKETBALL),
    live: await newMatch({ ...BASKETBALL, live: true }),
  };

  async function open(role: Role, opts: NewUserOptions, extra: Record<string, unknown> = {}) {
    const by = opts.by ?? admin;
    const userName = `${role.toLowerCase()}${process.pid}x${users++}`;
    const password = `pass-${userName}`;
    const res = await by.post('/admin/users', {
      userName,
      password,
      role,
      ...(opts.parent ? { parentId: opts.parent.id } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      ...extra,
      ...opts.settings,
    });
    if (res.status !== 201)
      throw new Error(`opening ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.userId as number;
    if (opts.credit) {
      const given = await by.post(`/admin/users/${id}/credit`, { amount: opts.credit, direction: 'in' });
      if (given.status !== 200) throw new Error(`credit to ${userName} failed: ${given.status}`);
    }
    return { id, userName, password, api: await loginAs(server.url, userName, password) };
  }

  return {
    admin,
    football: { pre, preMbs3, live, started, finished },
    basketball,
    newMatch,
    apply,
    newPlayer: (opts = {}) => open('player', opts),
    newDealer: (opts = {}) => open(opts.role ?? 'dealer', opts, { userOpenLimit: 100 }),
    newShop: async (opts = {}) => {
      const terminalNo = `T-${process.pid}-${users}`;
      const shop = await open('terminal', opts, { terminalNo });
      // counter bets and payouts need the cashier's open shift, as in a real shop
      if (opts.shift !== false) {
        const opened = await shop.api.post('/terminal/shift/open', { terminalNo, float: opts.shift ?? 100 });
        if (opened.status !== 201)
          throw new Error(`opening the shift of ${shop.userName} failed: ${opened.status}`);
      }
      return shop;
    },
  };
}
