import { expect, test } from '@playwright/test';
import { LivePage, MatchDetailPage, liveMatches, preMatches, type ApiMatch } from './pages/live-page.ts';

// LiveBets and MatchDetail as sports-betting section 2 describes them: "LiveBets | livebets | Live
// matches; query sid, cid, activeOdd, match (scroll to that match), favorites=1, timeOut" and
// "MatchDetail | matchdetail/{id} | Query sid, tid, cid, ttype".

test('the row/list layout toggle switches the rows and is remembered after a reload', async ({ page }) => {
  const live = new LivePage(page);
  await live.open('?sid=1');
  await expect(live.list()).toHaveAttribute('data-layout', 'row');
  const first = live.rows().first();
  await expect(first).toHaveAttribute('data-layout', 'row');
  const rowHeight = (await first.boundingBox())!.height;
  await page.screenshot({ path: test.info().outputPath('livebets-rows.png') });

  await live.layoutToggle().click();
  await expect(live.list()).toHaveAttribute('data-layout', 'list');
  await expect(first).toHaveAttribute('data-layout', 'list');
  // One dense line per match: the list layout fits more matches on a phone.
  expect((await first.boundingBox())!.height).toBeLessThan(rowHeight * 0.75);
  await page.screenshot({ path: test.info().outputPath('livebets-list.png') });

  await page.reload();
  await expect(live.list()).toHaveAttribute('data-layout', 'list');
  await expect(live.rows().first()).toHaveAttribute('data-layout', 'list');

  await live.layoutToggle().click();
  await expect(live.list()).toHaveAttribute('data-layout', 'row');
  await page.reload();
  await expect(live.list()).toHaveAttribute('data-layout', 'row');
});

test('each live row shows its minimum number of matches when it is above 1, in both layouts', async ({
  page,
}) => {
  const live = new LivePage(page);
  // A sport whose first rows (on screen without scrolling) hold a match with minTip above 1 and one without.
  const all = await liveMatches(page.request);
  const pair = [...new Set(all.map((m) => m.sportId))]
    .map((sid) => all.filter((m) => m.sportId === sid).slice(0, 4))
    .map((first) => ({ many: first.find((m) => m.minTip > 1), single: first.find((m) => m.minTip === 1) }))
    .find((p) => p.many && p.single);
  expect(pair, 'the simulated world has live matches with and without a minimum').toBeDefined();
  const { many, single } = pair as { many: ApiMatch; single: ApiMatch };
  await live.open(`?sid=${many.sportId}`);
  for (const layout of ['row', 'list']) {
    await expect(live.list()).toHaveAttribute('data-layout', layout);
    await expect(live.row(many.id).getByTestId('min-tip')).toHaveText(String(many.minTip));
    await expect(live.row(many.id).getByTestId('min-tip')).toHaveAttribute(
      'aria-label',
      `At least ${many.minTip} matches`,
    );
    await expect(live.row(single.id).getByTestId('min-tip')).toHaveCount(0);
    // a phone has no hover: a tap shows the explanation in words, a second tap hides it
    const badge = live.row(many.id).getByTestId('min-tip');
    await badge.tap();
    const note = live.row(many.id).getByTestId('min-tip-note');
    await expect(note).toHaveText(`At least ${many.minTip} matches`);
    await expect(note).toBeInViewport({ ratio: 1 });
    await expect(badge).toHaveAttribute('aria-expanded', 'true');
    const box = (await badge.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath(`min-tip-${layout}.png`) });
    await badge.tap();
    await expect(note).toBeHidden();
    await live.layoutToggle().click();
  }
});

