import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { apiAs, newPlayer } from './pages/shell-page.ts';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';

// Issue 17 item 2 in the back office: the open exposure of the waiting coupons per match, market
// and outcome, the largest first, and a market suspended from there that players then see locked.
test.setTimeout(60_000);

/** A hand-made match with a player's 150 on its home win at 9.00: the book stands to lose 1200. */
async function exposedMatch(baseURL: string, tag: string) {
  const fixture = await handMadeMatch(baseURL, {
    home: `Risk Home ${tag}`,
    away: `Risk Away ${tag}`,
    odds: [9, 4, 1.3],
    startsInMinutes: 60,
  });
  const player = await newPlayer(baseURL, 200);
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    const placed = await api.post('/api/v1/coupons', {
      data: { idempotencyKey: `risk-${tag}`, stake: 150, oddChangeOk: true, picks: [pickOf(fixture)] },
    });
    expect(placed.status()).toBe(201);
  } finally {
    await api.dispose();
  }
  return { matchId: fixture.id, marketId: fixture.markets[0]!.id };
}

for (const width of [360, 1280]) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`${lang} at ${width} px: a match's exposure per market and outcome, and its market suspended in one action`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const tag = Math.random().toString(36).slice(2, 7);
      const { matchId, marketId } = await exposedMatch(baseURL!, tag);
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      await panel.go('liability');
      const match = page.locator(`[data-testid="liability-match"][data-id="${matchId}"]`);
      await expect(match).toContainText(`Risk Home ${tag}`);
      const market = match.locator(`[data-testid="liability-market"][data-id="${marketId}"]`);
      // 150 × 9.00 paid less the 150 staked
      await expect(market.getByTestId('liability-market-value')).toContainText(/1[.,]?200/);
      await expect(market.getByTestId('liability-outcome')).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`${lang}-${width}-liability.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await market.getByTestId('liability-suspend').click();
      await expect(market.getByTestId('liability-held')).toBeVisible();
      const detail = await (await page.request.get(`/api/v1/matches/${matchId}`)).json();
      expect(detail.markets.find((m: { id: number }) => m.id === marketId).iss).toBe(true);
    });
  }
}
