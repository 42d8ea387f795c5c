import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { apiAs, newPlayer } from './pages/shell-page.ts';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';

// Issue 17 item 2 in the back office: a limit set on the Limits page binds the next coupon; the
// most restrictive limit applies at placement and a stake above it is refused with the maximum.
test.setTimeout(90_000);

/** A hand-made match with a 1X2 market, and its home win as a pick. */
async function limitedMatch(baseURL: string, tag: string) {
  const fixture = await handMadeMatch(baseURL, {
    home: `Limit Home ${tag}`,
    away: `Limit Away ${tag}`,
    odds: [2, 3.2, 3.5],
    startsInMinutes: 60,
  });
  return { matchId: fixture.id, pick: pickOf(fixture) };
}

for (const width of [360, 1280]) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`${lang} at ${width} px: a match's max stake set on the Limits page refuses a bet above it`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const tag = Math.random().toString(36).slice(2, 7);
      const { matchId, pick } = await limitedMatch(baseURL!, tag);
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      await panel.go('limits');
      const screen = page.getByTestId('trading-limits');

      // a match that does not exist is refused in the page's language
      await screen.getByTestId('limit-scope').selectOption('match');
      await screen.getByTestId('limit-target').fill('99999999');
      await screen.getByTestId('limit-maxStake').fill('20');
      await screen.getByTestId('limit-save').click();
      await expect(screen.getByTestId('limit-message')).toHaveAttribute('role', 'alert');

      await screen.getByTestId('limit-target').fill(String(matchId));
      await screen.getByTestId('limit-save').click();
      await expect(screen.getByTestId('limit-message')).toHaveAttribute('role', 'status');
      const row = screen.locator(`[data-testid="limit-row"][data-scope="match"][data-target="${matchId}"]`);
      await expect(row).toContainText(`Limit Home ${tag}`);
      await expect(row).toContainText(/20/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`${lang}-${width}-limits.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // the player's coupon above the limit is refused with the maximum; within it, it is taken
      const player = await newPlayer(baseURL!, 200);
      const api = await apiAs(baseURL!, player.userName, player.password);
      try {
        const told = await api.post('/api/v1/coupons/limits', {
          data: { picks: [{ matchId, marketId: pick.marketId }] },
        });
        const toldBody = (await told.json()) as { maxStake: number };
        expect(toldBody.maxStake, JSON.stringify(toldBody)).toBe(20);
        const over = await api.post('/api/v1/coupons', {
          data: { idempotencyKey: `limit-${tag}-1`, stake: 30, oddChangeOk: true, picks: [pick] },
          headers: { 'accept-language': lang === 'aa' ? 'ar' : 'tr' },
        });
        expect(over.status()).toBe(422);
        const refusal = (await over.json()) as { error: { code: string; details: { stake: number } } };
        expect([refusal.error.code, refusal.error.details.stake]).toEqual(['maxStakeError', 20]);
        const within = await api.post('/api/v1/coupons', {
          data: { idempotencyKey: `limit-${tag}-2`, stake: 20, oddChangeOk: true, picks: [pick] },
        });
        expect(within.status()).toBe(201);
      } finally {
        await api.dispose();
      }

      await row.getByTestId('limit-remove').click();
      await expect(row).toHaveCount(0);
    });
  }
}
