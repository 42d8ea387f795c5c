import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { preMatches, type ApiMatch } from './pages/live-page.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

const CSRF = { 'x-requested-with': 'fetch' };

type MatchWithOdds = ApiMatch & {
  markets: Array<{ id: number; outcomes: Array<{ id: number; odd: number; active: boolean }> }>;
};

// Where every ended session lands: it must look like a login page on a phone and on a desktop.
for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'tr'],
  [360, 740, 'aa'],
] as const) {
  test(`the full-page login is a framed form at ${width} px in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/${lang}/firstlogin?next=%2F${lang}%2Fcoupons`);
    const form = page.locator('.first-login');
    await expect(form.getByRole('heading', { level: 1 })).toBeVisible();
    const box = (await form.boundingBox())!;
    const input = (await form.locator('input').first().boundingBox())!;
    // the fields keep off the screen's edges and do not stretch across a wide screen
    expect(input.x).toBeGreaterThanOrEqual(12);
    expect(input.x + input.width).toBeLessThanOrEqual(width - 12);
    expect(box.width).toBeLessThanOrEqual(480);
    // centred on a wide screen
    if (width > 480) expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath(`first-login-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);
  });
}

test('a coupon with a bonus shows its winnings with the bonus under that name, as the slip does', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!);
  const admin = await adminApi(baseURL!);
  const bonus = { status: 1, minOdds: 1, rates: [{ tips: 3, percent: 5 }] };
  expect((await admin.patch(`/api/v1/admin/users/${player.userId}`, { data: { bonus } })).status()).toBe(200);
  await admin.dispose();
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(3);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await page.getByTestId('quick-clear').click();
  await page.getByTestId('quick-amount').getByText('+10', { exact: true }).click();
  await slip.create();
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
  const list = (await (await page.request.get('/api/v1/coupons')).json()) as {
    results: Array<{ ticketId: string; maxPay: number; bonusPay: number }>;
  };
  const coupon = list.results.find((c) => c.ticketId === ticketId)!;
  expect(coupon.bonusPay).toBeGreaterThan(0);
  // as Turkish writes money: a decimal comma, thousands grouped with a point (2.069,44 TL)
  const turkish = new Intl.NumberFormat('tr', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const withBonus = `${turkish.format(coupon.maxPay + coupon.bonusPay)} TL`;

  for (const path of ['coupons', `coupons/${ticketId}`]) {
    await page.goto(`/tr/${path}`);
    const summary = page.locator('.coupon-summary').filter({ hasText: ticketId });
    await expect(summary.getByTestId('coupon-win')).toHaveText(`Bonusla kazanç: ${withBonus}`);
  }
});

test('the header balance follows a balance change made elsewhere while the player browses sports', async ({
  page,
  baseURL,
  playwright,
}) => {
  const player = await newPlayer(baseURL!, 100);
  const login = { data: { userName: player.userName, password: player.password }, headers: CSRF };
  expect((await page.request.post('/api/v1/auth/login', login)).status()).toBe(200);
  await page.goto('/tr/sports');
  await expect(page.getByTestId('header-balance')).toHaveText('100,00 TL');
  // the same player bets 7 TL from another device
  const phone = await playwright.request.newContext({ baseURL });
  expect((await phone.post('/api/v1/auth/login', login)).status()).toBe(200);
  const matches = ((await preMatches(phone, 1)) as MatchWithOdds[]).filter((m) => m.minTip === 1);
  const placed = await (async () => {
    for (const m of matches)
      for (const market of m.markets)
        for (const o of market.outcomes.filter((x) => x.active && x.odd > 1.01)) {
          const picks = [
            { matchId: m.id, marketId: market.id, outcomeId: o.id, odd: o.odd, banker: false, ttype: 'N' },
          ];
          const res = await phone.post('/api/v1/coupons', {
            data: { idempotencyKey: crypto.randomUUID(), stake: 7, oddChangeOk: true, picks },
            headers: CSRF,
          });
          if (res.status() === 201) return true;
        }
    return false;
  })();
  expect(placed).toBe(true);
  await phone.dispose();
  await expect(page.getByTestId('header-balance')).toHaveText('93,00 TL');
});
