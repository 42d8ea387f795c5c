import { expect, test, type Page } from '@playwright/test';
import { DemoCardPage } from './pages/demo-card-page.ts';
import { adminApi, apiAs, newPlayer, ShellPage } from './pages/shell-page.ts';

// A withdrawal request whose answer was lost: the server made it and held the amount, the page
// heard nothing. It must not say the request failed nor let another amount go out under the same
// key; once back online it looks the request up by its key and says it was made, with its amount.
test.setTimeout(60_000);
test.use({ viewport: { width: 360, height: 740 } });

const TEXTS = {
  tr: {
    bank: /Banka Havalesi$|Banka Havalesi\s/,
    holder: 'Hesap sahibi',
    failed: 'İşleminiz gerçekleştirilemedi',
    unanswered: 'yapılmış olabilir',
    offline: 'İnternet bağlantısı yok',
    made: /^Çekim talebiniz alındı\. Tutar: 100,00 TL\.$/,
    notMade: 'Talebiniz yapılmadı',
  },
  aa: {
    bank: /تحويل بنكي$|تحويل بنكي\s/,
    holder: 'صاحب الحساب',
    failed: 'تعذر إتمام عمليتك',
    unanswered: 'ربما تم تنفيذه',
    offline: 'لا يوجد اتصال بالإنترنت',
    made: /^تم استلام طلب السحب الخاص بك\. المبلغ: [^.]*100\.00 TL\u2069?$/,
    notMade: 'لم يتم تنفيذ طلبك',
  },
} as const;

/** The header's balance as a number, however the language writes it ('25,00 TL', '25.00 TL'). */
async function balance(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').innerText();
  const digits = text.replace(/[^\d.,-]/g, '');
  return Number(
    digits
      .replace(/[.,](?=\d{2}$)/, '#')
      .replace(/[.,]/g, '')
      .replace('#', '.'),
  );
}

for (const lang of ['tr', 'aa'] as const) {
  test(`${lang}: a withdrawal whose answer was lost is looked up by its key once online and shown made with its amount`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const player = await newPlayer(baseURL!, 400, { onlineUser: 1 });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    await page.goto(`/${lang}/withdraw`);
    const withdraw = page.getByTestId('withdraw-page');
    await withdraw.getByRole('button', { name: text.bank }).last().click();
    const form = withdraw.getByTestId('pay-form');
    await form.getByLabel('Ziraat Bankası').check();
    await form.getByLabel(text.holder).fill('Ayşe Yılmaz');
    await form.getByLabel('IBAN').fill('TR120001001234567890123456');
    await form.locator('input[name="amount"]').fill('100');

    const sent: Array<{ idempotencyKey: string; amount: number }> = [];
    // while "offline" no call of the payments reaches the server either (the lookup waits)
    let down = false;
    await page.route(/\/api\/v1\/payments\/requests(\?|$)/, async (route) => {
      if (down) return route.abort('internetdisconnected');
      if (route.request().method() !== 'POST') return route.continue();
      down = true;
      sent.push(route.request().postDataJSON() as { idempotencyKey: string; amount: number });
      // the server makes the request and holds the amount; its answer never reaches the page
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await form.locator('button[type="submit"]').click();

    // no 'failed, try again', and nothing to send another amount with under the same key
    await expect(form.getByTestId('pay-unanswered')).toContainText(text.unanswered);
    await expect(page.getByText(text.failed)).toHaveCount(0);
    await expect(form.locator('button[type="submit"]')).toBeHidden();
    await form.locator('input[name="amount"]').fill('150');
    await page.screenshot({ path: test.info().outputPath(`withdraw-lost-${lang}.png`), fullPage: true });
    expect(sent).toHaveLength(1);

    down = false;
    await context.setOffline(false);
    await expect(page.getByTestId('pay-notice')).toHaveText(text.made);
    await expect(page.getByText(text.failed)).toHaveCount(0);
    await expect.poll(() => balance(page)).toBe(300);
    await page.screenshot({ path: test.info().outputPath(`withdraw-found-${lang}.png`), fullPage: true });

    // the server has the one request of 100, and refuses its key with another amount
    const api = await apiAs(baseURL!, player.userName, player.password);
    const own = (await (await api.get('/api/v1/payments/requests')).json()) as {
      results: Array<{ amount: number }>;
    };
    expect(own.results.map((r) => r.amount)).toEqual([100]);
    const reused = await api.post('/api/v1/payments/requests', {
      data: { ...sent[0], amount: 150 },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(reused.status()).toBe(409);
    await api.dispose();
  });

  test(`${lang}: the withdraw page opened offline says there is no connection, not that it failed`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const player = await newPlayer(baseURL!, 400, { onlineUser: 1 });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    // the site out of reach as the page asks for its methods
    await page.route(/\/api\/v1\/payments\/categories/, (route) => route.abort('internetdisconnected'));
    await page.goto(`/${lang}/withdraw`);
    await expect(page.getByTestId('pay-offline')).toContainText(text.offline);
    await expect(page.getByText(text.failed)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`withdraw-offline-${lang}.png`), fullPage: true });
    await page.unroute(/\/api\/v1\/payments\/categories/);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(
      page.getByTestId('withdraw-page').getByRole('button', { name: text.bank }).first(),
    ).toBeVisible();
  });
}

