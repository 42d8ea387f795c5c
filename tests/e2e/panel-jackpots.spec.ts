import { expect, request as playwrightRequest, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const SLOTS_ON = { sportUser: { status: 1 }, liveUser: { status: 1 }, slotUser: { status: 1 } };

/** A player of its own spins the house slot once with the stake (minor units). */
async function spin(baseURL: string, stake: number) {
  const player = await newPlayer(baseURL, 50, { products: SLOTS_ON });
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await api.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: FETCH,
    });
    const list = (await (await api.get('/api/v1/casino/games?product=slot&search=Sultan')).json()) as {
      results: { id: number; title: string }[];
    };
    const slot = list.results.find((g) => g.title === 'Sultan Reels')!;
    const launched = await api.post(`/api/v1/casino/games/${slot.id}/launch?lang=en`, {
      data: {},
      headers: FETCH,
    });
    const { url } = (await launched.json()) as { url: string };
    const key = /data-key="([^"]+)"/.exec(await (await api.get(url)).text())![1]!;
    expect((await api.post(`/games/house/session/${key}/play`, { data: { stake } })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** An amount as the page shows it, back to minor units (digits only: both languages show two decimals). */
const minorOf = (shown: string) =>
  Number(shown.replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));

// Issue 19 part 7: the operator sees each jackpot pool with its rule and what stakes paid in and
// winners took out; a stake on a slot shows in the casino pools' figures.
for (const [width, lang, daily] of [
  [360, 'tr', 'Günlük Jackpot'],
  [1280, 'aa', 'الجائزة الكبرى اليومية'],
] as const) {
  test(`the jackpot pools page shows each pool and what stakes paid in (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    // a stake first: the pools open with the first one (on a fresh site they are not there yet)
    await spin(baseURL!, 100);
    await page.setViewportSize({ width, height: 800 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234', 'casino/jackpots');
    // the slot stakes' pools are open (the live casino's opens with its first stake)
    for (const tier of ['casinoDaily', 'casinoWeekly', 'casinoMega'])
      await expect(page.locator(`[data-testid="jackpot-pool"][data-tier="${tier}"]`)).toBeVisible();
    const row = page.locator('[data-testid="jackpot-pool"][data-tier="casinoDaily"]');
    await expect(row.getByRole('rowheader')).toHaveText(daily);
    // every pool the players see is listed, opened or not, each by its name
    await expect(page.getByTestId('jackpot-pool')).toHaveCount(6);
    for (const name of await page.getByTestId('jackpot-pool').getByRole('rowheader').allTextContents())
      expect(name).not.toContain('casinoAdmin.');
    // one menu entry is current: this page's, not the catalogue's above it too
    await expect(page.getByTestId('panel-nav').locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByTestId('panel-nav-casino/jackpots')).toHaveAttribute('aria-current', 'page');
    const contributed = row.getByTestId('jackpot-contributed');
    const before = minorOf((await contributed.textContent())!);

    // 10.00 on a slot pays 1 % (0.10) into the daily pool
    await spin(baseURL!, 1000);
    await page.reload();
    await expect
      .poll(async () => minorOf((await contributed.textContent()) ?? '0'))
      .toBeGreaterThanOrEqual(before + 10);
    await expect(page.getByTestId('jackpot-wins').or(page.getByTestId('jackpot-no-wins'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`panel-jackpots-${lang}-${width}.png`),
      fullPage: true,
    });
  });
}
