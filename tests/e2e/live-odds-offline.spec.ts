import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';

// While the connection is lost, a live match's odds keep moving on the server and the page hears
// nothing of it: the last pushed prices are no longer current and must not be shown (or taken) as
// such. Its odds show locked under the reconnecting banner, and open again once the connection is
// back with the current prices.
for (const [lang, width] of [
  ['tr', 360],
  ['ar', 1280],
] as const) {
  test(`a live match's odds lock while the connection is lost (${lang}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const res = await page.request.get('/api/v1/live?limit=500');
    expect(res.ok()).toBe(true);
    const { results } = (await res.json()) as {
      results: Array<{ id: number; markets: Array<{ active: boolean; iss?: boolean }> }>;
    };
    // the latest to start: the simulator ends the oldest first
    const match = results.filter((m) => m.markets.some((mk) => mk.active && !mk.iss)).at(-1);
    expect(match, 'a live match with an open market').toBeDefined();

    await page.goto(`/${lang}/matchdetail/${match!.id}`);
    await expect(page.getByTestId('match-detail')).toBeVisible();
    const open = page.locator('[data-testid="market"] [data-testid="odd"]:not([disabled])');
    await expect(open.first()).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting');
    await expect(open).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`live-odds-offline-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(open.first()).toBeVisible({ timeout: 20_000 });
  });
}
