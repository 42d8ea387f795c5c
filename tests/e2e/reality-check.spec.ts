import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, apiAs, ShellPage } from './pages/shell-page.ts';

// A new player is asked for a deposit limit before the first deposit, and a player's reality
// check (every 15 minutes, the player's own choice) shows the session's length and net result,
// with a way to go on, to the limits and to stop; at 360 px in Turkish and 1280 px in Arabic.

/** A player of its own who may pay online, under a dealer of its own. */
async function newPlayer(baseURL: string): Promise<{ userName: string; password: string }> {
  const admin = await adminApi(baseURL);
  const suffix = Math.random().toString(36).slice(2, 9);
  const dealerName = `e2ercd${suffix}`;
  const created = await admin.post('/api/v1/admin/users', {
    data: { userName: dealerName, password: 'dealer1234', role: 'dealer', userOpenLimit: 10 },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();
  const dealer = await apiAs(baseURL, dealerName, 'dealer1234');
  const userName = `e2erc${suffix}`;
  const player = await dealer.post('/api/v1/admin/users', {
    data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
  });
  expect(player.status()).toBe(201);
  await dealer.dispose();
  return { userName, password: 'player1234' };
}

const TEXT = {
  tr: {
    ask: 'Para yatırma limiti belirleyin',
    done: 'Para yatırma limitiniz hemen geçerli.',
    every: 'Her 15 dakikada bir',
    title: 'Oyun süresi hatırlatması',
  },
  aa: {
    ask: 'حدد حداً للإيداع',
    done: 'حد الإيداع الخاص بك ساري الآن.',
    every: 'كل 15 دقيقة',
    title: 'تذكير بمدة اللعب',
  },
} as const;

for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
] as const) {
  test(`${lang} at ${width} px: the deposit limit question, then a reality check every 15 minutes`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const player = await newPlayer(baseURL!);
    await page.setViewportSize({ width, height });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);

    // the first deposit asks for a limit; a wrong amount is refused before the server
    await page.goto(`/${lang}/deposit`);
    const ask = page.getByTestId('rg-ask');
    await expect(ask.getByRole('heading', { level: 2 })).toHaveText(text.ask);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`rg-ask-${lang}-${width}.png`), fullPage: true });
    await ask.getByTestId('rg-ask-amount').fill('0');
    await ask.getByTestId('rg-ask-set').click();
    await expect(ask.getByRole('alert')).toBeVisible();
    await ask.getByTestId('rg-ask-amount').fill('250');
    await ask.getByTestId('rg-ask-set').click();
    await expect(page.getByTestId('rg-ask-done')).toHaveText(text.done);
    // the limit is in force, and the question is not asked again
    const state = await page.request.get('/api/v1/responsible-gaming');
    const deposit = (
      (await state.json()) as { limits: { kind: string; period: string; amount: number | null }[] }
    ).limits.find((l) => l.kind === 'deposit' && l.period === 'day');
    expect(deposit?.amount).toBe(250);
    await page.reload();
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expect(page.getByTestId('rg-ask')).toHaveCount(0);

    // the player's own interval; from here the page's clock is the test's
    await page.goto(`/${lang}/responsibleGaming`);
    const interval = page.locator('#rg-rc-minutes');
    // the page has loaded before the fake clock comes in: timers the loading set up run on time
    await expect(interval).toBeEnabled();
    await page.clock.install();
    await interval.selectOption({ label: text.every });
    // the check's timer is set from the saved answer: the clock moves on only once it has come
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        new URL(r.url()).pathname === '/api/v1/responsible-gaming/reality-check',
    );
    await page.getByTestId('rg-rc-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('rg-rc-save')).toBeEnabled();
    await expect(interval).toHaveValue('15');

    await page.clock.fastForward('16:00');
    const check = page.getByTestId('reality-check');
    await expect(check).toBeVisible();
    await expect(check.getByRole('heading', { level: 2 })).toHaveText(text.title);
    await expect(check.getByTestId('reality-check-staked')).toHaveText(/0[.,]00/);
    await expect(check.getByTestId('reality-check-elapsed')).toContainText(/1[5-7]/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`reality-check-${lang}-${width}.png`) });
    // Escape goes on playing; the next one comes one interval later
    await page.keyboard.press('Escape');
    await expect(check).toHaveCount(0);
    await page.clock.fastForward('15:00');
    await expect(check).toBeVisible();
    // stop: logged out
    await check.getByTestId('reality-check-stop').click();
    await expect(page.locator('header .login-button')).toBeVisible();
    await expect(check).toHaveCount(0);
  });
}
