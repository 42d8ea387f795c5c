import { expect, test, type Locator, type Page } from '@playwright/test';

// The match page's header on a 360 px phone: the two names stay in their halves (wrapped, never cut),
// the score keeps its room between them, and the page never scrolls sideways, in Turkish and Arabic.
test.use({ viewport: { width: 360, height: 740 } });

interface Listed {
  id: number;
  homeTeam: string;
  awayTeam: string;
}

/**
 * The listed matches (pre-match and live) with the longest single name and the longest pair, and
 * the live one with the longest name (its header has a score and a clock between the names).
 */
async function longestNamed(page: Page): Promise<Listed[]> {
  const lists: Listed[][] = [];
  for (const path of ['/api/v1/live?limit=500', '/api/v1/matches?limit=500']) {
    const res = await page.request.get(path);
    expect(res.ok()).toBe(true);
    lists.push(((await res.json()) as { results: Listed[] }).results);
  }
  const [live, all] = [lists[0]!, lists.flat()];
  expect(live.length).toBeGreaterThan(0);
  const longest = (m: Listed) => Math.max(m.homeTeam.length, m.awayTeam.length);
  const pair = (m: Listed) => m.homeTeam.length + m.awayTeam.length;
  const picked = [
    [...all].sort((a, b) => longest(b) - longest(a))[0]!,
    [...all].sort((a, b) => pair(b) - pair(a))[0]!,
    [...live].sort((a, b) => longest(b) - longest(a))[0]!,
  ];
  return picked.filter((m, i) => picked.findIndex((o) => o.id === m.id) === i);
}

/** Its text is drawn whole: nothing cut off by its own box, and the box inside the header. */
async function expectWholeInside(el: Locator, header: Locator) {
  const name = (await el.innerText()).trim();
  const { scroll, client } = await el.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(scroll, name).toBeLessThanOrEqual(client);
  const box = (await el.boundingBox())!;
  const frame = (await header.boundingBox())!;
  expect(box.x, name).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(box.x + box.width, name).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}

/** The two boxes do not meet: at least `gap` px between them across the line. */
function apart(a: { x: number; width: number }, b: { x: number; width: number }, gap: number) {
  return a.x + a.width + gap <= b.x + 0.5 || b.x + b.width + gap <= a.x + 0.5;
}

for (const lang of ['tr', 'aa']) {
  test(`match header (${lang}, 360 px): long team names wrap in their halves beside the score`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/`);
    for (const m of await longestNamed(page)) {
      await page.goto(`/${lang}/matchdetail/${m.id}`);
      const header = page.locator('.score-header');
      await expect(header).toBeVisible();
      const home = header.locator('.team.home');
      const away = header.locator('.team.away');
      await expect(home).toHaveText(m.homeTeam);
      await expect(away).toHaveText(m.awayTeam);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${m.homeTeam} - ${m.awayTeam}: sideways scroll`,
      ).toBeLessThanOrEqual(0);
      await expectWholeInside(home, header);
      await expectWholeInside(away, header);
      const score = (await page.getByTestId('detail-score').boundingBox())!;
      expect(apart((await home.boundingBox())!, score, 4), `${m.homeTeam} touches the score`).toBe(true);
      expect(apart((await away.boundingBox())!, score, 4), `${m.awayTeam} touches the score`).toBe(true);
      await page.screenshot({ path: `/tmp/matchhdr/header-${lang}-${m.id}.png` });
    }
  });
}

interface LiveListed extends Listed {
  sportId: number;
  status: string;
}

/** Sports won by sets (maps): tennis, volleyball, table tennis and the esports. */
const SETS_SPORTS = [5, 23, 41, 109, 110, 111];

test('a live sets sport shows the set being played, not a minute, on its page and its live row', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/tr/');
  const res = await page.request.get('/api/v1/live?limit=500');
  const { results } = (await res.json()) as { results: LiveListed[] };
  const m = results.find((r) => SETS_SPORTS.includes(r.sportId) && /^\d+p$/.test(r.status));
  expect(m, 'a live sets-sport match in play').toBeDefined();
  const set = Number(m!.status.slice(0, -1));
  await page.goto(`/tr/matchdetail/${m!.id}`);
  const clock = page.getByTestId('detail-score').locator('.clock');
  // the set may move on while the spec runs: any set, never a minute
  await expect(clock).toHaveText(/^\d+\. Set$/);
  expect(Number((await clock.innerText()).split('.')[0])).toBeGreaterThanOrEqual(set);
  await page.screenshot({ path: '/tmp/matchhdr/set-tr.png' });
  await page.goto(`/aa/livebets?sid=${m!.sportId}`);
  const row = page.locator(`[data-testid="match-row"][data-match="${m!.id}"]`);
  await expect(row.locator('.clock')).toHaveText(/^الشوط \d+$/);
  await page.screenshot({ path: '/tmp/matchhdr/set-aa-row.png' });
});
