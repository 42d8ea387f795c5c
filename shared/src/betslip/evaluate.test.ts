import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payout } from '../money/payout.ts';
import { evaluateSlip } from './evaluate.ts';
import { systemTotalsByEnumeration } from './system-math.ts';
import { toggleBanker, toggleSystemSize } from './system.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, EMPTY_SLIP, type SlipUser } from './types.ts';

const user: SlipUser = { ...DEFAULT_USER, staketype: 1 };
const slipOf = (picks: ReturnType<typeof pick>[], stake: number, system: number[] = []) => ({
  picks,
  stake,
  system,
});

describe('coupon type (section 4)', () => {
  it('"single (one selection); multiple (two from the same match); system (ticked); combine (otherwise)"', () => {
    expect(evaluateSlip(slipOf([pick(1, 2)], 1000), user).type).toBe('TK');
    expect(evaluateSlip(slipOf([pick(1, 2), pick(2, 3)], 1000), user).type).toBe('KK');
    expect(evaluateSlip(slipOf([pick(1, 2), pick(1, 3, { mk: 5, o: 6 }), pick(2, 2)], 1000), user).type).toBe(
      'CK',
    );
    expect(evaluateSlip(slipOf([pick(1, 2), pick(2, 3), pick(3, 4)], 1000, [2]), user).type).toBe('SK');
    expect(evaluateSlip(slipOf([pick(1, 2), pick(2, 3)], 1000), user).couponType).toBe(0);
    expect(evaluateSlip(slipOf([pick(1, 2), pick(2, 3), pick(3, 4)], 1000, [2]), user).couponType).toBe(2);
  });
});

