import { expect, test, type Page } from '@playwright/test';
import { formatMoney, intlLocales, type LanguageCode } from '@bet/shared';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const PRODUCTS = { sportUser: { status: 1 }, liveUser: { status: 1 }, slotUser: { status: 1 } };

/** Logs a new player with `credit` (major units) in and opens the built-in slot's page in `lang`. */
async function openSlot(page: Page, baseURL: string, credit: number, lang: LanguageCode) {
  const player = await newPlayer(baseURL, credit, { products: PRODUCTS });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  const list = (await (
    await page.request.get('/api/v1/casino/games?product=slot&search=Sultan%20Reels')
  ).json()) as { results: { id: number; title: string }[] };
  const found = list.results.find((g) => g.title === 'Sultan Reels')!;
  const launched = await page.request.post(`/api/v1/casino/games/${found.id}/launch?lang=${lang}`, {
    data: {},
    headers: FETCH,
  });
  expect(launched.status()).toBe(200);
  await page.goto(((await launched.json()) as { url: string }).url);
}

// The game page writes a balance as the rest of the site does (shared formatMoney, grouped as the
// language groups): 2.500,04 TL in Turkish, and in Azerbaijani, whose amounts the browser has no
// data for, 2.500,04 too, not the browser's 2,500.04.
for (const [lang, shown] of [
  ['tr', '2.500,04 TL'],
  ['aa', null],
  ['az', '2.500,04 TL'],
] as const) {
  test(`the house slot shows a big balance grouped as the site does (${lang}, 360 px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openSlot(page, baseURL!, 2500.04, lang);
    const text = formatMoney(250_004, 'TRY', { locales: intlLocales(lang), isolate: lang === 'aa' });
    if (shown) expect(text).toBe(shown);
    await expect(page.getByTestId('house-balance')).toHaveText(text);
    // the page is as wide as the phone: nothing runs off its side
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath(`house-money-${lang}-360.png`), fullPage: true });
  });
}
