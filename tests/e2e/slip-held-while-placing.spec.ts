import { expect, test, type Locator, type Page } from '@playwright/test';
import { BetSlipPage, slipReady } from './pages/betslip-page.ts';
import { apiAs, newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(90_000);

// While a coupon is being placed the slip is held as it was sent: the odds buttons of the lists and
// of the match page say so (aria-disabled) and a tap on one changes nothing but a notice saying why.
// After a lost answer, picks put on the slip since stay when the first coupon is found made.

const TEXTS = {
  tr: {
    held: 'Kuponunuz gönderiliyor',
    maybe: 'Kuponunuz oluşmuş olabilir',
    earlierPlaced: 'Önceki kuponunuz zaten oluşmuştu',
  },
  aa: {
    held: 'جارٍ إرسال قسيمتك',
    maybe: 'ربما أُنشئت قسيمتك',
    earlierPlaced: 'كانت قسيمتك السابقة قد أُنشئت',
  },
} as const;
type Lang = keyof typeof TEXTS;

const shots = (name: string) => test.info().outputPath(name);

/** The create request's answer waits until `release`; `arrived` once it reached the route. */
async function holdPlacement(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const arrived = new Promise<void>((resolve) => (sent = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent();
      await held;
      await route.continue();
    },
  );
  return { release, arrived };
}

/** The player's coupons as the server holds them. */
async function couponCount(baseURL: string, player: { userName: string; password: string }) {
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    const list = await api.get('/api/v1/coupons');
    expect(list.status()).toBe(200);
    return ((await list.json()) as { totalCount: number }).totalCount;
  } finally {
    await api.dispose();
  }
}

/**
 * In `area`, every odd says it cannot be picked now, and taps on a picked and an unpicked open odd
 * change nothing but bring the notice saying why.
 */
