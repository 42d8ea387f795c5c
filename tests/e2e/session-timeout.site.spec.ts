import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

// It shortens the site's idle time, so it runs in the 'site-settings' project, after every other spec.

/** Logs in on the full-page login (route firstlogin). */
async function loginOnPage(page: Page, user: { userName: string; password: string }) {
  const form = page.locator('.first-login form');
  await form.locator('input[name="userName"]').fill(user.userName);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
}

async function setIdleMinutes(baseURL: string, value: string) {
  const admin = await adminApi(baseURL);
  try {
    const res = await admin.patch('/api/v1/admin/settings', {
      data: { settings: { session_idle_minutes: value } },
    });
    expect(res.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

test('warns before the session ends, stays signed in, and at the end returns to the login and back', async ({
  page,
  baseURL,
}) => {
  // One minute idle: the warning shows half-way (30 s), the end comes 60 s after the last use.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 760 });
  const player = await newPlayer(baseURL!);
  await setIdleMinutes(baseURL!, '1');
  try {
    await page.goto('/en/firstlogin');
    await loginOnPage(page, player);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.goto('/en/coupons');
    await expect(page.getByTestId('header-balance')).toBeVisible();

    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(dialog).toContainText(/signed out in \d+ seconds/);
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    const signOut = dialog.getByRole('button', { name: 'Sign out' });
    // Focus is in the dialog and stays there.
    await expect(stay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(stay).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('session-warning-360.png') });

    const renewed = page.waitForResponse(
      (r) => r.url().includes('/api/v1/auth/session') && r.status() === 200,
    );
    await stay.click();
    await renewed;
    await expect(dialog).toBeHidden();

    // No use now: the warning comes back, and at the end the login page opens with the way back.
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(page).toHaveURL(/\/en\/firstlogin\?next=%2Fen%2Fcoupons$/, { timeout: 60_000 });
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has ended. Please sign in again.',
    );
    expect((await page.request.get('/api/v1/me')).status()).toBe(401);
    await expectNoAxeViolations(page);

    await loginOnPage(page, player);
    await expect(page).toHaveURL(/\/en\/coupons$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  } finally {
    await setIdleMinutes(baseURL!, '');
  }
});

test('after the login, `next` leads only to a page of this site', async ({ page, baseURL }) => {
  const player = await newPlayer(baseURL!);
  const origin = new URL(baseURL!).origin;
  for (const next of [
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    await page.context().clearCookies();
    await page.goto(`/en/firstlogin?next=${encodeURIComponent(next)}`);
    await loginOnPage(page, player);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page, next).toHaveURL(`${origin}/en/`);
  }
  await page.context().clearCookies();
  await page.goto(`/en/firstlogin?next=${encodeURIComponent('/en/results?x=1')}`);
  await loginOnPage(page, player);
  await expect(page).toHaveURL(`${origin}/en/results?x=1`);
});
