import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { apiAs } from './pages/shell-page.ts';

// The back office's responsible gaming screen: dealer1 finds its player, sees the limit in force
// and the raise that waits, lowers the limit with a reason, and the history names who and why;
// at 360 px in Turkish and 1280 px in Arabic, with axe on each screen.

/** A player of dealer1 with a daily deposit limit of 100 and a raise to 300 waiting for its cooling-off. */
async function playerWithLimit(baseURL: string): Promise<{ userName: string; userId: number }> {
  const dealer = await apiAs(baseURL, 'dealer1', 'dealer1234');
  const userName = `e2eprg${Math.random().toString(36).slice(2, 9)}`;
  const created = await dealer.post('/api/v1/admin/users', {
    data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
  });
  expect(created.status()).toBe(201);
  const { userId } = (await created.json()) as { userId: number };
  await dealer.dispose();
  const player = await apiAs(baseURL, userName, 'player1234');
  const set = await player.put('/api/v1/responsible-gaming/limits', {
    data: { kind: 'deposit', period: 'day', amount: 100 },
  });
  expect(((await set.json()) as { outcome: string }).outcome).toBe('applied');
  const raise = await player.put('/api/v1/responsible-gaming/limits', {
    data: { kind: 'deposit', period: 'day', amount: 300 },
  });
  expect(((await raise.json()) as { outcome: string }).outcome).toBe('pending');
  await player.dispose();
  return { userName, userId };
}

const TEXT = {
  tr: { lower: 'Limiti düşür', lowered: 'Limit düşürüldü ve hemen geçerli.', waits: 'bekleme süresi' },
  aa: { lower: 'خفض الحد', lowered: 'تم خفض الحد ويسري فوراً.', waits: 'فترة الانتظار' },
} as const;

for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
] as const) {
  test(`the dealer lowers a player's limit with a reason at ${width} px in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const player = await playerWithLimit(baseURL!);
    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'responsible-gaming');
    if (lang === 'aa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByTestId('rg-search').fill(player.userName);
    await page.getByTestId('rg-search').press('Enter');
    const row = page.getByTestId('rg-players').locator(`tr[data-user="${player.userName}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId('rg-players').locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`panel-rg-list-${lang}-${width}.png`) });

    await row.getByRole('link', { name: player.userName }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/responsible-gaming/${player.userId}$`));
    const slot = page.getByTestId('rg-limit-deposit-day');
    await expect(slot.getByTestId('rg-limit-amount')).toHaveText(/100[.,]00/);
    await expect(slot.getByTestId('rg-limit-pending')).toContainText(TEXT[lang].waits);
    await expect(slot.getByTestId('rg-limit-pending')).toContainText(/300[.,]00/);
    await expectNoAxeViolations(page);

    // a reason is required, and the form says so before asking the server
    await page.getByTestId('rg-lower-amount').fill('50');
    await page.getByTestId('rg-lower-save').click();
    await expect(page.getByTestId('rg-lower-message')).toHaveAttribute('role', 'alert');
    await expect(slot.getByTestId('rg-limit-amount')).toHaveText(/100[.,]00/);

    await page.getByTestId('rg-lower-reason').fill('asked by phone');
    await page.getByTestId('rg-lower-save').click();
    await expect(page.getByTestId('rg-lower-message')).toHaveText(TEXT[lang].lowered);
    await expect(slot.getByTestId('rg-limit-amount')).toHaveText(/50[.,]00/);
    const lowered = page.getByTestId('rg-history').locator('tbody tr', { hasText: 'asked by phone' });
    await expect(lowered).toContainText('dealer1');
    await expect(lowered).toContainText(/100[.,]00/);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`panel-rg-player-${lang}-${width}.png`),
      fullPage: true,
    });

    // raising is the player's alone: the same form is refused above the limit in force
    await page.getByTestId('rg-lower-amount').fill('500');
    await page.getByTestId('rg-lower-reason').fill('asked by phone again');
    await page.getByTestId('rg-lower-save').click();
    await expect(page.getByTestId('rg-lower-message')).toHaveAttribute('role', 'alert');
    await expect(slot.getByTestId('rg-limit-amount')).toHaveText(/50[.,]00/);
  });
}
