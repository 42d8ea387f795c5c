import { expect, test, type Page } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

// On the slip page a notice (here a lost answer's, asking for another tap on the create button)
// stands just above the slip's sticky foot, as high as the foot is drawn at that width and in that
// language: not over the button, and not floating a row above it either.

const MAYBE = { tr: 'Kuponunuz oluşmuş olabilir', aa: 'ربما أُنشئت قسيمتك' } as const;

/** The notice and the slip's foot at once: the notice's bottom edge is a few pixels above the foot's top. */
async function noticeAboveFoot(page: Page) {
  const notice = (await page.getByTestId('notice').boundingBox())!;
  const foot = (await page.locator('.betslip-page .slip-foot').boundingBox())!;
  const gap = foot.y - (notice.y + notice.height);
  expect(gap, `the notice's bottom is ${gap} px above the foot's top`).toBeGreaterThanOrEqual(4);
  expect(gap).toBeLessThanOrEqual(16);
}

for (const [lang, width] of [
  ['tr', 360],
  ['aa', 360],
  ['tr', 1280],
  ['aa', 1280],
] as const)
  test(`${lang} at ${width} px: the slip page's notice sits just above the sticky foot with the create button`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { slip } = await slipReady(page, baseURL!, lang);
    await page.route(
      (url) => url.pathname === '/api/v1/coupons',
      (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()),
    );
    await slip.create();
    await expect(page.getByTestId('notice')).toContainText(MAYBE[lang]);
    await noticeAboveFoot(page);
    await page.screenshot({ path: test.info().outputPath(`notice-${lang}-${width}.png`) });
  });
