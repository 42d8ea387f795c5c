import type { Coupon, CouponLine } from '@bet/shared';

const line = (over: Partial<CouponLine> & Pick<CouponLine, 'matchId' | 'home' | 'away'>): CouponLine => ({
  marketId: 1,
  outcomeId: 1,
  matchDate: '2025-11-22T17:00:00.000Z',
  sportId: 1,
  marketTypeId: 1,
  marketName: 'Match Result',
  outcomeName: '1',
  odds: 1.85,
  status: 0,
  isLive: false,
  isBank: false,
  special: '',
  result: null,
  ...over,
});

/** A three-pick combine coupon with Turkish names, as the server returns it. */
export function combineCoupon(): Coupon {
  return {
    ticketId: '250000123456',
    ticketDate: '2025-11-22T10:15:30.000Z',
    status: 0,
    ticketType: 'KK',
    isLive: false,
    totalTipps: 3,
    totalStake: 10.1,
    totalTickets: 1,
    maxPay: 70.01,
    bonusPay: 0.3,
    // 2.15 × 1.7 × 3.4
    totalOdds: 12.427,
    income: 0,
    systemCombi: '',
    canceled: 1,
    sellType: { status: 0, winPrice: 0 },
    lines: [
      line({ matchId: 101, home: 'Fenerbahçe', away: 'Beşiktaş', odds: 2.15 }),
      line({
        matchId: 102,
        home: 'Galatasaray',
        away: 'Trabzonspor',
        marketTypeId: 18,
        marketName: 'Over/Under',
        special: '2.5',
        outcomeName: 'Over',
        odds: 1.7,
        matchDate: '2025-11-22T19:45:00.000Z',
      }),
      line({ matchId: 103, home: 'Göztepe', away: 'Çaykur Rizespor', outcomeName: 'X', odds: 3.4 }),
    ],
  };
}

/** A system coupon (2 and 3 of the free picks) with one banker. */
export function systemCoupon(): Coupon {
  return {
    ...combineCoupon(),
    ticketId: '250000654321',
    ticketType: 'SK',
    totalTipps: 4,
    totalStake: 4,
    totalTickets: 4,
    maxPay: 123.45,
    bonusPay: 0,
    // 1.5 × (2·3 + 2·2.5 + 3·2.5 + 2·3·2.5)
    totalOdds: 50.25,
    systemCombi: '2,3',
    lines: [
      line({ matchId: 201, home: 'Arsenal', away: 'Chelsea', odds: 1.5, isBank: true }),
      line({ matchId: 202, home: 'Liverpool', away: 'Everton', odds: 2 }),
      line({ matchId: 203, home: 'Leeds', away: 'Fulham', outcomeName: '2', odds: 3 }),
      line({ matchId: 204, home: 'Wolves', away: 'Brentford', outcomeName: 'X', odds: 2.5 }),
    ],
  };
}
