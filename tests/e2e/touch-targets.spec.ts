import { expect, test, type Page } from '@playwright/test';

/** Tappable things of the page that are on screen and smaller than `min` px either way. */
async function smallTargets(page: Page, min: number, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ min, within }) => {
      const found: string[] = [];
      const root = document.querySelector(within);
      if (!root) return ['missing ' + within];
      for (const el of Array.from(
        root.querySelectorAll<HTMLElement>(
          'a[href], button, select, input:not([type="hidden"]), [role="button"], [role="tab"]',
        ),
      )) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.closest('[inert], [aria-hidden="true"]')) continue;
        // text links inside a sentence keep the line's height (WCAG 2.5.8 exempts them)
        if (style.display === 'inline' && el.closest('p')) continue;
        if (r.bottom < 0 || r.top > innerHeight) continue;
        if (r.width < min - 0.5 || r.height < min - 0.5)
          found.push(
            `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}[${el.dataset['testid'] ?? ''}] "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
          );
      }
      return found;
    },
    { min, within },
  );
}

const PAGES = ['', 'sports', 'livebets', 'results', 'favorites', 'betslip'];

for (const lang of ['tr', 'aa'] as const) {
  test(`every tap target of the main pages is at least 44 px, the bottom bar's 56 px (${lang}, 360 px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => {});
      for (const small of await smallTargets(page, 44)) problems.push(`/${path}: ${small}`);
      if (await page.locator('footer.footer').count())
        for (const small of await smallTargets(page, 56, 'footer.footer'))
          problems.push(`/${path} bar: ${small}`);
    }
    expect(problems).toEqual([]);
  });
}
