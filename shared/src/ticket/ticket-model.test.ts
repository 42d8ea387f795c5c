import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../api/coupons.ts';
import { translate } from '../i18n/translate.ts';
import { payout } from '../money/payout.ts';
import type { SpecialTranslator } from '../markets/special.ts';
import { systemLabel } from '../betslip/system-math.ts';
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
    // the market is named by its type in the reader's language, not as the coupon stored it
    expect(m.lines[0]!.market).toBe('Over/Under (2.5)');
    expect(m.lines[0]!.outcome).toBe('Over');
    expect(m.summary.map((r) => r.key)).toEqual([
      'ticket.system',
      'ticket.combinations',
      'ticket.stake',
      'ticket.totalOdds',
      'ticket.maxPay',
      'ticket.bonus',
    ]);
    const text = m.summary.map((r) => formatSummaryValue(r, { currency: 'TRY', language: 'en' }));
    expect(text).toEqual(['2/3', '3 x 1.00', '3.00 TL', '12.34', '12.34 TL', '0.50 TL']);
  });

  it('names a system by its sizes over its free picks (3/4, 2/4, 3/4), never by the bare size', () => {
    const four = [...coupon().lines, { ...coupon().lines[0]!, matchId: 4, outcomeId: 4 }];
    const systemRow = (over: Partial<Coupon>) =>
      formatSummaryValue(ticketModel(coupon({ lines: four, ...over }), en).summary[0]!, {
        currency: 'TRY',
        language: 'en',
      });
    expect(systemRow({ systemCombi: '3', totalTickets: 4 })).toBe('3/4');
    expect(systemRow({ systemCombi: '2,3', totalTickets: 10 })).toBe('2/4, 3/4');
    const banked = four.map((l, i) => (i === 0 ? { ...l, isBank: true } : l));
    expect(systemRow({ systemCombi: '1,2', lines: banked, totalTickets: 6 })).toBe('1/3, 2/3');
    expect(systemLabel('2,3', 4)).toBe('2/4, 3/4');
    expect(systemLabel('23', 4)).toBe('2/4, 3/4');
    expect(systemLabel('A', 12)).toBe('10/12');
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
    expect(markets(tr)).toEqual([
      'Sıradaki gol (2. gol)',
      'Maçın kalanı (1:0 skorundan)',
      'Handikap (+7.5)',
      '1X2',
    ]);
    const aa: SpecialTranslator = (key, values) => translate(key, 'aa', values);
    expect(ticketModel(coupon(), aa).lines.map((l) => [l.market, l.outcome])[0]).toEqual([
      'أكثر/أقل (2.5)',
      'أكثر',
    ]);
  });

  it("keeps the stored name of a market the resources do not know, and takes a given namer's names", () => {
    const lines = [
      {
        ...coupon().lines[0]!,
        marketTypeId: 999_999,
        marketName: 'Feed market',
        outcomeName: '1',
        special: '',
      },
    ];
    expect(ticketModel(coupon({ lines }), en).lines[0]!.market).toBe('Feed market');
    const named = ticketModel(coupon(), en, (e) => `${e.kind}:${e.id}`);
    expect([named.lines[0]!.market, named.lines[0]!.outcome]).toEqual(['market:18 (2.5)', 'outcome:Over']);
  });

  it('shows no system rows on other coupons and no bonus row without a bonus', () => {
    const m = ticketModel(coupon({ ticketType: 'KK', systemCombi: '', totalTickets: 1, bonusPay: 0 }), en);
    expect(m.summary.map((r) => r.key)).toEqual(['ticket.stake', 'ticket.totalOdds', 'ticket.maxPay']);
  });

  it('prints a cancelled coupon with what came back, never a max pay or a bonus', () => {
    const format = { currency: 'TRY', language: 'en' } as const;
    const rows = (over: Partial<Coupon>) =>
      ticketModel(coupon({ ticketType: 'KK', systemCombi: '', totalTickets: 1, ...over }), en).summary;
    // cancelled by a person: the stake went back to the balance
    const byPerson = rows({ status: -2 });
    expect(byPerson.map((r) => r.key)).toEqual(['ticket.stake', 'ticket.totalOdds', 'coupons.refunded']);
    expect(formatSummaryValue(byPerson[2]!, format)).toBe(formatSummaryValue(byPerson[0]!, format));
    // cancelled by its results: what they gave back
    const byResults = rows({ status: -2, income: 2.5 });
    expect(byResults.map((r) => r.key)).toEqual(['ticket.stake', 'ticket.totalOdds', 'coupons.refunded']);
    expect(byResults[2]!.value).toEqual({ kind: 'money', minor: 250 });
  });

  it('rounds total odds down to two decimals, agreeing with the floored payout of a 1 TL stake', () => {
    expect(formatTotalOdds(7195)).toBe('7.19');
    expect(formatTotalOdds(3655)).toBe('3.65');
    expect(formatTotalOdds(3654)).toBe('3.65');
    expect(formatTotalOdds(1000)).toBe('1.00');
    expect(formatTotalOdds(1_234_567_895)).toBe('1234567.89');
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (t, stake) => {
        const shown = formatTotalOdds(t);
        const hundredths = Number(shown.replace('.', ''));
        // 1 TL (100 minor units) pays exactly the odds shown; any stake pays at least shown × stake.
        expect(hundredths).toBe(payout(100, [t]));
        expect(BigInt(payout(stake, [t]))).toBeGreaterThanOrEqual(
          (BigInt(hundredths) * BigInt(stake)) / 100n,
        );
      }),
    );
  });
});