test('tr: a withdrawal that never reached the server is found not made; sent again with another amount it goes under a new key', async ({
  page,
  context,
  baseURL,
}) => {
  const text = TEXTS.tr;
  const player = await newPlayer(baseURL!, 400, { onlineUser: 1 });
  await page.goto('/tr/');
  await new ShellPage(page).login(player.userName, player.password);
  await page.goto('/tr/withdraw');
  const withdraw = page.getByTestId('withdraw-page');
  await withdraw.getByRole('button', { name: text.bank }).last().click();
  const form = withdraw.getByTestId('pay-form');
  await form.getByLabel('Ziraat Bankası').check();
  await form.getByLabel(text.holder).fill('Ayşe Yılmaz');
  await form.getByLabel('IBAN').fill('TR120001001234567890123456');
  await form.locator('input[name="amount"]').fill('100');

  const sent: Array<{ idempotencyKey: string; amount: number }> = [];
  let down = false;
  await page.route(/\/api\/v1\/payments\/requests(\?|$)/, async (route) => {
    if (route.request().method() === 'POST') {
      sent.push(route.request().postDataJSON() as { idempotencyKey: string; amount: number });
      // the first one is lost on its way: the server never sees it
      if (sent.length === 1) {
        down = true;
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      }
    }
    if (down) return route.abort('internetdisconnected');
    return route.continue();
  });
  await form.locator('button[type="submit"]').click();
  await expect(form.getByTestId('pay-unanswered')).toContainText(text.unanswered);
  down = false;
  await context.setOffline(false);
  await expect(form.getByRole('alert')).toContainText(text.notMade);
  await expect.poll(() => balance(page)).toBe(400);

  await form.locator('input[name="amount"]').fill('150');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('pay-notice')).toHaveText(/^Çekim talebiniz alındı\. Tutar: 150,00 TL\.$/);
  await expect.poll(() => balance(page)).toBe(250);
  expect(sent.map((b) => b.amount)).toEqual([100, 150]);
  expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
});

const DEPOSIT_TEXTS = {
  tr: {
    card: 'Kredi Kartı',
    demoCard: /^Demo Kart(?! 3D)/,
    submit: 'Yatır',
    made: /^Talebiniz alındı\. Ödemeyi tamamlamak için ödeme sayfasına devam edin\. Tutar: 25,00 TL\.$/,
    go: 'Ödeme sayfasına devam et',
    paid: 'Ödemeniz alındı ve bakiyenize eklendi.',
  },
  aa: {
    card: 'بطاقة ائتمان',
    demoCard: /^بطاقة تجريبية(?! 3D)/,
    submit: 'إيداع',
    made: /^تم استلام طلبك\. لإتمام الدفع تابع إلى صفحة الدفع\. المبلغ: [^.]*25\.00 TL\u2069?$/,
    go: 'المتابعة إلى صفحة الدفع',
    paid: 'تم استلام دفعتك وإضافتها إلى رصيدك.',
  },
} as const;