test('sid picks the sport tab and cid narrows the list to one country, shown as a chip that clears it', async ({
  page,
}) => {
  const live = new LivePage(page);
  const basketball = await liveMatches(page.request, 3);
  expect(basketball.length).toBeGreaterThan(0);
  await live.open('?sid=3');
  await expect(page.getByTestId('sport-tab').and(page.locator('[aria-pressed="true"]'))).toContainText(
    'Basketball',
  );
  expect(new Set(await live.rowsData('sport'))).toEqual(new Set([3]));

  const football = await liveMatches(page.request, 1);
  const cid = football[football.length - 1]!.categoryId;
  const inCountry = football.filter((m) => m.categoryId === cid).length;
  await live.open(`?sid=1&cid=${cid}`);
  await expect(live.rows()).toHaveCount(inCountry);
  expect(new Set(await live.rowsData('category'))).toEqual(new Set([cid]));
  await page.getByTestId('live-category').click();
  await expect(page).not.toHaveURL(/cid=/);
  await expect(live.rows().first()).toBeVisible();
  if (new Set(football.map((m) => m.categoryId)).size > 1)
    await expect.poll(async () => new Set(await live.rowsData('category')).size).toBeGreaterThan(1);
});

test('match scrolls the list to that match and marks it', async ({ page }) => {
  const live = new LivePage(page);
  const football = await liveMatches(page.request, 1);
  const last = football[football.length - 1]!;
  await live.open(`?sid=1&match=${last.id}`);
  const row = live.row(last.id);
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/highlighted/);
  await page.screenshot({ path: test.info().outputPath('livebets-match.png') });
});

test("activeOdd opens that match's markets in the list; its +N closes them again", async ({ page }) => {
  const live = new LivePage(page);
  const football = await liveMatches(page.request, 1);
  const target = football[football.length - 2]!;
  await live.open(`?sid=1&activeOdd=${target.id}`);
  const panel = page.locator(`[data-testid="live-markets"][data-match="${target.id}"]`);
  await expect(panel).toBeInViewport();
  await expect(page.getByTestId('live-markets')).toHaveCount(1);
  await expect(panel.getByTestId('market').or(panel.locator('.empty')).first()).toBeVisible();
  const toggle = live.row(target.id).getByTestId('row-markets');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByTestId('live-markets-detail')).toHaveAttribute(
    'href',
    `/en/matchdetail/${target.id}?sid=1&ttype=L`,
  );
  await page.screenshot({ path: test.info().outputPath('livebets-activeodd.png') });

  await toggle.click();
  await expect(page).not.toHaveURL(/activeOdd=/);
  await expect(page.getByTestId('live-markets')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('favorites=1 lists the favourite matches of every sport', async ({ page }) => {
  const live = new LivePage(page);
  const all = await liveMatches(page.request);
  const football = all.filter((m) => m.sportId === 1).at(-1)!;
  const other = all.filter((m) => m.sportId !== 1).at(-1)!;
  await live.open();
  await live.storeFavorites([football.id, other.id]);
  await live.open('?sid=1&favorites=1');
  await expect(page.getByTestId('live-favorites')).toHaveAttribute('aria-pressed', 'true');
  await expect(live.rows()).toHaveCount(2);
  expect((await live.rowsData('match')).sort()).toEqual([football.id, other.id].sort());
  // Taking a star off takes the match out of the favourites list.
  await live.row(other.id).getByRole('button', { name: 'Add to favourites' }).click();
  await expect(live.rows()).toHaveCount(1);
  // A sport tab leaves the favourites.
  await page.getByTestId('sport-tab').first().click();
  await expect(page).not.toHaveURL(/favorites=1/);
});

test('a new timeOut (the stamp of the Home quick link) loads the live list again', async ({ page }) => {
  const live = new LivePage(page);
  await live.open('?timeOut=1');
  await expect(live.rows().first()).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/live') calls.push(r.url());
  });
  // The same list (the default sport), reached without the stamp: only timeOut changed.
  await page.getByTestId('footer-live').click();
  await expect(page).toHaveURL(/\/en\/livebets$/);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  await expect(live.rows().first()).toBeVisible();
});

