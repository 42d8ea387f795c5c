import { expect, test, type Page } from '@playwright/test';
import { MARKET_TYPE } from '@bet/shared';
import { preMatches } from './pages/live-page.ts';

/**
 * Each element of `selector` that clips its content (overflow other than visible): how far the
 * ink of its text reaches above its top or below its bottom, in px (canvas measureText against the
 * element's baseline). Over 0.5 px means part of a letter is cut away: the dots of Ü or the hamza of أ.
 */
async function clippedInk(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const el of els as HTMLElement[]) {
      const style = getComputedStyle(el);
      if (style.overflowY === 'visible') continue;
      const text = el.textContent?.trim() ?? '';
      const box = el.getBoundingClientRect();
      if (!text || !box.height) continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ink = canvas.measureText(text);
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
      el.prepend(probe);
      const baseline = probe.getBoundingClientRect().top - box.top - parseFloat(style.borderTopWidth);
      probe.remove();
      const above = ink.actualBoundingBoxAscent - baseline;
      const below = ink.actualBoundingBoxDescent - (el.clientHeight - baseline);
      if (above > 0.5 || below > 0.5)
        cut.push(`${text}: ${above.toFixed(1)} px above, ${below.toFixed(1)} px below`);
    }
    return cut;
  });
}

/**
 * A pre-match football match whose Over/Under market is open and shown. Other specs on the same
 * server suspend markets (the panel's liability page) and close matches, and the soonest match
 * may turn live meanwhile, so the first of the list need not offer it.
 */
async function withOpenOverUnder(page: Page) {
  for (const match of await preMatches(page.request, 1)) {
    // one that kicks off within minutes may turn live while the page opens
    if (Date.parse(match.matchDate) - Date.now() < 3 * 60_000) continue;
    const detail = (await (await page.request.get(`/api/v1/matches/${match.id}`)).json()) as {
      markets: { typeId: number; active: boolean; iss: boolean; isv: boolean }[];
    };
    if (detail.markets.some((m) => m.typeId === MARKET_TYPE.overUnder && m.active && !m.iss && m.isv))
      return match;
  }
  throw new Error('no pre-match football match with an open Over/Under market');
}

// The outcome names on the odds buttons: 'Üst' (Turkish), 'أكثر' (Arabic) of Over/Under.
const OVER = { tr: 'Üst', aa: 'أكثر' } as const;

for (const lang of ['tr', 'aa'] as const)
  for (const width of [360, 1280])
    test(`odds buttons show whole letters (Ü, أ) in ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const match = await withOpenOverUnder(page);
      await page.goto(`/${lang}/matchdetail/${match.id}`);
      const over = page.locator('.odd-label', { hasText: OVER[lang] }).first();
      await expect(over).toBeVisible();
      await over.screenshot({ path: test.info().outputPath(`over-${lang}-${width}.png`) });
      expect(await clippedInk(page, '.odd-label')).toEqual([]);
    });
