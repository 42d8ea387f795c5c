import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { DemoCardPage } from './pages/demo-card-page.ts';
import { PanelPage } from './pages/panel-page.ts';
import { shopWithdrawalCodeExpired, transferRequestMadeAgo } from './pages/server-db.ts';
import { as, playerWithShopWithdrawal } from './pages/shop-cash.ts';
import { adminApi, apiAs, ShellPage } from './pages/shell-page.ts';

// Payments at 360 px: a card deposit through the demo provider's page, and a bank withdrawal the
// player's dealer approves through the API; in Turkish and Arabic, with axe on every screen.
test.use({ viewport: { width: 360, height: 740 } });

interface Player {
  dealerName: string;
  userName: string;
  password: string;
  userId: number;
  dealer: APIRequestContext;
}

/** A dealer of its own with a player under it who may pay online (onlineUser 1). */
async function dealerAndPlayer(baseURL: string, credit: number): Promise<Player> {
  const admin = await adminApi(baseURL);
  const suffix = Math.random().toString(36).slice(2, 9);
  const dealerName = `e2ed${suffix}`;
  const created = await admin.post('/api/v1/admin/users', {
    data: { userName: dealerName, password: 'dealer1234', role: 'dealer', userOpenLimit: 10 },
  });
  expect(created.status()).toBe(201);
  const { userId: dealerId } = (await created.json()) as { userId: number };
  expect(
    (
      await admin.post(`/api/v1/admin/users/${dealerId}/credit`, { data: { amount: 5000, direction: 'in' } })
    ).status(),
  ).toBe(200);
  await admin.dispose();
  const dealer = await apiAs(baseURL, dealerName, 'dealer1234');
  const userName = `e2ep${suffix}`;
  const player = await dealer.post('/api/v1/admin/users', {
    data: {
      userName,
      password: 'player1234',
      role: 'player',
      onlineUser: 1,
      products: { sportUser: { status: 1 }, liveUser: { status: 1 } },
    },
  });
  expect(player.status()).toBe(201);
  const { userId } = (await player.json()) as { userId: number };
  if (credit > 0)
    expect(
      (
        await dealer.post(`/api/v1/admin/users/${userId}/credit`, {
          data: { amount: credit, direction: 'in' },
        })
      ).status(),
    ).toBe(200);
  return { dealerName, userName, password: 'player1234', userId, dealer };
}

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

async function login(page: Page, lang: string, p: Pick<Player, 'userName' | 'password'>) {
  await page.goto(`/${lang}/`);
  await new ShellPage(page).login(p.userName, p.password);
}

/** The demo methods' names and form labels as each page language shows them. */
const NAMES = {
  tr: {
    card: 'Kredi Kartı',
    demoCard: /^Demo Kart(?! 3D)/,
    bank: /Banka Havalesi$|Banka Havalesi\s/,
    holder: 'Hesap sahibi',
  },
  aa: {
    card: 'بطاقة ائتمان',
    demoCard: /^بطاقة تجريبية(?! 3D)/,
    bank: /تحويل بنكي$|تحويل بنكي\s/,
    holder: 'صاحب الحساب',
  },
} as const;

