import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { apiAs, newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages, zoneWhereTomorrowIsNear } from './pages/sports-pages.ts';

// Issue 14 item 5: favourite pre-match matches and leagues; the Favourites chip lists them. A guest
// keeps them on the device; a player's are on the server and follow the player to another browser.

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, timezoneId: zoneWhereTomorrowIsNear() });

    test('a guest stars a match and a league; the chip lists them, and after login the server has them', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const sports = new SportsPages(page);
      await sports.openSports('en');
      // Nothing marked yet: the chip says how to mark one and leads back to all matches.
      await page.getByTestId('chip-fav').click();
      const empty = page.getByTestId('fav-empty');
      await expect(empty).toContainText('Tap ★ beside a match or a league');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/h14layout-fav-empty-${width}.png` });
      await empty.getByRole('button', { name: 'Show all matches' }).click();
      await expect(page).toHaveURL(/time=all/);

      // Tomorrow's matches: none kicks off (and leaves the pre-match lists) while the spec runs.
      await sports.openSportsTomorrow();
      const row = sports.rows().first();
      const matchId = Number(await row.getAttribute('data-match'));
      await row.getByRole('button', { name: 'Add to favourites' }).click();
      await expect(row.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // A league: chosen in the tree on a desktop, in the country list on a phone.
      const other = sports.rows().nth(1);
      const leagueMatch = Number(await other.getAttribute('data-match'));
      const sid = await other.getAttribute('data-sport');
      const cid = await other.getAttribute('data-category');
      const tid = await page.evaluate(async (id) => {
        const r = await fetch(`/api/v1/matches/${id}`);
        return ((await r.json()) as { match: { tournamentId: number } }).match.tournamentId;
      }, leagueMatch);
      await page.goto(`/en/sports?sid=${sid}&cid=${cid}&tid=${tid}`);
      await page.getByTestId('favorite-league').click();
      await expect(page.getByTestId('favorite-league')).toHaveAttribute('aria-pressed', 'true');

      await page.getByTestId('chip-fav').click();
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Favourites');
      await expect(page.locator(`[data-testid="match-row"][data-match="${matchId}"]`)).toBeVisible();
      await expect(page.locator(`[data-testid="match-row"][data-match="${leagueMatch}"]`)).toBeVisible();
      // Only favourites: every row is the starred match or in the starred league.
      const listed = await sports.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match')));
      expect(listed.length).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/h14layout-fav-${width}.png` });

      // Logging in carries the guest's marks into the player's server list.
      const player = await newPlayer(baseURL!);
      await new ShellPage(page).login(player.userName, player.password);
      await expect
        .poll(async () => (await page.request.get('/api/v1/favorites')).json())
        .toEqual({ matches: [matchId], tournaments: [tid] });

      // Another browser, the same player: the favourites are there.
      const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL });
      try {
        const second = await context.newPage();
        await second.goto('/en/');
        await new ShellPage(second).login(player.userName, player.password);
        await second.goto('/en/sports?time=fav');
        await expect(second.locator(`[data-testid="match-row"][data-match="${matchId}"]`)).toBeVisible();
        // Unstarring there reaches the server (the row may stay, when its league is starred too).
        const star = second
          .locator(`[data-testid="match-row"][data-match="${matchId}"]`)
          .getByRole('button', { name: 'Add to favourites' });
        await star.click();
        await expect
          .poll(async () => (await second.request.get('/api/v1/favorites')).json())
          .toEqual({ matches: [], tournaments: [tid] });
      } finally {
        await context.close();
      }
    });
  });
}

test.describe('a player already signed in on this device', () => {
  test.use({ timezoneId: zoneWhereTomorrowIsNear() });

  test('sees on the next page load a match starred meanwhile on another device', async ({
    page,
    baseURL,
  }) => {
    const sports = new SportsPages(page);
    await sports.openSportsTomorrow();
    const matchId = Number(await sports.rows().first().getAttribute('data-match'));
    const player = await newPlayer(baseURL!);
    await new ShellPage(page).login(player.userName, player.password);
    await page.getByTestId('chip-fav').click();
    await expect(page.getByTestId('fav-empty')).toBeVisible();

    // Another device stars the match: the server's list changes, this device's copy does not.
    const other = await apiAs(baseURL!, player.userName, player.password);
    expect(
      (await other.put('/api/v1/favorites', { data: { kind: 'match', id: matchId, on: true } })).ok(),
    ).toBe(true);
    await other.dispose();

    await page.reload();
    await expect(page.locator(`[data-testid="match-row"][data-match="${matchId}"]`)).toBeVisible();
  });

  test('a star the server did not get reaches it at the next page load', async ({ page, baseURL }) => {
    const sports = new SportsPages(page);
    await sports.openSportsTomorrow();
    const player = await newPlayer(baseURL!);
    await new ShellPage(page).login(player.userName, player.password);
    await expect
      .poll(async () => (await page.request.get('/api/v1/favorites')).json())
      .toEqual({
        matches: [],
        tournaments: [],
      });
    // The network drops the star's request.
    const favoritesCall = /\/api\/v1\/favorites(\?|$)/;
    await page.route(favoritesCall, (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    const row = sports.rows().first();
    const matchId = Number(await row.getAttribute('data-match'));
    const failed = page.waitForEvent('requestfailed', (r) => favoritesCall.test(r.url()));
    await row.getByRole('button', { name: 'Add to favourites' }).click();
    await failed;
    await page.unroute(favoritesCall);

    await page.reload();
    await expect
      .poll(async () => (await page.request.get('/api/v1/favorites')).json())
      .toEqual({ matches: [matchId], tournaments: [] });
    await page.getByTestId('chip-fav').click();
    await expect(page.locator(`[data-testid="match-row"][data-match="${matchId}"]`)).toBeVisible();
  });
});
