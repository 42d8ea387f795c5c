import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { openPicks, type CouponPick } from './pages/open-picks.ts';
import { SportsPages } from './pages/sports-pages.ts';

const FETCH = { 'X-Requested-With': 'fetch' };

/** Logs a new player in through the API; the page shares its cookies. */
async function loggedIn(page: Page, baseURL: string) {
  const player = await newPlayer(baseURL, 500);
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(res.status()).toBe(200);
  return player;
}

async function place(page: Page, picks: CouponPick[], stake = 5): Promise<string> {
  const res = await page.request.post('/api/v1/coupons', {
    data: { idempotencyKey: `e2e-${Math.random().toString(36).slice(2)}`, stake, oddChangeOk: true, picks },
    headers: FETCH,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ticketId: string }).ticketId;
}

for (const size of [
  { name: 'phone', width: 360, height: 780, desktop: false },
  { name: 'desktop', width: 1280, height: 800, desktop: true },
]) {
  test.describe(`coupon pages at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      ...(size.desktop ? { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } : {}),
    });

    test('the detail page shares a link without the user id; anyone opens it read-only and copies it to a slip', async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      const player = await loggedIn(page, baseURL!);
      const ticketId = await place(page, await openPicks(page.request, 2, { latest: true }));
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/en/coupons/${ticketId}`);
      await expect(page.getByTestId('coupon-detail')).toBeVisible();
      await expect(page.getByTestId('coupon-rebuild')).toBeVisible();
      await expect(page.getByTestId('coupon-cashout')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`coupon-detail-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="coupon-detail"]');
      await page.getByTestId('coupon-share-button').click();
      await expect(page.getByTestId('notice')).toContainText('copied');
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/en\/couponShare\/[A-Za-z0-9_-]{16,40}$/);
      // The link is the path and a random token, nothing else: a short user id's digits may turn up
      // inside the token by chance, so the token is compared whole, not searched for digits.
      const { pathname, search } = new URL(url);
      expect(search).toBe('');
      const token = pathname.split('/').at(-1)!;
      expect(token).not.toBe(String(player.userId));
      expect(token).not.toContain(ticketId);
      expect(url).not.toContain('userId');

      // a guest elsewhere opens it: the lines, nothing of the owner, and a copy into the guest's slip
      const guest = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        ...(size.desktop ? {} : { isMobile: true, hasTouch: true }),
      });
      const other = await guest.newPage();
      await other.goto(url);
      const shared = other.getByTestId('coupon-share');
      await expect(shared).toBeVisible();
      await expect(shared.getByTestId('coupon-line')).toHaveCount(2);
      await expect(shared).not.toContainText(player.userName);
      await expect(shared).not.toContainText(ticketId);
      await expect(shared.getByTestId('coupon-cancel')).toHaveCount(0);
      await expect(shared.getByTestId('sell')).toHaveCount(0);
      await expectNoAxeViolations(other, '[data-testid="coupon-share"]');
      await other.getByTestId('copy-to-slip').click();
      const report = other.getByTestId('rebuild-report');
      await expect(report).toBeVisible();
      await expect(report).toContainText('2 picks');
      await other.screenshot({ path: test.info().outputPath(`coupon-shared-${size.name}.png`) });
      await report.getByTestId('rebuild-open-slip').click();
      await expect(other.getByTestId('betslip').getByTestId('slip-pick')).toHaveCount(2);
      await guest.close();
    });

    test('rebuild puts the coupon back in the slip at today’s odds and names the lines no longer offered', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      const picks = await openPicks(page.request, 2);
      const ticketId = await place(page, picks);
      // the second match is called off: its line can no longer be bet
      const admin = await adminApi(baseURL!);
      const off = await admin.post(`/api/v1/admin/matches/${picks[1]!.matchId}/result`, {
        data: { status: 'cancelled', score: { home: 0, away: 0 } },
      });
      expect(off.status()).toBe(200);
      await admin.dispose();
      await page.goto(`/en/coupons/${ticketId}`);
      await page.getByTestId('coupon-rebuild').click();
      const report = page.getByTestId('rebuild-report');
      await expect(report).toBeVisible();
      await expect(report).toContainText('1 picks');
      await expect(report.getByTestId('rebuild-missing').locator('li')).toHaveCount(1);
      await expectNoAxeViolations(page, '[data-testid="rebuild-report"]');
      await page.screenshot({ path: test.info().outputPath(`coupon-rebuild-${size.name}.png`) });
      await report.getByTestId('rebuild-open-slip').click();
      await expect(page.getByTestId('betslip').getByTestId('slip-pick')).toHaveCount(1);
    });

    test('cash-out on the detail page, and cancel asked in a styled dialog in the list', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      // the latest matches: another spec may call the earliest ones off while this one runs
      const [a] = await openPicks(page.request, 1, { latest: true });
      const [b, c] = await openPicks(page.request, 2, { latest: true, except: [a!.matchId] });
      const sold = await place(page, [a!]);
      await page.goto(`/en/coupons/${sold}`);
      await page.getByTestId('coupon-cashout').getByTestId('sell').click();
      await page.getByTestId('sell-confirm-yes').click();
      await expect(page.getByTestId('coupon-status')).toHaveText('Sold');
      await expect(page.getByTestId('coupon-cashout')).toHaveCount(0);

      const kept = await place(page, [b!, c!]);
      await page.goto('/en/coupons');
      const item = page.locator(`[data-testid="coupon-item"][data-ticket="${kept}"]`);
      await expect(item.getByTestId('coupon-cashout')).toBeVisible();
      page.on('dialog', () => {
        throw new Error('the browser’s own dialog was used');
      });
      await item.getByTestId('coupon-cancel').click();
      const ask = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(ask).toBeVisible();
      await expectNoAxeViolations(page, '[data-testid="cancel-confirm"]');
      await ask.getByTestId('cancel-confirm-yes').click();
      await expect(ask).toBeHidden();
      await expect(item.getByTestId('coupon-status')).toHaveText('Cancelled');
    });

    test('a waiting coupon in the list shows the live score of its matches and its cash-out', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      // a live match and a pre-match one: the coupon needs two matches
      const [live] = await openPicks(page.request, 1, { live: true });
      const [pre] = await openPicks(page.request, 1);
      const ticketId = await place(page, [live!, pre!]);
      await page.goto('/en/coupons');
      const item = page.locator(`[data-testid="coupon-item"][data-ticket="${ticketId}"]`);
      await expect(item.getByTestId('coupon-cashout')).toBeVisible();
      await item.locator('.coupon-toggle').first().click();
      await expect(item.getByTestId('line-live-score')).toHaveText(/^\d+ - \d+$/);
      await expect(item.getByTestId('line-live').locator('.clock')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`coupon-list-live-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="coupon-item"]');
    });
  });
}

