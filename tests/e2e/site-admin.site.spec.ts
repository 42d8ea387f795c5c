import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { adminApi } from './pages/shell-page.ts';

// It changes site-wide settings and a page, so it runs in the 'site-settings' project, on a server of its own.

test('the admin renames the site and picks a theme in the back office; the next page load shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'admin', 'admin1234');
  await panel.go('site/settings');
  await expect(page).toHaveURL(/\/tr\/admin\/site\/settings$/);
  const form = page.getByTestId('site-settings');
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Site ${Math.random().toString(36).slice(2, 7)}`;
  try {
    // a value against its rule is refused in the form, with the rule, and nothing is stored
    await page.getByTestId('site-group-social').click();
    await page.getByTestId('site-setting-facebook').fill('javascript:alert(1)');
    await page.getByTestId('site-save').click();
    await expect(page.getByTestId('site-message')).toContainText('facebook');
    await expect(page.getByTestId('site-message')).toHaveAttribute('role', 'alert');
    await page.getByTestId('site-setting-facebook').fill('');
    await page.getByTestId('site-group-general').click();

    await page.getByTestId('site-setting-site_name').fill(name);
    await page.getByTestId('site-theme').selectOption('green');
    await page.getByTestId('site-save').click();
    await expect(page.getByTestId('site-message')).toHaveAttribute('role', 'status');
    const history = page.getByTestId('site-history-row');
    await expect(history.filter({ hasText: 'site_name' }).first()).toContainText(name);
    await expect(history.filter({ hasText: 'site_default_theme' }).first()).toContainText('green');
    // each change names its setting as the form does, the key after it
    await expect(history.filter({ hasText: 'site_name' }).first()).toContainText('Site adı');
    await expect(history.filter({ hasText: 'site_default_theme' }).first()).toContainText('Renk teması');
    await page.screenshot({ path: test.info().outputPath('site-settings.png') });
    await expectNoAxeViolations(page);

    // a visitor's next page load, with no restart in between
    const visitor = await browser.newContext({ baseURL });
    const site = await visitor.newPage();
    await site.goto('/tr/');
    await expect(site.getByTestId('logo')).toHaveText(name);
    await expect(site.locator('html')).toHaveAttribute('data-theme', 'green');
    await visitor.close();
  } finally {
    const admin = await adminApi(baseURL!);
    await admin.patch('/api/v1/admin/settings', {
      data: { settings: { site_name: '', site_default_theme: '' } },
    });
    await admin.dispose();
  }
});

test('the admin publishes page 9 in the panel on a phone in Arabic, and visitors read it sanitised', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const admin = await adminApi(baseURL!);
  const before = (await (await admin.get('/api/v1/admin/pages/9')).json()) as {
    versions: Array<{ lang: string; title: string; content: string }>;
  };
  const original = before.versions.find((v) => v.lang === 'aa')!;
  const title = `شروط ${Math.random().toString(36).slice(2, 7)}`;
  try {
    const panel = new PanelPage(page);
    await panel.login('aa', 'admin', 'admin1234');
    await panel.go('site/pages');
    await expect(page.getByTestId('site-pages')).toBeVisible();
    await page.getByTestId('site-page-id').selectOption('9');
    await page.getByTestId('site-page-lang').selectOption('aa');
    await expect(page.getByTestId('site-page-title')).toHaveValue(original.title);
    await page.getByTestId('site-page-title').fill(title);
    await page
      .getByTestId('site-page-content')
      .fill(
        '<p>نص <b>جديد</b> للشروط</p><script>window.hacked = 1</script><img src="/x.png" alt="" onerror="window.hacked=2">',
      );
    // the preview shows the markup as the site will, without the script
    await expect(page.getByTestId('site-page-preview').locator('b')).toHaveText('جديد');
    await expect(page.getByTestId('site-page-preview').locator('script')).toHaveCount(0);
    await page.getByTestId('site-page-publish').click();
    await expect(page.getByTestId('site-message')).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('site-page-content')).not.toHaveValue(/script|onerror/);
    await page.screenshot({ path: test.info().outputPath('site-pages-aa.png') });
    await expectNoAxeViolations(page);

    // what page/9 shows a visitor: the public call of the page screen, in Arabic, sanitised
    const visitor = await browser.newContext({ baseURL });
    const read = await visitor.request.get('/api/v1/pages/9?lang=aa');
    expect(read.status()).toBe(200);
    const published = (await read.json()) as { title: string; content: string };
    expect(published.title).toBe(title);
    expect(published.content).toContain('<b>جديد</b>');
    expect(published.content).not.toMatch(/script|onerror|hacked/);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await visitor.close();
  } finally {
    await admin.put('/api/v1/admin/pages/9', {
      data: { lang: 'aa', title: original.title, content: original.content },
    });
    await admin.dispose();
  }
});

test('a dealer finds no site pages in the menu and is sent away from them', async ({ page }) => {
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234');
  await expect(page.getByTestId('panel-nav-site/settings')).toHaveCount(0);
  await panel.open('tr', 'site/settings');
  await expect(page.getByTestId('site-settings')).toHaveCount(0);
  await expect(page).toHaveURL(/\/tr\/admin$/);
});
