import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER } from '../betslip/types.ts';
import {
  LIMIT_SCOPES,
  STAKE_FACTOR_MAX,
  STAKE_FACTOR_MIN,
  STAKE_FACTOR_ONE,
  effectiveLimits,
  narrowLimitSets,
  scaled,
  type LimitedPick,
  type TradingLimit,
} from './trading-limits.ts';

const pick = (matchId: number, more: Partial<LimitedPick> = {}): LimitedPick => ({
  matchId,
  sportId: 1,
  leagueId: 10,
  marketTypeId: 1,
  ...more,
});
const limit = (
  scope: TradingLimit['scope'],
  targetId: number,
  more: Partial<TradingLimit>,
): TradingLimit => ({
  scope,
  targetId,
  maxStake: null,
  maxPay: null,
  matchTotal: null,
  ...more,
});
const base = { playerId: 7, stakeFactor: STAKE_FACTOR_ONE, siteMatchTotal: 500_000 };

// small id ranges so generated limits often hit the generated picks
const id = fc.integer({ min: 1, max: 4 });
const amount = fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: null });
const arbLimit = fc.record({
  scope: fc.constantFrom(...LIMIT_SCOPES),
  targetId: id,
  maxStake: amount,
  maxPay: amount,
  matchTotal: amount,
});
const arbPick = fc.record({ matchId: id, sportId: id, leagueId: id, marketTypeId: id });
const arbFactor = fc.integer({ min: STAKE_FACTOR_MIN, max: STAKE_FACTOR_MAX });

/** Whether a limit binds a pick or the player, written out apart from the rule under test. */
function binds(r: TradingLimit, picks: LimitedPick[], playerId: number, onlyMatch?: number): boolean {
  if (r.scope === 'player') return r.targetId === playerId;
  const field = {
    sport: 'sportId',
    league: 'leagueId',
    match: 'matchId',
    marketType: 'marketTypeId',
  } as const;
  const key = field[r.scope];
  return picks.some((p) => (onlyMatch === undefined || p.matchId === onlyMatch) && p[key] === r.targetId);
}

