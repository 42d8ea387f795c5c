import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';
import { apiAs, newPlayer } from './pages/shell-page.ts';

const NAMES = {
  tr: { prematch: 'Maç öncesi jackpot', live: 'Canlı bahis jackpotu' },
  aa: { prematch: 'الجائزة الكبرى قبل المباراة', live: 'الجائزة الكبرى للرهان المباشر' },
} as const;

// Issue 19 part 7: Home's match jackpot shows the sports pools as the site shows money, and the pre-match
// tile moves when another player's pre-match coupon feeds its pool.
for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`Home's match jackpot moves when a coupon feeds it (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${lang}/`);
    const box = page.getByTestId('match-jackpot');
    await box.scrollIntoViewIfNeeded();
    const prematch = page.getByTestId('jackpot-sportsPrematch');
    await expect(prematch).toContainText(NAMES[lang].prematch);
    await expect(page.getByTestId('jackpot-sportsLive')).toContainText(NAMES[lang].live);
    const amount = prematch.locator('.jackpot-amount');
    // the site's money format (shared's formatMoney): two decimals after a comma in Turkish, the
    // currency kept on the amount's line (a no-break space)
    await expect(amount).toHaveText(lang === 'tr' ? /^[\d.]+,\d{2}\u00a0TL$/ : /TL/);
    const before = await amount.textContent();

    // another player's pre-match coupon of 100.00 pays 0.50 into the pool
    const match = await handMadeMatch(baseURL!, {
      home: `Jackpot Home ${lang} ${Date.now() % 100000}`,
      away: `Jackpot Away ${lang} ${Date.now() % 100000}`,
      odds: [2, 3.2, 3.4],
      startsInMinutes: 120,
    });
    const player = await newPlayer(baseURL!, 200);
    const api = await apiAs(baseURL!, player.userName, player.password);
    try {
      const placed = await api.post('/api/v1/coupons', {
        data: {
          idempotencyKey: `jackpot-${Date.now()}-${lang}`,
          stake: 100,
          oddChangeOk: true,
          picks: [pickOf(match)],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
    } finally {
      await api.dispose();
    }
    await expect(amount).not.toHaveText(before!, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`home-match-jackpot-${lang}-${width}.png`) });
  });
}
