import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { SPORT_ID, isBettable, type Match } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';

/**
 * The latest live match to start that takes bets now (not only an open market: table tennis closes
 * its matches too), football first: the simulator ends the oldest first, and a short match may end
 * before its page has opened.
 */
async function latestBettableLive(page: Page): Promise<Match> {
  const res = await page.request.get('/api/v1/live?limit=500');
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: Match[] };
  const bettable = results.filter((m) =>
    m.markets.some((mk) => mk.outcomes.some((o) => isBettable(m, mk, o))),
  );
  const match = bettable.filter((m) => m.sportId === SPORT_ID.football).at(-1) ?? bettable.at(-1);
  expect(match, 'a live match with an open market').toBeDefined();
  return match!;
}

/** What the banner says while the site works but the live prices' connection does not. */
const STALE = {
  tr: 'Canlı oranlar güncellenmiyor. Yeniden bağlanılıyor…',
  ar: 'الاحتمالات المباشرة لا تتحدّث. جارٍ إعادة الاتصال…',
};

// While the connection is lost, a live match's odds keep moving on the server and the page hears
// nothing of it: the last pushed prices are no longer current and must not be shown (or taken) as
// such. Its odds show locked under the reconnecting banner, and stay locked once the connection is
// back until the match's snapshot brings the current prices.
for (const [lang, width] of [
  ['tr', 360],
  ['ar', 1280],
] as const) {
  test(`a live match's odds lock while the connection is lost (${lang}, ${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The realtime connection passes through the test, which can hold back the answers to the
    // snapshots `/live` asks for (socket.io acks in the namespace: `43/live,<id>[...]`).
    let holdSnapshots = false;
    const held: Array<() => void> = [];
    let snapshotsPassed = 0;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      sockets.push(ws);
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        const snapshot = typeof m === 'string' && m.startsWith('43/live,');
        if (snapshot && holdSnapshots) return void held.push(() => ws.send(m));
        if (snapshot) snapshotsPassed++;
        ws.send(m);
      });
    });
    const match = await latestBettableLive(page);

    await page.goto(`/${lang}/matchdetail/${match.id}`);
    await expect(page.getByTestId('match-detail')).toBeVisible();
    const open = page.locator('[data-testid="market"] [data-testid="odd"]:not([disabled])');
    await expect(open.first()).toBeVisible();
    // the page follows the match over a connection that is up: its snapshot has come
    await expect.poll(() => snapshotsPassed, { timeout: 20_000 }).toBeGreaterThan(0);

    // Whether the emulated outage closes an open WebSocket at once is up to the browser: the test
    // drops the realtime connection itself, as a phone leaving its network does. From here on the
    // snapshots the page asks for are held back.
    holdSnapshots = true;
    await context.setOffline(true);
    for (const ws of sockets.splice(0)) await ws.close();
    await expect(page.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting');
    await expect(open).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`live-odds-offline-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    // The server answers again, but the match's snapshot has not come: the old prices stay locked.
    await expect(page.getByTestId('net-banner')).not.toHaveAttribute('data-state', 'reconnecting', {
      timeout: 20_000,
    });
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(open).toHaveCount(0);
    // The site is back but the live prices are not: the banner says so rather than nothing.
    const banner = page.getByTestId('net-banner');
    await expect(banner).toHaveAttribute('data-state', 'live-stale');
    await expect(banner).toHaveText(STALE[lang]);
    await page.screenshot({ path: test.info().outputPath(`live-odds-back-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);
    holdSnapshots = false;
    for (const send of held.splice(0)) send();
    await expect(open.first()).toBeVisible({ timeout: 20_000 });
    await expect(banner).toHaveText('');
  });
}

// A realtime connection that never comes up (a network that blocks it) hears no change either: the
// prices the page fetched go stale as the match goes on, so they lock once the first try fails (a
// connection that opens and closes unanswered fails when its handshake times out, after 8 s).
test("a live match's odds lock when the realtime connection cannot be made at all", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
  const match = await latestBettableLive(page);
  await page.goto(`/tr/matchdetail/${match.id}`);
  await expect(page.getByTestId('match-detail')).toBeVisible();
  await expect(page.getByTestId('market').first()).toBeVisible();
  await expect(page.locator('[data-testid="market"] [data-testid="odd"]:not([disabled])')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(
    page.getByTestId('market').first().getByRole('img', { name: 'kilitli' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('net-banner')).toHaveText(STALE.tr);
  await page.screenshot({ path: test.info().outputPath('live-odds-never-connected.png') });
});

// A network whose proxy lets a WebSocket open but passes nothing through it: the page locks the
// prices when that first try times out, then connects over long polling, takes the snapshot and
// opens them again.
test("behind a proxy that blocks WebSockets a live match's odds come over long polling", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  let polled = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    polled++;
    await route.continue();
  });
  const match = await latestBettableLive(page);
  await page.goto(`/ar/matchdetail/${match.id}`);
  await expect(page.getByTestId('match-detail')).toBeVisible();
  const open = page.locator('[data-testid="market"] [data-testid="odd"]:not([disabled])');
  await expect(open).toHaveCount(0, { timeout: 20_000 });
  await expect(open.first()).toBeVisible({ timeout: 30_000 });
  expect(polled).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('live-odds-polling-ar-1280.png') });
});
