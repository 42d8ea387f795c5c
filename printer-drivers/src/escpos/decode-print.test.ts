import { describe, expect, it } from 'vitest';
import { CharacterSet } from 'node-thermal-printer';
import { layoutLines, ticketLayout } from '../layout/ticket-layout.ts';
import { PRINTER_FAMILIES, renderTicket } from '../render/render-ticket.ts';
import { combineCoupon, systemCoupon } from '../testing/sample-coupons.ts';
import { decodePrint, tokenize } from './decode-print.ts';

const layoutOf = (paperWidth: 58 | 80, coupon = combineCoupon()) =>
  ticketLayout(coupon, {
    operator: 'Demo Bet',
    footerText: 'Good luck!',
    terminalNo: 'T-07',
    timeZone: 'Europe/Istanbul',
    language: 'tr',
    currency: 'TRY',
    paperWidth,
  });

describe('rendered tickets read back', () => {
  for (const family of PRINTER_FAMILIES) {
    for (const width of [58, 80] as const) {
      it(`${family}, ${width} mm: every text line, the barcode and the QR code, one cut`, () => {
        const layout = layoutOf(width, systemCoupon());
        const bytes = renderTicket(layout, { family });
        const decoded = decodePrint(bytes, family);
        expect(decoded.lines.filter(Boolean)).toEqual(layoutLines(layout).filter(Boolean));
        expect(decoded.barcodes).toEqual(['250000654321']);
        expect(decoded.qrCodes).toEqual(['250000654321']);
        expect(decoded.cuts).toBe(1);
      });
    }
  }

  it('Epson and Star bytes differ where their command sets do', () => {
    const layout = layoutOf(80);
    const epson = renderTicket(layout, { family: 'epson' });
    const star = renderTicket(layout, { family: 'star' });
    // Epson CODE128: GS k 73 n {B data; Star: ESC b '6' ... data RS
    expect(epson.includes(Buffer.from('\x1dk\x49\x0e{B250000123456', 'latin1'))).toBe(true);
    expect(star.includes(Buffer.from('\x1bb6', 'latin1'))).toBe(true);
    expect(star.includes(Buffer.from('250000123456\x1e', 'latin1'))).toBe(true);
    // Epson QR store: GS ( k pL pH 49 80 48; Star: ESC GS y D 1 0 nL nH
    expect(epson.includes(Buffer.from('\x1d(k\x0f\x001P0250000123456', 'latin1'))).toBe(true);
    expect(star.includes(Buffer.from('\x1b\x1dyD1\x00\x0c\x00250000123456', 'latin1'))).toBe(true);
    // reading one family's bytes as the other's does not give the ticket back
    expect(decodePrint(star, 'epson').qrCodes).not.toEqual(['250000123456']);
  });

  it('Turkish letters survive the code page, whichever page is chosen first', () => {
    const layout = layoutOf(80);
    for (const characterSet of [
      CharacterSet.PC857_TURKISH,
      CharacterSet.PC437_USA,
      CharacterSet.WPC1254_TURKISH,
    ]) {
      const text = decodePrint(renderTicket(layout, { family: 'epson', characterSet })).lines.join('\n');
      expect(text, characterSet).toContain('1. Fenerbahçe - Beşiktaş');
      expect(text, characterSet).toContain('3. Göztepe - Çaykur Rizespor');
      expect(text, characterSet).toContain('Maks. kazanç');
    }
  });

  it('refuses a stream that stops inside a command', () => {
    const bytes = renderTicket(layoutOf(58), { family: 'epson' });
    const qrAt = bytes.indexOf(Buffer.from('\x1d(k\x0f\x00', 'latin1'));
    expect(qrAt).toBeGreaterThan(0);
    expect(() => tokenize(bytes.subarray(0, qrAt + 9))).toThrow(/ends inside a command/);
  });

  it('keeps status queries apart from print data', () => {
    const bytes = Buffer.concat([Buffer.from('AB'), Buffer.from([0x10, 0x04, 0x01]), Buffer.from('C\n')]);
    expect(tokenize(bytes).map((t) => t.type)).toEqual(['text', 'realtime', 'text', 'newline']);
    expect(decodePrint(bytes).lines).toEqual(['ABC']);
  });
});
