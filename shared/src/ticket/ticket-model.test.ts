import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/coupons.ts';
import { translate } from '../i18n/translate.ts';
import type { SpecialTranslator } from '../markets/special.ts';
import { formatSummaryValue, formatTotalOdds, ticketModel } from './ticket-model.ts';

const en: SpecialTranslator = (key, values) => translate(key, 'en', values);

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  ticketId: '260000111222',
  ticketDate: '2026-11-25T10:00:00.000Z',
  status: 0,
  ticketType: 'SK',
  isLive: false,
  totalTipps: 3,
  totalStake: 3,
  totalTickets: 3,
  maxPay: 12.34,
  bonusPay: 0.5,
  totalOdds: 12.345,
  income: 0,
  systemCombi: '2',
  canceled: 0,
  sellType: { status: 0, winPrice: 0 },
  lines: [1.5, 2.05, 4.2].map((odds, i) => ({
    matchId: i + 1,
    marketId: 1,
    outcomeId: i + 1,
    matchDate: '2026-11-25T18:00:00.000Z',
    home: `H${i}`,
    away: `A${i}`,
    sportId: 1,
    marketTypeId: 18,
    marketName: 'Total Goals',
    outcomeName: 'Over',
    odds,
    status: 0 as const,
    isLive: false,
    isBank: false,
    special: i === 0 ? '2.5' : '',
    result: null,
  })),
  ...over,
});

describe('the ticket model', () => {
  it('holds every amount in minor units and every odd in thousandths', () => {
    const m = ticketModel(coupon(), en);
    expect(m).toMatchObject({
      stake: 300,
      stakePerBet: 100,
      bets: 3,
      maxPay: 1234,
      bonusPay: 50,
      totalOdds: 12345,
    });
    expect(m.lines.map((l) => l.odds)).toEqual([1500, 2050, 4200]);
    expect(m.lines[0]!.market).toBe('Total Goals (2.5)');
    expect(m.summary.map((r) => r.key)).toEqual([
      'ticket.system',
      'ticket.combinations',
      'ticket.stake',
      'ticket.totalOdds',
      'ticket.maxPay',
      'ticket.bonus',
    ]);
    const text = m.summary.map((r) => formatSummaryValue(r, { currency: 'TRY' }));
    expect(text).toEqual(['2/3', '3 x 1.00', '3.00 TL', '12.35', '12.34 TL', '0.50 TL']);
  });

  it("prints each line's special by its market type's meaning, in the reader's language", () => {
    const lines = [
      { marketTypeId: 8, marketName: 'Next goal', special: '2' },
      { marketTypeId: 41, marketName: 'Rest of the match', special: '1:0' },
      { marketTypeId: 90, marketName: 'Handicap', special: '7.5' },
      { marketTypeId: 1, marketName: '1X2', special: '' },
    ].map((l, i) => ({ ...coupon().lines[0]!, ...l, matchId: i + 1 }));
    const markets = (t: SpecialTranslator) => ticketModel(coupon({ lines }), t).lines.map((l) => l.market);
    expect(markets(en)).toEqual([
      'Next goal (goal 2)',
      'Rest of the match (from 1:0)',
      'Handicap (+7.5)',
      '1X2',
    ]);
    const tr: SpecialTranslator = (key, values) => translate(key, 'tr', values);
    expect(markets(tr).slice(0, 2)).toEqual(['Next goal (2. gol)', 'Rest of the match (1:0 skorundan)']);
  });

  it('shows no system rows on other coupons and no bonus row without a bonus', () => {
    const m = ticketModel(coupon({ ticketType: 'KK', systemCombi: '', totalTickets: 1, bonusPay: 0 }), en);
    expect(m.summary.map((r) => r.key)).toEqual(['ticket.stake', 'ticket.totalOdds', 'ticket.maxPay']);
  });

  it('rounds total odds half up to two decimals with integers only', () => {
    expect(formatTotalOdds(3655)).toBe('3.66');
    expect(formatTotalOdds(3654)).toBe('3.65');
    expect(formatTotalOdds(1000)).toBe('1.00');
    expect(formatTotalOdds(1_234_567_895)).toBe('1234567.90');
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e12 }), (t) => {
        const shown = Number(formatTotalOdds(t));
        expect(Math.abs(shown * 1000 - t)).toBeLessThanOrEqual(5 + 1e-6 * t);
      }),
    );
  });
});