async function oddsHeld(page: Page, area: Locator, lang: Lang) {
  const odds = area.locator('[data-testid="odd"]:not([disabled])');
  await expect(odds.first()).toBeVisible();
  for (const odd of (await odds.all()).slice(0, 6))
    await expect(odd).toHaveAttribute('aria-disabled', 'true');
  const unpicked = area.locator('[data-testid="odd"][aria-pressed="false"]:not([disabled])').first();
  const outcome = await unpicked.getAttribute('data-outcome');
  // a tap as a player makes it (the browser does not refuse an aria-disabled button), on an odd in
  // the middle of the screen, clear of the sticky bars
  await unpicked.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await unpicked.click({ force: true });
  const same = page.locator(`[data-testid="odd"][data-outcome="${outcome}"]`).first();
  await expect(page.getByTestId('notice')).toContainText(TEXTS[lang].held);
  await expect(same).toHaveAttribute('aria-pressed', 'false');
  const picked = area.locator('[data-testid="odd"][aria-pressed="true"]');
  if ((await picked.count()) > 0) {
    const was = await picked.first().getAttribute('data-outcome');
    await picked.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await picked.first().click({ force: true });
    await expect(page.locator(`[data-testid="odd"][data-outcome="${was}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
}

for (const lang of ['tr', 'aa'] as const)
  test(`${lang} at 360 px: while the coupon is being placed, the odds of the pre-match list, a match page and the live list leave the slip as sent; after the answer they pick again`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { player, sports, slip } = await slipReady(page, baseURL!, lang);
    const { release, arrived } = await holdPlacement(page);
    await slip.create();
    await arrived;
    await expect(page.getByTestId('create-coupon')).toHaveAttribute('aria-busy', 'true');

    // within the app (no reload: the request stays in flight) to the pre-match list
    await page.getByTestId('footer-sports').click();
    await expect(sports.rows().first()).toBeVisible();
    await oddsHeld(page, page.getByTestId('sportbets'), lang);
    await page.screenshot({ path: shots(`held-list-${lang}.png`) });
    await expect(page.getByTestId('footer-slip')).toContainText('2');

    // a match page
    await sports.openFirstMatch();
    await oddsHeld(page, page.getByTestId('match-detail'), lang);
    await page.screenshot({ path: shots(`held-match-${lang}.png`) });

    // the live list
    await page.getByTestId('footer-live').click();
    await expect(page.getByTestId('livebets')).toBeVisible();
    await expect(sports.rows().first()).toBeVisible();
    await oddsHeld(page, page.getByTestId('livebets'), lang);
    await page.screenshot({ path: shots(`held-live-${lang}.png`) });

    // the answer: the coupon was made of the two picks sent, and the odds pick again
    release();
    await page.getByTestId('footer-sports').click();
    await expect(sports.rows().first()).toBeVisible();
    await expect(page.locator('[data-testid="odd"][aria-disabled="true"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect.poll(() => couponCount(baseURL!, player), { timeout: 20_000 }).toBe(1);
    await expect(page.locator('[data-testid="odd"][aria-pressed="true"]')).toHaveCount(0);
    await sports.pickFromRows(1);
  });

test('tr at 1280 px: the slip panel beside the list is held too, and a tap on an odd of the list says why', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const lang = 'tr';
  const player = await newPlayer(baseURL!);
  await page.goto(`/${lang}/`);
  await new ShellPage(page).login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports(lang);
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.stake(10);
  const { release, arrived } = await holdPlacement(page);
  await slip.create();
  await arrived;
  await oddsHeld(page, page.getByTestId('sportbets'), lang);
  await expect(slip.picks()).toHaveCount(2);
  await page.screenshot({ path: shots(`held-desk-${lang}.png`) });
  release();
  await expect(page.getByTestId('last-ticket-id')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="odd"][aria-disabled="true"]')).toHaveCount(0);
});

/** Adds the second open odd of the first rows (not the outcome a first pick of pickFromRows takes). */
async function pickOthers(page: Page, count: number): Promise<string[]> {
  const rows = page.getByTestId('match-row');
  const picked: string[] = [];
  for (let i = 0; i < (await rows.count()) && picked.length < count; i++) {
    const row = rows.nth(i);
    const starts = Date.parse((await row.getAttribute('data-starts')) ?? '');
    if (starts - Date.now() < 3 * 60_000) continue;
    const minTip = row.getByTestId('min-tip');
    if ((await minTip.count()) > 0 && Number(await minTip.innerText()) > count) continue;
    const odds = row.locator('[data-testid="odd"]:not([disabled])');
    if ((await odds.count()) < 2) continue;
    await odds.nth(1).click();
    await expect(odds.nth(1)).toHaveAttribute('aria-pressed', 'true');
    picked.push((await odds.nth(1).getAttribute('data-outcome'))!);
  }
  expect(picked).toHaveLength(count);
  return picked;
}

for (const lang of ['tr', 'aa'] as const)
  test(`${lang} at 360 px: after a lost answer the player clears the slip and picks others; the first coupon found made later leaves the new picks on the slip`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { player, slip } = await slipReady(page, baseURL!, lang);
    let ticket = '';
    let first = true;
    await page.route(
      (url) => url.pathname === '/api/v1/coupons',
      async (route) => {
        if (route.request().method() !== 'POST' || !first) return route.continue();
        first = false;
        // the server makes the coupon; a gateway loses its answer
        const answer = await route.fetch();
        ticket = ((await answer.json()) as { ticketId: string }).ticketId;
        await route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' });
      },
    );
    await slip.create();
    await expect(page.getByTestId('notice')).toContainText(TEXTS[lang].maybe);

    await page.getByTestId('clear-slip').click();
    await expect(slip.picks()).toHaveCount(0);
    await page.getByTestId('footer-sports').click();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    const outcomes = await pickOthers(page, 2);

    // back on the slip page the slip asks for the first coupon by its key, and finds it made
    await page.getByTestId('footer-slip').click();
    await expect(page.getByTestId('notice')).toContainText(TEXTS[lang].earlierPlaced, { timeout: 20_000 });
    await expect(slip.picks()).toHaveCount(2);
    // the slip as the page keeps it: the new outcomes
    const kept = await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('betslip') ?? '{}') as {
          state?: { slip?: { picks?: Array<{ outcomeId: number }> } };
        }
      ).state?.slip?.picks?.map((p) => String(p.outcomeId)),
    );
    expect(kept?.sort()).toEqual([...outcomes].sort());
    await page.screenshot({ path: shots(`new-picks-kept-${lang}.png`), fullPage: true });
    expect(await couponCount(baseURL!, player)).toBe(1);
    expect(ticket).not.toBe('');
  });
