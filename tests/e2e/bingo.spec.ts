import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LEDGER_SERVICE } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

// The bingo room (issue 19 part 6) as a player and a guest see it. The e2e server plays a draw
// every 15 s with a ball every 120 ms (playwright.config.ts), so a whole draw takes seconds.

const FETCH = { 'x-requested-with': 'fetch' };
const BINGO_ON = { sportUser: { status: 1 }, liveUser: { status: 1 }, bingoUser: { status: 1 } };

async function loggedIn(page: Page, baseURL: string, credit: number) {
  const player = await newPlayer(baseURL, credit, { products: BINGO_ON });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  return player;
}

/** At least 5 s of sales left: the steps that follow all buy into the same draw. */
const ROOM_TO_PLAY = /^0:(0[5-9]|1\d)$/;

const credit = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/me')).json()) as { credit: number }).credit;

for (const [lang, width] of [
  ['tr', 360],
  ['aa', 1280],
] as const) {
  test(`a player opens Bingo from Home, buys two cards and watches the draw to its end (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    // up to one interval to the draw's start, then up to 90 balls
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await loggedIn(page, baseURL!, 100);

    await page.goto(`/${lang}/`);
    await page.getByTestId('home').locator(`a[href="/${lang}/bingo"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/bingo$`));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'aa' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('bingo-page')).toBeVisible();
    await expect(page.getByTestId('bingo-prizes')).toBeVisible();

    // the draw on sale: its countdown, then two cards for twice the price
    const buy = page.getByTestId('bingo-buy-button');
    await expect(buy).toBeEnabled({ timeout: 30_000 });
    await expect(page.getByTestId('bingo-countdown')).toHaveText(/^\d+:\d\d$/);
    const before = await credit(page.request);
    await page.getByTestId('bingo-more').click();
    await expect(page.getByTestId('bingo-count')).toHaveText('2');
    await buy.click();
    await expect(page.getByTestId('bingo-next-cards').getByTestId('bingo-card')).toHaveCount(2);
    expect(await credit(page.request)).toBeCloseTo(before - 10, 2);
    // the header as the rest of the site shows it (Turkish writes a decimal comma)
    const header = page.getByTestId('header-balance');
    const shown = (amount: number) =>
      lang === 'tr' ? amount.toFixed(2).replace('.', ',') : amount.toFixed(2);
    await expect(header).toContainText(shown(before - 10));
    await expectNoAxeViolations(page);

    // the draw plays: the ball called, read out politely, and marked on the player's cards
    const draw = page.getByTestId('bingo-draw');
    const mine = page.getByTestId('bingo-my-cards');
    await expect(mine.getByTestId('bingo-card')).toHaveCount(2, { timeout: 30_000 });
    await expect(mine.locator('[data-hit="true"]').first()).toBeVisible({ timeout: 20_000 });
    const ball = await page.getByTestId('bingo-ball').innerText();
    expect(Number(ball)).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('bingo-announce')).toContainText(/\d/);
    await page.screenshot({
      path: test.info().outputPath(`bingo-drawing-${lang}-${width}.png`),
      fullPage: true,
    });

    // its end: the winners, the player's own win if any, and the balance as the ledger has it
    await expect(draw).toHaveAttribute('data-status', 'finished', { timeout: 30_000 });
    await expect(page.getByTestId('bingo-winners')).toBeVisible();
    // the prizes the ledger paid this player (the bingo service: the purchase and any wins)
    const tx = (await (
      await page.request.get(`/api/v1/transactions?service=${LEDGER_SERVICE.bingo}`)
    ).json()) as {
      results: { transType: number; amount: number }[];
    };
    const won = tx.results.filter((r) => r.transType === 1).reduce((sum, r) => sum + r.amount, 0);
    if (won > 0) await expect(page.getByTestId('bingo-my-win')).toBeVisible();
    else await expect(page.getByTestId('bingo-my-win')).toHaveCount(0);
    await expect.poll(() => credit(page.request)).toBeCloseTo(before - 10 + won, 2);
    await expect(header).toContainText(shown(before - 10 + won));
    await page.screenshot({
      path: test.info().outputPath(`bingo-finished-${lang}-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  });

  test(`a guest sees the room and is asked to log in to buy (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${lang}/bingo`);
    await expect(page.getByTestId('bingo-countdown')).toBeVisible();
    await expect(page.getByTestId('bingo-price')).not.toBeEmpty();
    await expect(page.getByTestId('bingo-buy-button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`bingo-guest-${lang}-${width}.png`),
      fullPage: true,
    });
    await page.getByTestId('bingo-guest').getByRole('button').click();
    await expect(page.getByRole('dialog').locator('input[name="password"]')).toBeVisible();
  });
}

