import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatMoney, intlLocales, localAmount, moneyText, toMinor } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

const FETCH = { 'x-requested-with': 'fetch' };
const SLOTS_ON = { sportUser: { status: 1 }, liveUser: { status: 1 }, slotUser: { status: 1 } };

async function houseSlotId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/v1/casino/games?product=slot&search=Sultan')).json()) as {
    results: { id: number; title: string; providerName: string }[];
  };
  const game = list.results.find((g) => g.title === 'Sultan Reels');
  expect(game, JSON.stringify(list)).toBeTruthy();
  return game!.id;
}

// Issue 19 parts 3 to 5 together: a launch through the API, a spin in the built-in provider's
// page, and the player's balance moved by exactly what the ledger booked for the round.
test('a player launches the house slot, spins in its page, and /me moves by the ledger amount', async ({
  page,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!, 50, { products: SLOTS_ON });
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  const launched = await page.request.post(
    `/api/v1/casino/games/${await houseSlotId(page.request)}/launch?lang=tr`,
    {
      data: {},
      headers: FETCH,
    },
  );
  expect(launched.status()).toBe(200);
  const { url, embed } = (await launched.json()) as { url: string; embed: boolean };
  expect(embed).toBe(true);
  const credit = async () =>
    ((await (await page.request.get('/api/v1/me')).json()) as { credit: number }).credit;
  expect(await credit()).toBe(50);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sultan Reels');
  // as the site writes it: TL, not the wallet's TRY, in Turkish number format
  const asSite = (major: number) => formatMoney(toMinor(major), 'TRY', { locales: intlLocales('tr') });
  await expect(page.getByTestId('house-balance')).toHaveText('50,00 TL');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Çevir' }).click();
  await expect(page.locator('#result')).toHaveText(/kazandınız|kazanç yok/);
  // 15 symbols on the reels, each drawn (an emoji is an empty box where the machine has no emoji font)
  const cells = page.locator('#reels .reel > span');
  await expect(cells).toHaveCount(15);
  for (const cell of await cells.all()) {
    await expect(cell.locator('svg *').first()).toBeAttached();
    expect((await cell.textContent())!.replace(/7|BAR/g, '').trim()).toBe('');
  }
  await page.screenshot({ path: test.info().outputPath('house-slot-tr.png') });

  const tx = (await (await page.request.get('/api/v1/transactions?service=5')).json()) as {
    results: { transType: number; amount: number }[];
  };
  expect(tx.results.length).toBeGreaterThanOrEqual(1);
  const booked = tx.results.reduce((s, r) => s + (r.transType === 1 ? r.amount : -r.amount), 0);
  const after = await credit();
  expect(Math.round((after - 50) * 100)).toBe(Math.round(booked * 100));
  await expect(page.getByTestId('house-balance')).toHaveText(asSite(after));
});

test('a guest plays the dice demo in Arabic at 360 px, right to left, and checks the roll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const launched = await page.request.post(
    `/api/v1/casino/games/${await houseSlotId(page.request)}/launch?lang=aa`,
    {
      data: { demo: true },
      headers: FETCH,
    },
  );
  expect(launched.status()).toBe(200);
  const { url } = (await launched.json()) as { url: string };
  await page.goto(url.replace('/slot?', '/dice?'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // isolated left to right, as the site writes amounts in a right-to-left page
  await expect(page.getByTestId('house-balance')).toHaveText(
    moneyText(localAmount(100_000, intlLocales('aa')), 'DEMO', true),
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'ارمِ النرد' }).click();
  await expect(page.locator('#verified')).toHaveText('تم التحقق: الرمية تطابق البذور.');
});