test("MatchDetail's back button carries sid, cid, tid and match back to the list it came from", async ({
  page,
}) => {
  const live = new LivePage(page);
  const detail = new MatchDetailPage(page);
  const football = await liveMatches(page.request, 1);
  const target = football[1]!;

  // From the live list of a whole sport: back to that list, at the match.
  await live.open('?sid=1');
  await live.row(target.id).getByTestId('match-link').click();
  await expect(page).toHaveURL(`/en/matchdetail/${target.id}?sid=1&ttype=L`);
  await expect(detail.back()).toHaveAttribute('href', `/en/livebets?sid=1&match=${target.id}`);
  await detail.back().click();
  await expect(page).toHaveURL(`/en/livebets?sid=1&match=${target.id}`);
  await expect(live.row(target.id)).toBeInViewport();
  await expect(live.row(target.id)).toHaveClass(/highlighted/);

  // Opened with sid, cid and tid: all three go back, to LiveBets for a live match.
  const q = `sid=1&cid=${target.categoryId}&tid=${target.tournamentId}`;
  await detail.open(target.id, `?${q}&ttype=L`);
  await expect(detail.back()).toHaveAttribute('href', `/en/livebets?${q}&match=${target.id}`);

  // A pre-match match goes back to SportBets.
  const pre = (await preMatches(page.request, 1))[0]!;
  const preQ = `sid=1&cid=${pre.categoryId}&tid=${pre.tournamentId}`;
  await detail.open(pre.id, `?${preQ}&ttype=N`);
  await expect(detail.back()).toHaveAttribute('href', `/en/sports?${preQ}&match=${pre.id}`);
  await detail.back().click();
  await expect(page).toHaveURL(`/en/sports?${preQ}&match=${pre.id}`);

  // Not found: the text of the spec, and still a way back.
  await detail.open(987_654_321, '?sid=1&ttype=L');
  await expect(page.getByTestId('match-not-found')).toHaveText('Match not found.');
  await expect(detail.back()).toHaveAttribute('href', '/en/livebets?sid=1&match=987654321');
});

test('the markets filter narrows the markets; the first 10 open, or none with the all-closed option', async ({
  page,
}) => {
  const detail = new MatchDetailPage(page);
  const pre = (await preMatches(page.request, 1))[0]!;
  await detail.open(pre.id, `?sid=1&ttype=N`);
  await expect(detail.markets().first()).toBeVisible();
  const all = await detail.markets().count();
  expect(all).toBeGreaterThan(10);
  // "the first 10 markets open by default unless the all-closed option is on"
  const open = await detail.openStates();
  expect(open.slice(0, 10).every(Boolean)).toBe(true);
  expect(open.slice(10).some(Boolean)).toBe(false);
  await expect(detail.filter('all')).toHaveAttribute('aria-pressed', 'true');

  await detail.filter('overUnder').click();
  await expect.poll(() => detail.markets().count()).toBeLessThan(all);
  expect((await detail.marketTypes()).every((t) => [18, 68, 87].includes(t))).toBe(true);
  await page.screenshot({ path: test.info().outputPath('matchdetail-filter.png') });

  await detail.filter('handicap').click();
  await expect.poll(async () => (await detail.marketTypes()).every((t) => [14, 90].includes(t))).toBe(true);
  expect(await detail.markets().count()).toBeGreaterThan(0);

  await detail.filter('all').click();
  await expect(detail.markets()).toHaveCount(all);

  // The all-closed option closes every market and is remembered.
  await page.getByTestId('markets-all-closed').click();
  await expect.poll(async () => (await detail.openStates()).some(Boolean)).toBe(false);
  await page.reload();
  await expect(detail.markets().first()).toBeVisible();
  expect((await detail.openStates()).some(Boolean)).toBe(false);
  // A tapped market opens all the same.
  await detail.markets().first().locator('.market-head').click();
  await expect(detail.markets().first().getByTestId('odd').first()).toBeVisible();
});
