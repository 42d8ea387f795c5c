import { expect, test } from '@playwright/test';
import { intlLocales, missingTranslations, type LanguageCode } from '@bet/shared';
import { LanguagesPage } from './pages/languages-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

test('/de/ shows German on Home and on Sports', async ({ page }) => {
  const ui = new LanguagesPage(page);
  await page.goto('/de/');
  await expect(ui.html()).toHaveAttribute('lang', 'de');
  await expect(ui.html()).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Willkommen' })).toBeAttached();
  await expect(ui.footer()).toContainText('Startseite');
  await expect(ui.footer()).toContainText('Sport');
  await expect(page.getByTestId('menu-button')).toHaveAccessibleName('Menü');

  const sports = new SportsPages(page);
  await sports.openSports('de');
  await expect(page.getByTestId('chip-all')).toHaveText('Alle');
  await expect(page.getByTestId('chip-today')).toHaveText('Heute');
  await expect(page.getByTestId('chip-6h')).toHaveText('6 Stunden');
  await expect(page.getByTestId('open-search')).toHaveText('Suchen');
  await expect(page.getByTestId('odds-format')).toHaveAccessibleName('Quotenformat');
});

for (const [code, tag] of [
  ['fa', 'fa'],
  ['aa', 'ar'],
] as const) {
  test(`/${code}/ is right to left: the left menu slides in from the right, arrows and odds read right`, async ({
    page,
  }) => {
    const ui = new LanguagesPage(page);
    const width = page.viewportSize()!.width;
    await page.goto(`/${code}/results`);
    await expect(ui.html()).toHaveAttribute('dir', 'rtl');
    await expect(ui.html()).toHaveAttribute('lang', tag);

    // The header is mirrored: the menu button at the right edge, the back chevron beside it.
    const menuButton = await page.getByTestId('menu-button').boundingBox();
    const back = page.getByTestId('back');
    const backBox = await back.boundingBox();
    expect(menuButton!.x).toBeGreaterThan(width / 2);
    expect(backBox!.x + backBox!.width).toBeLessThanOrEqual(menuButton!.x + 1);
    // ‹ is a mirrored character: in right-to-left text it already points right, so nothing may turn it back.
    await expect(back).toHaveText('‹');
    await expect(back).toHaveCSS('transform', 'none');

    // Open, the left menu lies against the right edge; closed, it waits beyond it. (It loads the
    // first time it opens, so there is no closed menu before that.)
    await ui.openLeftMenu();
    const open = await ui.settledBox(ui.leftMenu());
    expect(Math.abs(open.x + open.width - width)).toBeLessThanOrEqual(1);
    expect(open.x).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath(`${code}-left-menu.png`) });
    await page.keyboard.press('Escape');
    const closed = await ui.settledBox(ui.leftMenu());
    expect(closed.x).toBeGreaterThanOrEqual(width - 1);

    // American odds keep their sign in front: the + or - is drawn left of the digits.
    const sports = new SportsPages(page);
    await sports.openSports(code);
    await page.getByTestId('odds-format').selectOption('american');
    const odd = sports
      .rows()
      .locator('.odd-value')
      .filter({ hasText: /^[+-]\d+/ })
      .first();
    await expect(odd).toBeVisible();
    const signFirst = await odd.evaluate((el) => {
      const text = el.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const sign = range.getBoundingClientRect();
      range.setStart(text, 1);
      range.setEnd(text, 2);
      return sign.x < range.getBoundingClientRect().x;
    });
    expect(signFirst).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${code}-sports.png`) });
    await page.getByTestId('odds-format').selectOption('decimal');
  });
}

test('switching language from the left menu loads only that language', async ({ page }) => {
  const ui = new LanguagesPage(page);
  await page.goto('/tr/');
  await expect(ui.footer()).toContainText('Ana Sayfa');
  // Turkish is built in.
  expect(ui.chunks).toEqual([]);

  await ui.switchTo('fr');
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(ui.footer()).toContainText('Accueil');
  // English comes along only to fill keys the translation lacks.
  expect(ui.chunks.sort()).toEqual(missingTranslations('fr').length ? ['en', 'fr'] : ['fr']);

  // Back to Turkish and to French again: nothing more to fetch.
  await ui.switchTo('tr');
  await expect(ui.footer()).toContainText('Ana Sayfa');
  await ui.switchTo('fr');
  await expect(ui.footer()).toContainText('Accueil');
  expect(ui.chunks.filter((c) => c === 'fr')).toEqual(['fr']);
  // The texts of the features on screen came in the languages shown, each once.
  expect(ui.featureChunks.every((c) => /^(tr|fr|en)-/.test(c))).toBe(true);
  expect(new Set(ui.featureChunks).size).toBe(ui.featureChunks.length);
});

test('a match row shows its kick-off the way the language writes dates, in the chosen time zone', async ({
  page,
  context,
  baseURL,
}) => {
  const sports = new SportsPages(page);
  const time = () => sports.rows().first().getByTestId('match-time');
  const expected = async (lang: LanguageCode, zone?: string) => {
    const iso = (await time().getAttribute('datetime'))!;
    return page.evaluate(
      ([iso, locales, zone]) =>
        new Intl.DateTimeFormat(locales, {
          day: '2-digit',
          month: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          ...(zone ? { timeZone: zone } : {}),
        }).format(new Date(iso)),
      [iso, [...intlLocales(lang)], zone] as const,
    );
  };

  for (const [lang, pattern] of [
    ['de', /^\d{2}\.\d{2}\., \d{2}:\d{2}$/],
    ['en', /^\d{2}\/\d{2}, \d{2}:\d{2}$/],
    ['kr', /^\d{2}\. \d{2}\. \d{2}:\d{2}$/],
  ] as const) {
    await sports.openSports(lang);
    await expect(time()).toHaveText(pattern);
    await expect(time()).toHaveText(await expected(lang));
  }

  // The Timezones page keeps the player's zone in a cookie named timezone.
  const zone = 'Pacific/Kiritimati';
  await context.addCookies([{ name: 'timezone', value: encodeURIComponent(zone), url: baseURL! }]);
  await sports.openSports('de');
  await expect(time()).toHaveText(await expected('de', zone));
});
