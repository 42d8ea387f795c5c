import { describe, expect, it } from 'vitest';
import { combineCoupon, systemCoupon } from '../testing/sample-coupons.ts';
import { layoutLines, ticketLayout, type TicketOptions } from './ticket-layout.ts';

const options = (over: Partial<TicketOptions> = {}): TicketOptions => ({
  operator: 'Demo Bet',
  headerText: 'Shop 12, Kadıköy',
  footerText: 'Good luck! Tickets are valid for 30 days from the date printed.',
  terminalNo: 'T-07',
  timeZone: 'Europe/Istanbul',
  language: 'en',
  currency: 'TRY',
  paperWidth: 80,
  ...over,
});

describe('ticket layout', () => {
  for (const [paperWidth, columns] of [
    [58, 32],
    [80, 48],
  ] as const) {
    it(`holds every part of the coupon on ${paperWidth} mm paper (${columns} characters)`, () => {
      const coupon = combineCoupon();
      const layout = ticketLayout(coupon, options({ paperWidth }));
      const lines = layoutLines(layout);
      const text = lines.join('\n');
      expect(layout.columns).toBe(columns);
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(columns);
      expect(lines[0]).toBe('Demo Bet');
      expect(text).toContain('Shop 12, Kadıköy');
      expect(lines).toContainEqual(`Ticket:${' '.repeat(columns - 19)}250000123456`);
      // 10:15:30 UTC is 13:15:30 in Istanbul
      expect(text).toMatch(/Date: +22\.11\.2025 13:15:30/);
      expect(text).toMatch(/Terminal: +T-07/);
      coupon.lines.forEach((l, i) => {
        expect(text).toContain(`${i + 1}. ${l.home} - ${l.away}`);
        const pick = lines.find((x) =>
          x.includes(`${l.marketName}${l.special ? ` (${l.special})` : ''}: ${l.outcomeName}`),
        );
        expect(pick, l.marketName).toBeDefined();
        expect(pick!.endsWith(l.odds.toFixed(2))).toBe(true);
      });
      expect(text).toContain('   22.11 22:45');
      expect(text).toMatch(/Stake: +10\.10 TL/);
      expect(text).toMatch(/Total odds: +12\.42/);
      expect(text).toMatch(/Max\. payout: +70\.01 TL/);
      expect(text).toMatch(/Bonus: +0\.30 TL/);
      expect(text).toContain('Good luck!');
      expect(text).not.toMatch(/DUPLICATE|Banker|System/);
      expect(layout.blocks).toContainEqual({ kind: 'barcode', data: '250000123456' });
      expect(layout.blocks).toContainEqual({ kind: 'qr', data: '250000123456' });
    });
  }

  it('marks bankers and prints the system combinations', () => {
    const coupon = systemCoupon();
    const lines = layoutLines(ticketLayout(coupon, options({ paperWidth: 58 })));
    const text = lines.join('\n');
    expect(lines.filter((l) => l.includes('[Banker]'))).toEqual(['   Match Result: 1 [Banker] 1.50']);
    // sizes 2 and 3 of the three free picks; C(3,2) + C(3,3) = 4 bets of 1.00
    expect(text).toMatch(/System: +2\/3, 3\/3/);
    expect(text).toMatch(/Combinations: +4 x 1\.00/);
    // 1.5 × (2·3 + 2·2.5 + 3·2.5 + 2·3·2.5)
    expect(text).toMatch(/Total odds: +50\.25/);
    // no bonus line when there is none
    expect(text).not.toContain('Bonus');
  });

  it('marks a reprint as a duplicate with the time it was reprinted', () => {
    const lines = layoutLines(
      ticketLayout(
        combineCoupon(),
        options({ duplicate: true, printedAt: '2025-11-23T08:00:00Z', language: 'tr' }),
      ),
    );
    expect(lines).toContain('*** KOPYA ***');
    expect(lines).toContain('23.11.2025 11:00:00');
    expect(lines.join('\n')).toMatch(/Kupon No: +250000123456/);
    const original = layoutLines(ticketLayout(combineCoupon(), options({ language: 'tr' })));
    expect(original).not.toContain('*** KOPYA ***');
    // markets and word outcomes are named in the ticket's language by their ids
    expect(original.some((l) => l.includes('Alt/Üst (2.5): Üst'))).toBe(true);
  });

  it('wraps long names to the paper and halves the width for the double-size operator name', () => {
    const coupon = combineCoupon();
    coupon.lines[0]!.home = 'Borussia Mönchengladbach Amateure';
    coupon.lines[0]!.away = 'Wolverhampton Wanderers Reserves';
    const layout = ticketLayout(coupon, options({ paperWidth: 58, operator: 'The Very Long Operator Name' }));
    const header = layout.blocks[0]!;
    expect(header).toMatchObject({ kind: 'text', doubleSize: true });
    if (header.kind === 'text') for (const l of header.lines) expect(l.length).toBeLessThanOrEqual(16);
    const lines = layoutLines(layout);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
    expect(lines.join(' ')).toContain(
      '1. Borussia Mönchengladbach Amateure - Wolverhampton Wanderers Reserves',
    );
  });

  it('prints no currency symbol when the currency has none and keeps the minor units exact', () => {
    const coupon = { ...combineCoupon(), totalStake: 0.1 + 0.2, maxPay: 1234567.89 };
    const text = layoutLines(ticketLayout(coupon, options({ currency: 'USD' }))).join('\n');
    expect(text).toMatch(/Stake: +0\.30 USD/);
    // grouped as the pages show it in English
    expect(text).toMatch(/Max\. payout: +1,234,567\.89 USD/);
  });

  it("writes amounts with the language's decimal sign and grouping, as the site does (odds keep the point)", () => {
    const coupon = { ...combineCoupon(), totalStake: 10.1, maxPay: 1234567.89 };
    const tr = layoutLines(ticketLayout(coupon, options({ language: 'tr' }))).join('\n');
    expect(tr).toMatch(/Bahis: +10,10 TL/);
    expect(tr).toMatch(/ 1\.234\.567,89 TL\n/);
    expect(tr).toMatch(/ 12\.42\n/);
    // French groups with a no-break space on the site; paper gets a plain one
    const fr = layoutLines(ticketLayout(coupon, options({ language: 'fr' }))).join('\n');
    expect(fr).toMatch(/ 1 234 567,89 TL\n/);
    expect(fr).not.toMatch(/[\u00a0\u202f]/);
    const ar = layoutLines(ticketLayout(coupon, options({ language: 'aa' }))).join('\n');
    expect(ar).toMatch(/ 10\.10 TL\n/);
  });

  it("follows the site's currency display: no symbol in currency mode 1, a dollar sign on server 3", () => {
    const coupon = { ...combineCoupon(), totalStake: 10.1 };
    const hidden = layoutLines(ticketLayout(coupon, options({ currencyMode: 1 }))).join('\n');
    expect(hidden).toMatch(/Stake: +10\.10\n/);
    const dollar = layoutLines(ticketLayout(coupon, options({ serverId: 3 }))).join('\n');
    expect(dollar).toMatch(/Stake: +10\.10 \$\n/);
  });
});

describe('total odds', () => {
  it('prints the total odds the coupon was accepted at, not a figure worked back from the max pay', () => {
    // a max pay cap that cut the stake: 3.80 / 1.04 would print 3.65
    const capped = { ...combineCoupon(), totalStake: 1.04, maxPay: 3.8, bonusPay: 0, totalOdds: 3.66 };
    const text = layoutLines(ticketLayout(capped, options())).join('\n');
    expect(text).toMatch(/Total odds: +3\.66\n/);
    expect(text).toMatch(/Max\. payout: +3\.80 TL/);
  });
});