for (const lang of ['tr', 'aa'] as const) {
  test(`${lang}: a card deposit on the demo provider's page raises the balance and lists the request as confirmed`, async ({
    page,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 0);
    try {
      await login(page, lang, player);
      expect(await balance(page)).toBe(0);
      await page.getByTestId('header-deposit').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/deposit$`));
      const deposit = page.getByTestId('deposit-page');
      if (lang === 'aa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await deposit.getByRole('button', { name: NAMES[lang].card }).click();
      await deposit.getByRole('button', { name: NAMES[lang].demoCard }).click();
      // the methods are named in the page's language: an Arabic page shows no Turkish name
      if (lang === 'aa')
        for (const turkish of ['Kredi Kartı', 'Demo Kart', 'Banka Havalesi'])
          await expect(deposit).not.toContainText(turkish);
      const form = deposit.getByTestId('pay-form');
      // the shared amount rule refuses below the method's minimum before anything is sent
      await form.locator('input[name="amount"]').fill('5');
      await form.getByRole('button', { name: lang === 'tr' ? 'Yatır' : 'إيداع' }).click();
      await expect(form.locator('.pay-error')).toContainText('10');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`deposit-form-${lang}.png`) });

      await form.locator('input[name="amount"]').fill('25');
      await form.getByRole('button', { name: lang === 'tr' ? 'Yatır' : 'إيداع' }).click();
      const popup = page.getByTestId('pay-frame');
      await expect(popup).toBeVisible();
      // the provider's page speaks the language of the site the deposit was made on
      const provider = new DemoCardPage(popup.frameLocator('iframe'), lang);
      await provider.fillPayingCard(lang === 'tr' ? '25,00 TL' : '\u206625.00 TL\u2069');
      await page.screenshot({ path: test.info().outputPath(`deposit-provider-${lang}.png`) });
      await provider.pay();
      // once the provider has told the server, the frame closes and the page says so
      await expect(popup).toBeHidden({ timeout: 15_000 });
      await expect(page.getByTestId('pay-notice')).toHaveText(
        lang === 'tr' ? 'Ödemeniz alındı ve bakiyenize eklendi.' : 'تم استلام دفعتك وإضافتها إلى رصيدك.',
      );
      await expect.poll(() => balance(page)).toBe(25);

      await page.goto(`/${lang}/transferRequest`);
      const row = page.getByTestId('transfer-request').first();
      await expect(row).toHaveAttribute('data-status', '1');
      await expect(row).toContainText(`${NAMES[lang].card} - KART`);
      await expect(row).toContainText(lang === 'tr' ? 'Onaylandı' : 'تمت الموافقة');
      await expect(row).toContainText(/25[.,]00/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`transfer-requests-${lang}.png`) });
      // and the deposit is a movement of the account
      const own = await apiAs(baseURL!, player.userName, player.password);
      const tx = (await (await own.get('/api/v1/transactions')).json()) as {
        results: Array<{ amount: number; type: string }>;
      };
      expect(tx.results[0]).toMatchObject({ amount: 25 });
      expect(tx.results[0]!.type).toMatch(/^deposit->/);
      await own.dispose();
    } finally {
      await player.dealer.dispose();
    }
  });

  test(`${lang}: a bank withdrawal is held at request and paid when the dealer approves it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 400);
    try {
      await login(page, lang, player);
      await page.goto(`/${lang}/withdraw`);
      const withdraw = page.getByTestId('withdraw-page');
      // the bank category opens by itself (openLink); its one method opens the form
      await withdraw.getByRole('button', { name: NAMES[lang].bank }).last().click();
      const form = withdraw.getByTestId('pay-form');
      // an unavailable bank says so and leads back
      await form.getByLabel('Akbank').click();
      await expect(withdraw.getByRole('alert')).toContainText('Akbank');
      await withdraw.getByRole('button', { name: lang === 'tr' ? 'Geri' : 'رجوع' }).click();
      await form.getByLabel('Ziraat Bankası').check();
      await form.getByLabel(NAMES[lang].holder).fill('Ayşe Yılmaz');
      await form.getByLabel('IBAN').fill('TR12');
      await form.locator('input[name="amount"]').fill('150');
      const send = form.getByRole('button', {
        name: lang === 'tr' ? 'Çekim talebi gönder' : 'إرسال طلب السحب',
      });
      await send.click();
      await expect(form.locator('.pay-error')).toContainText('26');
      await form.getByLabel('IBAN').fill('TR120001001234567890123456');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`withdraw-form-${lang}.png`) });
      await send.click();
      await expect(page.getByTestId('pay-notice')).toHaveText(
        lang === 'tr'
          ? 'Çekim talebiniz alındı. Tutar: 150,00 TL.'
          : /^تم استلام طلب السحب الخاص بك\. المبلغ: [^.]*150\.00 TL\u2069?$/,
      );
      await expect.poll(() => balance(page)).toBe(250);

      await page.goto(`/${lang}/transferRequest`);
      await expect(page.getByTestId('transfer-request').first()).toHaveAttribute('data-status', '0');

      // The dealer's desktop lists it with the decision on screen (a long method name and the
      // payee's details pushed it past the edge of a table that scrolls sideways).
      const desk = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL });
      try {
        const panel = new PanelPage(desk);
        await panel.login(lang, player.dealerName, 'dealer1234');
        await panel.go('payments');
        const listed = desk.getByTestId('payment-row').filter({ hasText: player.userName });
        await expect(listed).toContainText('TR120001001234567890123456');
        await expect(listed.getByRole('button').first()).toBeInViewport({ ratio: 1 });
        await expect(listed.getByRole('button').last()).toBeInViewport({ ratio: 1 });
        await desk.screenshot({ path: test.info().outputPath(`panel-withdrawal-${lang}-1280.png`) });
      } finally {
        await desk.close();
      }

      // the player's dealer approves it through the API
      const waiting = (await (
        await player.dealer.get('/api/v1/admin/payments/requests?status=0&transferType=1')
      ).json()) as { results: Array<{ id: number; userName: string }> };
      const mine = waiting.results.find((r) => r.userName === player.userName)!;
      const approved = await player.dealer.post(`/api/v1/admin/payments/requests/${mine.id}/approve`, {
        data: {},
      });
      expect(approved.status()).toBe(200);

      await page.reload();
      const row = page.getByTestId('transfer-request').first();
      await expect(row).toHaveAttribute('data-status', '1');
      await expect(row).toContainText(lang === 'tr' ? 'Onaylandı' : 'تمت الموافقة');
      await expect(row).toContainText(lang === 'tr' ? 'Çekim' : 'سحب');
      expect(await balance(page)).toBe(250);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`withdraw-paid-${lang}.png`) });
    } finally {
      await player.dealer.dispose();
    }
  });
}

