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

// A half-time score is shown only for sports played in halves: football, basketball and handball
// have one, cricket's innings, the sets of volleyball and table tennis and the esports' maps do not.
const HALVES = new Set([1, 3, 6]);
for (const lang of ['tr', 'aa'] as const) {
  test(`results show a half-time score only where the sport has halves, at 360 px in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${lang}/results`);
    await expect(page.getByTestId('result-row')).toHaveCount(50);
    // every result of the three days (at most the 200 a page may hold)
    for (let shown = 50; shown < 200; shown += 50) {
      const more = page.getByTestId('results-more');
      if ((await more.count()) === 0) break;
      await more.click();
      await expect.poll(() => page.getByTestId('result-row').count()).toBeGreaterThan(shown);
    }
    const sections = page.locator('section[data-sport]');
    const sports = await sections.evaluateAll((all) => all.map((s) => Number(s.getAttribute('data-sport'))));
    // cricket and some sports of sets are among them
    expect(sports).toContain(19);
    expect(sports.some((id) => [23, 41, 109, 110, 111].includes(id))).toBe(true);
    for (const id of sports.filter((sport) => !HALVES.has(sport)))
      await expect(
        page.locator(`section[data-sport="${id}"]`).getByTestId('result-halftime'),
        `sport ${id}`,
      ).toHaveCount(0);
    // football's results do show theirs, labelled in the page's language
    const football = page.locator('section[data-sport="1"]').getByTestId('result-halftime');
    await expect(football.first()).toBeVisible();
    await expect(football.first()).toContainText(lang === 'tr' ? 'İY' : /./);
    await page.locator('section[data-sport="19"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`results-cricket-${lang}.png`) });
  });
}
