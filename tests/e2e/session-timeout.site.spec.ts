import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

// It shortens the site's idle time, so it runs in the 'site-settings' project, on a server of its own.

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
  // One minute idle, and a minute of the idle setting lasts 30 s on this spec's server
  // (SESSION_MINUTE_MS in playwright.config.ts): the warning shows half-way (15 s), the end comes
  // 30 s after the last use, on the server as in the page.
  test.setTimeout(180_000);
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

    // A use in another tab of the browser renews the session: this tab's warning goes with it.
    const other = await page.context().newPage();
    await other.goto('/en/results');
    await expect(other.getByTestId('header-balance')).toBeVisible();
    await expect(dialog).toBeHidden();
    await other.close();

    await expect(dialog).toBeVisible({ timeout: 45_000 });
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

test('a session ended elsewhere takes the page to the login; a password changed here keeps it', async ({
  page,
  context,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  // Each time the page joins the /user namespace it sends a socket.io CONNECT for it. Every page
  // holds /user, so only the sockets of the coupons page count.
  const userJoins: string[] = [];
  page.on('websocket', (ws) => {
    if (!page.url().endsWith('/en/coupons')) return;
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string' && f.payload.startsWith('40/user')) userJoins.push(f.payload);
    });
  });
  await page.goto('/en/firstlogin');
  await loginOnPage(page, player);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.goto('/en/coupons');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect.poll(() => userJoins.length).toBe(1);

  // This tab's own password change: the server ends the socket, the new session connects again.
  const changed = await page.request.post('/api/v1/auth/change-password', {
    data: { currentPassword: player.password, newPassword: 'changed-pass-42' },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(changed.status()).toBe(200);
  await expect.poll(() => userJoins.length).toBe(2);
  await expect(page).toHaveURL(/\/en\/coupons$/);

  // Signed out in another tab of the browser: this one goes to the login, with the way back.
  const other = await context.newPage();
  expect(
    (await other.request.post('/api/v1/auth/logout', { headers: { 'x-requested-with': 'fetch' } })).status(),
  ).toBe(200);
  await expect(page).toHaveURL(/\/en\/firstlogin\?next=%2Fen%2Fcoupons$/);
  await loginOnPage(page, { userName: player.userName, password: 'changed-pass-42' });
  await expect(page).toHaveURL(/\/en\/coupons$/);
});
