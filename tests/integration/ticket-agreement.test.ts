import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLines, ticketLayout, type TicketBlock } from '@bet/printer-drivers';
import { ticketCodes, ticketHtml, ticketLabels, type TicketLabels } from '@bet/server';
import {
  formatMoney,
  fromThousandths,
  intlLocales,
  scaledPayout,
  systemTotals,
  ticketModel,
  toMajor,
  translate,
  type Coupon,
  type CouponLine,
  type TicketType,
} from '@bet/shared';

/**
 * The HTML ticket (the server's print page) and the thermal ticket (the terminal's printer) are
 * two renderings of one ticket model: over generated coupons, max pay capped ones among them,
 * they must print the same value for every pick and every summary row.
 */

/** English, and languages with another decimal sign (Turkish), right to left (Arabic) or spaces in groups (French). */
const LANGS = ['en', 'tr', 'aa', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const TICKET_ID = '2600001234567';
const codes = ticketCodes(TICKET_ID);

interface Generated {
  type: TicketType;
  odds: number[];
  bankers: boolean[];
  sizes: number[];
  stakePerBet: number;
  /** a max pay below what the coupon would pay: the cap binds */
  capPercent: number | null;
  bonusPay: number;
}

const generated: fc.Arbitrary<Generated> = fc
  .record({
    type: fc.constantFrom<TicketType>('TK', 'KK', 'CK', 'SK'),
    odds: fc.array(fc.integer({ min: 1001, max: 40_000 }), { minLength: 1, maxLength: 8 }),
    bankerSeed: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    sizeSeed: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }),
    stakePerBet: fc.integer({ min: 1, max: 5_000_000 }),
    capPercent: fc.option(fc.integer({ min: 1, max: 99 })),
    bonusPay: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ type, odds, bankerSeed, sizeSeed, ...rest }) => {
    const kind: TicketType = type === 'TK' && odds.length > 1 ? 'KK' : type;
    const bankers = odds.map((_, i) => kind === 'SK' && odds.length > 2 && i === 0 && bankerSeed[i]!);
    const free = bankers.filter((b) => !b).length;
    const sizes = [...new Set(sizeSeed.map((s) => Math.min(s, free)))].sort((a, b) => a - b);
    return { type: kind, odds, bankers, sizes, ...rest };
  });

/** A coupon as the server answers it, with its totals worked out by the shared rules. */
function couponOf(g: Generated): Coupon {
  const lines: CouponLine[] = g.odds.map((odd, i) => ({
    // a multiple coupon has two picks on its first match
    matchId: g.type === 'CK' && i === 1 ? 1000 : 1000 + i,
    marketId: 10 + i,
    outcomeId: 100 + i,
    matchDate: new Date(Date.UTC(2026, 10, 25, 12 + i)).toISOString(),
    home: `Home ${i}`,
    away: `Away ${i}`,
    sportId: 1,
    marketTypeId: i % 2 ? 18 : 1,
    marketName: i % 2 ? 'Over/Under' : 'Match Result',
    outcomeName: i % 2 ? 'Over' : '1',
    odds: fromThousandths(odd),
    status: 0,
    isLive: false,
    isBank: g.bankers[i]!,
    special: i % 2 ? '2.5' : '',
    result: null,
  }));
  let bets = 1;
  let sum: bigint;
  let scale: bigint;
  if (g.type === 'SK') {
    const t = systemTotals(
      g.odds.filter((_, i) => g.bankers[i]),
      g.odds.filter((_, i) => !g.bankers[i]),
      g.sizes,
    );
    ({ bets, oddsSum: sum, scale } = t);
  } else {
    const byMatch = new Map<number, bigint>();
    lines.forEach((l, i) => byMatch.set(l.matchId, (byMatch.get(l.matchId) ?? 0n) + BigInt(g.odds[i]!)));
    bets = g.type === 'CK' ? g.odds.length - byMatch.size + 1 : 1;
    sum = [...byMatch.values()].reduce((a, b) => a * b, 1n);
    scale = 1000n ** BigInt(byMatch.size);
  }
  const totalOdds = Number((sum * 1000n) / scale);
  // what it would pay, held to a house limit of a hundred million so amounts stay exact
  const full = Math.min(scaledPayout(g.stakePerBet, sum, scale), 1e10);
  const maxPay = g.capPercent === null ? full : Math.floor((full * g.capPercent) / 100);
  return {
    ticketId: TICKET_ID,
    ticketDate: '2026-11-25T10:00:00.000Z',
    status: 0,
    ticketType: g.type,
    isLive: false,
    totalTipps: lines.length,
    totalStake: toMajor(g.stakePerBet * bets),
    totalTickets: bets,
    maxPay: toMajor(maxPay),
    bonusPay: toMajor(g.bonusPay),
    totalOdds: fromThousandths(totalOdds),
    income: 0,
    systemCombi: g.type === 'SK' ? g.sizes.join(',') : '',
    canceled: 0,
    sellType: { status: 0, winPrice: 0 },
    lines,
  };
}

