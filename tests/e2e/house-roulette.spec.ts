import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const LIVE_ON = { sportUser: { status: 1 }, liveUser: { status: 1 }, slotUser: { status: 1 } };

/** Logs a new player in and opens the built-in European Roulette's page in `lang`. */
async function openRoulette(page: Page, baseURL: string, lang: string): Promise<void> {
  const player = await newPlayer(baseURL, 50, { products: LIVE_ON });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  const list = (await (
    await page.request.get('/api/v1/casino/games?product=live&search=European')
  ).json()) as {
    results: { id: number; title: string }[];
  };
  const game = list.results.find((g) => g.title === 'European Roulette')!;
  expect(game, JSON.stringify(list)).toBeTruthy();
  const launched = await page.request.post(`/api/v1/casino/games/${game.id}/launch?lang=${lang}`, {
    data: {},
    headers: FETCH,
  });
  expect(launched.status()).toBe(200);
  await page.goto(((await launched.json()) as { url: string }).url);
}

const TEXTS = {
  tr: {
    spin: 'Çevir',
    kind: 'Bahis türü',
    dozen: 'Düzine',
    column: 'Sütun',
    number: 'Sayı',
    dozens: ['1. düzine (1–12)', '2. düzine (13–24)', '3. düzine (25–36)'],
    columns: ['1. sütun (1, 4, 7 … 34)', '2. sütun (2, 5, 8 … 35)', '3. sütun (3, 6, 9 … 36)'],
    invalid: 'Bu bahis yapılamaz: sunulan seçeneklerden birini seçin.',
    error: 'Bir şeyler ters gitti; lütfen tekrar deneyin.',
  },
  aa: {
    spin: 'دوّر',
    kind: 'نوع الرهان',
    dozen: 'دزينة',
    column: 'عمود',
    number: 'الرقم',
    dozens: ['الدزينة الأولى (1–12)', 'الدزينة الثانية (13–24)', 'الدزينة الثالثة (25–36)'],
    columns: ['العمود الأول (1, 4, 7 … 34)', 'العمود الثاني (2, 5, 8 … 35)', 'العمود الثالث (3, 6, 9 … 36)'],
    invalid: 'هذا الرهان غير ممكن: اختر أحد الخيارات المعروضة.',
    error: 'حدث خطأ ما؛ يرجى المحاولة مرة أخرى.',
  },
} as const;

// European Roulette at 360 px: a dozen or a column is picked from its three, a straight bet from
// 0 to 36 (nothing else can be typed), and a round the server refuses says why, not "something
// went wrong".
for (const lang of ['tr', 'aa'] as const) {
  test(`European Roulette offers only valid picks for each bet type and explains a refusal (360 px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXTS[lang];
    await page.setViewportSize({ width: 360, height: 740 });
    await openRoulette(page, baseURL!, lang);
    const kind = page.getByLabel(t.kind);
    const result = page.locator('#result');
    const spin = page.getByRole('button', { name: t.spin });
    const rounds: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/play')) rounds.push(r.postDataJSON());
    });

    // a straight bet: a list of the 37 pockets
    const number = page.getByLabel(t.number, { exact: true });
    await expect(number).toBeVisible();
    await expect(number.locator('option')).toHaveCount(37);
    await expect(number).toHaveValue('17');

    // a dozen: its own picker with the three dozens, and no number field
    await kind.selectOption('dozen');
    const dozen = page.getByLabel(t.dozen, { exact: true }).and(page.locator('select[id^=pick]'));
    await expect(dozen).toBeVisible();
    await expect(number).toBeHidden();
    await expect(dozen.locator('option')).toHaveText([...t.dozens]);
    await dozen.selectOption({ label: t.dozens[1] });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`house-roulette-dozen-${lang}-360.png`) });
    await spin.click();
    await expect(result).not.toHaveText(/^…?$/);
    await expect(result).not.toHaveText(t.error);
    await expect(page.locator('#pocket')).toHaveText(/^\d+$/);
    expect(rounds.at(-1)).toMatchObject({ bet: { kind: 'dozen', pick: 2 } });

    // a column: the three columns
    await kind.selectOption('column');
    const column = page.getByLabel(t.column, { exact: true }).and(page.locator('select[id^=pick]'));
    await expect(column.locator('option')).toHaveText([...t.columns]);
    await expect(dozen).toBeHidden();
    await column.selectOption('3');
    await spin.click();
    await expect(result).not.toHaveText(/^…?$/);
    await expect(result).not.toHaveText(t.error);
    expect(rounds.at(-1)).toMatchObject({ bet: { kind: 'column', pick: 3 } });

    // red needs no pick: no pick field shows
    await kind.selectOption('red');
    await expect(page.locator('[data-pick]:visible')).toHaveCount(0);

    // a refusal of the server (a straight bet on 40, sent by a changed request) says what is wrong
    await kind.selectOption('straight');
    await page.route('**/play', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), bet: { kind: 'straight', pick: 40 } }),
      }),
    );
    await spin.click();
    await expect(result).toHaveText(t.invalid);
    await page.screenshot({ path: test.info().outputPath(`house-roulette-refused-${lang}-360.png`) });
  });
}
