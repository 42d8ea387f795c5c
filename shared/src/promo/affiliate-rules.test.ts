import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affiliateBannerSnippet,
  affiliateLinkUrl,
  affiliatePeriod,
  affiliateWeeks,
  affiliateWin,
  affiliateYears,
  currentAffiliateSelection,
  mayUseAffiliate,
  shownAffiliateWin,
} from './affiliate-rules.ts';

const DAY = 86_400_000;
const money = fc.integer({ min: 0, max: 1_000_000_000_000 });
const bp = fc.integer({ min: 0, max: 10_000 });
const cutoff = fc.integer({ min: 0, max: 7 });
const weeklyCutoff = fc.integer({ min: 1, max: 7 });
const year = fc.integer({ min: 2000, max: 2100 });
const month = fc.integer({ min: 1, max: 12 });
// 2000-01-01 to 2100-01-01
const time = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

describe('affiliate win = (income − expense) × percent / 100', () => {
  it('is the spec figure, rounded toward zero', () => {
    expect(affiliateWin(100_000, 40_000, 2500)).toBe(15_000);
    expect(affiliateWin(1001, 0, 5000)).toBe(500);
    expect(affiliateWin(0, 1001, 5000)).toBe(-500);
  });

  it('never pays more than the exact share and less than a cent below it', () => {
    fc.assert(
      fc.property(money, money, bp, (income, expense, p) => {
        const win = affiliateWin(income, expense, p);
        expect(Number.isSafeInteger(win)).toBe(true);
        const exact = ((income - expense) * p) / 10_000;
        expect(Math.abs(win)).toBeLessThanOrEqual(Math.abs(exact) + 1e-6);
        expect(Math.abs(exact) - Math.abs(win)).toBeLessThan(1);
        expect(Math.sign(win) === 0 || Math.sign(win) === Math.sign(income - expense)).toBe(true);
      }),
    );
  });

  it('is nothing at 0 %, the whole net at 100 %, and grows with the percent', () => {
    fc.assert(
      fc.property(money, money, bp, bp, (income, expense, a, b) => {
        expect(affiliateWin(income, expense, 0)).toBe(0);
        expect(affiliateWin(income, expense, 10_000)).toBe(income - expense);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        if (income >= expense)
          expect(affiliateWin(income, expense, lo)).toBeLessThanOrEqual(affiliateWin(income, expense, hi));
        else
          expect(affiliateWin(income, expense, lo)).toBeGreaterThanOrEqual(affiliateWin(income, expense, hi));
      }),
    );
  });

  it('is shown only when positive', () => {
    fc.assert(
      fc.property(money, money, bp, (income, expense, p) => {
        const shown = shownAffiliateWin(income, expense, p);
        const win = affiliateWin(income, expense, p);
        expect(shown).toBe(win > 0 ? win : null);
      }),
    );
  });
});

describe('affiliate periods', () => {
  it('is the calendar month when the cutoff is 0', () => {
    expect(affiliatePeriod({ year: 2026, month: 2 }, 0)).toEqual({
      from: Date.UTC(2026, 1, 1),
      to: Date.UTC(2026, 2, 1),
    });
    expect(affiliatePeriod({ year: 2026, month: 12 }, 0)!.to).toBe(Date.UTC(2027, 0, 1));
  });

  it('splits a month into the weeks that start in it on the cutoff weekday', () => {
    // November 2026 starts on a Sunday: Monday weeks start on the 2nd, 9th, 16th, 23rd and 30th
    const weeks = affiliateWeeks(2026, 11, 1);
    expect(weeks.map((w) => new Date(w.from).getUTCDate())).toEqual([2, 9, 16, 23, 30]);
    expect(affiliatePeriod({ year: 2026, month: 11, week: 5 }, 1)).toEqual({
      from: Date.UTC(2026, 10, 30),
      to: Date.UTC(2026, 11, 7),
    });
    expect(affiliatePeriod({ year: 2026, month: 11, week: 6 }, 1)).toBeNull();
  });

  it('weeks are 4 or 5 back-to-back seven-day spans starting inside the month on the cutoff weekday', () => {
    fc.assert(
      fc.property(year, month, weeklyCutoff, (y, m, c) => {
        const weeks = affiliateWeeks(y, m, c);
        expect(weeks.length === 4 || weeks.length === 5).toBe(true);
        for (const [i, w] of weeks.entries()) {
          expect(w.to - w.from).toBe(7 * DAY);
          const d = new Date(w.from);
          expect(d.getUTCMonth() + 1).toBe(m);
          expect(d.getUTCDay() === 0 ? 7 : d.getUTCDay()).toBe(c);
          if (i > 0) expect(w.from).toBe(weeks[i - 1]!.to);
        }
        // the first week starts within the month's first seven days: no week is left out
        expect(new Date(weeks[0]!.from).getUTCDate()).toBeLessThanOrEqual(7);
        // and the next month's first week starts where this month's last ends
        const next = m === 12 ? affiliateWeeks(y + 1, 1, c) : affiliateWeeks(y, m + 1, c);
        expect(next[0]!.from).toBe(weeks.at(-1)!.to);
      }),
    );
  });

  it('opens on the period that holds now, in either mode', () => {
    fc.assert(
      fc.property(time, cutoff, (now, c) => {
        const sel = currentAffiliateSelection(now, c);
        const period = affiliatePeriod(sel, c)!;
        expect(period.from).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(period.to);
      }),
    );
  });

  it('offers the current year and the three before it', () => {
    expect(affiliateYears(Date.UTC(2026, 5, 1))).toEqual([2026, 2025, 2024, 2023]);
  });
});

describe('affiliate link and banner code', () => {
  it('builds {origin}/{lang}/register/{code}', () => {
    expect(affiliateLinkUrl('https://bet.example/', 'tr', 'AB12CD34')).toBe(
      'https://bet.example/tr/register/AB12CD34',
    );
  });

  it('links the banner to the affiliate link and escapes what it embeds', () => {
    const html = affiliateBannerSnippet(
      { name: 'Big "win" <b>', image: '/promo/b.svg', width: 300, height: 250 },
      'https://bet.example/tr/register/AB12',
    );
    expect(html).toBe(
      '<a href="https://bet.example/tr/register/AB12" target="_blank" rel="noopener">' +
        '<img src="/promo/b.svg" width="300" height="250" alt="Big &quot;win&quot; &lt;b&gt;"></a>',
    );
  });
});

describe('who may use the affiliate pages', () => {
  it('online users or holders of a link, while the programme is on', () => {
    expect(mayUseAffiliate({ onlineUser: 1 }, {})).toBe(true);
    expect(mayUseAffiliate({ onlineUser: 0 }, {})).toBe(false);
    expect(mayUseAffiliate({ onlineUser: 0, affiliateLink: 'AB12' }, { affiliateStatus: '1' })).toBe(true);
    expect(mayUseAffiliate({ onlineUser: 1 }, { affiliateStatus: '0' })).toBe(false);
  });
});
