import { expect, test } from '@playwright/test';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';
import { PanelPage, newDealerWithPlayer } from './pages/panel-page.ts';

// A whole dealer journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

const CSRF = { 'x-requested-with': 'fetch' };

/** A dealer with a player of its own who has a pre-match single an hour before its match. */
async function dealerWithSellableCoupon(baseURL: string) {
  const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL);
  const m = await handMadeMatch(baseURL, {
    home: `Panel Sell Home ${Date.now() % 100000}`,
    away: `Panel Sell Away ${Date.now() % 100000}`,
    odds: [1.8, 3.4, 4.2],
    startsInMinutes: 60,
  });
  const placed = await player.api.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `panel-sell-${Date.now()}-${Math.random()}`,
      stake: 20,
      oddChangeOk: true,
      picks: [pickOf(m)],
    },
    headers: CSRF,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { ticketId } = (await placed.json()) as { ticketId: string };
  return { dealer, dealerApi, player, ticketId };
}

/** The detail's sale button ('sell for the player (price)') in the panel's language. */
const SELL = { tr: 'Oyuncu adına boz', aa: 'بيع نيابة عن اللاعب' } as const;

/** Opens the coupon's detail in the panel's coupon list; the detail, with its sell button shown. */
async function openDetail(panel: PanelPage, lang: keyof typeof SELL, ticketId: string) {
  await panel.go('coupons');
  await expect(panel.page).toHaveURL(new RegExp(`/${lang}/admin/coupons$`));
  await panel.page.locator(`[data-testid="coupon-table"] tr[data-ticket="${ticketId}"] button`).click();
  const detail = panel.page.getByTestId('coupon-detail');
  await expect(detail).toContainText(ticketId);
  const sell = detail.locator('.panel-actions button', { hasText: SELL[lang] });
  await expect(sell).toBeVisible();
  return { detail, sell, cancel: detail.locator('.panel-actions .panel-btn-danger') };
}

// A dealer's sale for the player whose answer was lost: the detail says the sale may be made and
// offers neither the sale nor an error to try again with; back online it looks the coupon up and
// says it was sold, for how much, and the player has the money once.
for (const [width, lang, unanswered, sold] of [
  [360, 'tr', 'Bozdurma yapılmış olabilir', 'bozduruldu'],
  [360, 'aa', 'ربما تم بيع القسيمة بالفعل', 'بيعت القسيمة'],
] as const) {
  test(`a dealer's sale whose answer was lost shows the coupon sold once back online (${lang}, ${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dealer, dealerApi, player, ticketId } = await dealerWithSellableCoupon(baseURL!);
    const before = ((await (await player.api.get('/api/v1/me')).json()) as { credit: number }).credit;
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    const { detail, sell: sellButton, cancel } = await openDetail(panel, lang, ticketId);

    const sent: Array<{ idempotencyKey?: string; price: number }> = [];
    let paid = 0;
    await page.route(new RegExp(`/api/v1/admin/coupons/${ticketId}/sell(\\?|$)`), async (route) => {
      sent.push(route.request().postDataJSON() as { idempotencyKey?: string; price: number });
      // the server sells the coupon; its answer never reaches the panel
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      paid = ((await answer.json()) as { paid: number }).paid;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await sellButton.click();
    await page.getByRole('alertdialog').locator('.panel-btn-primary').click();

    const lost = detail.getByTestId('coupon-sell-lost');
    await expect(lost).toHaveAttribute('data-state', 'checking');
    await expect(lost).toContainText(unanswered);
    // nothing to sell or cancel it with while the sale may be made, and no error to try again after
    await expect(sellButton).toHaveCount(0);
    await expect(cancel).toHaveCount(0);
    await expect(detail.locator('[role="alert"], .panel-error')).toHaveCount(0);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`panel-sell-lost-${lang}-${width}.png`),
      fullPage: true,
    });

    await context.setOffline(false);
    await expect(lost).toHaveAttribute('data-state', 'sold');
    await expect(lost).toContainText(sold);
    await expect(sellButton).toHaveCount(0);
    expect(paid).toBeGreaterThan(0);
    const after = ((await (await player.api.get('/api/v1/me')).json()) as { credit: number }).credit;
    expect(after).toBeCloseTo(before + paid, 2);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^panel-sell-/);
    const coupon = (await (await dealerApi.get(`/api/v1/admin/coupons/${ticketId}`)).json()) as {
      status: number;
    };
    expect(coupon.status).toBe(2);
    await page.screenshot({
      path: test.info().outputPath(`panel-sell-sold-${lang}-${width}.png`),
      fullPage: true,
    });
    await dealerApi.dispose();
    await player.api.dispose();
  });
}

test("a dealer's sale that never reached the server is offered again once back online", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { dealer, dealerApi, player, ticketId } = await dealerWithSellableCoupon(baseURL!);
  const panel = new PanelPage(page);
  await panel.login('tr', dealer.userName, dealer.password);
  const { detail, sell: sellButton } = await openDetail(panel, 'tr', ticketId);
  const sent: Array<{ idempotencyKey?: string }> = [];
  await page.route(new RegExp(`/api/v1/admin/coupons/${ticketId}/sell(\\?|$)`), async (route) => {
    sent.push(route.request().postDataJSON() as { idempotencyKey?: string });
    if (sent.length > 1) return route.continue();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await sellButton.click();
  await page.getByRole('alertdialog').locator('.panel-btn-primary').click();
  const lost = detail.getByTestId('coupon-sell-lost');
  await expect(lost).toHaveAttribute('data-state', 'checking');
  await context.setOffline(false);
  await expect(lost).toHaveAttribute('data-state', 'notSold');
  await expect(lost).toContainText('Bozdurma yapılmadı');
  const coupon = (await (await dealerApi.get(`/api/v1/admin/coupons/${ticketId}`)).json()) as {
    status: number;
  };
  expect(coupon.status).toBe(0);
  // offered again, and sold this time
  await sellButton.click();
  await page.getByRole('alertdialog').locator('.panel-btn-primary').click();
  await expect(detail.getByTestId('coupon-status')).toHaveText('Bozduruldu');
  await expect(lost).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[0]!.idempotencyKey).toMatch(/^panel-sell-/);
  await dealerApi.dispose();
  await player.api.dispose();
});

test("a refused sale says the server's reason in the panel's language, not its message key", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { dealer, dealerApi, player, ticketId } = await dealerWithSellableCoupon(baseURL!);
  const panel = new PanelPage(page);
  await panel.login('tr', dealer.userName, dealer.password);
  const { detail, sell: sellButton } = await openDetail(panel, 'tr', ticketId);
  // the price moved meanwhile: the server refuses the one the detail showed
  await page.route(new RegExp(`/api/v1/admin/coupons/${ticketId}/sell(\\?|$)`), async (route) => {
    const body = route.request().postDataJSON() as { price: number };
    await route.continue({ postData: JSON.stringify({ ...body, price: body.price + 0.01 }) });
  });
  await sellButton.click();
  await page.getByRole('alertdialog').locator('.panel-btn-primary').click();
  const refusal = detail.locator('.panel-error');
  await expect(refusal).toHaveText('Bozdurma tutarı değişti.');
  await expect(detail.getByTestId('coupon-sell-lost')).toHaveCount(0);
  await dealerApi.dispose();
  await player.api.dispose();
});
