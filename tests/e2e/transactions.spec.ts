import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

const CSRF = { 'x-requested-with': 'fetch' };

for (const lang of ['tr', 'aa'] as const) {
  test(`transactions: tabs, 50 a page and the balance after each movement, at 360 px in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const player = await newPlayer(baseURL!, 100);
    const admin = await adminApi(baseURL!);
    // 1 credit of 100, then 50 of 1 in and one of 30 out: 52 movements, two pages
    for (let i = 0; i < 50; i++)
      expect(
        (
          await admin.post(`/api/v1/admin/users/${player.userId}/credit`, {
            data: { amount: 1, direction: 'in' },
          })
        ).status(),
      ).toBe(200);
    expect(
      (
        await admin.post(`/api/v1/admin/users/${player.userId}/credit`, {
          data: { amount: 30, direction: 'out' },
        })
      ).status(),
    ).toBe(200);
    await admin.dispose();
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);

    await page.goto(`/${lang}/`);
    await page.getByTestId('header-balance').click();
    await page.locator(`aside.side-menu.right a[href="/${lang}/transactions"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/transactions$`));
    const rows = page.getByTestId('tx-row');
    await expect(rows).toHaveCount(50);
    await expect(page.getByTestId('tx-page')).toContainText('1 / 2');
    // newest first: the 30 taken back, leaving 120.00
    await expect(rows.first()).toHaveClass(/out/);
    await expect(rows.first().locator('.balance')).toContainText(/120[.,]00/);
    await expect(rows.first().locator('small').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await page.screenshot({ path: test.info().outputPath(`transactions-${lang}.png`) });
    // the empty date fields stay inside the filter box on a phone
    const form = (await page.locator('.acct-filters').boundingBox())!;
    for (const id of ['#tx-from', '#tx-to']) {
      const box = (await page.locator(id).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(form.x);
      expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width);
    }
    await expectNoAxeViolations(page);
    await page.getByTestId('tx-next').click();
    await expect(page.getByTestId('tx-page')).toContainText('2 / 2');
    await expect(rows).toHaveCount(2);
    // the first movement, the opening credit of 100
    await expect(rows.last().locator('.balance')).toContainText(/100[.,]00/);

    await page.getByTestId('tx-tab-e').click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveClass(/out/);
    await page.getByTestId('tx-tab-a').click();
    await expect(rows).toHaveCount(50);
    await expect(page.getByTestId('tx-page')).toContainText('1 / 2');

    // a range that ends before today holds nothing
    await page.getByTestId('tx-tab-all').click();
    await page.locator('#tx-from').fill('2020-01-01');
    await page.locator('#tx-to').fill('2020-01-31');
    await page.getByTestId('tx-search').click();
    await expect(rows).toHaveCount(0);
    await expect(page.locator('.acct-empty')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const width of [1024, 1280]) {
  test(`transactions: the date fields are wide enough for a whole date at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const player = await newPlayer(baseURL!, 10);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);
    await page.goto('/tr/transactions');
    await page.locator('#tx-to').fill('2026-11-27');
    for (const id of ['#tx-from', '#tx-to']) {
      // the width the same field takes when nothing squeezes it: a whole date and its calendar button
      const { own, shown } = await page.locator(id).evaluate((el) => {
        const copy = el.cloneNode() as HTMLInputElement;
        copy.style.cssText = 'position:absolute;width:auto;min-width:auto';
        el.parentElement!.append(copy);
        const own = copy.getBoundingClientRect().width;
        copy.remove();
        return { own, shown: el.getBoundingClientRect().width };
      });
      expect(shown).toBeGreaterThanOrEqual(own - 1);
    }
  });
}

// The service filter offers every game money can be (sport, live, slot, bingo, virtual, TV games),
// and the dice game's round is virtual-games money, named so in its row.
const SERVICE_NAMES = {
  tr: ['Spor bahisleri', 'Canlı oyunlar', 'Slot oyunları', 'Tombala', 'Sanal oyunlar', 'TV oyunları'],
  aa: [
    'المراهنات الرياضية',
    'الألعاب المباشرة',
    'ألعاب السلوت',
    'بينغو',
    'ألعاب افتراضية',
    'ألعاب تلفزيونية',
  ],
} as const;
for (const lang of ['tr', 'aa'] as const) {
  test(`transactions: the service filter names every game service, and a dice round is virtual games, at 360 px in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const player = await newPlayer(baseURL!, 50, {
      products: { sportUser: { status: 1 }, virtualUser: { status: 1 } },
    });
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);
    // a round of the built-in dice, played through its page's own call
    const list = (await (
      await page.request.get('/api/v1/casino/games?product=virtual&search=Dice')
    ).json()) as {
      results: { id: number; title: string }[];
    };
    const dice = list.results.find((g) => g.title === 'Provably Fair Dice');
    expect(dice, JSON.stringify(list)).toBeTruthy();
    const launched = await page.request.post(`/api/v1/casino/games/${dice!.id}/launch?lang=${lang}`, {
      data: {},
      headers: CSRF,
    });
    expect(launched.status()).toBe(200);
    const html = await (await page.request.get((await launched.json()).url)).text();
    const key = /data-key="([^"]+)"/.exec(html)![1]!;
    const played = await page.request.post(`/games/house/session/${key}/play`, {
      data: { stake: 100, target: 50 },
    });
    expect(played.status()).toBe(200);

    await page.goto(`/${lang}/transactions`);
    const options = page.locator('#tx-service option');
    await expect(options).toHaveText([/./, ...SERVICE_NAMES[lang]]);
    await page.locator('#tx-service').selectOption({ label: SERVICE_NAMES[lang][4] });
    await page.getByTestId('tx-search').click();
    const rows = page.getByTestId('tx-row');
    await expect(rows.first()).toBeVisible();
    // every row of the virtual games (retried: the unfiltered list shows until the answer comes)
    await expect(rows.filter({ hasNotText: SERVICE_NAMES[lang][4] })).toHaveCount(0);
    for (const row of await rows.all())
      await expect(row.getByTestId('tx-service')).toHaveText(` · ${SERVICE_NAMES[lang][4]}`);
    // slot games: none of it
    await page.locator('#tx-service').selectOption({ label: SERVICE_NAMES[lang][2] });
    await page.getByTestId('tx-search').click();
    await expect(rows).toHaveCount(0);
    await page.locator('#tx-service').selectOption({ label: SERVICE_NAMES[lang][4] });
    await page.getByTestId('tx-search').click();
    await expect(rows.first()).toBeVisible();
    const form = (await page.locator('.acct-filters').boundingBox())!;
    const select = (await page.locator('#tx-service').boundingBox())!;
    expect(select.x).toBeGreaterThanOrEqual(form.x);
    expect(select.x + select.width).toBeLessThanOrEqual(form.x + form.width);
    await page.screenshot({ path: test.info().outputPath(`transactions-services-${lang}.png`) });
    await expectNoAxeViolations(page);
  });
}
