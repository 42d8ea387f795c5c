import { expect, test, type Locator, type Page } from '@playwright/test';

// A casino lobby opened first (a link from outside, a reload) at 360 px: its product tabs and
// filters are the site's chips, not the browser's grey buttons. On a phone nothing else on the
// page brings the chips' styles along (a desktop's side menu and slip do).
test.use({ viewport: { width: 360, height: 740 } });
// the lobby's first load on a loaded two-core runner
test.setTimeout(60_000);

const look = (chip: Locator) =>
  chip.evaluate((el) => {
    const style = getComputedStyle(el);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
  });

/** The theme's accent colour as the browser computes it, which an active chip is filled with. */
const accent = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.backgroundColor = 'var(--accent)';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

/** The first category of the demo live casino (Roulette) as each language names it. */
const ROULETTE = { tr: 'Rulet', aa: 'الروليت' } as const;

for (const lang of ['tr', 'aa'] as const) {
  test(`${lang}: the live casino opened first shows its tabs and filters as chips`, async ({ page }) => {
    await page.goto(`/${lang}/livecasino`);
    const tab = page.locator('.casino-tabs .chip.active');
    await expect(tab).toBeVisible();
    // the pill of .chip in ui/match-row.css, filled with the accent when chosen
    expect(await look(tab)).toEqual({ radius: '22px', background: await accent(page) });
    const filter = page.locator('.category-tabs .chip').first();
    await expect(filter).toBeVisible();
    expect((await look(filter)).radius).toBe('22px');
    // the demo catalogue's categories in the page's language, after 'All'
    await expect(page.locator('.category-tabs .chip').nth(1)).toHaveText(ROULETTE[lang]);
    // a Latin game title keeps its own direction in a right-to-left page, so it is cut at its end
    const title = page.getByTestId('game-tile').first().locator('.game-title');
    expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.screenshot({ path: test.info().outputPath(`live-casino-chips-${lang}.png`) });
  });
}