const decode = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** What the HTML ticket prints: each pick's odd and each summary row by label. */
function readHtml(html: string) {
  const odds = [...html.matchAll(/<td class="odd">([^<]*)<\/td>/g)].map((m) => m[1]!);
  const rows = [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
    (m) => [decode(m[1]!), decode(m[2]!)] as const,
  );
  return { odds, rows };
}

/** What the thermal ticket prints: each pick's odd (ending its pick line) and the summary rows. */
function readThermal(blocks: TicketBlock[], picks: number, labels: TicketLabels) {
  const texts = blocks.filter((b): b is Extract<TicketBlock, { kind: 'text' }> => b.kind === 'text');
  const odds: string[] = [];
  for (let i = 1; i <= picks; i++) {
    const head = texts.findIndex((b) => b.bold && b.lines[0]!.startsWith(`${i}. `));
    const body = texts[head + 1]!.lines;
    odds.push(body[body.length - 1]!.trim().split(/\s+/).pop()!);
  }
  const summary = texts.find(
    (b) => b.bold && b.lines.some((l) => l.startsWith(`${labels['ticket.stake']}:`)),
  )!;
  const rows = summary.lines.map((l) => {
    const m = /^(.+?):\s+(\S.*)$/.exec(l)!;
    return [m[1]!, m[2]!] as const;
  });
  return { odds, rows };
}

describe.each(LANGS)('the HTML ticket and the thermal ticket print one ticket model (%s)', (LANG: Lang) => {
  const labels = ticketLabels(LANG);
  it('agree on every odd and every amount, max pay capped coupons included', () => {
    fc.assert(
      fc.property(generated, fc.constantFrom('TRY', 'EUR', 'PLN'), (g, currency) => {
        const coupon = couponOf(g);
        const model = ticketModel(coupon, (key, values) => translate(key, 'en', values));
        const html = readHtml(
          ticketHtml(
            model,
            { operator: 'Demo', timeZone: 'UTC', lang: LANG, labels, format: { currency, language: LANG } },
            codes,
          ),
        );
        const layout = ticketLayout(coupon, {
          operator: 'Demo',
          terminalNo: 'T-1',
          timeZone: 'UTC',
          language: LANG,
          currency,
          paperWidth: 80,
        });
        const thermal = readThermal(layout.blocks, coupon.lines.length, labels);
        expect(html.odds).toHaveLength(coupon.lines.length);
        expect(thermal.odds).toEqual(html.odds);
        expect(thermal.rows).toEqual(html.rows);
        // the rows are the model's, in its order, and total odds come from the stored coupon
        expect(html.rows.map(([label]) => label)).toEqual(model.summary.map((r) => labels[r.key]));
        const total = html.rows.find(([label]) => label === translate('ticket.totalOdds', LANG))![1];
        // two decimals of thousandths, rounded down like the payout beside them: under a hundredth below
        const shown = Math.round(Number(total) * 1000);
        expect(model.totalOdds - shown).toBeGreaterThanOrEqual(0);
        expect(model.totalOdds - shown).toBeLessThan(10);
        expect(layoutLines(layout).join('\n')).toContain(total);
        // the stake as the site's pages show it in this language (decimal sign and grouping)
        const stake = html.rows.find(([label]) => label === labels['ticket.stake'])![1];
        const page = formatMoney(model.stake, currency, { locales: intlLocales(LANG) });
        expect(stake).toBe(page.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, ''));
      }),
      { numRuns: 200 },
    );
  });
});
