import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// Issue 17 item 5: the operator uploads a banner's picture, places it on Home in one language,
// takes it off and deletes it. A site spec: it changes what every visitor's Home shows.
test.setTimeout(90_000);

/** A real picture: a colour with a white band, as PNG bytes. */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1a5276"/><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="#f4d03f"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test('at 1280 px in Turkish: an uploaded banner shows on the German Home only, until it is taken off and deleted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'admin', 'admin1234');
  await panel.go('site/banners');
  const list = page.getByTestId('site-banners');
  await expect(list.getByTestId('banner-row').first()).toBeVisible();
  const before = await list.getByTestId('banner-row').count();

  await list.getByTestId('banner-add').click();
  const form = list.getByTestId('banner-form');
  await form.getByTestId('banner-place').selectOption('3');
  await form.getByTestId('banner-lang').selectOption('de');
  await form.getByTestId('banner-title').fill('Herbst-Bonus');
  // saving without a picture is refused before the server is asked
  await form.getByTestId('banner-save').click();
  await expect(form.getByTestId('banner-problem')).toHaveText('Önce bir resim yükleyin.');
  await form
    .getByTestId('banner-file')
    .setInputFiles({ name: 'autumn.png', mimeType: 'image/png', buffer: await picture(900, 700) });
  const preview = form.getByTestId('banner-preview');
  await expect(preview).toHaveAttribute('src', /^\/uploads\/banners\/[0-9a-f]{32}-312x291\.webp$/);
  const image = (await preview.getAttribute('src'))!;
  await form.getByTestId('banner-url').fill('/de/promotions');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('banner-form-tr-1280.png'), fullPage: true });
  await form.getByTestId('banner-save').click();
  await expect(list.getByTestId('banner-message')).toHaveText('Banner kaydedildi.');
  await expect(list.getByTestId('banner-row')).toHaveCount(before + 1);
  const row = list.getByTestId('banner-row').filter({ hasText: 'Herbst-Bonus' });
  await expect(row).toContainText('Deutsch');

  // the German Home shows it, linking to the German promotions; the Turkish one does not
  const home = await page.context().newPage();
  await home.goto('/de/');
  const banner = home.locator(`img[src="${image}"]`);
  await expect(banner).toHaveAttribute('alt', 'Herbst-Bonus');
  await expect(home.locator('a[href="/de/promotions"]').filter({ has: banner })).toHaveCount(1);
  await home.goto('/tr/');
  await expect(home.getByTestId('home-slots').locator('img').first()).toBeVisible();
  await expect(home.locator(`img[src="${image}"]`)).toHaveCount(0);

  // taken off Home: still listed in the panel, gone from the German Home
  await row.getByTestId('banner-edit').click();
  await form.getByRole('checkbox').uncheck();
  await form.getByTestId('banner-save').click();
  await expect(list.getByTestId('banner-message')).toHaveText('Banner kaydedildi.');
  await expect(row).toContainText('—');
  await home.goto('/de/');
  await expect(home.getByTestId('home-slots').locator('img').first()).toBeVisible();
  await expect(home.locator(`img[src="${image}"]`)).toHaveCount(0);

  // deleting asks once more on the button itself
  await row.getByTestId('banner-remove').click();
  await expect(row.getByTestId('banner-remove')).toHaveText('Silmeyi onayla');
  await row.getByTestId('banner-remove').click();
  await expect(list.getByTestId('banner-message')).toHaveText('Banner silindi.');
  await expect(list.getByTestId('banner-row')).toHaveCount(before);
  await home.close();
});

test('at 360 px in Arabic: the banners list and its form read right to left, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const panel = new PanelPage(page);
  await panel.login('aa', 'admin', 'admin1234');
  await panel.go('site/banners');
  const list = page.getByTestId('site-banners');
  await expect(list.getByTestId('banner-row').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await list.getByTestId('banner-add').click();
  await expect(list.getByTestId('banner-form')).toContainText('الشريط المتحرك');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('banners-aa-360.png'), fullPage: true });
});
