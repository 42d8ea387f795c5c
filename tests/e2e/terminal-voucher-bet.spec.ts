import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';
import { printedWords, TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

test('a scanned voucher pays a new bet: redeemed once with the coupon, its change printed as a new voucher', async ({
  page,
  terminal,
}) => {
  test.setTimeout(90_000);
  await logIn(page, terminal.shop);
  const ui = new TerminalPages(page);

  // a voucher of 30 the customer brings back (given as change earlier)
  await ui.openTicketScreen();
  await page.getByTestId('change-amount').fill('30');
  await page.getByTestId('change-issue').click();
  await expect(ui.message()).toHaveText('A voucher of 30.00 TL was issued.');
  const code = (await page.getByTestId('voucher-result').getAttribute('data-voucher'))!;
  await terminal.emulator.waitForCuts(1, 10_000);

  // the cashier makes the slip: two picks, 10 on the keypad
  const sports = new SportsPages(page);
  await sports.openSports();
  await expect(ui.printerStatus()).toHaveText('Printer ready');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  await page.getByTestId('stake').click();
  const keypad = page.getByTestId('keypad');
  await keypad.getByRole('button', { name: '1', exact: true }).click();
  await keypad.getByRole('button', { name: '0', exact: true }).click();
  await page.getByTestId('keypad-done').click();

  // the terminal's scanner reads the voucher; the counter offers it for the bet
  terminal.services.events.emit('scan', code);
  await expect(page.getByTestId('voucher-amount')).toHaveText('30.00 TL');
  await page.getByTestId('voucher-bet').click();
  await expect(page).toHaveURL(/\/en\/betslip$/);
  await expect(page.getByTestId('stake-voucher')).toContainText('The voucher of 30.00 TL pays the stake:');
  await expect(page.getByTestId('stake-voucher-change')).toHaveText('Change as a new voucher: 20.00 TL');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('voucher-bet-slip.png') });

  await slip.create();
  // the coupon goes through the terminal's queue before the counter shows it: a loaded machine
  // takes more than the default wait there now and then
  await expect(page.getByTestId('last-coupon')).toBeVisible({ timeout: 20_000 });
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  await expect(page.getByTestId('stake-voucher')).toHaveCount(0);

  // the ticket and the change voucher print; the change voucher's code is on its barcode
  await terminal.emulator.waitForCuts(3, 15_000);
  const printed = terminal.emulator.decoded();
  const coupon = await (await page.request.get(`/api/v1/coupons/${ticketId}`)).json();
  expect(coupon.totalStake).toBe(10);
  const change = printed.barcodes.filter((b) => b !== code && b !== coupon.payoutCode);
  expect(change).toHaveLength(1);
  expect(printedWords(printed.lines)).toContain('20.00 TL');
  const changeVoucher = await (await page.request.get(`/api/v1/terminal/vouchers/${change[0]}`)).json();
  expect(changeVoucher).toMatchObject({ amount: 20, source: 'change', redeemed: null });

  // the voucher brought in is spent on this ticket: scanned again, it says so and offers nothing
  terminal.services.events.emit('scan', code);
  await expect(page.getByTestId('voucher-redeemed')).toContainText(
    `at terminal ${terminal.shop.terminalNo}.`,
  );
  await expect(page.getByTestId('voucher-bet')).toHaveCount(0);
  const spent = await (await page.request.get(`/api/v1/terminal/vouchers/${code}`)).json();
  expect(spent.redeemed).toMatchObject({ as: 'bet', reference: ticketId });
  await page.screenshot({ path: test.info().outputPath('voucher-bet-spent.png') });
});
