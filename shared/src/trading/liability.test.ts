import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLine } from '../markets/settle.ts';
import { lineFactor, lineStatus } from '../settlement/resolve.ts';
import { percentFromHundredths, percentOf } from '../money/payout.ts';
import { couponIncome, possiblePayout } from '../settlement/income.ts';
import { couponPayout } from '../settlement/payout.ts';
import {
  bookExposure,
  outcomeLiability,
  payoutIfOutcomeWins,
  type ExposureCoupon,
  type ExposureLine,
} from './liability.ts';

// Match 1's 1X2 market (type 1) is the market under test; other matches' lines are open or settled.
const MARKET = 1;
const OUTCOMES = [
  { id: 11, name: '1' },
  { id: 12, name: 'X' },
  { id: 13, name: '2' },
];
const odd = fc.integer({ min: 1010, max: 9000 });

const otherLine = (matchId: number) =>
  fc
    .record({ odd, banker: fc.boolean(), settled: fc.oneof(fc.constant(null), fc.constantFrom(-1, 1, 2)) })
    .map(({ odd, banker, settled }): ExposureLine => ({
      matchId,
      marketId: 100 + matchId,
      outcomeId: 1000 + matchId,
      odd,
      banker,
      factor: settled === null ? null : settled === 1 ? odd : settled === 2 ? 1000 : 0,
      status: settled ?? 0,
    }));

const coupon: fc.Arbitrary<ExposureCoupon> = fc
  .record({
    pick: fc.option(fc.record({ outcome: fc.constantFrom(...OUTCOMES), odd, banker: fc.boolean() })),
    others: fc
      .uniqueArray(fc.integer({ min: 2, max: 7 }), { maxLength: 4 })
      .chain((ids) => fc.tuple(...ids.map(otherLine))),
    stakePerBet: fc.integer({ min: 100, max: 100_000 }),
    cap: fc.integer({ min: 1000, max: 50_000_000 }),
    bonusPercent: fc.constantFrom(0, 500, 1250),
    system: fc.boolean(),
  })
  .map(({ pick, others, stakePerBet, cap, bonusPercent, system }) => {
    const lines: ExposureLine[] = [...others];
    if (pick)
      lines.push({
        matchId: 1,
        marketId: MARKET,
        outcomeId: pick.outcome.id,
        odd: pick.odd,
        banker: pick.banker,
        factor: null,
        status: 0,
      });
    const free = lines.filter((l) => !l.banker).length;
    const isSystem = system && free >= 3;
    const sizes = isSystem ? [2, free - 1] : [];
    const bets = isSystem ? sizes.reduce((n, k) => n + choose(free, k), 0) : 1;
    const ticketType = isSystem ? 'SK' : lines.length === 1 ? 'TK' : 'KK';
    const placed = isSystem ? lines : lines.map((l) => ({ ...l, banker: false }));
    // max pay and bonus as placement promised them (cappedPay): every line winning, under the cap
    const allWon = couponPayout(
      ticketType,
      placed.map((l) => ({ ...l, factor: l.odd })),
      sizes,
      stakePerBet,
    );
    const maxPay = Math.min(allWon, cap);
    const bonus = percentOf(maxPay, percentFromHundredths(bonusPercent));
    return {
      ticketType,
      system: sizes,
      stakePerBet,
      totalStake: stakePerBet * bets,
      maxPay,
      bonusPercent,
      bonusPay: Math.min(bonus, Math.max(0, cap - maxPay)),
      lines: placed,
    };
  })
  .filter((c) => c.lines.length > 0);

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

const score = fc.record({ home: fc.integer({ min: 0, max: 5 }), away: fc.integer({ min: 0, max: 5 }) });

/** What settlement pays the coupons on the market, net of their stakes, once the score and the other lines are known. */
function settledNet(
  coupons: ExposureCoupon[],
  s: { home: number; away: number },
  othersWin: (l: ExposureLine) => boolean,
) {
  let net = 0;
  for (const c of coupons) {
    if (!c.lines.some((l) => l.marketId === MARKET)) continue;
    const lines = c.lines.map((l) => {
      if (l.marketId === MARKET) {
        const name = OUTCOMES.find((o) => o.id === l.outcomeId)!.name;
        const r = resolveLine(1, '', name, { status: 'ended', score: s, halftime: null })!;
        return { ...l, factor: lineFactor(r, l.odd), status: lineStatus(r) };
      }
      if (l.factor !== null) return { ...l, factor: l.factor };
      return othersWin(l) ? { ...l, factor: l.odd, status: 1 } : { ...l, factor: 0, status: -1 };
    });
    const { payout, bonus } = couponIncome(c, lines);
    net += payout + bonus - c.totalStake;
  }
  return net;
}

const winnerOf = (s: { home: number; away: number }) =>
  OUTCOMES.find((o) => resolveLine(1, '', o.name, { status: 'ended', score: s, halftime: null }) === 'won')!
    .id;

