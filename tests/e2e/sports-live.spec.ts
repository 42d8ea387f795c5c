import { expect, test, type Page } from '@playwright/test';
import { handMadeMatch } from './pages/hand-made-match.ts';
import { adminApi } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

test('live odds pushed over /live show their arrow', async ({ page }) => {
  // The simulator moves a match's odds when something happens in it, so the page watches every
  // live match at once: all of them as favourites, on a screen tall enough to render every row.
  test.setTimeout(150_000);
  const live = (await (await page.request.get('/api/v1/live?limit=500')).json()) as {
    results: Array<{ id: number }>;
  };
  const ids = live.results.map((m) => m.id);
  expect(ids.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 360, height: 140 * ids.length + 400 });
  await page.goto('/en/');
  await page.evaluate(
    (favorites) =>
      localStorage.setItem('favorites', JSON.stringify({ state: { ids: favorites }, version: 0 })),
    ids,
  );
  await page.goto('/en/favorites');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const arrow = page.locator('[data-testid="odd-up"], [data-testid="odd-down"]').first();
  await expect(arrow).toBeVisible({ timeout: 130_000 });
  // The changed odd's button carries the direction while its arrow shows.
  await expect(page.locator('.odd.up, .odd.down').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('live-arrow.png') });
});

test('the floating slip bar on LiveBets counts the picks and leads to the slip', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openLive();
  await page.screenshot({ path: test.info().outputPath('livebets.png') });
  await expect(page.getByTestId('slip-bar')).toHaveCount(0);
  // the bar counts picks whatever a coupon of them would need
  await sports.pickAny();
  await expect(page.getByTestId('slip-bar')).toContainText('1');
  await page.getByTestId('slip-bar').click();
  await expect(page).toHaveURL(/\/en\/betslip$/);
  await expect(page.getByTestId('slip-pick')).toHaveCount(1);
});

/**
 * Puts a pick on the stored slip whose match has stopped taking bets, as a pushed suspension leaves
 * it: a match of the spec's own that the operator suspends, so what the live socket tells the page
 * about it (a snapshot as soon as the slip follows it) says the same.
 */
async function storeSuspendedPick(page: Page, baseURL: string) {
  const fixture = await handMadeMatch(baseURL, {
    home: `Suspended Home ${Date.now() % 100000}`,
    away: `Suspended Away ${Date.now() % 100000}`,
    odds: [1.9, 3.3, 3.9],
    startsInMinutes: 120,
  });
  // read while it is open (a suspended match lists no markets), then suspended
  const res = await page.request.get(`/api/v1/matches/${fixture.id}`);
  const detail = (await res.json()) as { match: any; markets: any[] };
  const m = { ...detail.match, markets: detail.markets };
  const admin = await adminApi(baseURL);
  try {
    const suspended = await admin.post(`/api/v1/admin/fixtures/${fixture.id}/suspend`, {
      data: { suspended: true },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  const market = m.markets[0];
  const outcome = market.outcomes[0];
  const pick = {
    matchId: m.id,
    marketId: market.id,
    outcomeId: outcome.id,
    odd: outcome.odd,
    banker: false,
    addedAt: Date.now(),
    match: {
      home: m.homeTeam,
      away: m.awayTeam,
      sportId: m.sportId,
      matchDate: m.matchDate,
      ttype: m.ttype,
      status: m.status,
      betStatus: 'stopped',
      active: true,
      iss: true,
      isv: true,
      minTip: m.minTip,
    },
    market: {
      typeId: market.typeId,
      name: market.name,
      special: market.special,
      active: true,
      iss: false,
      isv: true,
    },
    outcome: { name: outcome.name, active: true, iss: false, isv: true },
  };
  await page.evaluate((p) => {
    localStorage.setItem(
      'betslip',
      JSON.stringify({ state: { slip: { picks: [p], system: [], stake: 0 }, lastCoupon: null }, version: 1 }),
    );
  }, pick);
}

test('a suspended pick is locked on the slip and blocks creation with the message', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.locator('.side-menu.right');
  await menu.getByLabel('Username').fill('player1');
  await menu.getByLabel('Password').fill('player1234');
  await menu.getByRole('button', { name: 'Log in' }).click();
  const before = await page.getByTestId('header-balance').innerText();
  await storeSuspendedPick(page, baseURL!);
  await page.goto('/en/betslip');
  const pick = page.getByTestId('slip-pick');
  await expect(pick).toHaveAttribute('data-locked', 'true');
  await expect(pick.getByLabel('Locked')).toBeVisible();
  // Create is off while a pick is locked, and names that reason to the button.
  const create = page.getByTestId('create-coupon');
  await expect(page.getByTestId('slip-messages')).toContainText('There are locked matches on your coupon.');
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('aria-describedby', 'slip-messages');
  await expect(page.getByTestId('last-coupon')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText(before);
  // The x takes the locked pick off.
  await pick.getByTestId('remove-pick').click();
  await expect(page.getByTestId('slip-empty')).toBeVisible();
});

test('switching to English changes the texts and keeps the route', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports('tr', '?time=6h');
  await expect(page.getByTestId('chip-6h')).toHaveText('6 Saat');
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByTestId('language-toggle').click();
  await page.locator('.side-menu.left').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/sports\?time=6h$/);
  await expect(page.getByTestId('chip-6h')).toHaveText('6 Hour');
  await expect(page.getByTestId('chip-6h')).toHaveAttribute('aria-pressed', 'true');
});

test('a live match that ends while its page is open suspends every odd', async ({ page, baseURL }) => {
  const live = (await (await page.request.get('/api/v1/live?sportId=1&limit=50')).json()) as {
    results: Array<{ id: number; betStatus: string; markets: Array<{ active: boolean; iss?: boolean }> }>;
  };
  // one whose first market is open: a match in a bet stop has none open
  const match = live.results.find(
    (m) => m.betStatus === 'started' && m.markets[0]?.active && !m.markets[0].iss,
  )!;
  await page.goto(`/en/matchdetail/${match.id}?ttype=L`);
  const open = page.getByTestId('market').first().locator('[data-testid="odd"]:not([disabled])');
  await expect(open.first()).toBeVisible();

  const admin = await adminApi(baseURL!);
  const res = await admin.post(`/api/v1/admin/matches/${match.id}/result`, {
    data: { status: 'ended', score: { home: 1, away: 0 }, halftime: { home: 0, away: 0 } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await admin.dispose();

  // The end arrives over /live: no odd of the page can be bet any more, and each shows a lock.
  await expect(page.getByTestId('match-detail').locator('[data-testid="odd"]:not([disabled])')).toHaveCount(
    0,
  );
  await expect(page.getByTestId('market').first().getByLabel('locked').first()).toBeVisible();
});
