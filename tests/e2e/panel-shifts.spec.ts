import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { createShopUser } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

/** A shop of dealer1 whose cashier closed a shift 5.00 short and explained it. */
async function shortShift(request: APIRequestContext): Promise<number> {
  const shop = await createShopUser(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { userName: shop.userName, password: shop.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const closed = await request.post('/api/v1/terminal/shift/close', { data: { counted: 95 }, headers: CSRF });
  expect(closed.status()).toBe(200);
  const { id, variance } = (await closed.json()) as { id: number; variance: number };
  expect(variance).toBe(-5);
  const noted = await request.post(`/api/v1/terminal/shifts/${id}/note`, {
    data: { note: 'change given twice' },
    headers: CSRF,
  });
  expect(noted.status()).toBe(200);
  await request.post('/api/v1/auth/logout', { headers: CSRF });
  return id;
}

for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
] as const) {
  test(`the dealer signs a short shift off in the panel at ${width} px in ${lang}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = await shortShift(request);
    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'shifts');
    const row = page.getByTestId('shift-table').locator(`tr[data-shift="${id}"]`);
    await expect(row).toContainText('change given twice');
    await expect(row.getByTestId('shift-variance')).toHaveText(/5/);
    await expectNoAxeViolations(page);
    await row.getByTestId('shift-sign-off').click();
    await expect(page.getByTestId('shift-message')).toBeVisible();
    await expect(row.getByTestId('shift-sign-off')).toHaveCount(0);
    await expect(row).toContainText('dealer1');
    // signed once: the API refuses a second sign-off
    const again = await page.request.post(`/api/v1/admin/shifts/${id}/sign-off`, { headers: CSRF });
    expect(again.status()).toBe(409);
  });
}
