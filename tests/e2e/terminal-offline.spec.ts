import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';
import { TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

// The terminal's services reach the server through a link where nobody listens any more (a refused
// connection: nothing was sent); the page itself still reaches the site, so what is tested is the
// terminal's own rule: no confirmation, no bet. (Not port 1: fetch refuses that port without
// trying, which the terminal cannot tell from a lost answer.)
test.use({ throughLink: true, confirmWindowMs: 1500 });

test('a terminal cut off from the server takes no bet: the slip says it was not confirmed and the cashier sees it', async ({
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
  const before = (await (await page.request.get('/api/v1/me')).json()).credit;
  await terminal.link!.refuse();
  await slip.create();
  await expect(page.getByTestId('notice')).toContainText(
    'The server did not confirm the bet, so it was not taken. The cashier has been told.',
  );
  await expect(ui.queue('failed')).toHaveText('Bets not confirmed: 1 (see the cashier)');
  await page.screenshot({ path: test.info().outputPath('terminal-offline.png') });
  // nothing was shown as accepted, nothing printed, nothing placed or debited
  await expect(page.getByTestId('last-coupon')).toHaveCount(0);
  await expect(slip.picks()).toHaveCount(2);
  expect(terminal.emulator.decoded().cuts).toBe(0);
  expect((await (await page.request.get('/api/v1/me')).json()).credit).toBe(before);
  expect((await (await page.request.get('/api/v1/coupons')).json()).totalCount).toBe(0);
});
