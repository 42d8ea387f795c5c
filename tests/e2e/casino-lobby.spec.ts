import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { newPlayer } from './pages/shell-page.ts';

const CSRF = { 'x-requested-with': 'fetch' };

// The words the tests look for, in Turkish and Arabic.
const WORDS = {
  tr: {
    min: 'Aramak için en az 3 karakter yazın',
    unavailable: 'Bu oyun şu anda oynanamıyor.',
    demo: 'Demo oyna',
  },
  aa: {
    min: 'اكتب 3 أحرف على الأقل للبحث',
    unavailable: 'لا يمكن لعب هذه اللعبة الآن.',
    demo: 'العب تجريبياً',
  },
} as const;

interface Game {
  id: number;
  title: string;
  providerId: number;
  hasDemo: boolean;
}
interface Lobby {
  providers: Array<{ id: number; code: string; name: string; gameCount: number; games: Game[] }>;
}

async function slotLobby(page: Page): Promise<Lobby> {
  const res = await page.request.get('/api/v1/casino/lobby?product=slot');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Lobby;
}

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`slots lobby: rows per provider, a provider's list, search, the whole list scrolled (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const lobby = await slotLobby(page);
    expect(lobby.providers.length).toBeGreaterThanOrEqual(10);

    await page.goto(`/${lang}/casino`);
    const rows = page.getByTestId('provider-row');
    await expect(rows).toHaveCount(lobby.providers.length);
    // each row its first 6 games and an All tile where the provider has more
    await expect(rows.nth(1).getByTestId('game-tile')).toHaveCount(6);
    await expect(rows.nth(1).getByTestId('provider-all')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`casino-rows-${lang}-${width}.png`) });

    // a provider from the strip: its full list
    const provider = lobby.providers[2]!;
    await page
      .getByTestId('provider-strip')
      .getByRole('button', { name: provider.name, exact: true })
      .click();
    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', String(provider.gameCount));
    await expect(page.getByTestId('game-tile').first()).toContainText(provider.name);

    // search: 1-2 characters ask for more, 3 search the product
    const search = page.getByTestId('casino-search');
    await search.fill('go');
    await expect(page.getByTestId('casino-search-min')).toHaveText(WORDS[lang].min);
    await search.fill('gold');
    const found = (await (
      await page.request.get('/api/v1/casino/games?product=slot&search=gold')
    ).json()) as {
      totalCount: number;
    };
    expect(found.totalCount).toBeGreaterThan(0);
    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', String(found.totalCount));
    await search.fill('zzzqqq');
    await expect(page.getByTestId('casino-empty')).toBeVisible();
    await expectNoAxeViolations(page);

    // the whole product: about 2,000 games in a virtualised grid, scrolled to its end
    await search.fill('');
    await page.getByTestId('provider-strip').getByRole('button').first().click();
    await page.getByTestId('casino-every').click();
    const all = (await (await page.request.get('/api/v1/casino/games?product=slot')).json()) as {
      results: Game[];
      totalCount: number;
    };
    expect(all.totalCount).toBeGreaterThanOrEqual(1800);
    const grid = page.getByTestId('game-grid');
    await expect(grid).toHaveAttribute('data-count', String(all.totalCount));
    // only the rows in view are in the page
    expect(await page.getByTestId('game-tile').count()).toBeLessThan(200);
    const last = all.results[all.results.length - 1]!;
    for (let i = 0; i < 40; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      if (await page.locator(`[data-game-id="${last.id}"]`).isVisible()) break;
      await page.waitForTimeout(50);
    }
    await expect(page.locator(`[data-game-id="${last.id}"]`)).toBeVisible();
    expect(await page.getByTestId('game-tile').count()).toBeLessThan(200);
    await page.screenshot({ path: test.info().outputPath(`casino-all-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);
  });

  test(`opening a game: the guest's login prompt with its demo, the curtain, and a refusal in words (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const lobby = await slotLobby(page);
    const house = lobby.providers.find((p) => p.code === 'house')!;
    const game = house.games[0]!;
    expect(game.hasDemo).toBe(true);

    // a deep link names the provider and the game; the query goes once read
    await page.goto(`/${lang}/casino?masterServiceId=${house.id}&serviceId=${game.id}`);
    const prompt = page.getByTestId('casino-guest');
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/casino$`));
    await expect(prompt.getByRole('heading')).toHaveText(game.title);
    await expect(prompt.getByTestId('casino-demo')).toHaveText(WORDS[lang].demo);
    await expectNoAxeViolations(page);

    // the demo opens: the curtain while the launch call is on its way, then the game or the server's refusal
    await page.route('**/api/v1/casino/games/*/launch*', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await prompt.getByTestId('casino-demo').click();
    await expect(page.getByTestId('game-curtain')).toBeVisible();
    const overlay = page.getByTestId('game-overlay');
    await expect(overlay).toBeVisible();
    await expect(page.getByTestId('game-curtain')).toBeHidden();
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /.+/);
    await expect(overlay.getByRole('heading')).toHaveText(game.title);
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v1/casino/games/*/launch*');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // a logged-in player: a refusal reaches the notice in the page's language
    const on = { status: 1 };
    const player = await newPlayer(baseURL!, 500, {
      products: { sportUser: on, liveUser: on, slotUser: on, casinoUser: on },
    });
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);
    // for money: the game opens embedded
    await page.goto(`/${lang}/casino`);
    await page.getByTestId('provider-row').first().waitFor();
    // nothing in the lobby widens the page past the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page
      .getByTestId('provider-row')
      .first()
      .getByTestId('game-tile')
      .first()
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByTestId('game-overlay')).toBeVisible();
    await expect(page.getByTestId('casino-guest')).toHaveCount(0);
    await page.getByTestId('game-overlay').getByRole('button').click();
    await expect(page.getByTestId('game-overlay')).toHaveCount(0);

    await page.route('**/api/v1/casino/games/*/launch*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'gameUnavailable', message: 'x' } }),
      }),
    );
    await page.goto(`/${lang}/casino`);
    await page
      .getByTestId('provider-row')
      .first()
      .getByTestId('game-tile')
      .first()
      .getByRole('button')
      .first()
      .click();
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveAttribute('data-state', '2');
    await expect(notice).toContainText(WORDS[lang].unavailable);
    await expect(page.getByTestId('casino-guest')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('the other lobbies: live casino, virtual and TV games, with the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, product] of [
    ['livecasino', 'live'],
    ['virtualgames', 'virtual'],
    ['tvgames', 'tv'],
  ] as const) {
    await page.goto(`/tr/${path}`);
    await expect(page.getByTestId('casino-page')).toHaveAttribute('data-product', product);
    await expect(page.getByTestId('provider-row').first()).toBeVisible();
    await expect(page.locator('.casino-tabs a')).toHaveCount(5);
    await expectNoAxeViolations(page);
  }
});

for (const [width, lang] of [
  [360, 'aa'],
  [1280, 'tr'],
] as const)
  test(`back office: the casino catalogue lists games, switches one off and renames it (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await new PanelPage(page).login(lang, 'admin', 'admin1234', 'casino');
    await expect(page.getByTestId('panel-casino')).toBeVisible();
    await expect(page.getByTestId('casino-admin-row')).toHaveCount(50);
    await expectNoAxeViolations(page);
    // a TV game of its own per run, so the lobbies' other tests never meet the change
    const code = width === 360 ? 'studiotv-0036' : 'studiotv-0035';
    await page.getByTestId('casino-admin-search').fill(code);
    const row = page.locator(`[data-testid="casino-admin-row"][data-code="${code}"]`);
    await expect(page.getByTestId('casino-admin-row')).toHaveCount(1);
    const id = Number(await row.getAttribute('data-id'));
    const lobbyHas = async () => {
      const res = await page.request.get('/api/v1/casino/games?product=tv');
      return ((await res.json()) as { results: Array<{ id: number }> }).results.some((g) => g.id === id);
    };
    expect(await lobbyHas()).toBe(true);
    await row.getByTestId('casino-admin-active').click();
    await expect(row.getByTestId('casino-admin-active')).toHaveAttribute('aria-pressed', 'false');
    expect(await lobbyHas()).toBe(false);
    await row.getByTestId('casino-admin-active').click();
    await expect(row.getByTestId('casino-admin-active')).toHaveAttribute('aria-pressed', 'true');
    expect(await lobbyHas()).toBe(true);

    const name = row.getByRole('textbox').first();
    const before = await name.inputValue();
    await name.fill(`${before} X`);
    await row.getByTestId('casino-admin-save').click();
    await expect(page.getByTestId('casino-admin-message')).toBeVisible();
    const game = (await (await page.request.get(`/api/v1/casino/games/${id}`)).json()) as { title: string };
    expect(game.title).toBe(`${before} X`);
    await name.fill(before);
    await row.getByTestId('casino-admin-save').click();
    await expect(row.getByTestId('casino-admin-save')).toBeDisabled();
    await expectNoAxeViolations(page);
  });
