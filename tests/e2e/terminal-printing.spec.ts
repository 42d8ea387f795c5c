import type { Page } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';
import { printedWords, TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

/** Posts of a coupon the page itself sends (a terminal never does: its queue does). */
function couponPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/coupons') posts.push(r.url());
  });
  return posts;
}

test('a coupon made in F mode goes through the terminal queue and its ticket prints with the id and every line', async ({
  page,
  terminal,
}) => {
  await logIn(page, terminal.shop);
  const posts = couponPosts(page);
  const sports = new SportsPages(page);
  const ui = new TerminalPages(page);
  await sports.openSports();
  await expect(ui.printerStatus()).toHaveText('Printer ready');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  // the on-screen keypad for the amount
  await page.getByTestId('stake').click();
  const keypad = page.getByTestId('keypad');
  await keypad.getByRole('button', { name: '1', exact: true }).click();
  await keypad.getByRole('button', { name: '0', exact: true }).click();
  await page.getByTestId('keypad-done').click();
  await expect(page.getByTestId('stake')).toHaveValue('10.00');
  await slip.create();
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  expect(ticketId).toMatch(/^\d{6,20}$/);

  await terminal.emulator.waitForCuts(1, 10_000);
  const printed = terminal.emulator.decoded();
  const coupon = await (await page.request.get(`/api/v1/coupons/${ticketId}`)).json();
  // the codes carry the payout code; the short ticket id is printed beside them
  expect(printed.barcodes).toEqual([coupon.payoutCode]);
  expect(printed.qrCodes).toEqual([coupon.payoutCode]);
  const text = printedWords(printed.lines);
  expect(text).toContain(ticketId);
  expect(coupon.totalStake).toBe(10);
  // money as the site shows it: the shop's TRY prints TL (read from the server when printing)
  expect(text).toMatch(/ 10\.00 TL /);
  expect(coupon.lines).toHaveLength(2);
  for (const line of coupon.lines) {
    expect(text).toContain(`${line.home} - ${line.away}`);
    expect(text).toContain(`${line.marketName}: ${line.outcomeName}`);
  }
  // the page never posted the coupon itself: the terminal's queue did, and is empty again
  expect(posts).toEqual([]);
  expect(terminal.services.queueState()).toEqual({
    ok: true,
    value: { pendingSubmissions: 0, pendingPrints: 0, pendingPayouts: 0, failed: 0, checking: 0 },
  });
  await page.screenshot({ path: test.info().outputPath('terminal-coupon.png') });

  // Print on the kept coupon reprints on the terminal's printer, marked as a duplicate
  await page.getByTestId('print').click();
  await terminal.emulator.waitForCuts(2, 10_000);
  expect(printedWords(terminal.emulator.decoded().lines)).toContain('*** DUPLICATE ***');

  // the terminal's own scanner (bridge.onScan) opens the ticket from anywhere
  terminal.services.events.emit('scan', ticketId);
  await expect(page).toHaveURL(new RegExp(`/en/ticket\\?id=${ticketId}$`));
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting');
});

test('with the paper out the bar says so and the ticket waits; it prints once the paper is back', async ({
  page,
  terminal,
}) => {
  await logIn(page, terminal.shop);
  const sports = new SportsPages(page);
  const ui = new TerminalPages(page);
  await sports.openSports();
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  await expect(ui.printerStatus()).toHaveText('Printer ready');
  // the paper runs out while the slip is open: the bar learns it from the printer, not from a reload
  terminal.emulator.setPaperOut(true);
  await slip.create();
  // the server took the bet; the ticket is queued, not lost
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  await expect(ui.printerStatus()).toHaveText('The printer has no paper.');
  await expect(ui.queue('prints')).toHaveText('Prints waiting: 1');
  await page.screenshot({ path: test.info().outputPath('terminal-no-paper.png') });
  expect(terminal.emulator.decoded().cuts).toBe(0);
  expect(terminal.emulator.held.length).toBe(0);

  terminal.emulator.setPaperOut(false);
  await terminal.emulator.waitForCuts(1, 15_000);
  const { payoutCode } = await (await page.request.get(`/api/v1/coupons/${ticketId}`)).json();
  expect(terminal.emulator.decoded().barcodes).toEqual([payoutCode]);
  await expect(ui.printerStatus()).toHaveText('Printer ready');
  await expect(ui.queue('prints')).toHaveCount(0);
});