for (const lang of ['tr', 'aa'] as const)
  test(`${lang}: a bank transfer deposit typed with the language's decimal sign is asked for that amount`, async ({
    page,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 0);
    const own = await apiAs(baseURL!, player.userName, player.password);
    // Turkish writes a decimal comma and groups with a point; Arabic (Latin digits) the other way
    const [hundred, thousand] = lang === 'tr' ? ['100,50', '1.000,50'] : ['100.50', '1,000.50'];
    try {
      await login(page, lang, player);
      await page.goto(`/${lang}/deposit`);
      const deposit = page.getByTestId('deposit-page');
      await deposit
        .getByRole('button', { name: lang === 'tr' ? /Havale \/ EFT/ : /حوالة \/ EFT/ })
        .last()
        .click();
      const form = deposit.getByTestId('pay-form');
      await form.getByLabel('Ziraat Bankası').check();
      await form.locator('input[name="senderName"]').fill('Ayşe Yılmaz');
      await form.locator('input[name="transferDate"]').fill('01-06-2025');
      const amount = form.locator('input[name="amount"]');
      // typed key by key, as a player does: the decimal sign stays
      await amount.pressSequentially(hundred);
      await expect(amount).toHaveValue(hundred);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`deposit-decimal-${lang}.png`) });
      await form.getByRole('button', { name: lang === 'tr' ? 'Yatır' : 'إيداع' }).click();
      await expect(page.getByTestId('pay-notice')).toBeVisible();

      // a thousand with its grouping sign is within the method's 50.000 maximum
      await deposit
        .getByRole('button', { name: lang === 'tr' ? /Havale \/ EFT/ : /حوالة \/ EFT/ })
        .last()
        .click();
      await form.getByLabel('Ziraat Bankası').check();
      await form.locator('input[name="senderName"]').fill('Ayşe Yılmaz');
      await form.locator('input[name="transferDate"]').fill('01-06-2025');
      await amount.pressSequentially(thousand);
      await expect(amount).toHaveValue(thousand);
      await form.getByRole('button', { name: lang === 'tr' ? 'Yatır' : 'إيداع' }).click();
      await expect(form).toBeHidden();

      const list = (await (await own.get('/api/v1/payments/requests')).json()) as {
        results: Array<{ amount: number; transferType: number; status: number }>;
      };
      expect(list.results.map((r) => [r.transferType, r.status, r.amount])).toEqual([
        [0, 0, 1000.5],
        [0, 0, 100.5],
      ]);
      await page.goto(`/${lang}/transferRequest`);
      await expect(page.getByTestId('transfer-request').last()).toContainText(hundred);
    } finally {
      await own.dispose();
      await player.dealer.dispose();
    }
  });

