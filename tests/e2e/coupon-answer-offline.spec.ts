import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openPicks } from './pages/open-picks.ts';
import { newPlayer } from './pages/shell-page.ts';

// My coupons: a cancel's or a cash-out's answer arrives and the connection drops right after it.
// The row must show the coupon cancelled or sold from that answer, without a read that needs the
// network (before, it kept 'waiting' with its cash-out and cancel until the connection came back).

const FETCH = { 'X-Requested-With': 'fetch' };
const STATUS = {
  tr: { cancelled: 'İptal', sold: 'Bozduruldu' },
  aa: { cancelled: 'ملغاة', sold: 'مصروفة' },
} as const;

/** A single, placed through the API as the logged-in page's player. */
async function placeSingle(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `e2e-${Math.random().toString(36).slice(2)}`,
      stake: 5,
      oddChangeOk: true,
      picks: await openPicks(page.request, 1, { latest: true }),
    },
    headers: FETCH,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ticketId: string }).ticketId;
}

/** The action's answer is let through, then the connection drops before the page sees it. */
async function dropAfterAnswer(page: Page, context: BrowserContext, path: RegExp) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      await context.setOffline(true);
      await route.fulfill({ response });
    },
  );
}

for (const { lang, width } of [
  { lang: 'tr', width: 360 },
  { lang: 'aa', width: 360 },
  { lang: 'aa', width: 1280 },
] as const) {
  test.describe(`${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a cancel and a cash-out answered just before the connection drops show in the row', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const player = await newPlayer(baseURL!, 500);
      const login = await page.request.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: FETCH,
      });
      expect(login.status()).toBe(200);
      const cancelled = await placeSingle(page);
      const sold = await placeSingle(page);

      await page.goto(`/${lang}/coupons`);
      const row = page.locator(`[data-testid="coupon-item"][data-ticket="${cancelled}"]`);
      await expect(row.getByTestId('coupon-cashout')).toBeVisible();
      await dropAfterAnswer(page, context, /^\/api\/v1\/coupons\/\d+\/cancel$/);
      await row.getByTestId('coupon-cancel').click();
      await page.getByTestId('cancel-confirm-yes').click();
      await expect(page.getByTestId('notice').first()).toBeVisible();
      await expect(row.getByTestId('coupon-status')).toHaveText(STATUS[lang].cancelled);
      await expect(row.getByTestId('coupon-cancel')).toHaveCount(0);
      await expect(row.getByTestId('coupon-cashout')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`cancelled-${lang}-${width}.png`) });

      // the same for a sale, once back online
      await page.unrouteAll({ behavior: 'wait' });
      await context.setOffline(false);
      await page.reload();
      const other = page.locator(`[data-testid="coupon-item"][data-ticket="${sold}"]`);
      await expect(other.getByTestId('coupon-cashout')).toBeVisible();
      await dropAfterAnswer(page, context, /^\/api\/v1\/coupons\/\d+\/sell$/);
      await other.getByTestId('sell').click();
      await other.getByTestId('sell-confirm-yes').click();
      await expect(other.getByTestId('coupon-status')).toHaveText(STATUS[lang].sold);
      await expect(other.getByTestId('coupon-cashout')).toHaveCount(0);
      await expect(other.getByTestId('coupon-cancel')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`sold-${lang}-${width}.png`) });
      await context.setOffline(false);
    });
  });
}
