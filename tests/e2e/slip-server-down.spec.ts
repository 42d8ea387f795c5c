import { expect, test, type Page, type Route } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';
import { apiAs } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(90_000);

const MAYBE = { tr: 'Kuponunuz oluşmuş olabilir', aa: 'ربما أُنشئت قسيمتك' } as const;

async function couponCount(baseURL: string, player: { userName: string; password: string }) {
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    return ((await (await api.get('/api/v1/coupons')).json()) as { totalCount: number }).totalCount;
  } finally {
    await api.dispose();
  }
}

/**
 * The server is out of reach while the phone is online (it went down): a tap on Create gets no
 * answer. The slip must keep saying the coupon may be placed for as long as that is so (a notice
 * that fades after 4 s left the player with a slip that looked untouched), and check by itself
 * once the server answers again.
 */
async function serverDown(page: Page, baseURL: string, lang: 'tr' | 'aa') {
  const { player, slip } = await slipReady(page, baseURL, lang);
  // every request to the server fails as if nothing listened on its port
  const down = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/v1/**', down);
  await slip.create();
  const kept = page.getByTestId('slip-maybe-placed');
  await expect(kept).toContainText(MAYBE[lang]);
  // after the fading notice is long gone, the slip still says so
  await page.waitForTimeout(5_000);
  await expect(page.getByTestId('notice')).toBeHidden();
  await expect(kept).toContainText(MAYBE[lang]);
  await expect(slip.picks()).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath(`slip-server-down-${lang}.png`), fullPage: true });
  expect(await couponCount(baseURL, player)).toBe(0);

  // The server answers again: the slip asks for the coupon by its key by itself, finds none and
  // says no bet was taken, so the player may send it (once) with a tap.
  await page.unroute('**/api/v1/**', down);
  await expect(kept).toBeHidden({ timeout: 30_000 });
  await slip.create();
  await expect(page.getByTestId('last-ticket-id')).toBeVisible();
  expect(await couponCount(baseURL, player)).toBe(1);
}

test.describe('Turkish at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('with the server out of reach the slip keeps saying the coupon may be placed, and checks once it is back', async ({
    page,
    baseURL,
  }) => {
    await serverDown(page, baseURL!, 'tr');
  });
});

test.describe('Arabic at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('with the server out of reach the slip keeps saying the coupon may be placed, and checks once it is back', async ({
    page,
    baseURL,
  }) => {
    await serverDown(page, baseURL!, 'aa');
  });
});
