import { secureCodeFrom } from '@bet/shared';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { handMadeMatch, kickOff, pickOf } from './pages/hand-made-match.ts';
import { adminApi } from './pages/shell-page.ts';
import { printedWords, TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

type Match = { id: number; matchDate: string; betStatus: string; minTip?: number; markets: any[] };

/** A football match days away with an open 1X2 market, the `nth` of those listed. */
async function laterMatch(page: Page, nth: number): Promise<Match> {
  const list = await (
    await page.request.get('/api/v1/matches', { params: { sportId: 1, limit: 500 } })
  ).json();
  const open = (list.results as Match[]).filter(
    (m) =>
      Date.parse(m.matchDate) > Date.now() + 6 * 3600_000 &&
      (m.minTip ?? 1) === 1 &&
      m.markets.some((mk: any) => mk.typeId === 1 && mk.active && !mk.iss),
  );
  const match = open.at(nth);
  expect(match, `a later match with an open 1X2 market (${open.length} found)`).toBeDefined();
  return match!;
}

type Pick = { matchId: number; marketId: number; outcomeId: number; odd: number };

/** The home win of a match's 1X2 market. */
function homeWin(match: Match): Pick {
  const market = match.markets.find((mk: any) => mk.typeId === 1);
  const home = market.outcomes.find((o: any) => o.name === '1');
  return { matchId: match.id, marketId: market.id, outcomeId: home.id, odd: home.odd };
}

/** Places a single on the pick as the logged-in shop: its ticket id and payout code. */
async function place(page: Page, pick: Pick) {
  const placed = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `counter-${Date.now()}-${Math.random()}`,
      stake: 10,
      oddChangeOk: true,
      picks: [pick],
    },
    headers: CSRF,
  });
  const body = await placed.json();
  expect(placed.status(), JSON.stringify(body)).toBe(201);
  return { ticketId: body.ticketId as string, code: body.coupon.payoutCode as string };
}