test('a refusal shows its message: too many cards (tr, 360 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loggedIn(page, baseURL!, 100);
  await page.goto('/tr/bingo');
  const buy = page.getByTestId('bingo-buy-button');
  await expect(buy).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('bingo-countdown')).toHaveText(ROOM_TO_PLAY, { timeout: 30_000 });
  // four cards bought elsewhere (another tab) while this page thinks none are held
  const elsewhere = await page.request.post('/api/v1/bingo/cards', {
    data: { requestId: `elsewhere-${Date.now()}`, count: 4 },
    headers: FETCH,
  });
  expect(elsewhere.status()).toBe(201);
  for (let i = 0; i < 2; i++) await page.getByTestId('bingo-more').click();
  await expect(page.getByTestId('bingo-count')).toHaveText('3');
  const before = await credit(page.request);
  await buy.click();
  await expect(page.getByTestId('bingo-refused')).toHaveText('Bir çekilişte en fazla 6 kart alabilirsiniz.');
  expect(await credit(page.request)).toBe(before);
  await expectNoAxeViolations(page);
});

test('a refusal shows its message: no money (aa, 1280 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loggedIn(page, baseURL!, 3);
  await page.goto('/aa/bingo');
  const buy = page.getByTestId('bingo-buy-button');
  await expect(buy).toBeEnabled({ timeout: 30_000 });
  await buy.click();
  await expect(page.getByTestId('bingo-refused')).toHaveText('رصيدك غير كافٍ.');
  expect(await credit(page.request)).toBe(3);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('bingo-refused-aa-1280.png'), fullPage: true });
});

test('a purchase whose answer was lost goes again with its request id: a retry and a reload never buy twice (tr, 360 px)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loggedIn(page, baseURL!, 100);
  await page.goto('/tr/bingo');
  const buy = page.getByTestId('bingo-buy-button');
  await expect(buy).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('bingo-countdown')).toHaveText(ROOM_TO_PLAY, { timeout: 30_000 });
  const before = await credit(page.request);

  // the server buys the card, the answer never reaches the page
  const sent: string[] = [];
  await page.route('**/api/v1/bingo/cards*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push((route.request().postDataJSON() as { requestId: string }).requestId);
    await route.fetch();
    await route.abort('connectionreset');
  });
  await buy.click();
  await expect(page.getByTestId('bingo-status')).toHaveText(
    'Sunucudan yanıt gelmedi. Yeniden deneyin: alım iki kez ödenmez.',
  );
  expect(await credit(page.request)).toBeCloseTo(before - 5, 2);
  // a second try, lost as well: the same purchase
  await buy.click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toBe(sent[0]);
  await expect(buy).toHaveText('Yeniden dene');

  // a reload sends it once more, answered this time: one card, paid once
  await page.unroute('**/api/v1/bingo/cards*');
  const resent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/v1/bingo/cards'));
  await page.reload();
  expect(((await resent).postDataJSON() as { requestId: string }).requestId).toBe(sent[0]);
  await expect(page.getByTestId('bingo-status')).toHaveText('Kartlarınız alındı. İyi şanslar!');
  // one card: still waiting for its draw, or already in it when the steps above outlasted the sales
  const cards = page
    .getByTestId('bingo-next-cards')
    .or(page.getByTestId('bingo-my-cards'))
    .getByTestId('bingo-card');
  await expect(cards).toHaveCount(1);
  expect(await credit(page.request)).toBeCloseTo(before - 5, 2);
});
