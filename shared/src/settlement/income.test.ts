import { describe, expect, it } from 'vitest';
import { possiblePayout, waitingPayout, type CouponTerms, type WaitingLine } from './income.ts';

const open = (matchId: number, odd = 2000): WaitingLine => ({
  matchId,
  banker: false,
  odd,
  factor: null,
  status: 0,
});
const won = (matchId: number, odd = 2000): WaitingLine => ({ ...open(matchId, odd), factor: odd, status: 1 });
const lost = (matchId: number, odd = 2000): WaitingLine => ({ ...open(matchId, odd), factor: 0, status: -1 });
const voided = (matchId: number, odd = 2000): WaitingLine => ({
  ...open(matchId, odd),
  factor: 1000,
  status: 2,
});

// three picks at 2.00 for 10.00 with 3 %: placement promised 80.00 and a bonus of 2.40
const combo: CouponTerms = {
  ticketType: 'KK',
  system: [],
  stakePerBet: 1000,
  maxPay: 8000,
  bonusPercent: 300,
  bonusPay: 240,
};

describe('waitingPayout: what a waiting coupon can still pay', () => {
  it('with its lines open or won in full: its possible payout, bonus included', () => {
    expect(waitingPayout(combo, [open(1), open(2), open(3)])).toBe(possiblePayout(combo));
    expect(waitingPayout(combo, [won(1), won(2), open(3)])).toBe(8240);
  });

  it('a combination with a lost line pays nothing, bonus and all', () => {
    expect(waitingPayout(combo, [lost(1), open(2), open(3)])).toBe(0);
  });

  it('a void line pays at the lower odds and loses the bonus', () => {
    // 10.00 × 1 × 2 × 2 = 40.00, no bonus: not every line won in full
    expect(waitingPayout(combo, [voided(1), open(2), open(3)])).toBe(4000);
  });

  it('a system coupon with a lost line still pays the bets the line is not in', () => {
    // 2 of 3 at 1.00 a bet (3 bets): with one line lost only one bet can win, 1.00 × 2 × 2 = 4.00
    const system: CouponTerms = {
      ...combo,
      ticketType: 'SK',
      system: [2],
      stakePerBet: 100,
      maxPay: 1200,
      bonusPay: 0,
    };
    expect(waitingPayout(system, [lost(1), open(2), open(3)])).toBe(400);
  });
});