for (const lang of ['tr', 'aa'] as const)
  test(`${lang}: a withdrawal the dealer rejects reads as rejected with the reason, and its movements are named`, async ({
    page,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 400);
    const own = await apiAs(baseURL!, player.userName, player.password);
    try {
      const categories = (await (await own.get('/api/v1/payments/categories?transferType=1')).json()) as {
        results: Array<{ paytypes: Array<{ payId: number; payCatId: number; payTag: string }> }>;
      };
      const bank = categories.results.flatMap((c) => c.paytypes).find((m) => m.payTag === 'HAVALE')!;
      const sent = await own.post('/api/v1/payments/requests', {
        data: {
          idempotencyKey: `e2e-${player.userName}-withdraw`,
          payId: bank.payId,
          payCatId: bank.payCatId,
          transferType: 1,
          amount: 150,
          bank: 'TCZBTR2A',
          values: [
            { name: 'accountHolder', value: 'Ayşe Yılmaz' },
            { name: 'iban', value: 'TR120001001234567890123456' },
          ],
        },
      });
      expect(sent.status()).toBe(201);
      const { request } = (await sent.json()) as { request: { id: number } };
      const rejected = await player.dealer.post(`/api/v1/admin/payments/requests/${request.id}/reject`, {
        data: { reason: 'IBAN sahibi farklı' },
      });
      expect(rejected.status()).toBe(200);

      await login(page, lang, player);
      await page.goto(`/${lang}/transferRequest`);
      const row = page.getByTestId('transfer-request').first();
      await expect(row).toHaveAttribute('data-outcome', 'rejected');
      await expect(row).toContainText(lang === 'tr' ? 'Reddedildi' : 'مرفوض');
      await expect(row).toContainText(
        lang === 'tr' ? 'Sebep: IBAN sahibi farklı' : 'السبب: IBAN sahibi farklı',
      );
      await expect(row).not.toContainText(lang === 'tr' ? 'İptal edildi' : 'ملغى');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`transfer-rejected-${lang}.png`) });

      // the hold and its release are named in the page's language, never by their ledger type
      await page.goto(`/${lang}/transactions`);
      const rows = page.getByTestId('tx-row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toContainText(lang === 'tr' ? 'Çekim talebi iadesi' : 'إرجاع مبلغ السحب');
      await expect(rows.nth(1)).toContainText(
        lang === 'tr' ? 'Çekim talebi (bloke edildi)' : 'طلب سحب (محجوز)',
      );
      await expect(page.getByTestId('tx-list')).not.toContainText(
        /withdrawHold|withdrawRelease|deposit|creditIn/,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`transactions-named-${lang}.png`) });
    } finally {
      await own.dispose();
      await player.dealer.dispose();
    }
  });

