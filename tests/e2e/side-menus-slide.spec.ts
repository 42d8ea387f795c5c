import { expect, test, type Page } from '@playwright/test';

// The menus slide only for readers who did not ask for less motion (the suite asks for less).
test.use({ reducedMotion: 'no-preference' });

/**
 * Watches the side menu matching `selector`: where it was drawn when it came into the page (its
 * first opening loads it) and each transition of its transform that started. Transition events
 * say it slid whatever the frame rate of a busy machine.
 */
async function watchMenu(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { drawnAt: number | null; slides: number };
    w.drawnAt = null;
    w.slides = 0;
    document.addEventListener(
      'transitionrun',
      (e) => {
        if ((e.target as Element).matches(sel) && e.propertyName === 'transform') w.slides++;
      },
      true,
    );
    const first = (el: Element) => {
      w.drawnAt = new DOMMatrixReadOnly(getComputedStyle(el).transform).m41;
    };
    const present = document.querySelector(sel);
    if (present) return first(present);
    const watch = new MutationObserver(() => {
      const el = document.querySelector(sel);
      if (!el) return;
      watch.disconnect();
      first(el);
    });
    watch.observe(document.body, { childList: true, subtree: true });
  }, selector);
}

for (const lang of ['tr', 'aa'] as const) {
  test(`the side menus slide in the first time they open, from their own edge (${lang}, 360 px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(`/${lang}/`);
    await expect(page.getByTestId('menu-button')).toBeVisible();
    // the left menu comes from the start edge: the left in Turkish, the right in Arabic
    const sign = lang === 'aa' ? 1 : -1;
    for (const [button, selector, side] of [
      [page.getByTestId('menu-button'), '.side-menu.left', sign],
      [page.locator('header .login-button'), '.side-menu.right', -sign],
    ] as const) {
      for (const time of ['first', 'second']) {
        await watchMenu(page, selector);
        await button.click();
        const menu = page.locator(selector);
        await expect(menu).toHaveClass(/open/);
        await expect
          .poll(() => menu.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41))
          .toBe(0);
        const { drawnAt, slides } = await page.evaluate(() => {
          const w = window as unknown as { drawnAt: number | null; slides: number };
          return { drawnAt: w.drawnAt, slides: w.slides };
        });
        // drawn closed beyond its own edge, then slid in (the first time it had just loaded)
        if (time === 'first') expect(drawnAt! * side, selector).toBeGreaterThan(200);
        expect(slides, `${selector}, ${time} opening`).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(menu).not.toHaveClass(/open/);
        await expect
          .poll(() =>
            menu
              .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41)
              .then((x) => x * side),
          )
          .toBeGreaterThan(200);
      }
    }
  });
}
