import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { as, playerWithShopWithdrawal } from './pages/shop-cash.ts';
import { printedWords } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const creditOf = async (api: APIRequestContext, user: { userName: string; password: string }) => {
  await as(api, user.userName, user.password);
  return (await (await api.get('/api/v1/me')).json()).credit as number;
};

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`the cashier takes cash into an online player's account and pays the player's withdrawal by its code, each once with a receipt (${width} px, ${lang})`, async ({
    page,
    terminal,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const player = await playerWithShopWithdrawal(api, 50);
    expect(player.code).toMatch(/^3\d{21}$/);
    expect(await creditOf(api, player)).toBe(250);

    await page.setViewportSize({ width, height: 900 });
    await logIn(page, terminal.shop);
    await page.goto(`/${lang}/`);
    await page.getByTestId('shop-cash-link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/shop-cash$`));
    const screen = page.getByTestId('shop-cash');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'aa' ? 'rtl' : 'ltr');

    // the deposit: the player is found by user name, read back, and credited once
    const deposit = screen.getByTestId('shop-deposit');
    await deposit.getByTestId('shop-deposit-player').fill(player.userName.toUpperCase());
    await deposit.getByTestId('shop-deposit-find').click();
    await expect(deposit.getByTestId('shop-deposit-found')).toContainText(player.userName);
    // below the site's range (1.00 by default) the cash is not taken, and the range is said
    await deposit.getByTestId('shop-deposit-amount').fill('0,50');
    await expect(deposit.getByTestId('shop-deposit-take')).toBeDisabled();
    await expect(deposit.getByTestId('shop-deposit-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit.getByTestId('shop-deposit-range')).toContainText(
      lang === 'tr' ? '50.000,00' : '50,000.00',
    );
    await deposit.getByTestId('shop-deposit-amount').fill('25,50');
    await expect(deposit.getByTestId('shop-deposit-take')).toContainText(player.userName);
    await expectNoAxeViolations(page, '[data-testid="shop-cash"]');
    await deposit.getByTestId('shop-deposit-take').click();
    await expect(deposit.getByTestId('shop-deposit-message')).toContainText(player.userName);
    await expect(deposit.getByTestId('shop-deposit-found')).toHaveCount(0);
    await terminal.emulator.waitForCuts(1, 10_000);
    const slip = printedWords(terminal.emulator.decoded().lines);
    expect(slip).toContain('ACCOUNT DEPOSIT');
    expect(slip).toContain(`Account: ${player.userName}`);
    expect(slip).toContain(`Terminal: ${terminal.shop.terminalNo}`);
    expect(slip).toContain('25.50');
    expect(await creditOf(api, player)).toBe(275.5);
    await page.screenshot({ path: test.info().outputPath(`shop-deposit-${lang}-${width}.png`) });

    // a player the shop cannot serve is refused, with the reason on the screen
    await deposit.getByTestId('shop-deposit-player').fill('nobody-at-all-here');
    await deposit.getByTestId('shop-deposit-find').click();
    await expect(deposit.getByRole('alert')).toBeVisible();

    // the withdrawal: the code (as read aloud, in groups) and the user name show the amount
    const withdrawal = screen.getByTestId('shop-withdrawal');
    const grouped = player.code.replace(/(\d{4})(?=\d)/g, '$1 ');
    await withdrawal.getByTestId('shop-withdrawal-code').fill(grouped);
    await withdrawal.getByTestId('shop-withdrawal-user').fill('somebody-else');
    await withdrawal.getByTestId('shop-withdrawal-check').click();
    await expect(withdrawal.getByRole('alert')).toBeVisible();
    await expect(withdrawal.getByTestId('shop-withdrawal-result')).toHaveCount(0);
    await withdrawal.getByTestId('shop-withdrawal-user').fill(player.userName);
    await withdrawal.getByTestId('shop-withdrawal-check').click();
    await expect(withdrawal.getByTestId('shop-withdrawal-amount')).toContainText('50');
    await expectNoAxeViolations(page, '[data-testid="shop-cash"]');
    await page.screenshot({ path: test.info().outputPath(`shop-withdrawal-${lang}-${width}.png`) });
    await withdrawal.getByTestId('shop-withdrawal-pay').click();
    await expect(withdrawal.getByTestId('shop-withdrawal-paid')).toContainText(terminal.shop.terminalNo);
    await expect(withdrawal.getByTestId('shop-withdrawal-pay')).toHaveCount(0);
    await terminal.emulator.waitForCuts(2, 10_000);
    const paid = printedWords(terminal.emulator.decoded().lines);
    expect(paid).toContain('WITHDRAWAL PAID');
    expect(paid).toContain('50.00');
    // a second check of the same code says it was paid, and where
    await withdrawal.getByTestId('shop-withdrawal-check').click();
    await expect(withdrawal.getByTestId('shop-withdrawal-paid')).toContainText(terminal.shop.userName);
    await expect(withdrawal.getByTestId('shop-withdrawal-pay')).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-testid="shop-cash"]');
    await page.screenshot({ path: test.info().outputPath(`shop-withdrawal-paid-${lang}-${width}.png`) });

    // the player's own list says where and when it was paid; the hold went to the shop, not back
    await as(api, player.userName, player.password);
    const own = (await (await api.get('/api/v1/payments/requests')).json()).results[0];
    expect(own).toMatchObject({ status: 1, shopCode: null });
    expect(own.paidAtShop).toMatchObject({
      shop: terminal.shop.userName,
      terminalNo: terminal.shop.terminalNo,
    });
    expect(await creditOf(api, player)).toBe(275.5);

    // both movements are in the cashier's shift
    const shift = (await (await page.request.get('/api/v1/terminal/shift')).json()).shift;
    expect(shift.movements).toBe(2);
    await api.dispose();
  });
}
