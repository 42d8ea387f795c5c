import { expect, test } from '@playwright/test';
import { SportsPages } from './pages/sports-pages.ts';

test('a guest browses sports to a match, sees its markets and adds picks to the slip', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  await expect(page.getByTestId('sport-tab').first()).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('sportbets.png') });

  // Time chips narrow the list: 1 Hour never shows more than All.
  const all = await page.getByTestId('categories').getByTestId('category').count();
  expect(all).toBeGreaterThan(0);
  // Countries show their flag as an image (emoji flags are letters in boxes on many systems).
  const flag = page.getByTestId('category').first().locator('img.flag');
  await expect(flag).toHaveAttribute('src', /\.svg$/);
  await flag.scrollIntoViewIfNeeded();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId('chip-1h').click();
  await expect(page).toHaveURL(/time=1h/);
  await page.getByTestId('chip-all').click();

  // Countries open onto leagues, which filter the matches.
  await page.getByTestId('category').first().click();
  await page.getByTestId('tournament').first().click();
  await expect(page).toHaveURL(/tid=\d+/);
  const league = await sports.rows().first().locator('.league-name').count();
  expect(league).toBe(0);

  await sports.openFirstMatch();
  await expect(page.getByTestId('market').first()).toBeVisible();
  const first = page.getByTestId('market').first().locator('[data-testid="odd"]:not([disabled])').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('matchdetail.png') });

  // Back to the list keeps the sport, country and league.
  await page.getByTestId('detail-back').click();
  await expect(page).toHaveURL(/\/en\/sports\?.*sid=\d+.*cid=\d+.*tid=\d+/);

  await page.goto('/en/betslip');
  await expect(page.getByTestId('slip-pick')).toHaveCount(1);
});

test('the odds format setting changes how odds are shown everywhere', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  const odd = sports.odds(sports.rows().first()).first().locator('.odd-value');
  await expect(odd).toHaveText(/^\d+\.\d{2,3}$|^\d{2,}$/);
  await page.getByTestId('odds-format').selectOption('fractional');
  await expect(odd).toHaveText(/^\d+\/\d+$/);
  await page.getByTestId('odds-format').selectOption('american');
  await expect(odd).toHaveText(/^[+-]\d+$/);
});

test('search starts at three characters and groups results by sport', async ({ page }) => {
  const sports = new SportsPages(page);
  await sports.openSports();
  const team = (await sports.rows().first().locator('.team').first().innerText()).split('\n')[0]!.trim();
  await page.getByTestId('open-search').click();
  await page.getByTestId('search-input').fill(team.slice(0, 2));
  // Two characters never search.
  await expect(page.getByTestId('search-group')).toHaveCount(0);
  await page.getByTestId('search-input').fill(team.slice(0, 5));
  await expect(page.getByTestId('search-group').first()).toBeVisible();
  await expect(page.getByTestId('search-group').first().getByTestId('match-row').first()).toBeVisible();
});

test('Home lists the first five bettable matches', async ({ page }) => {
  await page.goto('/en/');
  const rows = page.getByTestId('home-matches').getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(5);
  await page.screenshot({ path: test.info().outputPath('home.png') });
});
