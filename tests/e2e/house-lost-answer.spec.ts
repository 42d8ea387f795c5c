import { expect, test, type Page } from '@playwright/test';
import { formatMoney, intlLocales } from '@bet/shared';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const PRODUCTS = {
  sportUser: { status: 1 },
  liveUser: { status: 1 },
  slotUser: { status: 1 },
  virtualUser: { status: 1 },
};
const GAMES = {
  slot: { product: 'slot', title: 'Sultan Reels' },
  roulette: { product: 'live', title: 'European Roulette' },
  dice: { product: 'virtual', title: 'Provably Fair Dice' },
} as const;
const RECOVERED = {
  tr: 'Bağlantı bir an kesildi; turunuz yine de oynandı.',
  aa: 'انقطع الاتصال للحظة؛ ومع ذلك لُعبت جولتك.',
} as const;
const ERROR = {
  tr: 'Bir şeyler ters gitti; lütfen tekrar deneyin.',
  aa: 'حدث خطأ ما؛ يرجى المحاولة مرة أخرى.',
};

/** Logs a new player with 50.00 in and opens a house game's page; the player's credit, read from /me. */
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
  expect(found, JSON.stringify(list)).toBeTruthy();
  const launched = await page.request.post(`/api/v1/casino/games/${found.id}/launch?lang=${lang}`, {
    data: {},
    headers: FETCH,
  });
  expect(launched.status()).toBe(200);
  await page.goto(((await launched.json()) as { url: string }).url);
  return async () => ((await (await page.request.get('/api/v1/me')).json()) as { credit: number }).credit;
}

/**
 * The server plays the round, and its answer never reaches the page (the connection drops on the
 * way back): the page asks again for the same round and shows its result, saying so; the stake was
 * taken once.
 */
for (const [game, lang] of [
  ['slot', 'tr'],
  ['slot', 'aa'],
  ['roulette', 'tr'],
  ['dice', 'tr'],
] as const) {
  test(`a ${game} round whose answer is lost is shown when the page asks again (360 px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const credit = await openGame(page, baseURL!, game, lang);
    const balance = page.getByTestId('house-balance');
    await expect(balance).toHaveText(/50/);
    const calls: { round: string }[] = [];
    let played: { win: number; balance: number; outcome: unknown } | null = null;
    await page.route('**/play', async (route) => {
      calls.push(route.request().postDataJSON() as { round: string });
      if (played) return route.continue();
      // the server plays the round; its answer is lost on the way back
      const answer = await route.fetch();
      played = (await answer.json()) as typeof played;
      await route.abort('connectionreset');
    });
    await page.locator('#play').click();
    const result = page.locator('#result');
    await expect(result).toContainText(RECOVERED[lang], { timeout: 20_000 });
    await expect(result).not.toHaveText(ERROR[lang]);
    // the same round asked again, and its result is the one the server played
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.round)).size).toBe(1);
    const first = played!;
    const money = (minor: number) =>
      formatMoney(minor, 'TRY', { locales: intlLocales(lang), isolate: lang === 'aa' });
    await expect(result).toContainText(
      first.win > 0 ? money(first.win) : lang === 'tr' ? 'Bu sefer kazanç yok.' : 'لا ربح هذه المرة.',
    );
    // one stake taken: the site's balance and the game's agree with that one round
    expect(Math.round((await credit()) * 100)).toBe(5000 - 100 + first.win);
    expect(first.balance).toBe(5000 - 100 + first.win);
    await expect(balance).toHaveText(money(first.balance));
    if (game === 'roulette') await expect(page.locator('#pocket')).toHaveText(/^\d+$/);
    if (game === 'dice') await expect(page.locator('#roll')).toHaveText(/^\d+\.\d\d$/);
    await page.screenshot({ path: test.info().outputPath(`house-lost-answer-${game}-${lang}-360.png`) });
  });
}