for (const lang of ['tr', 'aa'] as const)
  test(`${lang}: a payment page left unpaid reads as expired, and the status filter lists each outcome only`, async ({
    page,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 0);
    const own = await apiAs(baseURL!, player.userName, player.password);
    try {
      const categories = (await (await own.get('/api/v1/payments/categories?transferType=0')).json()) as {
        results: Array<{
          paytypes: Array<{ payId: number; payCatId: number; payTag: string; iframe: number }>;
        }>;
      };
      const methods = categories.results.flatMap((c) => c.paytypes);
      const card = methods.find((m) => m.iframe === 2)!;
      const bank = methods.find((m) => m.payTag === 'HAVALE')!;
      const sent = await own.post('/api/v1/payments/requests', {
        data: {
          idempotencyKey: `e2e-${player.userName}-card`,
          payId: card.payId,
          payCatId: card.payCatId,
          transferType: 0,
          amount: 30,
          values: [],
        },
      });
      expect(sent.status()).toBe(201);
      const { request } = (await sent.json()) as { request: { id: number } };
      // the payment page's time (60 minutes by default) passes without a payment
      transferRequestMadeAgo(request.id, 120);
      const rejected = await own.post('/api/v1/payments/requests', {
        data: {
          idempotencyKey: `e2e-${player.userName}-bank`,
          payId: bank.payId,
          payCatId: bank.payCatId,
          transferType: 0,
          amount: 100,
          bank: 'TCZBTR2A',
          values: [
            { name: 'senderName', value: 'Ayşe Yılmaz' },
            { name: 'transferDate', value: '01-06-2025' },
          ],
        },
      });
      expect(rejected.status()).toBe(201);
      const { request: bankRequest } = (await rejected.json()) as { request: { id: number } };
      expect(
        (
          await player.dealer.post(`/api/v1/admin/payments/requests/${bankRequest.id}/reject`, {
            data: { reason: 'Havale gelmedi' },
          })
        ).status(),
      ).toBe(200);

      const texts = {
        tr: { expired: 'Süresi doldu', cancelled: 'İptal edildi', rejected: 'Reddedildi' },
        aa: { expired: 'منتهي الصلاحية', cancelled: 'ملغى', rejected: 'مرفوض' },
      }[lang];
      await login(page, lang, player);
      await page.goto(`/${lang}/transferRequest`);
      const rows = page.getByTestId('transfer-request');
      await expect(rows).toHaveCount(2);
      const expired = page.locator('[data-testid="transfer-request"][data-outcome="expired"]');
      await expect(expired).toHaveCount(1);
      await expect(expired.locator('.pay-status')).toHaveText(texts.expired);
      await expect(expired).not.toContainText(texts.cancelled);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`transfer-expired-${lang}.png`) });

      // each status of the filter lists its own requests: a rejected one is not a cancelled one
      const filters = page.getByRole('form');
      const status = filters.getByRole('combobox');
      const search = filters.getByRole('button');
      for (const [outcome, count] of [
        ['expired', 1],
        ['rejected', 1],
        ['failed', 0],
        ['confirmed', 0],
        ['waiting', 0],
        ['', 2],
      ] as const) {
        await status.selectOption(outcome);
        await search.click();
        await expect(rows, outcome).toHaveCount(count);
        if (count === 1) await expect(rows).toHaveAttribute('data-outcome', outcome);
      }
      await status.selectOption('rejected');
      await search.click();
      await expect(rows).toHaveCount(1);
      await expect(rows.locator('.pay-status')).toHaveText(texts.rejected);
    } finally {
      await own.dispose();
      await player.dealer.dispose();
    }
  });