describe('trading limits: the most restrictive applies at placement', () => {
  it('of a sport, league, match and market type limit on the picks, the lowest wins; the factor scales it', () => {
    const rules = [
      limit('sport', 1, { maxStake: 50_000, maxPay: 900_000 }),
      limit('league', 10, { maxStake: 20_000 }),
      limit('match', 3, { maxStake: 30_000, matchTotal: 40_000 }),
      limit('marketType', 18, { maxPay: 100_000 }),
      // another league's and another player's limits do not touch this coupon
      limit('league', 11, { maxStake: 100 }),
      limit('player', 8, { maxStake: 100 }),
    ];
    expect(effectiveLimits({ ...base, rules, picks: [pick(3), pick(4)] })).toEqual({
      maxStake: 20_000,
      maxPay: 900_000,
      matchTotals: [
        { matchId: 3, limit: 40_000 },
        { matchId: 4, limit: 500_000 },
      ],
      stakeFactor: 1000,
    });
    // a market type limit binds only when a pick is of that type
    expect(effectiveLimits({ ...base, rules, picks: [pick(4, { marketTypeId: 18 })] }).maxPay).toBe(100_000);
    // the player's own limit binds whatever the picks; a factor of 0.5 halves every amount
    const mine = [...rules, limit('player', 7, { maxStake: 15_000, matchTotal: 300_000 })];
    expect(effectiveLimits({ ...base, rules: mine, stakeFactor: 500, picks: [pick(3), pick(4)] })).toEqual({
      maxStake: 7_500,
      maxPay: 450_000,
      matchTotals: [
        { matchId: 3, limit: 20_000 },
        { matchId: 4, limit: 150_000 },
      ],
      stakeFactor: 500,
    });
    // nothing set: no max, the site-wide match total
    expect(effectiveLimits({ ...base, rules: [], picks: [pick(5)] })).toEqual({
      maxStake: null,
      maxPay: null,
      matchTotals: [{ matchId: 5, limit: 500_000 }],
      stakeFactor: 1000,
    });
  });

  it("the player's own limit sets are lowered to the effective limits; a factor below one lowers them too, above one never lifts them", () => {
    const own = DEFAULT_USER.limits;
    const narrowed = narrowLimitSets(own, { maxStake: 10_000, maxPay: null, stakeFactor: 1000 });
    expect(narrowed.single).toEqual({ ...own.single, maxStake: 10_000 });
    expect(narrowLimitSets(own, { maxStake: null, maxPay: null, stakeFactor: 500 }).combine).toEqual({
      ...own.combine,
      maxStake: own.combine.maxStake / 2,
      maxPay: own.combine.maxPay / 2,
    });
    expect(narrowLimitSets(own, { maxStake: 90_000, maxPay: null, stakeFactor: 3000 }).live).toEqual(
      own.live,
    );
  });

  it('over generated limits, picks and factors each amount is the lowest of the limits that bind, scaled', () => {
    fc.assert(
      fc.property(
        fc.array(arbLimit, { maxLength: 12 }),
        fc.array(arbPick, { minLength: 1, maxLength: 5 }),
        id,
        arbFactor,
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (rules, picks, playerId, stakeFactor, siteMatchTotal) => {
          const eff = effectiveLimits({ rules, picks, playerId, stakeFactor, siteMatchTotal });
          for (const key of ['maxStake', 'maxPay'] as const) {
            const values = rules
              .filter((r) => binds(r, picks, playerId))
              .map((r) => r[key])
              .filter((v): v is number => v !== null)
              .map((v) => scaled(v, stakeFactor));
            if (values.length === 0) expect(eff[key]).toBeNull();
            else {
              // never above any limit that binds, and one of them exactly
              for (const v of values) expect(eff[key]!).toBeLessThanOrEqual(v);
              expect(values).toContain(eff[key]);
            }
          }
          expect(eff.matchTotals.map((m) => m.matchId).sort()).toEqual(
            [...new Set(picks.map((p) => p.matchId))].sort(),
          );
          for (const { matchId, limit: total } of eff.matchTotals) {
            const values = [
              siteMatchTotal,
              ...rules
                .filter((r) => binds(r, picks, playerId, matchId))
                .map((r) => r.matchTotal)
                .filter((v): v is number => v !== null),
            ].map((v) => scaled(v, stakeFactor));
            for (const v of values) expect(total).toBeLessThanOrEqual(v);
            expect(values).toContain(total);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('over generated cases a limit added never raises an amount, order does not matter, a lower factor never raises', () => {
    fc.assert(
      fc.property(
        fc.array(arbLimit, { maxLength: 10 }),
        arbLimit,
        fc.array(arbPick, { minLength: 1, maxLength: 4 }),
        arbFactor,
        arbFactor,
        (rules, extra, picks, f1, f2) => {
          const at = (rs: TradingLimit[], stakeFactor: number) =>
            effectiveLimits({ rules: rs, picks, playerId: 2, stakeFactor, siteMatchTotal: 1_000_000 });
          const before = at(rules, f1);
          const after = at([...rules, extra], f1);
          const atMost = (a: number | null, b: number | null) =>
            b === null || (a !== null && a <= b) ? true : a === null ? false : a <= b;
          expect(atMost(after.maxStake, before.maxStake)).toBe(true);
          expect(atMost(after.maxPay, before.maxPay)).toBe(true);
          after.matchTotals.forEach((m, i) =>
            expect(m.limit).toBeLessThanOrEqual(before.matchTotals[i]!.limit),
          );
          expect(at([...rules].reverse(), f1)).toEqual(before);
          const [lo, hi] = f1 <= f2 ? [f1, f2] : [f2, f1];
          const low = at(rules, lo);
          const high = at(rules, hi);
          if (high.maxStake !== null) expect(low.maxStake!).toBeLessThanOrEqual(high.maxStake);
          low.matchTotals.forEach((m, i) => expect(m.limit).toBeLessThanOrEqual(high.matchTotals[i]!.limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('over generated own limits the narrowed set is never above the effective limit, nor above its own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000_000 }),
        amount,
        amount,
        arbFactor,
        (maxStake, maxPay, effStake, effPay, stakeFactor) => {
          const own = { ...DEFAULT_USER.limits, single: { ...DEFAULT_USER.limits.single, maxStake, maxPay } };
          const out = narrowLimitSets(own, { maxStake: effStake, maxPay: effPay, stakeFactor }).single;
          expect(out.maxStake).toBeLessThanOrEqual(maxStake);
          expect(out.maxPay).toBeLessThanOrEqual(maxPay);
          if (effStake !== null) expect(out.maxStake).toBeLessThanOrEqual(effStake);
          if (effPay !== null) expect(out.maxPay).toBeLessThanOrEqual(effPay);
          expect(Number.isInteger(out.maxStake) && Number.isInteger(out.maxPay)).toBe(true);
          expect([out.minStake, out.minTip, out.status]).toEqual([own.single.minStake, own.single.minTip, 1]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
