import { expect, test, type Locator } from '@playwright/test';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { askByBankTransfer as ask } from './pages/payment-requests.ts';
import { apiAs } from './pages/shell-page.ts';

const TEXTS = {
  tr: {
    deposit: 'Para yatırma onayı',
    withdrawal: 'Para çekme onayı',
    creditIn: 'Kredi gönderildi',
    creditOut: 'Kredi geri alındı',
    totalIn: 'Verilen kredi ve onaylanan yatırımlar',
    totalOut: 'Geri alınan kredi ve onaylanan çekimler',
  },
  aa: {
    deposit: 'موافقة على إيداع',
    withdrawal: 'موافقة على سحب',
    creditIn: 'تم إرسال رصيد',
    creditOut: 'تم استرداد رصيد',
    totalIn: 'الرصيد الممنوح والإيداعات الموافق عليها',
    totalOut: 'الرصيد المسترد والسحوبات الموافق عليها',
  },
} as const;

/** The colour a movement's kind cell says for the viewer (of the row with `amount`, if given): money in, out, or neither. */
async function meaningOf(table: Locator, text: string, amount?: string) {
  const rows = amount === undefined ? table : table.locator('tr', { hasText: amount });
  const cell = rows.getByText(text, { exact: true });
  await expect(cell).toHaveCount(1);
  const cls = (await cell.getAttribute('class')) ?? '';
  return cls.includes('panel-pos') ? 'in' : cls.includes('panel-neg') ? 'out' : 'none';
}

for (const [width, height, lang] of [
  [1280, 800, 'tr'],
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
  [360, 740, 'aa'],
] as const) {
  test(`the administrator's finance page lists its approvals, coloured for it, and the dealer's page colours its own (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    const x = TEXTS[lang];
    const dealer = await newDealer(baseURL!, 100000);
    const dealerApi = await apiAs(baseURL!, dealer.userName, dealer.password);
    const admin = await apiAs(baseURL!, 'admin', 'admin1234');
    const userName = `pl${Math.random().toString(36).slice(2, 9)}`;
    const made = await dealerApi.post('/api/v1/admin/users', {
      data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
    });
    expect(made.status()).toBe(201);
    const { userId } = (await made.json()) as { userId: number };
    for (const [amount, direction] of [
      [300, 'in'],
      [50, 'out'],
    ] as const)
      expect(
        (
          await dealerApi.post(`/api/v1/admin/users/${userId}/credit`, { data: { amount, direction } })
        ).status(),
      ).toBe(200);
    const player = await apiAs(baseURL!, userName, 'player1234');
    // the administrator approves a deposit and a withdrawal (through the house), the dealer a deposit
    const deposit = await ask(player, 0, 1234.5, `e2e-${userName}-in`);
    const withdrawal = await ask(player, 1, 200, `e2e-${userName}-out`);
    for (const id of [deposit, withdrawal])
      expect((await admin.post(`/api/v1/admin/payments/requests/${id}/approve`, { data: {} })).status()).toBe(
        200,
      );
    const byDealer = await ask(player, 0, 100, `e2e-${userName}-in2`);
    expect(
      (await dealerApi.post(`/api/v1/admin/payments/requests/${byDealer}/approve`, { data: {} })).status(),
    ).toBe(200);
    await Promise.all([dealerApi.dispose(), admin.dispose(), player.dispose()]);

    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234', 'finance');
    await page.getByTestId('panel-finance').locator('input[type="search"]').fill(userName);
    const table = page.getByTestId('finance-table');
    const amount = (tr: string) => (lang === 'tr' ? tr : tr.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')));
    // the administrator's two approvals, the dealer's approval below it, and the dealer's credit
    // given and taken back
    await expect(table.getByText(x.withdrawal, { exact: true })).toHaveCount(1);
    await expect(table.getByText(x.deposit, { exact: true })).toHaveCount(2);
    await expect(table).toContainText(amount('1.234,50'));
    const totals = page.getByTestId('finance-totals');
    await expect(totals).toContainText(x.totalIn);
    await expect(totals).toContainText(x.totalOut);
    // in: 300 + 1.234,50 + 100; out: 50 + 200
    await expect(totals).toContainText(amount('1.634,50'));
    await expect(totals).toContainText(amount('250,00'));
    // for the house: the withdrawal it approved is money in, its deposit money out; the credit
    // the dealer gave and took back, and the deposit the dealer approved, are neither
    expect(await meaningOf(table, x.withdrawal)).toBe('in');
    expect(await meaningOf(table, x.creditIn)).toBe('none');
    expect(await meaningOf(table, x.creditOut)).toBe('none');
    expect(await meaningOf(table, x.deposit, amount('1.234,50'))).toBe('out');
    expect(await meaningOf(table, x.deposit, amount('100,00'))).toBe('none');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`finance-admin-${lang}-${width}.png`),
      fullPage: true,
    });

    // the dealer: the credit it gave and its deposit approval are money out, the credit it took back in
    await page.context().clearCookies();
    await panel.login(lang, dealer.userName, dealer.password, 'finance');
    const mine = page.getByTestId('finance-table');
    await expect(mine.getByText(x.deposit, { exact: true })).toHaveCount(1);
    expect(await meaningOf(mine, x.deposit)).toBe('out');
    expect(await meaningOf(mine, x.creditIn)).toBe('out');
    expect(await meaningOf(mine, x.creditOut)).toBe('in');
    await page.screenshot({
      path: test.info().outputPath(`finance-dealer-${lang}-${width}.png`),
      fullPage: true,
    });
  });
}
