import { expect, test, type WebSocket } from '@playwright/test';
import { handMadeMatch } from './pages/hand-made-match.ts';
import { adminApi } from './pages/shell-page.ts';

/** The operator changes the home win's odd of the match by hand: pushed to whoever follows it. */
async function setHomeOdd(baseURL: string, matchId: number, outcomeId: number, odd: number) {
  const admin = await adminApi(baseURL);
  try {
    const res = await admin.put(`/api/v1/admin/fixtures/${matchId}/odds`, {
      data: { outcomes: [{ outcomeId, odd }] },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

// A page that follows a match over /live loses its connection; meanwhile the odds move. When the
// connection is back, the page asks for the match's snapshot and shows the odds as they are now,
// not the last ones pushed before the drop (which the pushed state would otherwise keep showing
// over a fresh read of the match).
for (const width of [360, 1280]) {
  test(`a followed match shows its current odds after the connection comes back (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const fixture = await handMadeMatch(baseURL!, {
      home: `Resume ${width} Home`,
      away: `Resume ${width} Away`,
      odds: [2.1, 3.3, 3.6],
      startsInMinutes: 180,
    });
    const home = fixture.markets[0]!.outcomes[0]!.id;
    const sockets: WebSocket[] = [];
    const snapshots: string[] = [];
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      sockets.push(ws);
      ws.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"snapshot"') && text.includes(String(fixture.id))) snapshots.push(text);
      });
    });

    await page.goto(`/en/matchdetail/${fixture.id}`);
    const odd = page.locator(`[data-testid="odd"][data-outcome="${home}"]`);
    await expect(odd).toContainText('2.10');
    // Following the match asks for its snapshot; a change pushed afterwards shows.
    await expect.poll(() => snapshots.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await setHomeOdd(baseURL!, fixture.id, home, 2.25);
    await expect(odd).toContainText('2.25');

    const asked = snapshots.length;
    await context.setOffline(true);
    await expect.poll(() => sockets.every((ws) => ws.isClosed()), { timeout: 15_000 }).toBe(true);
    await setHomeOdd(baseURL!, fixture.id, home, 4.4);
    await page.waitForTimeout(500);
    await expect(odd).toContainText('2.25');
    await page.screenshot({ path: test.info().outputPath(`live-resume-offline-${width}.png`) });

    await context.setOffline(false);
    await expect.poll(() => snapshots.length, { timeout: 20_000 }).toBeGreaterThan(asked);
    await expect(odd).toContainText('4.40');
    await page.screenshot({ path: test.info().outputPath(`live-resume-back-${width}.png`) });
    // and the pushes go on after the snapshot
    await setHomeOdd(baseURL!, fixture.id, home, 4.5);
    await expect(odd).toContainText('4.50');
  });
}