for (const lang of ['tr', 'aa'] as const)
  test(`${lang}: a shop withdrawal the dealer took back reads as cancelled, an expired one says its code expired; at 360 px the date keeps one line and a long reason wraps under`, async ({
    page,
    request,
  }) => {
    const texts = {
      tr: {
        cancelled: 'İptal edildi',
        rejected: 'Reddedildi',
        codeExpired: 'Çekim kodunun süresi',
        pageExpired: 'Ödeme sayfasının',
        reason:
          'Oyuncu bayiye gelip çekimin iptal edilmesini kendisi istedi; tutar aynı gün hesabına geri yüklendi',
      },
      aa: {
        cancelled: 'ملغى',
        rejected: 'مرفوض',
        codeExpired: 'انتهت صلاحية رمز السحب',
        pageExpired: 'صفحة الدفع',
        reason: 'طلب اللاعب بنفسه إلغاء السحب في المتجر، وأُعيد المبلغ إلى حسابه في اليوم نفسه دون أي رسوم',
      },
    }[lang];
    const taken = await playerWithShopWithdrawal(request, 40);
    await as(request, 'dealer1', 'dealer1234');
    const cancel = await request.post(`/api/v1/admin/shop-withdrawals/${taken.requestId}/cancel`, {
      data: { reason: texts.reason },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);
    await request.post('/api/v1/auth/logout', { headers: { 'x-requested-with': 'fetch' } });

    await login(page, lang, taken);
    await page.goto(`/${lang}/transferRequest`);
    const row = page.getByTestId('transfer-request');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-outcome', 'cancelled');
    await expect(row.locator('.pay-status')).toHaveText(texts.cancelled);
    await expect(row).not.toContainText(texts.rejected);
    const note = row.getByTestId('transfer-result');
    await expect(note).toContainText(texts.reason);
    // the date is one line, whatever the length of the text under the status
    const date = await row.locator('time').evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      font: parseFloat(getComputedStyle(el).fontSize),
    }));
    expect(date.height).toBeLessThan(date.font * 2);
    // the reason wraps in its own line under the request, inside the card
    const card = (await row.boundingBox())!;
    const main = (await row.locator('.pay-request-main').boundingBox())!;
    const under = (await note.boundingBox())!;
    expect(under.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
    expect(under.x).toBeGreaterThanOrEqual(card.x - 1);
    expect(under.x + under.width).toBeLessThanOrEqual(card.x + card.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`transfer-shop-cancelled-${lang}.png`) });

    // a code left uncollected past its days: expired, and it says the code expired, not a page
    const late = await playerWithShopWithdrawal(request, 30);
    shopWithdrawalCodeExpired(late.requestId);
    await page.context().clearCookies();
    await login(page, lang, late);
    await page.goto(`/${lang}/transferRequest`);
    const expired = page.getByTestId('transfer-request');
    await expect(expired).toHaveAttribute('data-outcome', 'expired');
    await expect(expired.getByTestId('transfer-result')).toContainText(texts.codeExpired);
    await expect(expired).not.toContainText(texts.pageExpired);
    await page.screenshot({ path: test.info().outputPath(`transfer-shop-expired-${lang}.png`) });
  });

test.describe('panel', () => {
  // the panel's wide table is a desktop screen
  test.use({ viewport: { width: 1280, height: 800 } });

  test('aa: the dealer approves a bank transfer deposit in the panel, after a confirmation', async ({
    page,
    baseURL,
  }) => {
    const player = await dealerAndPlayer(baseURL!, 0);
    const own = await apiAs(baseURL!, player.userName, player.password);
    try {
      const categories = (await (await own.get('/api/v1/payments/categories?transferType=0')).json()) as {
        results: Array<{ paytypes: Array<{ payId: number; payCatId: number; payTag: string }> }>;
      };
      const bank = categories.results.flatMap((c) => c.paytypes).find((m) => m.payTag === 'HAVALE')!;
      const sent = await own.post('/api/v1/payments/requests', {
        data: {
          idempotencyKey: `e2e-${player.userName}-deposit`,
          payId: bank.payId,
          payCatId: bank.payCatId,
          transferType: 0,
          amount: 100,
          bank: 'TCZBTR2A',
          values: [
            { name: 'senderName', value: 'Ayşe Yılmaz' },
            { name: 'transferDate', value: '01-06-2025' },
          ],
        },
      });
      expect(sent.status()).toBe(201);

      const panel = new PanelPage(page);
      await panel.login('aa', player.dealerName, 'dealer1234');
      await panel.go('payments');
      const row = page.getByTestId('payment-row').filter({ hasText: player.userName });
      // the form's titles in the panel's language
      await expect(row).toContainText('الاسم الكامل للمرسل: Ayşe Yılmaz');
      await expect(row).toContainText('Ziraat Bankası');
      await expectNoAxeViolations(page);
      await row.getByRole('button', { name: 'موافقة' }).click();
      const dialog = page.getByTestId('payment-decision');
      await expect(dialog).toContainText(player.userName);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('panel-approve-aa.png') });
      await dialog.getByTestId('payment-decide').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'تم تحديث الطلب.' })).toBeVisible();
      // waiting requests only by default: the decided one has left the list
      await expect(row).toHaveCount(0);
      const me = (await (await own.get('/api/v1/me')).json()) as { credit: number };
      expect(me.credit).toBe(100);
    } finally {
      await own.dispose();
      await player.dealer.dispose();
    }
  });
});
