import { expect, test } from '@playwright/test';
import { PanelPage, newDealerWithPlayer, placeSingle } from './pages/panel-page.ts';
import { ShellPage, apiAs, newPlayer } from './pages/shell-page.ts';

// Every box where money is typed reads it as the stake box does: a thousand grouped in the page's
// language ('1.000' in Turkish, '1,000.50' in English, the Arabic signs in Arabic) is a thousand,
// not a refusal.
test.setTimeout(90_000);

for (const [lang, width, typed, shown, credit] of [
  ['tr', 360, '1.000', '1.000,00', 1300],
  ['en', 1280, '1,000.50', '1,000.50', 1300.5],
  ['aa', 360, '1\u066c000\u066b50', '1,000.50', 1300.5],
] as const) {
  test(`the dealer's credit dialog sends a grouped thousand (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL!, 300);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('network');
    await page.getByTestId(`node-${player.userName}`).getByTestId('node-credit').click();
    const dialog = page.getByTestId('credit-dialog');
    await dialog.locator('input[name="amount"]').fill(typed);
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog.getByTestId('credit-confirm-text')).toContainText(shown);
    await page.screenshot({ path: test.info().outputPath(`credit-${lang}-${width}.png`) });
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog).toBeHidden();
    const me = await (await player.api.get('/api/v1/me')).json();
    expect(me.credit).toBe(credit);
    await dealerApi.dispose();
  });
}

test(`the user page saves a grouped casino limit and limits per coupon type (tr)`, async ({
  page,
  baseURL,
}) => {
  const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL!, 300);
  const panel = new PanelPage(page);
  await panel.login('tr', dealer.userName, dealer.password, `network/${player.userId}`);
  const form = page.getByTestId('user-settings-form');
  await form.getByTestId('user-casino-limit').fill('2.500');
  await form.locator('input[name="single.maxPay"]').fill('12.345,50');
  await page.getByTestId('user-save').click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(async () => {
      const user = await (await dealerApi.get(`/api/v1/admin/users/${player.userId}`)).json();
      return [user.casinoLimit, user.limits.single.maxPay];
    })
    .toEqual([2500, 12345.5]);
  await dealerApi.dispose();
});

test(`the back office lowers a player's limit typed as a grouped amount (tr)`, async ({ page, baseURL }) => {
  const dealer = await apiAs(baseURL!, 'dealer1', 'dealer1234');
  const userName = `e2etyp${Math.random().toString(36).slice(2, 9)}`;
  const created = await dealer.post('/api/v1/admin/users', {
    data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
  });
  const { userId } = (await created.json()) as { userId: number };
  await dealer.dispose();
  const api = await apiAs(baseURL!, userName, 'player1234');
  await api.put('/api/v1/responsible-gaming/limits', {
    data: { kind: 'deposit', period: 'day', amount: 5000 },
  });
  await api.dispose();

  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234', `responsible-gaming/${userId}`);
  await page.getByTestId('rg-lower-amount').fill('1.500,50');
  await page.getByTestId('rg-lower-reason').fill('asked by phone');
  await page.getByTestId('rg-lower-save').click();
  await expect(page.getByTestId('rg-lower-message')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('rg-limit-deposit-day').getByTestId('rg-limit-amount')).toContainText(
    '1.500,50',
  );
});

test(`the player sets a limit typed as a grouped amount (tr)`, async ({ page, baseURL }) => {
  const player = await newPlayer(baseURL!);
  await page.goto('/tr/');
  await new ShellPage(page).login(player.userName, player.password);
  await page.goto('/tr/responsibleGaming');
  await page.getByLabel('Tutar', { exact: true }).fill('2.500');
  await page.getByTestId('rg-limit-save').click();
  await expect(page.getByTestId('rg-limit-deposit-day')).toContainText('2.500,00');
});

test(`the trading limits page saves a grouped max stake (tr)`, async ({ page, baseURL }) => {
  const player = await newPlayer(baseURL!);
  const panel = new PanelPage(page);
  await panel.login('tr', 'admin', 'admin1234');
  await panel.go('limits');
  const screen = page.getByTestId('trading-limits');
  await screen.getByTestId('limit-scope').selectOption('player');
  await screen.getByTestId('limit-target').fill(String(player.userId));
  await screen.getByTestId('limit-maxStake').fill('10.000');
  await screen.getByTestId('limit-maxPay').fill('1.250.000,50');
  await screen.getByTestId('limit-save').click();
  await expect(screen.getByTestId('limit-message')).toHaveAttribute('role', 'status');
  const row = screen.locator(
    `[data-testid="limit-row"][data-scope="player"][data-target="${player.userId}"]`,
  );
  await expect(row).toContainText('10.000,00');
  await expect(row).toContainText('1.250.000,50');
  await row.getByTestId('limit-remove').click();
});

test(`the ticker's stake filter reads a grouped thousand (tr)`, async ({ page, baseURL }) => {
  const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL!, 300);
  const panel = new PanelPage(page);
  await panel.login('tr', dealer.userName, dealer.password);
  await panel.go('ticker');
  const big = await placeSingle(player.api, '/api/v1/matches?limit=50', 12);
  await placeSingle(player.api, '/api/v1/matches?limit=50', 7);
  const rows = page.getByTestId('ticker-row');
  await expect(rows).toHaveCount(2);
  // a thousand, not one: neither coupon is that big
  await page.getByTestId('ticker-min-stake').fill('1.000');
  await expect(rows).toHaveCount(0);
  await page.getByTestId('ticker-min-stake').fill('10,5');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-ticket', big);
  await dealerApi.dispose();
});
