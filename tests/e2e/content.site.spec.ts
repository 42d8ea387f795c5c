import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { lastMailTo } from './mail/last-mail.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

// Site-wide switches of the content area: maintenance, the served build's id (new version) and the
// support address the contact form mails. Run alone: `npx playwright test e2e/content.site.spec.ts`.

const expect = baseExpect.configure({ timeout: 15_000 });
// The tests switch the same site settings: one after the other.
test.describe.configure({ mode: 'serial' });

/** The copy of the built web app that the site-settings server serves (playwright.config.ts). */
const WEB_DIST = process.env['E2E_SITE_WEB_DIST']!;

async function setSettings(admin: APIRequestContext, settings: Record<string, string>) {
  const res = await admin.patch('/api/v1/admin/settings', { data: { settings } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const { lang, width, height } of [
  { lang: 'tr', width: 360, height: 760 },
  { lang: 'aa', width: 1280, height: 800 },
] as const)
  test(`maintenance: guests and players see the maintenance page, an admin passes (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(baseURL!);
    const player = await newPlayer(baseURL!);
    await page.setViewportSize({ width, height });
    try {
      await setSettings(admin, { maintenance_mode: '1' });
      await page.goto(`/${lang}/sports`);
      const maintenance = page.getByTestId('maintenance');
      await expect(maintenance).toBeVisible();
      await expect(maintenance.getByRole('heading', { level: 1 })).toBeVisible();
      // the site behind it can be neither read nor reached
      await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`maintenance-${lang}-${width}.png`) });

      // a player logged in sees it too, with the operator's own message
      await setSettings(admin, { maintenance_message: 'Back at 18:00' });
      const login = await page.request.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: { 'x-requested-with': 'fetch' },
      });
      expect(login.status()).toBe(200);
      await page.goto(`/${lang}/`);
      await expect(maintenance).toContainText('Back at 18:00');

      // the administrator passes, and is told what players see
      await page.request.post('/api/v1/auth/logout', { headers: { 'x-requested-with': 'fetch' } });
      const asAdmin = await page.request.post('/api/v1/auth/login', {
        data: { userName: 'admin', password: 'admin1234' },
        headers: { 'x-requested-with': 'fetch' },
      });
      expect(asAdmin.status()).toBe(200);
      await page.goto(`/${lang}/results`);
      await expect(page.getByTestId('maintenance-notice')).toBeVisible();
      await expect(maintenance).toHaveCount(0);
      await expectNoAxeViolations(page, '[data-testid="maintenance-notice"]');

      // switched off, a guest's 'try again' brings the site back without a reload
      await page.request.post('/api/v1/auth/logout', { headers: { 'x-requested-with': 'fetch' } });
      await page.goto(`/${lang}/results`);
      await expect(maintenance).toBeVisible();
      await setSettings(admin, { maintenance_mode: '0', maintenance_message: '' });
      // (the page may read the settings again by itself first: then there is nothing to tap)
      await expect(async () => {
        if (await maintenance.count())
          await maintenance.getByTestId('maintenance-retry').click({ timeout: 1_000 });
        await expect(maintenance).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    } finally {
      await setSettings(admin, { maintenance_mode: '', maintenance_message: '' });
      await admin.dispose();
    }
  });

test('a page of an older build offers the new version when the served build changes, and a reload takes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = path.join(WEB_DIST, 'build.json');
  const original = fs.readFileSync(file, 'utf8');
  try {
    for (const [lang, size] of [
      ['tr', { width: 360, height: 760 }],
      ['aa', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`/${lang}/`);
      await expect(page.getByTestId('home-extras')).toBeVisible();
      await expect(page.getByTestId('new-version')).toHaveCount(0);
      fs.writeFileSync(file, JSON.stringify({ buildId: `deployed-${Date.now()}` }));
      // the page asks again when it comes back into view
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const banner = page.getByTestId('new-version');
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page, '.new-version');
      await page.screenshot({ path: test.info().outputPath(`new-version-${lang}-${size.width}.png`) });
      // the 'new' build is this page's own again: after the reload nothing is offered
      fs.writeFileSync(file, original);
      await Promise.all([page.waitForEvent('load'), banner.click()]);
      await expect(page.getByTestId('home-extras')).toBeVisible();
      await expect(page.getByTestId('new-version')).toHaveCount(0);
    }
  } finally {
    fs.writeFileSync(file, original);
  }
});

test('a contact message reaches the support address by mail', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const support = `support-${Date.now()}@bet.test`;
  try {
    await setSettings(admin, { support_email: support });
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/tr/contact');
    const form = page.getByTestId('contact-page');
    await form.locator('input[name="email"]').fill('player-mail@example.com');
    await form.locator('select[name="topcategory"]').selectOption('sportbets');
    await form.locator('select[name="category"]').selectOption('results');
    await form.locator('textarea[name="message"]').fill('Dünkü maçın sonucu yanlış görünüyor.');
    const since = Date.now();
    await form.getByTestId('contact-submit').click();
    await expect(form.getByTestId('contact-sent')).toBeVisible();
    const mail = await lastMailTo(support, { since });
    expect(mail.text).toContain('Dünkü maçın sonucu yanlış görünüyor.');
    expect(mail.text).toContain('player-mail@example.com');
  } finally {
    await setSettings(admin, { support_email: '' });
    await admin.dispose();
  }
});
