import { expect, test, type Page } from '@playwright/test';
import { LivePage } from './pages/live-page.ts';

/** The clock and score each rendered row shows, by match id. */
async function shownRows(page: Page): Promise<Record<string, string>> {
  return page.getByTestId('match-row').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((r) => [
        r.getAttribute('data-match') ?? '',
        `${r.querySelector('.clock')?.textContent ?? ''} ${Array.from(r.querySelectorAll('.teams b'))
          .map((b) => b.textContent)
          .join('-')}`,
      ]),
    ),
  );
}

/** Answers the page's /live list from the first answer of each query, so only pushes move rows. */
async function freezeLiveList(page: Page) {
  const frozen = new Map<string, string>();
  await page.route(/\/api\/v1\/live(\?|$)/, async (route) => {
    const key = new URL(route.request().url()).search;
    if (!frozen.has(key)) frozen.set(key, await (await route.fetch()).text());
    await route.fulfill({ status: 200, contentType: 'application/json', body: frozen.get(key)! });
  });
}

// The list's own answers are frozen at their first state, so only the /live pushes can move a
// row's minute or score: the rows must follow them, on a phone and in the desktop's compact list.
// Both widths are open side by side and wait for the same minutes of the simulator's clock.
test('live rows take their minute and score from the pushes, not only the detail page (360 and 1280 px)', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const pages = [page, await context.newPage()];
  const firsts: Array<Record<string, string>> = [];
  for (const [i, width] of [360, 1280].entries()) {
    const p = pages[i]!;
    await p.setViewportSize({ width, height: 900 });
    await freezeLiveList(p);
    const live = new LivePage(p);
    await live.open('?sid=1');
    await expect(live.rows().first()).toBeVisible();
    const first = await shownRows(p);
    expect(Object.keys(first).length, `${width} px`).toBeGreaterThan(0);
    firsts.push(first);
    await p.screenshot({ path: test.info().outputPath(`live-rows-${width}.png`) });
  }
  // The simulator's clock moves a minute a minute: within two, some row shows a newer state.
  for (const [i, width] of [360, 1280].entries()) {
    const first = firsts[i]!;
    await expect
      .poll(
        async () => {
          const now = await shownRows(pages[i]!);
          return Object.keys(now).some((id) => first[id] !== undefined && now[id] !== first[id]);
        },
        { message: `${width} px`, timeout: 130_000, intervals: [2_000] },
      )
      .toBe(true);
  }
});

test('live search results of another sport than the page follows take their pushes too (360 px)', async ({
  page,
}) => {
  test.setTimeout(200_000);
  const all = (await (await page.request.get('/api/v1/live?limit=500')).json()) as {
    results: Array<{
      id: number;
      sportName: string;
      homeTeam: string;
      status: string;
      time: { minute: number } | null;
    }>;
  };
  // Basketball scores move every few seconds while a quarter is played (10 minutes, then a
  // 2-minute break); the page itself follows football (sid=1). The match with the most of its
  // quarter left is followed: one at the end of a quarter or of the game stays still for minutes.
  // A quarter's own minutes: '2p' at minute 14 is 4 into it, and at minute 20 it is about to break
  // (the game's minute modulo 10 read that as a quarter just begun).
  const intoQuarter = (m: { status: string; time: { minute: number } | null }) =>
    m.time!.minute - 10 * (Number(m.status[0]) - 1);
  const inPlay = all.results
    .filter((m) => m.sportName === 'Basketball' && /^\dp$/.test(m.status) && (m.time?.minute ?? 40) < 38)
    .sort((a, b) => intoQuarter(a) - intoQuarter(b));
  const match = inPlay[0];
  expect(match, 'the simulated world has live basketball').toBeDefined();
  await freezeLiveList(page);
  const live = new LivePage(page);
  await live.open('?sid=1');
  await page.getByTestId('open-search').click();
  await page.getByTestId('search-input').fill(match!.homeTeam);
  const row = page.locator(
    `[data-testid="search-group"] [data-testid="match-row"][data-match="${match!.id}"]`,
  );
  await expect(row).toBeVisible();
  const first = await row.locator('.teams').innerText();
  await expect
    .poll(async () => (await row.locator('.teams').innerText()) !== first, {
      // long enough to outlast one break between quarters
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(true);
});