test.describe('the slip panel at 1280 px, in Turkish', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test('a coupon sold while the panel keeps it is shown there as sold, as the coupons page shows it', async ({
    page,
    baseURL,
  }) => {
    await loggedIn(page, baseURL!);
    const sports = new SportsPages(page);
    await sports.openSports('tr');
    await sports.pickFromRows(2);
    const panel = page.getByTestId('slip-panel');
    await panel.getByTestId('create-coupon').click();
    const last = panel.getByTestId('last-coupon');
    await expect(last).toBeVisible();
    await expect(last.getByTestId('coupon-line').first()).toContainText('Bekliyor');
    const ticketId = (await last.getByTestId('last-ticket-id').innerText()).trim();

    await page.goto(`/tr/coupons/${ticketId}`);
    await expect(last).toBeVisible();
    await page.getByTestId('coupon-cashout').getByTestId('sell').click();
    await page.getByTestId('sell-confirm-yes').click();
    await expect(page.getByTestId('coupon-status')).toHaveText('Bozduruldu');
    await expect(last.getByTestId('last-coupon-status')).toHaveText('Bozduruldu');
    // the slip's own details give way to the sold coupon's: no max pay of a bet that is over
    await expect(last.getByTestId('last-max-pay')).toHaveCount(0);
    await expect(last.getByTestId('last-income')).toHaveText(
      (await page.getByTestId('coupon-win').locator('b').innerText()).trim(),
    );
    await page.screenshot({ path: test.info().outputPath('panel-sold-tr-1280.png') });
    await expectNoAxeViolations(page, '[data-testid="slip-panel"]');
  });
});

// The server refuses a coupon the slip could not foresee (the same coupon a fourth time): its
// dialog clears after 4 s, as every notice does, and the slip keeps saying why until it changes.
test('a refusal from the server stays in the slip until the slip changes (tr, 360 px)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loggedIn(page, baseURL!);
  const [pick] = await openPicks(page.request, 1, { latest: true });
  for (let i = 0; i < 3; i++) await place(page, [pick!], 5);

  await page.goto(`/tr/matchdetail/${pick!.matchId}`);
  await page.locator(`[data-testid="odd"][data-outcome="${pick!.outcomeId}"]`).first().click();
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await slip.stake(5);
  await slip.create();
  const refusal = 'Aynı kupon zaten 3 kez yapıldı.';
  await expect(page.getByTestId('notice')).toContainText(refusal);
  await expect(page.getByTestId('notice')).toBeHidden({ timeout: 8_000 });
  const kept = page.getByTestId('slip-last-refusal');
  await expect(kept).toHaveText(refusal);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('slip-refusal-kept-tr-360.png') });
  // another stake is another coupon: the refusal was about the one before
  await slip.stake(10);
  await expect(kept).toBeHidden();
});
