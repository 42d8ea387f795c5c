import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { adminApi } from './pages/shell-page.ts';

// Issue 17 item 4: the operator uploads the site's logo in the settings' logos group; once saved,
// every visitor's header shows it instead of the site's name. A site spec: it changes every page.

/** A wide logo: a colour with a band, as PNG bytes. */
const logo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="#7b1fa2"/><rect y="50" width="600" height="50" fill="#ffd54f"/></svg>',
    ),
  )
    .png()
    .toBuffer();

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`an uploaded logo is set and shows in every visitor's header (${width} px, ${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('site/settings');
    await page.getByTestId('site-group-logos').click();
    await page
      .getByTestId('site-setting-site_logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    const field = page.getByTestId('site-setting-site_logo');
    await expect(field).toHaveValue(/^\/uploads\/site\/[0-9a-f]{32}-480x120\.webp$/);
    const path = await field.inputValue();
    // the preview is the stored picture, fitted to the logo's box with its proportions
    const preview = page.locator('.site-image-preview').first();
    await expect(preview).toHaveAttribute('src', path);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(120);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`site-logo-panel-${lang}-${width}.png`),
      fullPage: true,
    });
    await page.getByTestId('site-save').click();
    await expect(page.getByTestId('site-message')).toBeVisible();

    try {
      // a visitor's header: the logo, named by the site's name, instead of the name
      const visitor = await browser.newPage({ viewport: { width, height: 800 } });
      await visitor.goto(`/${lang}/`);
      const shown = visitor.getByTestId('logo').locator('img');
      await expect(shown).toHaveAttribute('src', path);
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectNoAxeViolations(visitor);
      await visitor.screenshot({ path: test.info().outputPath(`site-logo-header-${lang}-${width}.png`) });
      await visitor.close();
    } finally {
      const admin = await adminApi(baseURL!);
      await admin.patch('/api/v1/admin/settings', { data: { settings: { site_logo: '' } } });
      await admin.dispose();
    }
  });
}
