import { describe, expect, it } from 'vitest';
import { decodePrint } from '../escpos/decode-print.ts';
import { renderTicket } from '../render/render-ticket.ts';
import { payoutReceiptLayout } from './payout-receipt.ts';
import { layoutLines } from './ticket-layout.ts';

const receipt = {
  ticketId: '123456789012',
  amount: 1234.5,
  currency: 'TRY',
  paidAt: '2026-03-01T09:05:00.000Z',
  terminalNo: 'T-07',
};

describe('payout receipt layout', () => {
  it.each([58, 80] as const)(
    'names the ticket, the time in the terminal zone, the terminal and the amount (%i mm)',
    (paperWidth) => {
      const layout = payoutReceiptLayout(receipt, {
        operator: 'Demo Bet',
        timeZone: 'Europe/Istanbul',
        language: 'en',
        paperWidth,
      });
      const lines = layoutLines(layout);
      const columns = paperWidth === 58 ? 32 : 48;
      expect(lines.every((l) => l.length <= columns)).toBe(true);
      const text = lines.join('\n');
      expect(text).toContain('PAYOUT RECEIPT');
      expect(text).toMatch(/Ticket:\s+123456789012/);
      // 09:05 UTC is 12:05 in Istanbul
      expect(text).toMatch(/Paid at:\s+01\.03\.2026 12:05:00/);
      expect(text).toMatch(/Terminal:\s+T-07/);
      expect(text).toContain('1,234.50 TL');
    },
  );

  it("follows the site's currency display like the pages (currency mode 1: the bare amount)", () => {
    const options = {
      operator: 'Demo Bet',
      timeZone: 'Europe/Istanbul',
      language: 'en',
      paperWidth: 80,
    } as const;
    const lines = layoutLines(payoutReceiptLayout({ ...receipt, currencyMode: 1 }, options));
    expect(lines).toContain('1,234.50');
    expect(lines.join('\n')).not.toContain('TL');
  });

  it('prints as ESC/POS that reads back to the same text', () => {
    const layout = payoutReceiptLayout(receipt, {
      operator: 'Demo Bet',
      footerText: 'Thank you',
      timeZone: 'Europe/Istanbul',
      language: 'tr',
      paperWidth: 80,
    });
    const decoded = decodePrint(renderTicket(layout, { family: 'epson' }), 'epson');
    const printed = decoded.lines.join('\n');
    expect(printed).toContain('ÖDEME MAKBUZU');
    // Turkish pages write 1.234,50 TL: the receipt takes the same decimal sign and grouping
    expect(printed).toContain('1.234,50 TL');
    expect(printed).toContain('Thank you');
    expect(decoded.cuts).toBe(1);
  });
});