describe('totals', () => {
  it('a combine pays the stake times the product of the odds', () => {
    const s = evaluateSlip(slipOf([pick(1, 1.85), pick(2, 2.1)], 1000), user);
    expect(s).toMatchObject({ bets: 1, totalOdds: 3.885, stakeTotal: 1000, maxPay: 3885, creatable: true });
  });

  it('a 2-of-3 system with a banker: bets, total odds and max pay', () => {
    let slip = toggleSystemSize(slipOf([pick(1, 1.5), pick(2, 2), pick(3, 3), pick(4, 4)], 3000), 2);
    slip = toggleBanker(slip, pick(1, 1.5));
    const s = evaluateSlip(slip, user);
    // 3 bets of 10.00: 1.5 × (6 + 8 + 12) = 39
    expect(s).toMatchObject({
      type: 'SK',
      bets: 3,
      stakePerBet: 1000,
      stakeTotal: 3000,
      totalOdds: 39,
      maxPay: 39_000,
    });
  });

  it('a multiple takes one pick per match in each bet', () => {
    const s = evaluateSlip(slipOf([pick(1, 2), pick(1, 3, { mk: 5, o: 6 }), pick(2, 1.5)], 2000), user);
    // bets 2×1; odds (2 + 3) × 1.5 = 7.5; per bet 10.00
    expect(s).toMatchObject({ bets: 2, totalOdds: 7.5, stakePerBet: 1000, maxPay: 7500 });
  });

  it('"Stake type 1 means the entered stake is the total; otherwise it is per bet"', () => {
    const picks = [pick(1, 2), pick(2, 3), pick(3, 4)];
    expect(evaluateSlip(slipOf(picks, 3000, [2]), user)).toMatchObject({
      stakePerBet: 1000,
      stakeTotal: 3000,
    });
    expect(evaluateSlip(slipOf(picks, 1000, [2]), { ...user, staketype: 0 })).toMatchObject({
      stakePerBet: 1000,
      stakeTotal: 3000,
    });
  });

  it('"Min stake is the default stake"; a chosen stake outside the limits is refused, never changed', () => {
    expect(evaluateSlip(slipOf([pick(1, 2)], 0), user)).toMatchObject({ stake: 100, stakeTotal: 100 });
    const low = evaluateSlip(slipOf([pick(1, 2)], 50), user);
    expect(low).toMatchObject({ stake: 50, stakeTotal: 50, creatable: false });
    expect(low.messages).toEqual([
      { key: 'minStakeError', params: { stake: '1.00' }, amounts: { stake: 100 } },
    ]);
    // typing 0 is a stake the player chose: refused, not silently the min stake
    const zero = evaluateSlip({ ...slipOf([pick(1, 2)], 0), stakeSet: true }, user);
    expect(zero).toMatchObject({ stake: 0, stakeTotal: 0, creatable: false });
    expect(zero.messages.map((m) => m.key)).toEqual(['minStakeError']);
    // above the max: the max stake message, before the balance is looked at
    const high = evaluateSlip(slipOf([pick(1, 2)], 9_999_900), { ...user, credit: 100 });
    expect(high).toMatchObject({ stake: 9_999_900, stakeTotal: 9_999_900, creatable: false });
    expect(high.messages).toEqual([
      { key: 'maxStakeError', params: { stake: '250.00' }, amounts: { stake: 25_000 } },
    ]);
    expect(evaluateSlip(slipOf([pick(1, 2)], 20_000), { ...user, credit: 100 }).messages).toEqual([
      { key: 'notEnoughCredit' },
    ]);
  });

  it('a 20-pick accumulator is paid at the 320 cap and placeable at the min stake', () => {
    const picks = Array.from({ length: 20 }, (_, i) => pick(i + 1, 2.05));
    const s = evaluateSlip(slipOf(picks, 0), user);
    expect(s).toMatchObject({ totalOdds: 320, stake: 100, stakeTotal: 100, maxPay: 32_000, creatable: true });
    expect(s.messages).toEqual([]);
    // a stake whose payout passes the max pay is lowered to the one that reaches it, and says so once
    const big = evaluateSlip(slipOf(picks, 25_000), user);
    expect(big).toMatchObject({ stake: 3906, stakeTotal: 3906, maxPay: 1_249_920, creatable: true });
    expect(big.messages).toEqual([
      { key: 'maxPayStakeReduced', params: { stake: '39.06' }, amounts: { stake: 3906 } },
    ]);
  });

  it('a max pay that the min stake already passes caps the payout, never the stake to 0', () => {
    const capped: SlipUser = {
      ...user,
      limits: { ...user.limits, combine: { ...user.limits.combine, maxPay: 5_000 } },
    };
    const picks = Array.from({ length: 20 }, (_, i) => pick(i + 1, 2.05));
    const s = evaluateSlip(slipOf(picks, 1000), capped);
    expect(s).toMatchObject({ stake: 100, stakeTotal: 100, maxPay: 5_000, creatable: true });
    expect(s.messages).toEqual([
      { key: 'maxPayCapped', params: { amount: '50.00' }, amounts: { amount: 5_000 } },
    ]);
  });

  it('the stake box and the details always show the same figure, with one stake message at most', () => {
    const stakeKeys = new Set([
      'minStakeError',
      'maxStakeError',
      'maxPayStakeReduced',
      'maxPayCapped',
      'notEnoughCredit',
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1010, max: 9000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        fc.constantFrom(0, 1),
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
        (odds, stake, stakeSet, staketype, maxPay, credit) => {
          const limit = { ...user.limits.combine, maxPay };
          const u: SlipUser = {
            ...user,
            staketype,
            credit,
            limits: { single: limit, combine: limit, multiple: limit, system: limit, live: limit },
          };
          const picks = odds.map((o, i) => pick(i + 1, o / 1000));
          const s = evaluateSlip({ ...slipOf(picks, stake), stakeSet }, u);
          expect(s.stake).toBe(staketype === 1 ? s.stakeTotal : s.stakePerBet);
          expect(s.messages.filter((m) => stakeKeys.has(m.key)).length).toBeLessThanOrEqual(1);
          // whatever can be placed is staked at least the min stake and pays within the cap
          if (s.creatable) {
            expect(s.stakeTotal).toBeGreaterThanOrEqual(s.minStake);
            expect(s.stakeTotal).toBeLessThanOrEqual(s.maxStake);
            expect(s.maxPay).toBeLessThanOrEqual(maxPay);
          }
        },
      ),
    );
  });

  it('per-outcome limits narrow the user limits (single vs combined)', () => {
    const limits = {
      singleMinStake: 500,
      singleMaxStake: 2000,
      singleMaxPay: 1_000_000,
      kombiMinStake: 100,
      kombiMaxStake: 800,
      kombiMaxPay: 1_000_000,
    };
    const limited = pick(1, 2, { outcome: { name: '1', active: true, iss: false, isv: true, limits } });
    expect(evaluateSlip(slipOf([limited], 0), user)).toMatchObject({ minStake: 500, stakeTotal: 500 });
    expect(evaluateSlip(slipOf([limited], 100), user).messages.map((m) => m.key)).toEqual(['minStakeError']);
    const combined = evaluateSlip(slipOf([limited, pick(2, 2)], 5000), user);
    expect(combined).toMatchObject({ maxStake: 800, stakeTotal: 5000, creatable: false });
    expect(combined.messages.map((m) => m.key)).toEqual(['maxStakeError']);
  });

  it('"When the max-win limit caps the stake, the stake is reduced to the allowed amount and a message is shown"', () => {
    const capped: SlipUser = {
      ...user,
      limits: { ...user.limits, combine: { ...user.limits.combine, maxPay: 10_000 } },
    };
    const s = evaluateSlip(slipOf([pick(1, 10), pick(2, 10)], 20_000), capped);
    expect(s.stakeTotal).toBe(100);
    expect(s.maxPay).toBe(10_000);
    expect(s.messages).toEqual([
      { key: 'maxPayStakeReduced', params: { stake: '1.00' }, amounts: { stake: 100 } },
    ]);
    expect(s.creatable).toBe(true);
  });

  it("caps a combine at the user's maxOddsCoupon", () => {
    const s = evaluateSlip(slipOf([pick(1, 10), pick(2, 10)], 1000), { ...user, maxOddsCoupon: 50 });
    expect(s.totalOdds).toBe(50);
    expect(s.maxPay).toBe(50_000);
  });
});

