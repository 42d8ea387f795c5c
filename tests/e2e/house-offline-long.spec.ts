import { expect, test, type Page } from '@playwright/test';
import { formatMoney, intlLocales } from '@bet/shared';
import { newPlayer } from './pages/shell-page.ts';

// The connection stays away longer than the page's own retries (15.5 s). The page's clock is a
// fake one that otherwise runs on its own: those 20 s are run through in steps (every timer the
// page sets in them fires), so the test does not sit through them in real time.
test.setTimeout(60_000);

const FETCH = { 'x-requested-with': 'fetch' };
const PRODUCTS = {
  sportUser: { status: 1 },
  liveUser: { status: 1 },
  slotUser: { status: 1 },
  virtualUser: { status: 1 },
};
const GAMES = {
  slot: { product: 'slot', title: 'Sultan Reels' },
  dice: { product: 'virtual', title: 'Provably Fair Dice' },
} as const;
const TEXTS = {
  tr: {
    waiting: 'İnternet bağlantısı yok. Turunuzun sonucu bağlantı gelince burada gösterilecek.',
    notPlayed: 'İnternet bağlantısı yok; tur oynanmadı.',
    // not "for a moment": the page said the connection was down and waited for it
    recovered: 'Bağlantı kesilmişti; bağlantı geri gelince turunuzun sonucu alındı.',
  },
  aa: {
    waiting: 'لا يوجد اتصال بالإنترنت. ستظهر نتيجة جولتك هنا عند عودة الاتصال.',
    notPlayed: 'لا يوجد اتصال بالإنترنت؛ لم تُلعب الجولة.',
    recovered: 'انقطع الاتصال؛ وعند عودته جرى الاستعلام عن نتيجة جولتك.',
  },
} as const;

async function openGame(page: Page, baseURL: string, game: keyof typeof GAMES, lang: string) {
  const player = await newPlayer(baseURL, 50, { products: PRODUCTS });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  const { product, title } = GAMES[game];
  const list = (await (
    await page.request.get(`/api/v1/casino/games?product=${product}&search=${encodeURIComponent(title)}`)
  ).json()) as { results: { id: number; title: string }[] };
  const found = list.results.find((g) => g.title === title)!;
  const launched = await page.request.post(`/api/v1/casino/games/${found.id}/launch?lang=${lang}`, {
    data: {},
    headers: FETCH,
  });
  expect(launched.status()).toBe(200);
  await page.clock.install();
  await page.goto(((await launched.json()) as { url: string }).url);
  return async () => ((await (await page.request.get('/api/v1/me')).json()) as { credit: number }).credit;
}

for (const [game, lang, width] of [
  ['slot', 'tr', 360],
  ['slot', 'aa', 360],
  ['dice', 'aa', 1280],
] as const) {
  test(`a ${game} round whose answer is lost in a long drop is asked for by its id once back online (${lang}, ${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
    const credit = await openGame(page, baseURL!, game, lang);
    const balance = page.getByTestId('house-balance');
    await expect(balance).toHaveText(/50/);
    const rounds: string[] = [];
    let played: { win: number; balance: number } | null = null;
    await page.route('**/play', async (route) => {
      rounds.push((route.request().postDataJSON() as { round: string }).round);
      if (played) return route.continue();
      // the server plays the round; the device loses its network before the answer arrives
      const answer = await route.fetch();
      played = (await answer.json()) as typeof played;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.locator('#play').click();
    const result = page.locator('#result');
    // at once, not after the retries: the page says the connection is down
    await expect(result).toHaveText(TEXTS[lang].waiting, { timeout: 3_000 });
    // longer than the page's own retries: it still waits for the connection, Spin still off
    // in quarter seconds, so that what the page does between two of its timers (a request sent
    // again and refused) is done before the next one is due, as in real time
    for (let step = 0; step < 80; step++) await page.clock.runFor(250);
    await expect(result).toHaveText(TEXTS[lang].waiting);
    await expect(page.locator('#play')).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`house-offline-${game}-${lang}-${width}.png`) });

    await context.setOffline(false);
    await expect(result).toContainText(TEXTS[lang].recovered, { timeout: 10_000 });
    const first = played!;
    expect(new Set(rounds).size).toBe(1);
    const money = (minor: number) =>
      formatMoney(minor, 'TRY', { locales: intlLocales(lang), isolate: lang === 'aa' });
    await expect(balance).toHaveText(money(first.balance));
    expect(Math.round((await credit()) * 100)).toBe(5000 - 100 + first.win);
    await expect(page.locator('#play')).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`house-online-${game}-${lang}-${width}.png`) });

    // a tap with no connection sends nothing and says the round was not played
    await context.setOffline(true);
    await page.locator('#play').click();
    await expect(result).toHaveText(TEXTS[lang].notPlayed);
    expect(rounds.length).toBe(2);
    await context.setOffline(false);
  });
}