for (const lang of ['tr', 'aa'] as const) {
  test(`${lang}: a card deposit whose answer was lost is found made and offers its payment page, which pays it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = { ...TEXTS[lang], ...DEPOSIT_TEXTS[lang] };
    const player = await newPlayer(baseURL!, 10, { onlineUser: 1 });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    await page.goto(`/${lang}/deposit`);
    const deposit = page.getByTestId('deposit-page');
    await deposit.getByRole('button', { name: text.card }).click();
    await deposit.getByRole('button', { name: text.demoCard }).click();
    const form = deposit.getByTestId('pay-form');
    await form.locator('input[name="amount"]').fill('25');

    let down = false;
    let paymentUrl = '';
    await page.route(/\/api\/v1\/payments\/requests(\?|$)/, async (route) => {
      if (down) return route.abort('internetdisconnected');
      if (route.request().method() !== 'POST') return route.continue();
      down = true;
      // the server makes the request and opens its payment page; the answer never reaches the page
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      paymentUrl = ((await answer.json()) as { paymenturl: string }).paymenturl;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByTestId('pay-unanswered')).toContainText(text.unanswered);
    await expect(page.getByText(text.failed)).toHaveCount(0);
    await expect(page.getByTestId('pay-frame')).toHaveCount(0);

    down = false;
    await context.setOffline(false);
    // found made: the page says so and offers the payment page the answer would have opened
    await expect(page.getByTestId('pay-continue-notice')).toHaveText(text.made);
    const go = page.getByRole('button', { name: text.go });
    await expect(go).toBeVisible();
    await expect(page.getByText(text.failed)).toHaveCount(0);
    expect(paymentUrl).not.toBe('');
    // the notice and its button in view (a full-page picture puts the phone's fixed footer over them)
    await go.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`deposit-found-${lang}.png`) });
    await go.click();
    const popup = page.getByTestId('pay-frame');
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', paymentUrl);
    const provider = new DemoCardPage(popup.frameLocator('iframe'), lang);
    await provider.fillPayingCard(lang === 'tr' ? '25,00 TL' : '\u206625.00 TL\u2069');
    await provider.pay();
    await expect(popup).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('pay-notice')).toHaveText(text.paid);
    await expect.poll(() => balance(page)).toBe(35);

    // one request of 25 was made, no second one
    const api = await apiAs(baseURL!, player.userName, player.password);
    const own = (await (await api.get('/api/v1/payments/requests')).json()) as {
      results: Array<{ amount: number; status: number }>;
    };
    expect(own.results.map((r) => [r.amount, r.status])).toEqual([[25, 1]]);
    await api.dispose();
  });

  test(`${lang}: a shop cash withdrawal whose answer was lost is found made and shows the code to collect it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const player = await newPlayer(baseURL!, 400, { onlineUser: 1 });
    // a shop cash method, on only for this test: other specs' pages do not list it for long
    const admin = await adminApi(baseURL!);
    const suffix = Math.random().toString(36).slice(2, 8);
    const category = {
      name: `Bayide nakit ${suffix}`,
      info: '',
      logo: '',
      openLink: 0,
      sort: 9999,
      active: 1,
    };
    const cat = await admin.post('/api/v1/admin/payment-categories', { data: category });
    expect(cat.status(), await cat.text()).toBeLessThan(300);
    const categoryId = ((await cat.json()) as { id: number }).id;
    const method = await admin.post('/api/v1/admin/payment-methods', {
      data: {
        categoryId,
        transferType: 1,
        name: `Nakit ${suffix}`,
        provider: 'shopCash',
        minAmount: 10,
        maxAmount: 10000,
      },
    });
    expect(method.status(), await method.text()).toBeLessThan(300);
    const off = async () =>
      expect(
        (
          await admin.put(`/api/v1/admin/payment-categories/${categoryId}`, {
            data: { ...category, active: 0 },
          })
        ).status(),
      ).toBeLessThan(300);
    try {
      await page.goto(`/${lang}/`);
      await new ShellPage(page).login(player.userName, player.password);
      await page.goto(`/${lang}/withdraw`);
      const withdraw = page.getByTestId('withdraw-page');
      await withdraw.getByRole('button', { name: category.name }).click();
      await withdraw.getByRole('button', { name: new RegExp(`^Nakit ${suffix}`) }).click();
      const form = withdraw.getByTestId('pay-form');
      await form.locator('input[name="amount"]').fill('120');

      let down = false;
      let code = '';
      await page.route(/\/api\/v1\/payments\/requests(\?|$)/, async (route) => {
        if (down) return route.abort('internetdisconnected');
        if (route.request().method() !== 'POST') return route.continue();
        down = true;
        const answer = await route.fetch();
        expect(answer.status()).toBe(201);
        code = ((await answer.json()) as { request: { shopCode: string } }).request.shopCode;
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      await form.locator('button[type="submit"]').click();
      await expect(form.getByTestId('pay-unanswered')).toContainText(text.unanswered);

      down = false;
      await context.setOffline(false);
      // the code of the answer that was lost
      expect(code).toMatch(/^\d{22}$/);
      const notice = page.getByTestId('pay-notice');
      await expect(notice).toContainText(lang === 'tr' ? 'Tutar: 120,00 TL.' : '120.00 TL');
      // in its groups of four, kept left to right in an Arabic sentence too (an isolate): else its
      // groups were drawn in reverse order, and the shop would type another code
      await expect(notice).toContainText(`\u2066${code.replace(/(\d{4})(?=\d)/g, '$1 ')}\u2069`);
      await expect(page.getByText(text.failed)).toHaveCount(0);
      await expect.poll(() => balance(page)).toBe(280);
      await page.screenshot({
        path: test.info().outputPath(`shop-withdraw-found-${lang}.png`),
        fullPage: true,
      });
    } finally {
      await off();
      await admin.dispose();
    }
  });
}