describe('refusals', () => {
  it('"Locked picks block creation (message key thereAreLockedMatches)"', () => {
    const locked = pick(2, 2, { match: { ...pick(2, 2).match, betStatus: 'stopped' } });
    const s = evaluateSlip(slipOf([pick(1, 2), locked], 1000), user);
    expect(s.locked).toBe(1);
    expect(s.messages.map((m) => m.key)).toContain('thereAreLockedMatches');
    expect(s.creatable).toBe(false);
  });

  it('minTip: "a match with minTip 3 cannot be played as a single"', () => {
    const mbs3 = pick(1, 2, { match: { ...pick(1, 2).match, minTip: 3 } });
    expect(evaluateSlip(slipOf([mbs3], 1000), user).messages).toContainEqual({
      key: 'minMatchCount',
      params: { count: 3 },
    });
    expect(evaluateSlip(slipOf([mbs3, pick(2, 2), pick(3, 2)], 1000), user).creatable).toBe(true);
    // A system's smallest bet must hold enough matches too: 2-of-3 holds 2.
    expect(evaluateSlip(slipOf([mbs3, pick(2, 2), pick(3, 2)], 1000, [2]), user).creatable).toBe(false);
    // An outcome's own minTip wins over the match's.
    const outcomeMbs = pick(1, 2, { outcome: { name: '1', active: true, iss: false, isv: true, minTip: 2 } });
    expect(evaluateSlip(slipOf([outcomeMbs], 1000), user).minTip).toBe(2);
  });

  it("the user's system min tip counts the coupon's matches: a 3-pick 1/3 or 2/3 meets a min tip of 3", () => {
    const u: SlipUser = {
      ...user,
      limits: { ...user.limits, system: { ...user.limits.system, minTip: 3 } },
    };
    const three = [pick(1, 2), pick(2, 3), pick(3, 4)];
    for (const sizes of [[1], [2], [1, 2]]) {
      const s = evaluateSlip(slipOf(three, 1200, sizes), u);
      expect(s.messages.map((m) => m.key)).not.toContain('minMatchCount');
      expect(s.creatable).toBe(true);
    }
    // two matches are still too few, whatever the sizes
    const two = toggleBanker(slipOf([pick(1, 2), pick(2, 3), pick(3, 4)], 1200, [1]), pick(1, 2));
    expect(evaluateSlip({ ...two, picks: two.picks.slice(0, 2) }, u).messages).toContainEqual({
      key: 'minMatchCount',
      params: { count: 3 },
    });
  });

  it("a pick's own min tip binds every bet of a system, with a message that says so", () => {
    const mbs3 = pick(1, 2, { match: { ...pick(1, 2).match, minTip: 3 } });
    const s = evaluateSlip(slipOf([mbs3, pick(2, 2), pick(3, 2)], 1200, [2]), user);
    expect(s.messages).toContainEqual({ key: 'systemBetMinMatches', params: { count: 3 } });
    expect(s.messages.map((m) => m.key)).not.toContain('minMatchCount');
    expect(s.creatable).toBe(false);
    // 3/3 holds all three in its one bet
    expect(evaluateSlip(slipOf([mbs3, pick(2, 2), pick(3, 2)], 1200, [3]), user).creatable).toBe(true);
  });

  it("the user's min tip per coupon type applies", () => {
    const u: SlipUser = {
      ...user,
      limits: { ...user.limits, combine: { ...user.limits.combine, minTip: 4 } },
    };
    expect(evaluateSlip(slipOf([pick(1, 2), pick(2, 2)], 1000), u).messages).toContainEqual({
      key: 'minMatchCount',
      params: { count: 4 },
    });
  });

  it('"System bets can be disabled per user (system status 0)" and closed coupon types refuse', () => {
    const picks = [pick(1, 2), pick(2, 3), pick(3, 4)];
    expect(evaluateSlip(slipOf(picks, 1000, [2]), { ...user, systemEnabled: false }).messages).toContainEqual(
      { key: 'systemDisabled' },
    );
    const closed: SlipUser = {
      ...user,
      limits: { ...user.limits, combine: { ...user.limits.combine, status: 0 } },
    };
    expect(evaluateSlip(slipOf(picks, 1000), closed).messages).toContainEqual({ key: 'couponTypeClosed' });
  });

  it('live picks use the live limit set', () => {
    const live = pick(1, 2, { match: { ...pick(1, 2).match, ttype: 'L', status: '1p' } });
    expect(evaluateSlip(slipOf([live, pick(2, 2)], 1000), user).limitKind).toBe('live');
  });

  it('a system total that does not divide by its bets stakes whole cents per bet and says what is really staked', () => {
    const picks = [pick(1, 2), pick(2, 3), pick(3, 4)];
    const s = evaluateSlip(slipOf(picks, 1000, [2]), user);
    expect(s).toMatchObject({ bets: 3, stakePerBet: 333, stakeTotal: 999, stake: 999, stakeLeftover: 1 });
    expect(s.messages).toContainEqual({
      key: 'stakeSplitLeftover',
      params: { count: 3, total: '9.99', perBet: '3.33', leftover: '0.01' },
      amounts: { total: 999, perBet: 333, leftover: 1 },
    });
    // a notice, not a refusal
    expect(s.creatable).toBe(true);
    // a total that divides says nothing
    const even = evaluateSlip(slipOf(picks, 999, [2]), user);
    expect(even.stakeLeftover).toBe(0);
    expect(even.messages.map((m) => m.key)).not.toContain('stakeSplitLeftover');
    // stake per bet (staketype 0) never leaves anything
    expect(evaluateSlip(slipOf(picks, 1000, [2]), { ...user, staketype: 0 }).stakeLeftover).toBe(0);
  });

  it('over generated systems the slip stakes exactly its split of the typed total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 100, max: 50_000 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 }),
        (n, typed, sizes) => {
          const picks = Array.from({ length: n }, (_, i) => pick(i + 1, 1.5 + i / 10));
          const system = [...new Set(sizes.filter((k) => k <= n))].sort((a, b) => a - b);
          if (system.length === 0) return;
          const s = evaluateSlip(slipOf(picks, typed, system), user);
          if (s.messages.some((m) => m.key !== 'stakeSplitLeftover')) return;
          expect(s.stakeTotal).toBe(s.stakePerBet * s.bets);
          expect(s.stakeTotal + s.stakeLeftover).toBe(typed);
          expect(s.stake).toBe(s.stakeTotal);
          expect(s.messages.length).toBe(s.stakeLeftover > 0 ? 1 : 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('not enough credit', () => {
    expect(evaluateSlip(slipOf([pick(1, 2)], 1000), { ...user, credit: 500 }).messages).toContainEqual({
      key: 'notEnoughCredit',
    });
  });

  it('"A system coupon accepts at most 10 matches" without bankers, and the pick caps hold', () => {
    const picks = Array.from({ length: 11 }, (_, i) => pick(i + 1, 1.5));
    expect(evaluateSlip(slipOf(picks, 10_000, [2]), user).messages).toContainEqual({
      key: 'systemMaxMatches',
      params: { count: 10 },
    });
    const many = Array.from({ length: 21 }, (_, i) => pick(i + 1, 1.1));
    expect(evaluateSlip(slipOf(many, 1000), user).messages).toContainEqual({
      key: 'choosetypesError',
      params: { count: 20 },
    });
  });

  it('with `now`, picks of started or ended matches refuse the coupon', () => {
    const NOW = Date.parse('2026-11-22T18:30:00Z');
    const started = slipOf([pick(1, 2), pick(2, 2)], 1000);
    const s = evaluateSlip(started, user, undefined, NOW);
    expect(s.messages.filter((m) => m.key === 'matchStarted')).toHaveLength(2);
    expect(s.creatable).toBe(false);
    // the same slip before the start is fine, and without `now` nothing is said
    expect(evaluateSlip(started, user, undefined, Date.parse('2026-11-22T17:00:00Z')).creatable).toBe(true);
    expect(evaluateSlip(started, user).creatable).toBe(true);
    const ended = pick(3, 2, { match: { ...pick(3, 2).match, ttype: 'L', status: 'retired' } });
    expect(evaluateSlip(slipOf([ended], 1000), user, undefined, 0).messages).toContainEqual({
      key: 'matchClosed',
      pick: { matchId: 3, marketId: 30, outcomeId: 300 },
    });
  });

  it('"max stake" of a system with stake per bet: the min stake binds each bet', () => {
    const perBet: SlipUser = {
      ...user,
      staketype: 0,
      limits: { ...user.limits, combine: { ...user.limits.combine, minStake: 500, maxPay: 10_000 } },
    };
    // 10 × 10 needs 1.00 to reach the cap, below the 5.00 minimum: the stake stays at the
    // minimum and the payout is capped instead
    const s = evaluateSlip(slipOf([pick(1, 10), pick(2, 10)], 1000), perBet);
    expect(s).toMatchObject({ stakePerBet: 500, maxPay: 10_000, creatable: true });
    expect(s.messages).toEqual([
      { key: 'maxPayCapped', params: { amount: '100.00' }, amounts: { amount: 10_000 } },
    ]);
    expect(evaluateSlip(slipOf([pick(1, 10), pick(2, 10)], 400), perBet).messages).toContainEqual({
      key: 'minStakeError',
      params: { stake: '5.00' },
      amounts: { stake: 500 },
    });
  });

  it('a total too small for every bet to get a cent is refused', () => {
    const picks = Array.from({ length: 10 }, (_, i) => pick(i + 1, 1.5));
    const s = evaluateSlip(slipOf(picks, 100, [1, 2, 3, 4, 5]), user);
    expect(s.bets).toBe(637);
    expect(s.stakePerBet).toBe(0);
    expect(s.messages).toContainEqual({
      key: 'minStakeError',
      params: { stake: '1.00' },
      amounts: { stake: 100 },
    });
  });

  it('a ticked size the free picks cannot make is refused (invalidSystem)', () => {
    const picks = [pick(1, 2, { banker: true }), pick(2, 2), pick(3, 2), pick(4, 2)];
    const s = evaluateSlip(slipOf(picks, 1000, [2, 4]), user);
    expect(s.messages).toContainEqual({ key: 'invalidSystem', params: { sizes: '4' } });
    expect(s.creatable).toBe(false);
    expect(evaluateSlip(slipOf(picks, 1000, [2, 3]), user).creatable).toBe(true);
  });

  it('an empty slip is not creatable', () => {
    expect(evaluateSlip(EMPTY_SLIP, user)).toMatchObject({ bets: 0, creatable: false, maxPay: 0 });
  });
});

describe('bonus in the totals (section 5)', () => {
  const bonusUser: SlipUser = { ...user, bonus: { status: 1, percent: 5, tipCount: 3, minOdds: 1.5 } };
  it('applies to combine coupons only', () => {
    const picks = [pick(1, 2), pick(2, 2), pick(3, 2), pick(4, 2)];
    const kk = evaluateSlip(slipOf(picks, 1000), bonusUser);
    expect(kk).toMatchObject({ bonusPercent: 10, maxPay: 16_000, bonusPay: 1600 });
    expect(evaluateSlip(slipOf(picks, 1000, [3]), bonusUser).bonusPercent).toBe(0);
    expect(evaluateSlip(slipOf([...picks, pick(1, 2, { mk: 7 })], 1000), bonusUser).bonusPercent).toBe(0);
  });
});

describe('properties', () => {
  const odds = fc.integer({ min: 1010, max: 9000 }).map((t) => t / 1000);

  it('max pay never exceeds any cap, and payout plus bonus stays within the user max pay', () => {
    fc.assert(
      fc.property(
        fc.array(odds, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 200_000 }),
        (os, stake, cap) => {
          const u: SlipUser = {
            ...user,
            bonus: { status: 1, percent: 5, tipCount: 2, minOdds: 1 },
            limits: {
              ...user.limits,
              combine: { ...user.limits.combine, maxPay: cap },
              single: { ...user.limits.single, maxPay: cap },
            },
          };
          const s = evaluateSlip(
            slipOf(
              os.map((o, i) => pick(i + 1, o)),
              stake,
            ),
            u,
          );
          return s.maxPay <= cap && s.maxPay + s.bonusPay <= cap;
        },
      ),
    );
  });

  it('totals do not depend on pick order', () => {
    fc.assert(
      fc.property(
        fc.array(odds, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 100, max: 10_000 }),
        (os, stake) => {
          const picks = os.map((o, i) => pick(i + 1, o));
          const a = evaluateSlip(slipOf(picks, stake, [2]), user);
          const b = evaluateSlip(slipOf([...picks].reverse(), stake, [2]), user);
          return a.maxPay === b.maxPay && a.bets === b.bets && a.totalOdds === b.totalOdds;
        },
      ),
    );
  });

  it("a system coupon's max pay equals an independent enumeration, each bet at most at 320", () => {
    fc.assert(
      fc.property(fc.array(odds, { minLength: 3, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (os, k) => {
        const picks = os.map((o, i) => pick(i + 1, o));
        const size = Math.min(k, os.length);
        const s = evaluateSlip(slipOf(picks, 100 * 1000, [size]), {
          ...user,
          staketype: 0,
          limits: { ...user.limits, system: { ...user.limits.system, maxStake: 1e9, maxPay: 1e12 } },
        });
        const e = systemTotalsByEnumeration(
          [],
          os.map((o) => Math.round(o * 1000)),
          [size],
          320_000,
        );
        return s.bets === e.bets && s.maxPay === Number((100_000n * e.oddsSum) / e.scale);
      }),
    );
  });

  it('a single pays exactly payout()', () => {
    fc.assert(
      fc.property(
        odds,
        fc.integer({ min: 100, max: 25_000 }),
        (o, stake) =>
          evaluateSlip(slipOf([pick(1, o)], stake), user).maxPay === payout(stake, [Math.round(o * 1000)]),
      ),
    );
  });
});
