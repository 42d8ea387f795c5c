import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketDays,
  casinoReportProduct,
  couponReportProduct,
  REPORT_PRODUCTS,
  csvAmount,
  dayIso,
  dayOf,
  dayOfIso,
  movementSums,
  periodStart,
  reportFigures,
  toCsv,
  ZERO_SUMS,
  addSums,
} from './report-rules.ts';

/** A strict reader of RFC 4180 CSV, to read back what toCsv wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

const day = fc.integer({ min: 0, max: 50_000 });

describe('report periods', () => {
  it('a week starts on a Monday no more than six days before, a month on the 1st', () => {
    fc.assert(
      fc.property(day, (d) => {
        const w = periodStart(d, 'week');
        expect(new Date(w * 86_400_000).getUTCDay()).toBe(1);
        expect(d - w).toBeGreaterThanOrEqual(0);
        expect(d - w).toBeLessThan(7);
        const m = periodStart(d, 'month');
        expect(dayIso(m).slice(0, 7)).toBe(dayIso(d).slice(0, 7));
        expect(dayIso(m).slice(8)).toBe('01');
        expect(periodStart(d, 'day')).toBe(d);
      }),
    );
  });

  it('bucketing keeps every sum, whatever the period', () => {
    const sums = fc.record({
      day,
      stakes: fc.integer({ min: -1e9, max: 1e9 }),
      wins: fc.integer({ min: -1e9, max: 1e9 }),
      bonuses: fc.integer({ min: 0, max: 1e9 }),
      coupons: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 60 }), fc.constantFrom('day', 'week', 'month'), (days, p) => {
        const total = days.reduce(addSums, ZERO_SUMS);
        const buckets = bucketDays(days, p as 'day' | 'week' | 'month');
        const { stakes, wins, bonuses, coupons } = buckets.reduce(addSums, ZERO_SUMS);
        expect({ stakes, wins, bonuses, coupons }).toEqual({
          stakes: total.stakes,
          wins: total.wins,
          bonuses: total.bonuses,
          coupons: total.coupons,
        });
        for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.day).toBeGreaterThan(buckets[i - 1]!.day);
      }),
    );
  });

  it('days and ISO dates convert both ways', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(dayOfIso(dayIso(d))).toBe(d);
      }),
    );
    expect(dayOfIso('2026-02-30')).toBeNull();
    expect(dayOfIso('26-02-01')).toBeNull();
    expect(dayOf(Date.UTC(2026, 10, 25, 23, 59))).toBe(dayOfIso('2026-11-25'));
  });
});

describe('report figures', () => {
  it('a stake and its refund cancel out; wins, sales and corrections count as wins', () => {
    expect(movementSums('stake', -1000)).toEqual({ stakes: 1000, wins: 0, bonuses: 0, coupons: 1 });
    expect(addSums(movementSums('stake', -1000)!, movementSums('cancelRefund', 1000)!)).toEqual(ZERO_SUMS);
    expect(movementSums('win', 2500)!.wins).toBe(2500);
    expect(movementSums('cashout', 700)!.wins).toBe(700);
    expect(movementSums('winCorrection', -2500)!.wins).toBe(-2500);
    expect(movementSums('creditIn', 5000)).toBeNull();
    expect(movementSums('cashPayout', -5000)).toBeNull();
  });

  it("a casino bet and its provider's rollback cancel out; a jackpot paid counts as a win", () => {
    expect(addSums(movementSums('stake', -300)!, movementSums('refund', 300)!)).toEqual(ZERO_SUMS);
    expect(movementSums('jackpotWin', 12_345)).toEqual({ stakes: 0, wins: 12_345, bonuses: 0, coupons: 0 });
    // the pool's own legs (seed, contribution) are the house's money, not play
    expect(movementSums('jackpotContribution', 10)).toBeNull();
    expect(movementSums('jackpotSeed', 10)).toBeNull();
  });

  it('every catalogue product reports under a product of its own; an unknown one by its service', () => {
    const seen = ['slot', 'live', 'virtual', 'tv', 'bingo'].map((p) => casinoReportProduct(p, 5));
    expect(seen).toEqual(['slots', 'livecasino', 'virtual', 'tv', 'bingo']);
    for (const p of seen) expect(REPORT_PRODUCTS).toContain(p);
    expect(casinoReportProduct(null, 4)).toBe('livecasino');
    // bingo, virtual and TV games book under services of their own (6, 7, 8)
    expect([6, 7, 8].map((s) => casinoReportProduct(null, s))).toEqual(['bingo', 'virtual', 'tv']);
    expect(casinoReportProduct('poker', 5)).toBe('slots');
    expect(casinoReportProduct('__proto__', 5)).toBe('slots');
    expect([couponReportProduct(true), couponReportProduct(false)]).toEqual(['live', 'sport']);
  });

  it('GGR is stakes less wins, NGR less bonuses, and commission a share of a positive NGR only', () => {
    const amount = fc.integer({ min: 0, max: 1e12 });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.integer({ min: 0, max: 10_000 }),
        (stakes, wins, bonuses, bp) => {
          const f = reportFigures({ stakes, wins, bonuses, coupons: 1 }, bp);
          expect(f.ggr).toBe(stakes - wins);
          expect(f.ngr).toBe(stakes - wins - bonuses);
          expect(Number.isSafeInteger(f.commission)).toBe(true);
          if (f.ngr <= 0) expect(f.commission).toBe(0);
          else {
            expect(f.commission).toBeLessThanOrEqual(f.ngr);
            expect(f.commission).toBe(Math.floor((f.ngr * bp) / 10_000));
          }
        },
      ),
    );
  });
});

describe('CSV export', () => {
  it('reads back cell for cell, with a byte order mark and CRLF ends', () => {
    const cell = fc.oneof(fc.string(), fc.integer(), fc.constantFrom('a,b', 'say "hi"', 'x\r\ny', 'Çağrı ş'));
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
        (header, rows) => {
          const text = toCsv(header, rows);
          expect(text.startsWith('\uFEFF')).toBe(true);
          expect(text.endsWith('\r\n')).toBe(true);
          // text a spreadsheet would run as a formula reads back behind an apostrophe
          const shown = (c: string | number) =>
            typeof c === 'string' && /^[=+\-@\t\r]/.test(c) && !/^-?\d+(\.\d+)?$/.test(c)
              ? `'${c}`
              : String(c);
          expect(parseCsv(text.slice(1))).toEqual([header.map(shown), ...rows.map((r) => r.map(shown))]);
        },
      ),
    );
  });

  it('never hands a spreadsheet a formula: text starting with = + - @ is kept as text', () => {
    const text = toCsv(
      ['user', 'reason'],
      [
        ['=HYPERLINK("http://x","y")', '@SUM(A1)'],
        ['+1', '-x'],
      ],
    );
    expect(parseCsv(text.slice(1))).toEqual([
      ['user', 'reason'],
      [`'=HYPERLINK("http://x","y")`, "'@SUM(A1)"],
      ["'+1", "'-x"],
    ]);
  });

  it('writes amounts as plain numbers with a point, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        const text = csvAmount(minor);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(minor);
      }),
    );
    expect(csvAmount(123456)).toBe('1234.56');
    // a negative amount stays a number, not a guarded text
    expect(toCsv(['a'], [[csvAmount(-5)]])).toBe('\uFEFFa\r\n-0.05\r\n');
    expect(csvAmount(-5)).toBe('-0.05');
  });
});
