import { expect, test } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';
import { TerminalPages } from './pages/terminal-pages.ts';
import { createShopUser, logIn } from './pages/terminal-rig.ts';

test('in a plain browser a shop user bets by posting directly, and the terminal screens say no printer is attached', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const shop = await createShopUser(api);
  await api.dispose();
  await logIn(page, shop);
  const ui = new TerminalPages(page);
  const sports = new SportsPages(page);
  await sports.openSports();
  await expect(ui.printerStatus()).toHaveText('No printer is attached.');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/coupons',
  );
  await slip.create();
  await posted;
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();

  await ui.openTicketScreen();
  await expect(page.getByTestId('terminal-no-printer')).toHaveText('No printer is attached.');
  await ui.typeOnKeypad(ticketId);
  await expect(ui.result()).toHaveAttribute('data-ticket', ticketId);
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting');
  await expect(page.getByTestId('ticket-payable')).toHaveText('0.00 TL');
  // the cashier reads the ticket's selections to the customer: both picks, with their kick-off
  const lines = ui.result().getByTestId('coupon-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first().locator('time')).not.toBeEmpty();
  await expect(page.getByTestId('ticket-type')).toHaveText('Combine');
  await expect(page.getByTestId('ticket-reprint')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('terminal-plain-browser.png') });
});

test('a shop screen left untouched returns to Home after the idle time', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const shop = await createShopUser(api);
  await api.dispose();
  await logIn(page, shop);
  await page.clock.install();
  const ui = new TerminalPages(page);
  await ui.openTicketScreen();
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('ticket-screen')).toBeVisible();
  // a touch starts the wait again
  await page.getByTestId('ticket-input').click();
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('ticket-screen')).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByTestId('ticket-screen')).toHaveCount(0);
});