for (const [width, height, nth] of [
  [360, 740, -2],
  [1280, 900, -3],
] as const) {
  test.describe(`the counter at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('a won ticket is paid only with its code: a guessed code and a mistyped one are refused', async ({
      page,
      terminal,
      baseURL,
    }) => {
      await logIn(page, terminal.shop);
      // a match of the spec's own, kicked off by the operator: the simulator's matches in play are
      // taken by other specs' results late in a run
      const match = await handMadeMatch(baseURL!, {
        home: `Counter Home ${width} ${Date.now() % 100000}`,
        away: `Counter Away ${width} ${Date.now() % 100000}`,
        odds: [1.8, 3.4, 4.2],
        startsInMinutes: 30,
      });
      const ticket = await place(page, pickOf(match));
      await kickOff(baseURL!, match);
      const admin = await adminApi(baseURL!);
      expect(
        (
          await admin.post(`/api/v1/admin/matches/${match.id}/result`, {
            data: { score: { home: 2, away: 0 } },
            headers: CSRF,
          })
        ).status(),
      ).toBe(200);
      await admin.dispose();

      // typed by its short id, the ticket shows, but paying needs the code printed on it
      const ui = new TerminalPages(page);
      await ui.openTicketScreen();
      await page.getByTestId('ticket-input').fill(ticket.ticketId);
      await page.getByTestId('ticket-open').click();
      await expect(page.getByTestId('ticket-status')).toHaveText('Won');
      const guessed = secureCodeFrom('payout', '11111111112222222222');
      await page.getByTestId('ticket-code').fill(guessed);
      await page.getByTestId('ticket-pay').click();
      await expect(ui.message()).toHaveText('The payout code does not belong to this ticket.');
      const mistyped = ticket.code.slice(0, 5) + ticket.code[6] + ticket.code[5] + ticket.code.slice(7);
      await page
        .getByTestId('ticket-code')
        .fill(mistyped === ticket.code ? ticket.code.slice(0, -1) + '0' : mistyped);
      await page.getByTestId('ticket-pay').click();
      await expect(ui.message()).toHaveText('The code was mistyped; please check it.');
      expect(
        (await (await page.request.get(`/api/v1/terminal/tickets/${ticket.ticketId}`)).json()).paid,
      ).toBe(false);
      await expectNoAxeViolations(page);

      // the ticket's barcode scanned: its code opens it, and the payout goes through once
      await ui.scan(ticket.code);
      await expect(page).toHaveURL(new RegExp(`/en/ticket\\?id=${ticket.code}$`));
      await expect(page.getByTestId('ticket-code')).toHaveValue(ticket.code);
      await page.getByTestId('ticket-pay').click();
      await expect(page.getByTestId('payout-receipt')).toBeVisible();
      await expect(page.getByTestId('ticket-paid')).toContainText(`at terminal ${terminal.shop.terminalNo}.`);
      await terminal.emulator.waitForCuts(1, 10_000);
      expect(printedWords(terminal.emulator.decoded().lines)).toContain('PAYOUT RECEIPT');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`counter-payout-${width}.png`) });
    });

    test('a ticket is voided before kick-off with a printed void receipt, and refused once its match started', async ({
      page,
      terminal,
      baseURL,
    }) => {
      await logIn(page, terminal.shop);
      const later = await place(page, homeWin(await laterMatch(page, nth)));
      const ui = new TerminalPages(page);
      await page.goto('/en/');
      await expect(ui.printerStatus()).toHaveText('Printer ready');
      await ui.scan(later.code);
      await expect(page.getByTestId('ticket-status')).toHaveText('Waiting');
      await page.getByTestId('void-reason').selectOption('wrongStake');
      await expectNoAxeViolations(page);
      await page.getByTestId('ticket-void').click();
      await expect(page.getByTestId('void-receipt')).toContainText('10.00 TL refunded; the ticket is void.');
      await expect(page.getByTestId('ticket-voided')).toContainText(
        `at terminal ${terminal.shop.terminalNo}.`,
      );
      await expect(page.getByTestId('ticket-void')).toHaveCount(0);
      await terminal.emulator.waitForCuts(1, 10_000);
      const receipt = printedWords(terminal.emulator.decoded().lines);
      expect(receipt).toContain('VOID RECEIPT');
      expect(receipt).toContain('Reason: Wrong stake');
      expect(receipt).toContain(later.ticketId);
      await page.screenshot({ path: test.info().outputPath(`counter-void-${width}.png`) });

      // a pre-match ticket whose match the operator brings forward: it has kicked off now
      const soon = await laterMatch(page, nth - 2);
      const started = await place(page, homeWin(soon));
      const admin = await adminApi(baseURL!);
      const moved = await admin.patch(`/api/v1/admin/fixtures/${soon.id}`, {
        data: { matchDate: new Date(Date.now() - 60_000).toISOString() },
        headers: CSRF,
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await admin.dispose();
      await ui.scan(started.code);
      await expect(page.getByTestId('ticket-status')).toHaveText('Waiting');
      await page.getByTestId('ticket-void').click();
      await expect(ui.message()).toHaveText(
        'The first match has started: the ticket can no longer be voided.',
      );
      expect(
        (await (await page.request.get(`/api/v1/terminal/tickets/${started.ticketId}`)).json()).voided,
      ).toBeNull();
    });

    test('change is given as a printed voucher, which the scanner reads back and pays in cash once', async ({
      page,
      terminal,
    }) => {
      await logIn(page, terminal.shop);
      const ui = new TerminalPages(page);
      await ui.openTicketScreen();
      await page.getByTestId('change-amount').fill('15');
      await page.getByTestId('change-issue').click();
      await expect(ui.message()).toHaveText('A voucher of 15.00 TL was issued.');
      const code = await page.getByTestId('voucher-result').getAttribute('data-voucher');
      expect(code).toMatch(/^2\d{21}$/);
      await terminal.emulator.waitForCuts(1, 10_000);
      const printed = terminal.emulator.decoded();
      expect(printed.barcodes).toEqual([code]);
      expect(printed.qrCodes).toEqual([code]);
      expect(printedWords(printed.lines)).toContain('VOUCHER');
      await expectNoAxeViolations(page);

      await page.goto('/en/');
      await expect(ui.printerStatus()).toHaveText('Printer ready');
      await ui.scan(code!);
      await expect(page.getByTestId('voucher-amount')).toHaveText('15.00 TL');
      await page.getByTestId('voucher-redeem').click();
      await expect(ui.message()).toHaveText('15.00 TL paid in cash.');
      await expect(page.getByTestId('voucher-redeemed')).toContainText(
        `at terminal ${terminal.shop.terminalNo}.`,
      );
      await expect(page.getByTestId('voucher-redeem')).toHaveCount(0);
      const again = await page.request.post(`/api/v1/terminal/vouchers/${code}/redeem`, {
        data: { terminalNo: 'T-X' },
        headers: CSRF,
      });
      expect(again.status()).toBe(409);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`counter-voucher-${width}.png`) });
    });
  });
}
