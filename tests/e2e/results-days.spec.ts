import { expect, test, type APIRequestContext } from '@playwright/test';
import { startOfDay } from '@bet/shared';

const ZONE = 'Europe/Istanbul';
const HOUR_MS = 3_600_000;
test.use({ timezoneId: ZONE });

/** How many results the server holds for [from, until), as the page's chip means that day. */
async function resultCount(request: APIRequestContext, from: number, until: number): Promise<number> {
  const q = new URLSearchParams({
    from: new Date(from).toISOString(),
    to: new Date(until - 1).toISOString(),
    limit: '1',
  });
  const res = await request.get(`/api/v1/results?${q}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { totalCount: number }).totalCount;
}

test("each day chip shows that day's results, however many the other days hold", async ({ page }) => {
  test.setTimeout(60_000);
  const today = startOfDay(Date.now(), ZONE);
  const yesterday = startOfDay(today - 12 * HOUR_MS, ZONE);
  const tomorrow = startOfDay(today + 36 * HOUR_MS, ZONE);
  const all = await resultCount(page.request, yesterday, startOfDay(tomorrow + 36 * HOUR_MS, ZONE));
  const before = await resultCount(page.request, yesterday, today);
  // the simulated world's past holds two days of results: more than one page of them
  expect(before).toBeGreaterThan(0);
  expect(all).toBeGreaterThan(50);

  await page.goto('/en/results');
  await expect(page.getByTestId('result-row')).toHaveCount(50);
  await page.getByTestId('results-yesterday').click();
  await expect(page.getByTestId('results-yesterday')).toHaveAttribute('aria-pressed', 'true');
  // today's list stays on screen until yesterday's arrives, with as many rows: wait for its days
  const shownDays = () =>
    page
      .getByTestId('result-row')
      .locator('time')
      .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime')!)));
  await expect
    .poll(async () => {
      const at = await shownDays();
      return at.length === Math.min(before, 50) && at.every((t) => t >= yesterday && t < today);
    })
    .toBe(true);

  // the whole list pages on: 'More results' until every one is shown
  await page.getByTestId('results-all').click();
  await expect(page.getByTestId('result-row')).toHaveCount(50);
  await page.getByTestId('results-more').click();
  // matches keep ending meanwhile: at least what there was, at most the two pages
  await expect.poll(() => page.getByTestId('result-row').count()).toBeGreaterThanOrEqual(Math.min(all, 100));
  expect(await page.getByTestId('result-row').count()).toBeLessThanOrEqual(100);
});
