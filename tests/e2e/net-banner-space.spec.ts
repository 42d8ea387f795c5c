import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

test.setTimeout(90_000);

const RECONNECTING = { tr: 'Bağlantı kesildi. Yeniden bağlanılıyor…', aa: null } as const;

/** The top of a box lies below the banner's bottom: the banner hides none of it. */
async function below(banner: Locator, box: Locator) {
  const b = (await banner.locator('p').boundingBox())!;
  const o = (await box.boundingBox())!;
  expect(b.height).toBeGreaterThan(0);
  expect(o.y, `${await box.evaluate((e) => e.className)} under the banner`).toBeGreaterThanOrEqual(
    b.y + b.height - 0.5,
  );
}

async function offline(page: Page, goOffline: (v: boolean) => Promise<void>) {
  await goOffline(true);
  // the site notices on its next call, or on the browser's own word
  await page.evaluate(() => fetch('/api/v1/health').catch(() => null));
  const banner = page.getByTestId('net-banner');
  await expect(banner).toHaveAttribute('data-state', 'reconnecting', { timeout: 15_000 });
  return banner;
}

for (const c of [
  { lang: 'tr', width: 360 },
  { lang: 'aa', width: 1280 },
] as const)
  test(`the reconnecting banner takes its own space and hides nothing of the page (${c.lang}, ${c.width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: c.width, height: c.width < 500 ? 740 : 900 });
    const player = await newPlayer(baseURL!);
    await page.goto(`/${c.lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const sports = new SportsPages(page);
    await sports.openSports(c.lang);
    await sports.pickFromRows(2);
    const slip = new BetSlipPage(page);
    await slip.open(c.lang);

    const banner = await offline(page, (v) => context.setOffline(v));
    if (RECONNECTING[c.lang]) await expect(banner).toHaveText(RECONNECTING[c.lang]!);
    // the slip's own page: its first row is under the banner
    await below(banner, page.locator('main.page > *').first());
    await below(banner, page.getByTestId('betslip'));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`banner-slip-${c.lang}-${c.width}.png`) });

    if (c.width >= 1024) {
      // the sports page beside its tree and the slip panel: none of the three under the banner
      await context.setOffline(false);
      await sports.openSports(c.lang);
      const again = await offline(page, (v) => context.setOffline(v));
      await below(again, page.locator('main.page > *').first());
      await below(again, page.locator('.slip-panel'));
      await below(again, page.locator('.sports-tree'));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`banner-sports-${c.lang}-${c.width}.png`) });
    }
    await context.setOffline(false);
    await expect(page.getByTestId('net-banner')).not.toHaveAttribute('data-state', 'reconnecting', {
      timeout: 20_000,
    });
  });
