import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

const COUPONS_EMPTY = {
  tr: 'Henüz kuponunuz yok. Spor veya Canlı bölümünden oran seçip kupon yapın.',
  aa: 'لا توجد قسائم بعد. اختر الاحتمالات من الرياضة أو المباشر لإنشاء قسيمة.',
} as const;

// An empty list says why in a sentence and offers a way on, in every language and width.
for (const width of [360, 1280]) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`no favourites and no coupons: a sentence and a way on (${lang}, ${width} px)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/favorites`);
      const favorites = page.getByTestId('favorites-empty');
      await expect(favorites).toBeVisible({ timeout: 20_000 });
      await expect(favorites.locator('p').first()).toHaveText(/★/);
      const ways = favorites.locator('.empty-ways a');
      await expect(ways).toHaveCount(2);
      await expectNoAxeViolations(page);
      await ways.last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/sports$`));

      // a new player's coupons: none yet, and the way to the matches
      const player = await newPlayer(baseURL!);
      const login = await page.request.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: { 'x-requested-with': 'fetch' },
      });
      expect(login.status()).toBe(200);
      await page.goto(`/${lang}/coupons`);
      const coupons = page.getByTestId('coupons-empty');
      await expect(coupons).toBeVisible({ timeout: 20_000 });
      // its own sentence, not the transactions' "No movements."
      await expect(coupons.locator('p').first()).toHaveText(COUPONS_EMPTY[lang]);
      await expect(coupons.locator('.empty-ways a')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await coupons.locator('.empty-ways a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/sports$`));
    });
  }
}