describe('liability against the possible payout', () => {
  it('when the outcome a coupon picked wins and its other lines win, it pays its possible payout (bonus included), as the dashboard counts it', () => {
    fc.assert(
      // whatever figures the coupon carries: the rule reads them, it does not work them out again
      fc.property(coupon, fc.nat(50_000_000), fc.nat(100_000), (placed, maxPay, bonusPay) => {
        const c = { ...placed, maxPay, bonusPay };
        const picked = c.lines.find((l) => l.marketId === MARKET);
        fc.pre(picked !== undefined && c.lines.every((l) => l.factor === null || l.status === 1));
        expect(payoutIfOutcomeWins(c, MARKET, picked!.outcomeId)).toBe(possiblePayout(c));
      }),
      { numRuns: 300 },
    );
  });

  it('a combination with a bonus: the risk page pays its max pay and bonus, not a bonus worked out again', () => {
    // three picks at 2.00 for 10.00 with 3 %: placement promised 80.00 and a bonus of 2.40
    const line = (matchId: number): ExposureLine => ({
      matchId,
      marketId: matchId === 1 ? MARKET : 100 + matchId,
      outcomeId: matchId === 1 ? 11 : 1000 + matchId,
      odd: 2000,
      banker: false,
      factor: null,
      status: 0,
    });
    const c: ExposureCoupon = {
      ticketType: 'KK',
      system: [],
      stakePerBet: 1000,
      totalStake: 1000,
      maxPay: 8000,
      bonusPercent: 300,
      bonusPay: 240,
      lines: [line(1), line(2), line(3)],
    };
    expect(payoutIfOutcomeWins(c, MARKET, 11)).toBe(8240);
    // the stored figures are the rule: a bonus promised as 2.50 is what the book owes
    expect(payoutIfOutcomeWins({ ...c, bonusPay: 250 }, MARKET, 11)).toBe(
      possiblePayout({ ...c, bonusPay: 250 }),
    );
    expect(payoutIfOutcomeWins(c, MARKET, 12)).toBe(0);
  });
});

describe('liability against settlement', () => {
  it('an outcome’s liability is what settlement pays when it wins and the coupons’ other open lines win, net of the stakes', () => {
    fc.assert(
      fc.property(fc.array(coupon, { maxLength: 12 }), score, (coupons, s) => {
        expect(outcomeLiability(coupons, MARKET, winnerOf(s))).toBe(settledNet(coupons, s, () => true));
      }),
      { numRuns: 500 },
    );
  });

  it('settlement never costs the book more than the liability, whichever other lines lose', () => {
    fc.assert(
      fc.property(fc.array(coupon, { maxLength: 12 }), score, fc.func(fc.boolean()), (coupons, s, wins) => {
        expect(settledNet(coupons, s, (l) => wins(l.matchId))).toBeLessThanOrEqual(
          outcomeLiability(coupons, MARKET, winnerOf(s)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the market’s liability is its worst outcome, and matches and markets come largest first', () => {
    fc.assert(
      fc.property(fc.array(coupon, { maxLength: 12 }), (coupons) => {
        const book = bookExposure(coupons, (m) => (m === MARKET ? OUTCOMES.map((o) => o.id) : []));
        for (let i = 1; i < book.length; i++)
          expect(book[i - 1]!.liability).toBeGreaterThanOrEqual(book[i]!.liability);
        const market = book.flatMap((m) => m.markets).find((m) => m.marketId === MARKET);
        if (!coupons.some((c) => c.lines.some((l) => l.marketId === MARKET))) {
          expect(market).toBeUndefined();
          return;
        }
        const worst = Math.max(...OUTCOMES.map((o) => outcomeLiability(coupons, MARKET, o.id)));
        expect(market!.liability).toBe(worst);
        expect(market!.outcomes.map((o) => o.outcomeId).sort()).toEqual([11, 12, 13]);
      }),
      { numRuns: 300 },
    );
  });

  it('a single on one outcome: the win net of the market’s stakes', () => {
    const single = (outcomeId: number, stake: number, oddValue: number): ExposureCoupon => ({
      ticketType: 'TK',
      system: [],
      stakePerBet: stake,
      totalStake: stake,
      maxPay: (stake * oddValue) / 1000,
      bonusPercent: 0,
      bonusPay: 0,
      lines: [
        { matchId: 1, marketId: MARKET, outcomeId, odd: oddValue, banker: false, factor: null, status: 0 },
      ],
    });
    const coupons = [single(11, 1000, 2500), single(13, 4000, 1500)];
    expect(outcomeLiability(coupons, MARKET, 11)).toBe(2500 - 5000);
    expect(outcomeLiability(coupons, MARKET, 13)).toBe(6000 - 5000);
    expect(outcomeLiability(coupons, MARKET, 12)).toBe(-5000);
    expect(bookExposure(coupons)[0]!.liability).toBe(1000);
  });
});
