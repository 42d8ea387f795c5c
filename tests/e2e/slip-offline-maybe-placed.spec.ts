import { expect, test, type Page } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';
import { apiAs } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

const TEXTS = {
  tr: { maybe: 'Kuponunuz oluşmuş olabilir', notTaken: 'bahis alınmadı' },
  aa: { maybe: 'ربما أُنشئت قسيمتك', notTaken: 'لم يُوضع أي رهان' },
} as const;

async function couponCount(baseURL: string, player: { userName: string; password: string }) {
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    return ((await (await api.get('/api/v1/coupons')).json()) as { totalCount: number }).totalCount;
  } finally {
    await api.dispose();
  }
}

async function journey(
  page: Page,
  baseURL: string,
  lang: 'tr' | 'aa',
  offline: (v: boolean) => Promise<void>,
) {
  const { player, slip } = await slipReady(page, baseURL, lang);
  const keys: string[] = [];
  let ticket = '';
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length > 1) return route.continue();
      // the server takes the coupon; the phone loses its network before the answer arrives
      const answer = await route.fetch();
      ticket = ((await answer.json()) as { ticketId: string }).ticketId;
      await offline(true);
      await route.abort('internetdisconnected');
    },
  );
  const notice = page.getByTestId('notice');
  await slip.create();
  await expect(notice).toContainText(TEXTS[lang].maybe);

  // Still offline, the player taps again: nothing is sent, and the slip still says it may be placed.
  await slip.create();
  await page.waitForTimeout(500);
  await expect(notice).toContainText(TEXTS[lang].maybe);
  await expect(notice).not.toContainText(TEXTS[lang].notTaken);
  await expect(slip.picks()).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath(`slip-offline-tap2-${lang}.png`), fullPage: true });

  // Back online, the slip finds the coupon by its key: one coupon, and never a second key.
  await offline(false);
  await expect(page.getByTestId('last-ticket-id')).toHaveText(ticket, { timeout: 20_000 });
  await expect(page.getByText(TEXTS[lang].maybe)).toHaveCount(0);
  expect(new Set(keys).size).toBe(1);
  expect(await couponCount(baseURL, player)).toBe(1);
  await page.screenshot({ path: test.info().outputPath(`slip-online-${lang}.png`), fullPage: true });
}

test.describe('Turkish at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('a second tap while offline after a lost answer says the coupon may be placed, never that no bet was taken', async ({
    page,
    context,
    baseURL,
  }) => {
    await journey(page, baseURL!, 'tr', (v) => context.setOffline(v));
  });
});

test.describe('Arabic at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('a second tap while offline after a lost answer says the coupon may be placed, never that no bet was taken', async ({
    page,
    context,
    baseURL,
  }) => {
    await journey(page, baseURL!, 'aa', (v) => context.setOffline(v));
  });
});
