import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

const CSRF = { 'x-requested-with': 'fetch' };

// The words the tests look for, in Turkish and Arabic.
const WORDS = {
  tr: { back: 'Promosyonlara dön', sent: 'Talebiniz alındı.', waiting: 'Beklemede', accepted: 'Onaylandı' },
  aa: { back: 'العودة إلى العروض', sent: 'تم استلام طلبك.', waiting: 'قيد الانتظار', accepted: 'مقبول' },
} as const;

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`promotions: the list, a detail by tap and by its URL hash, and back (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const listed = await page.request.get(`/api/v1/promotions?lang=${lang}`);
    expect(listed.ok()).toBe(true);
    const promotions = ((await listed.json()) as { results: Array<{ bonusId: number; bannerTitle: string }> })
      .results;
    expect(promotions.length).toBeGreaterThan(0);
    const first = promotions[0]!;

    await page.goto(`/${lang}/promotions`);
    await expect(page.getByTestId('promotion-item')).toHaveCount(promotions.length);
    await expectNoAxeViolations(page);
    await page.getByTestId('promotion-item').first().click();
    await expect(page).toHaveURL(new RegExp(`/promotions#${first.bonusId}$`));
    const detail = page.getByTestId('promotion-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(first.bannerTitle);
    await expect(page.getByTestId('promotion-text')).not.toBeEmpty();
    await page.screenshot({ path: test.info().outputPath(`promotion-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);

    await detail.getByRole('button', { name: WORDS[lang].back }).click();
    await expect(page.getByTestId('promotions')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang === 'aa' ? '(aa|ar)' : lang}/promotions$`));

    // a link with the hash opens that promotion; a hash naming none shows the list
    await page.goto(`/${lang}/promotions#${first.bonusId}`);
    await expect(page.getByTestId('promotion-detail')).toBeVisible();
    await page.goto(`/${lang}/promotions#999999999`);
    await expect(page.getByTestId('promotions')).toBeVisible();
  });

  test(`bonus request: a player asks for a bonus, sees it waiting, then accepted with the amount credited (${width} px, ${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const player = await newPlayer(baseURL!, 500, { onlineUser: 1 });
    const login = await page.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(login.status()).toBe(200);
    await page.goto(`/${lang}/bonusRequest`);
    const item = page.getByTestId('bonus-item').first();
    await expect(item).toBeVisible();
    const title = await item.locator('.bonus-title').innerText();
    await item.getByRole('button').click();
    await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '1');
    await expect(page.getByTestId('notice')).toContainText(WORDS[lang].sent);
    await expect(item).toContainText(WORDS[lang].waiting);
    await expectNoAxeViolations(page);
    // a second request for the same bonus is not offered
    await page.reload();
    await expect(page.getByTestId('bonus-item').filter({ hasText: title })).toContainText(
      WORDS[lang].waiting,
    );
    await expect(page.getByTestId('bonus-item').filter({ hasText: title }).getByRole('button')).toHaveCount(
      0,
    );

    // the back office accepts it: the status and the balance follow
    const admin = await adminApi(baseURL!);
    try {
      const waiting = await admin.get('/api/v1/admin/bonus-requests?status=0&limit=200');
      const request = (
        (await waiting.json()) as { results: Array<{ id: number; userId: number; amount: number }> }
      ).results.find((r) => r.userId === player.userId);
      expect(request).toBeDefined();
      const decided = await admin.post(`/api/v1/admin/bonus-requests/${request!.id}/status`, {
        data: { status: 1 },
      });
      expect(decided.status()).toBe(200);
      await page.reload();
      await expect(page.getByTestId('bonus-item').filter({ hasText: title })).toContainText(
        WORDS[lang].accepted,
      );
      const me = (await (await page.request.get('/api/v1/me')).json()) as { credit: number };
      expect(me.credit).toBe(500 + request!.amount);
    } finally {
      await admin.dispose();
    }
  });
}

test('a player who may not use payments is told so in words, not by a message key (360 px, tr)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const player = await newPlayer(baseURL!);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: CSRF,
  });
  expect(login.status()).toBe(200);
  await page.goto('/tr/bonusRequest');
  await page.getByTestId('bonus-item').first().getByRole('button').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-state', '2');
  await expect(notice).toContainText('çevrimiçi ödeme');
  await expect(notice).not.toContainText('paymentsNotAllowed');
});
