import { expect, test } from '@playwright/test';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';
import { apiAs, newPlayer, ShellPage } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

const CSRF = { 'x-requested-with': 'fetch' };

// A cash-out whose answer was lost: the page says the sale may be made instead of 'try again'
// under a coupon already sold, looks the coupon up once the connection is back and says what it
// was sold for; the coupon is not offered for sale meanwhile.
for (const [width, lang, unanswered] of [
  [360, 'tr', 'Bozdurma yapılmış olabilir'],
  [1280, 'aa', 'ربما تم صرف القسيمة بالفعل'],
] as const) {
  test(`a cash-out whose answer was lost shows the coupon sold once back online (${lang}, ${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const player = await newPlayer(baseURL!, 500);
    const api = await apiAs(baseURL!, player.userName, player.password);
    const made = await Promise.all(
      [0, 1].map((i) =>
        handMadeMatch(baseURL!, {
          home: `Cashout Home ${i} ${Date.now() % 100000}`,
          away: `Cashout Away ${i} ${Date.now() % 100000}`,
          odds: [1.8, 3.4, 4.2],
          startsInMinutes: 60,
        }),
      ),
    );
    const placed = await api.post('/api/v1/coupons', {
      data: {
        idempotencyKey: `cashout-retry-${Date.now()}-${Math.random()}`,
        stake: 20,
        oddChangeOk: true,
        picks: made.map((m) => pickOf(m)),
      },
      headers: CSRF,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { ticketId } = (await placed.json()) as { ticketId: string };

    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    await page.goto(`/${lang}/cashout`);
    const item = page.locator(`[data-testid="cashout-item"][data-ticket="${ticketId}"]`);
    await expect(item.getByTestId('sell')).toBeVisible();
    const before = await page.getByTestId('header-balance').innerText();

    const sent: Array<{ idempotencyKey?: string }> = [];
    let paid = 0;
    await page.route(new RegExp(`/api/v1/coupons/${ticketId}/sell(\\?|$)`), async (route) => {
      sent.push(route.request().postDataJSON() as { idempotencyKey?: string });
      // the server sells the coupon; its answer never reaches the page
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      paid = ((await answer.json()) as { paid: number }).paid;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await item.getByTestId('sell').click();
    await item.getByTestId('sell-confirm-yes').click();

    const lost = page.locator(`[data-testid="cashout-lost"][data-ticket="${ticketId}"]`);
    await expect(lost).toHaveAttribute('data-state', 'checking');
    await expect(lost).toContainText(unanswered);
    // no 'try again' under a coupon that may be sold, and nothing to sell it with
    await expect(item).toHaveCount(0);
    await expect(page.getByTestId('sell')).toHaveCount(0);
    await expect(page.getByTestId('notice')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`cashout-lost-${lang}-${width}.png`),
      fullPage: true,
    });

    await context.setOffline(false);
    await expect(lost).toHaveAttribute('data-state', 'sold');
    expect(paid).toBeGreaterThan(0);
    const me = (await (await api.get('/api/v1/me')).json()) as { credit: number };
    expect(me.credit).toBeCloseTo(480 + paid, 2);
    await expect(page.getByTestId('header-balance')).not.toHaveText(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^cashout-/);
    const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width_).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`cashout-sold-${lang}-${width}.png`),
      fullPage: true,
    });
    await api.dispose();
  });
}

test('a cash-out that never reached the server is offered again once back online', async ({
  page,
  context,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!, 500);
  const api = await apiAs(baseURL!, player.userName, player.password);
  const m = await handMadeMatch(baseURL!, {
    home: `Cashout Home ${Date.now() % 100000}`,
    away: `Cashout Away ${Date.now() % 100000}`,
    odds: [1.8, 3.4, 4.2],
    startsInMinutes: 60,
  });
  const placed = await api.post('/api/v1/coupons', {
    data: { idempotencyKey: `cashout-retry-${Date.now()}`, stake: 20, oddChangeOk: true, picks: [pickOf(m)] },
    headers: CSRF,
  });
  expect(placed.status()).toBe(201);
  const { ticketId } = (await placed.json()) as { ticketId: string };
  await page.goto('/tr/');
  await new ShellPage(page).login(player.userName, player.password);
  await page.goto('/tr/cashout');
  const item = page.locator(`[data-testid="cashout-item"][data-ticket="${ticketId}"]`);
  await expect(item.getByTestId('sell')).toBeVisible();
  await page.route(new RegExp(`/api/v1/coupons/${ticketId}/sell(\\?|$)`), async (route) => {
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await item.getByTestId('sell').click();
  await item.getByTestId('sell-confirm-yes').click();
  await expect(page.locator(`[data-testid="cashout-lost"][data-ticket="${ticketId}"]`)).toBeVisible();
  await context.setOffline(false);
  await expect(item.getByTestId('cashout-not-sold')).toContainText('Bozdurma yapılmadı.');
  await expect(item.getByTestId('sell')).toBeVisible();
  const coupon = (await (await api.get(`/api/v1/coupons/${ticketId}`)).json()) as { status: number };
  expect(coupon.status).toBe(0);
  await api.dispose();
});
