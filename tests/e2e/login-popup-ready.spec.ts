import { expect, test } from '@playwright/test';

// A guest who taps an entry that needs a login (the phone footer's "My coupons") is sent Home with
// the login popup. Its code is not part of the first route, but it is fetched once the first page
// is shown and the browser is idle: the popup then opens at once, without a fetch after the tap.

for (const lang of ['tr', 'aa'])
  test(`the login popup's code is in before a guest's tap on My coupons (${lang}, 360 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const popupChunk = page.waitForRequest((r) => /\/assets\/LoginPopup-[^/]*\.js$/.test(r.url()), {
      timeout: 20_000,
    });
    await page.goto(`/${lang}/`);
    await expect(page.getByTestId('home')).toBeVisible();
    // nobody asked for a login yet: the popup's code comes by itself once the page is idle
    await popupChunk;
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const before = scripts.length;
    await page.getByTestId('footer-coupons').click();
    const login = page.getByRole('dialog').filter({ has: page.locator('input[name="password"]') });
    await expect(login).toBeVisible();
    await expect(page.getByTestId('home')).toBeVisible();
    // nothing of the popup was fetched after the tap
    expect(scripts.slice(before), 'scripts fetched after the tap').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`login-popup-${lang}-360.png`) });
  });
