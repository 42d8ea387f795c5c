import { expect, request as playwrightRequest, test } from '@playwright/test';
import { formatMoney, intlLocales } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const SLOTS_ON = { sportUser: { status: 1 }, liveUser: { status: 1 }, slotUser: { status: 1 } };
const NAMES = {
  tr: { mega: 'Mega Jackpot', daily: 'Günlük Jackpot', weekly: 'Haftalık Jackpot' },
  aa: {
    mega: 'الجائزة الكبرى الضخمة',
    daily: 'الجائزة الكبرى اليومية',
    weekly: 'الجائزة الكبرى الأسبوعية',
  },
} as const;

// Issue 19 part 7: the slots lobby's jackpot tiles show the pools as the site shows money (shared's
// formatMoney: two decimals, the language's grouping) and move when another player's stake feeds
// them, pushed over /jackpot.
for (const lang of ['tr', 'aa'] as const) {
  test(`a jackpot tile moves when a stake feeds its pool (360 px, ${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${lang}/casino`);
    const tiles = page.getByTestId('jackpot-tiles');
    await expect(tiles).toBeVisible();
    for (const key of ['mega', 'daily', 'weekly'] as const)
      await expect(page.getByTestId(`jackpot-${key}`)).toContainText(NAMES[lang][key]);
    const daily = page.getByTestId('jackpot-daily').locator('.jackpot-amount');
    // the site's money format: two decimals after a comma in Turkish, grouped as shared groups, the
    // currency kept on the amount's line (a no-break space)
    await expect(daily).toHaveText(lang === 'tr' ? /^[\d.]+,\d{2}\u00a0TL$/ : /TL/);
    const before = await daily.textContent();
    if (lang === 'tr') {
      const minor = Number(before!.replace('\u00a0TL', '').replace(/\./g, '').replace(',', ''));
      expect(before).toBe(formatMoney(minor, 'TRY', { locales: intlLocales('tr'), keepTogether: true }));
    }

    // another player spins the house slot in a session of their own
    const player = await newPlayer(baseURL!, 50, { products: SLOTS_ON });
    const other = await playwrightRequest.newContext({ baseURL: baseURL! });
    try {
      const login = await other.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: FETCH,
      });
      expect(login.status()).toBe(200);
      const list = (await (await other.get('/api/v1/casino/games?product=slot&search=Sultan')).json()) as {
        results: { id: number; title: string }[];
      };
      const slot = list.results.find((g) => g.title === 'Sultan Reels')!;
      const launched = await other.post(`/api/v1/casino/games/${slot.id}/launch?lang=${lang}`, {
        data: {},
        headers: FETCH,
      });
      const { url } = (await launched.json()) as { url: string };
      const html = await (await other.get(url)).text();
      const key = /data-key="([^"]+)"/.exec(html)![1]!;
      const spin = await other.post(`/games/house/session/${key}/play`, { data: { stake: 1000 } });
      expect(spin.status()).toBe(200);
    } finally {
      await other.dispose();
    }
    await expect(daily).not.toHaveText(before!);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`casino-jackpot-${lang}-360.png`) });
  });
}
