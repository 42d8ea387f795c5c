import { expect, test } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { apiAs, newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// A live bet waits on the server (live_delay_ms, 3 s) before it is made. A reload in that wait asks
// for the coupon of the slip's key before it exists: the slip keeps asking until the wait is over,
// then says the bet was placed, instead of showing the slip as if nothing had happened.
for (const width of [360, 1280]) {
  test(`a reload while a live bet waits on the server says it was placed, and bets once (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const player = await newPlayer(baseURL!);
    await page.goto('/en/');
    await new ShellPage(page).login(player.userName, player.password);
    const sports = new SportsPages(page);
    await sports.pickLatestLive();
    const slip = new BetSlipPage(page);
    await slip.open();
    await slip.stake(10);

    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/coupons') posts++;
    });
    const sent = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/coupons',
    );
    await slip.create();
    await sent;
    await page.reload();

    await expect(page.getByTestId('placed-unanswered')).toBeVisible({ timeout: 15_000 });
    await expect(slip.picks()).toHaveCount(0);
    expect(posts).toBe(1);
    const api = await apiAs(baseURL!, player.userName, player.password);
    try {
      const list = (await (await api.get('/api/v1/coupons')).json()) as {
        totalCount: number;
        results: Array<{ ticketId: string }>;
      };
      expect(list.totalCount).toBe(1);
      await expect(page.getByTestId('last-ticket-id')).toHaveText(list.results[0]!.ticketId);
    } finally {
      await api.dispose();
    }
  });
}
