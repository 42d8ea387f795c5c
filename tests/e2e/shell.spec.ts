import { expect, test } from '@playwright/test';

test('/ lands on /tr/ with the shell rendered in Turkish', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/tr\/$/);
  await expect(page.locator('header.header')).toBeVisible();
  await expect(page.locator('footer.footer')).toContainText('Ana Sayfa');
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('/en/ shows English text', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.locator('footer.footer')).toContainText('Home');
});

test('unknown paths say they were not found, and paths without a language get the default one', async ({
  page,
}) => {
  await page.goto('/tr/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/tr\/nowhere$/);
});

test('the language chosen is remembered in a cookie for paths without one', async ({ page, context }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('en');
  // 365 days, as the spec says (allowing for the seconds the test takes).
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/en\/nowhere$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('menus open exclusively over an overlay, and switching language keeps the route', async ({ page }) => {
  await page.goto('/tr/some/page');
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.locator('.side-menu.left')).toHaveClass(/open/);
  await page.getByRole('button', { name: 'Giriş' }).click();
  await expect(page.locator('.side-menu.right')).toHaveClass(/open/);
  await expect(page.locator('.side-menu.left')).not.toHaveClass(/open/);
  // Tap the uncovered part of the overlay, beside the open menu.
  await page.getByTestId('overlay').click({ position: { x: 20, y: 300 } });
  await expect(page.locator('.side-menu.right')).not.toHaveClass(/open/);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('language-toggle').click();
  await page.locator('.languages a[lang="en"]').click();
  await expect(page).toHaveURL(/\/en\/some\/page$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('hashed assets are cached as immutable and sent compressed; index.html is revalidated', async ({
  request,
  page,
}) => {
  await page.goto('/tr/');
  const html = await request.get('/tr/', { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});
