import { MARKET_TYPE } from '@bet/shared';
import type { CouponCreateRequest } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { loadAuthUser } from '../auth/index.ts';
import { placeCoupon } from '../coupons/index.ts';
import { type FeedFixture, type FeedMessage, Random, Simulator, type PastMatch } from '../feed/index.ts';
import { openShift } from '../shifts/index.ts';
import type { SportsService } from '../sports/index.ts';
import { DEMO_USERS } from '../users/index.ts';

/** The part of the past written at first start; a second start finds its row and adds nothing. */
const PAST_PART = 'past-two-days';
const PAST_DAYS = 2;
/** Coupons of each demo bettor in the past; the first player gets more so every list has pages. */
const COUPONS_OF: Record<string, number> = { player1: 10 };
const DEFAULT_COUPONS = 4;
const STAKES = [2, 5, 10, 20];
/** Mixed into the seed for the coupons' own draws. */
const COUPON_SALT = 0xc0f0;
const MINUTE_MS = 60_000;

export interface WorldHistoryReport {
  matches: number;
  coupons: number;
}

interface PlannedCoupon {
  userName: string;
  at: number;
  req: CouponCreateRequest;
}

const fixtureOf = (p: PastMatch): FeedFixture =>
  (p.fixture as Extract<FeedMessage, { kind: 'fixture' }>).fixture;

/**
 * Gives a fresh simulated world its past: the finished matches of the last two days with their
 * results, and settled coupons of the demo bettors. The coupons go through the real placement (at
 * the time they were made, before their matches) and the real settlement (the results arrive as
 * the feed sends them), so every stake and payout is a ledger row. Runs once per database.
 */
export async function seedWorldHistory(
  ctx: AppContext,
  sports: SportsService,
  now = Date.now(),
): Promise<WorldHistoryReport | null> {
  const db = ctx.database.db;
  const done = await db
    .selectFrom('world_history')
    .select('part')
    .where('part', '=', PAST_PART)
    .executeTakeFirst();
  if (done) return null;

  const seed = ctx.config.simSeed;
  const past = Simulator.past(seed, now, PAST_DAYS);
  // Every step below is safe to repeat (fixtures by version, coupons by idempotency key,
  // settlement by result), so a start cut short before the row is written simply runs again.
  await sports.apply(past.map((p) => p.fixture));

  let coupons = 0;
  const shifts = new Set<number>();
  for (const planned of planCoupons(past, seed)) {
    const user = await loadUser(ctx, planned.userName);
    if (!user) continue;
    // the demo shop's counter bets go into its cashier's shift, opened before its first one (a
    // start cut short and run again finds it open: shiftAlreadyOpen)
    if (user.userType === 'F' && !shifts.has(user.id)) {
      shifts.add(user.id);
      await openShift(
        ctx.database,
        user,
        { terminalNo: DEMO_TERMINAL_NO, float: DEMO_FLOAT },
        planned.at,
      ).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
      });
    }
    try {
      const placed = await placeCoupon(ctx, sports, user, planned.req, planned.at);
      if (placed.created) coupons++;
    } catch (err) {
      // a coupon the rules refuse (credit, MBS, limits) is simply not part of the past
      if (!(err instanceof AppError)) throw err;
      ctx.logger.debug({ code: err.code, user: planned.userName }, 'past coupon refused');
    }
  }

  await sports.apply([...past].sort((a, b) => a.endedAt - b.endedAt).flatMap((p) => p.finish));
  await sports.apply(past.map((p) => p.remove));
  await db
    .insertInto('world_history')
    .values({ part: PAST_PART, seed, matches: past.length, coupons })
    .onConflict((oc) => oc.column('part').doNothing())
    .execute();
  return { matches: past.length, coupons };
}

/** The demo shop's terminal and the float its demo shift opened with (major units). */
const DEMO_TERMINAL_NO = 'T-0001';
const DEMO_FLOAT = 500;

async function loadUser(ctx: AppContext, userName: string) {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirst();
  return row ? loadAuthUser(ctx.database.db, Number(row.id)) : null;
}

/**
 * The demo bettors' coupons of the past, the same for a seed: one to three picks on matches that
 * kick off within a few hours of each other, made ten minutes to three hours before the first.
 */
function planCoupons(past: readonly PastMatch[], seed: number): PlannedCoupon[] {
  const random = new Random((seed ^ COUPON_SALT) >>> 0);
  const bettors = DEMO_USERS.filter((u) => u.role === 'player' || u.role === 'terminal').map(
    (u) => u.userName,
  );
  const plans: PlannedCoupon[] = [];
  for (const userName of bettors) {
    const count = COUPONS_OF[userName] ?? DEFAULT_COUPONS;
    for (let i = 0; i < count; i++) {
      const size = random.int(1, 3);
      const first = random.int(0, past.length - 1);
      const window = past.filter(
        (p) =>
          p.kickoff >= past[first]!.kickoff &&
          p.kickoff <= past[first]!.kickoff + 6 * 60 * MINUTE_MS &&
          fixtureOf(p).minTip <= size &&
          fixtureOf(p).markets.some((m) => m.typeId === MARKET_TYPE.matchResult),
      );
      const chosen: PastMatch[] = [];
      while (chosen.length < size && window.length > 0)
        chosen.push(window.splice(random.int(0, window.length - 1), 1)[0]!);
      if (chosen.length === 0) continue;
      const picks = chosen.map((p) => {
        const f = fixtureOf(p);
        const market = f.markets.find((m) => m.typeId === MARKET_TYPE.matchResult)!;
        const outcome = random.pick(market.outcomes);
        return { matchId: f.id, marketId: market.id, outcomeId: outcome.id, odd: outcome.odd, banker: false };
      });
      const kickoff = Math.min(...chosen.map((p) => p.kickoff));
      plans.push({
        userName,
        at: kickoff - random.int(10, 180) * MINUTE_MS,
        req: {
          idempotencyKey: `world-past-${seed}-${userName}-${i}`,
          stake: random.pick(STAKES),
          oddChangeOk: true,
          picks,
        },
      });
    }
  }
  // made in the order they happened, so each sees the balance the ones before it left
  return plans.sort((a, b) => a.at - b.at);
}
