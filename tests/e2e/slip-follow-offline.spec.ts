import { expect, test, type WebSocket } from '@playwright/test';
import { SportsPages } from './pages/sports-pages.ts';

// The slip follows its matches over /live (locks, odds moves, starts) through code loaded on the
// first pick. A first pick made offline cannot load it: once the connection is back the slip must
// still come to follow its match, not stay deaf to it for the rest of the visit.
for (const width of [360, 1280]) {
  test(`a first pick made offline is followed once the connection is back (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const subscribed: string[] = [];
    page.on('websocket', (ws: WebSocket) => {
      ws.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"')) subscribed.push(text);
      });
    });
    const sports = new SportsPages(page);
    await sports.openSports('tr');
    const row = sports.rows().first();
    const href = (await row.getByTestId('match-link').getAttribute('href')) ?? '';
    const matchId = /(\d+)(?:[/?#]|$)/.exec(href)?.[1];
    expect(matchId).toBeTruthy();

    await context.setOffline(true);
    await sports.odds(row).first().click();
    await expect(sports.odds(row).first()).toHaveAttribute('aria-pressed', 'true');

    await context.setOffline(false);
    await expect
      .poll(() => subscribed.some((f) => f.includes('matchIds') && f.includes(matchId!)), {
        timeout: 15_000,
      })
      .toBe(true);
  });
}
