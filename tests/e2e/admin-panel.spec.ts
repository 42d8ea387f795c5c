import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { apiAs, newPlayer } from './pages/shell-page.ts';

for (const [width, height, lang] of [
  [1280, 800, 'tr'],
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
  [360, 740, 'aa'],
] as const) {
  test(`a dealer opens the panel at ${width} px in ${lang}: menu, title, balance`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    const dealer = await newDealer(baseURL!);
    const panel = new PanelPage(page);
    await panel.loginWithForm(lang, dealer.userName, dealer.password);
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin$`));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'aa' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('panel-user')).toContainText(dealer.userName);
    const nav = panel.nav();
    if (width >= 1024) {
      // a sidebar beside the page, on the reading side: left in Turkish, right in Arabic
      await expect(nav).toBeVisible();
      const box = (await nav.boundingBox())!;
      if (lang === 'aa') expect(box.x + box.width).toBeGreaterThan(width - 2);
      else expect(box.x).toBeLessThan(2);
      await expect(page.getByTestId('panel-menu-button')).toBeHidden();
    } else {
      // a drawer that the menu button opens and Escape closes
      await expect(nav).toBeHidden();
      await page.getByTestId('panel-menu-button').click();
      await expect(nav).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`panel-drawer-${lang}-${width}.png`) });
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    }
    await page.screenshot({ path: test.info().outputPath(`panel-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);
    await panel.go('network');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/network$`));
    await expect(page.getByTestId('panel-title')).not.toBeEmpty();
  });
}

test('a player who opens the panel is sent to its login with a message, and stays out', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/tr/admin/network');
  await expect(page).toHaveURL(/\/tr\/admin\/login\?reason=denied/);
  await expect(page.getByTestId('panel-login-message')).toHaveText(
    'Bu alan yalnızca bayiler ve yöneticiler içindir. Yetkili bir hesapla giriş yapın.',
  );
  await expect(page.getByTestId('panel')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // logging in again as a player on the panel's login changes nothing
  const form = page.locator('.panel-login form');
  await form.locator('input[name="userName"]').fill(player.userName);
  await form.locator('input[name="password"]').fill(player.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('panel-login-message')).toBeVisible();
  await expect(page.getByTestId('panel')).toHaveCount(0);
});

test('a shop user is refused the panel too; a guest is asked to log in', async ({ page }) => {
  await page.goto('/aa/admin');
  await expect(page).toHaveURL(/\/aa\/admin\/login\?reason=login/);
  await expect(page.getByTestId('panel-login-message')).toHaveText(
    'سجّل الدخول بحساب الوكيل أو المدير لفتح اللوحة.',
  );
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: 'shop1', password: 'shop1234' },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/aa/admin');
  await expect(page).toHaveURL(/\/aa\/admin\/login\?reason=denied/);
  await expect(page.getByTestId('panel')).toHaveCount(0);
});

for (const [width, lang] of [
  [1280, 'tr'],
  [360, 'aa'],
] as const) {
  test(`a dealer opens a sub-dealer and a player and sends credit, at ${width} px in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const dealer = await newDealer(baseURL!, 1000);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('network');
    const tag = Math.random().toString(36).slice(2, 8);
    for (const [role, name] of [
      ['subDealer', `sub${tag}`],
      ['player', `pl${tag}`],
    ] as const) {
      await page.getByTestId('create-user-open').click();
      const form = page.getByTestId('create-user-form');
      await form.locator('select').selectOption(role);
      await form.locator('input[name="userName"]').fill(name);
      await form.locator('input[name="password"]').fill('kasa-77');
      await form.getByTestId('create-user-submit').click();
      await expect(page.getByTestId(`node-${name}`)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    const player = page.getByTestId(`node-pl${tag}`);
    await player.getByTestId('node-credit').click();
    const dialog = page.getByTestId('credit-dialog');
    await dialog.locator('input[name="amount"]').fill('25.50');
    await dialog.locator('input[name="note"]').fill('e2e');
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog.getByTestId('credit-confirm-text')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`credit-${lang}-${width}.png`) });
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog).toBeHidden();
    // both balances changed: the player's in the tree, the dealer's in the header
    await expect(player.getByTestId('node-balance')).toContainText('25');
    await expect(page.getByTestId('panel-balance')).toContainText('974');
    // taking back more than the player has is refused with the spec's message, in the dialog
    await player.getByTestId('node-credit').click();
    await dialog.locator('input[type="radio"]').nth(1).check();
    await dialog.locator('input[name="amount"]').fill('100');
    await dialog.getByTestId('credit-submit').click();
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog.getByTestId('credit-error')).toBeVisible();
    await page.keyboard.press('Escape');
    // the player's own page: its balance, its limits and its movements, axe clean
    await player.getByRole('link', { name: `pl${tag}` }).click();
    const userPage = page.getByTestId('panel-user-page');
    await expect(userPage.getByTestId('user-balance')).toContainText('25');
    await expect(userPage.getByTestId('limit-single')).toBeVisible();
    await expect(userPage.getByTestId('user-transactions')).toBeVisible();
    // the movement's kind in the panel's language, not its stored code
    await expect(userPage.getByTestId('user-transactions')).toContainText(
      lang === 'tr' ? 'Bakiye yüklendi' : 'إضافة رصيد',
    );
    await expect(userPage.getByTestId('user-transactions')).not.toContainText('creditIn');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`user-${lang}-${width}.png`), fullPage: true });
    await panel.go('finance');
    await expect(page.getByTestId('finance-table')).toContainText(`pl${tag}`);
    await expectNoAxeViolations(page);
    await panel.go('dashboard');
    await expect(page.getByTestId('dash-today')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a sub-dealer sees only its own branch', async ({ page, baseURL }) => {
  const dealer = await newDealer(baseURL!, 500);
  const api = await apiAs(baseURL!, dealer.userName, dealer.password);
  const tag = Math.random().toString(36).slice(2, 8);
  const sub = await api.post('/api/v1/admin/users', {
    data: { userName: `sb${tag}`, password: 'kasa-77', role: 'subDealer' },
  });
  expect(sub.status()).toBe(201);
  const subId = ((await sub.json()) as { userId: number }).userId;
  for (const [name, parentId] of [
    [`mine${tag}`, subId],
    [`notmine${tag}`, dealer.userId],
  ] as const)
    expect(
      (
        await api.post('/api/v1/admin/users', {
          data: { userName: name, password: 'kasa-77', role: 'player', parentId },
        })
      ).status(),
    ).toBe(201);
  await api.dispose();
  const panel = new PanelPage(page);
  await panel.login('tr', `sb${tag}`, 'kasa-77', 'network');
  await expect(page.getByTestId(`node-mine${tag}`)).toBeVisible();
  await expect(page.getByTestId(`node-notmine${tag}`)).toHaveCount(0);
  await page.getByTestId('network-search').fill(`notmine${tag}`);
  await expect(page.getByText('Bulunamadı')).toBeVisible();
});
