import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealer } from './pages/panel-page.ts';
import { apiAs } from './pages/shell-page.ts';

// The panel on a phone in Arabic (right to left, 360 px): the network's rows and the payment
// requests' actions, which a dealer uses from a phone as much as from a desk.
test.use({ viewport: { width: 360, height: 740 } });
test.setTimeout(60_000);

/** Every part of a box lies within the page's width: nothing is cut off or pushed aside. */
async function expectWithinPage(page: Page, box: Locator) {
  const width = page.viewportSize()!.width;
  for (const b of await box.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, text: el.textContent ?? '' };
    }),
  )) {
    expect(b.left, b.text).toBeGreaterThanOrEqual(0);
    expect(b.right, b.text).toBeLessThanOrEqual(width);
  }
}

test('aa at 360 px: the network rows keep name, role, balance and credit on the phone', async ({
  page,
  baseURL,
}) => {
  const dealer = await newDealer(baseURL!, 5000);
  const api = await apiAs(baseURL!, dealer.userName, dealer.password);
  const tag = Math.random().toString(36).slice(2, 8);
  try {
    // a long sub-dealer name and a player, each with a balance of four digits
    for (const [userName, role] of [
      [`subdealerlong${tag}`, 'subDealer'],
      [`pl${tag}`, 'player'],
    ] as const) {
      const made = await api.post('/api/v1/admin/users', { data: { userName, password: 'kasa-77', role } });
      expect(made.status()).toBe(201);
      const { userId } = (await made.json()) as { userId: number };
      const given = await api.post(`/api/v1/admin/users/${userId}/credit`, {
        data: { amount: 1234.5, direction: 'in' },
      });
      expect(given.status()).toBe(200);
    }
  } finally {
    await api.dispose();
  }

  const panel = new PanelPage(page);
  await panel.login('aa', dealer.userName, dealer.password, 'network');
  const rows = page.getByTestId('network-tree').locator('.panel-node');
  await expect(rows).toHaveCount(2);
  // the page itself never scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectWithinPage(page, rows);
  await expectWithinPage(page, rows.locator('a, span, button'));
  for (const row of await rows.all()) {
    // the name leads the row on the reading side (right), the balance and credit follow it
    const name = (await row.locator('.panel-node-name').boundingBox())!;
    const balance = (await row.getByTestId('node-balance').boundingBox())!;
    const credit = (await row.getByTestId('node-credit').boundingBox())!;
    expect(name.x + name.width).toBeGreaterThan(balance.x + balance.width);
    expect(balance.x + balance.width).toBeGreaterThan(credit.x);
    // ...on the name's own line, not wrapped below it
    expect(Math.abs(balance.y + balance.height / 2 - (credit.y + credit.height / 2))).toBeLessThan(4);
    expect(balance.y).toBeLessThan(name.y + name.height);
    // a name is never broken in the middle of a short row: its line is at most two lines high
    expect(name.height).toBeLessThan(60);
  }
  await expect(rows.first().getByTestId('node-balance')).toContainText('1');
  await page.screenshot({ path: test.info().outputPath('network-aa-360.png'), fullPage: true });
  await expectNoAxeViolations(page);
  // the credit button opens its dialog with a real tap
  await rows.last().getByTestId('node-credit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('aa at 360 px: the dealer approves a bank transfer deposit from the payment requests', async ({
  page,
  baseURL,
}) => {
  const dealer = await newDealer(baseURL!, 2000);
  const api = await apiAs(baseURL!, dealer.userName, dealer.password);
  const userName = `pay${Math.random().toString(36).slice(2, 8)}`;
  const made = await api.post('/api/v1/admin/users', {
    data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
  });
  expect(made.status()).toBe(201);
  const own = await apiAs(baseURL!, userName, 'player1234');
  try {
    const categories = (await (await own.get('/api/v1/payments/categories?transferType=0')).json()) as {
      results: Array<{ paytypes: Array<{ payId: number; payCatId: number; payTag: string }> }>;
    };
    const bank = categories.results.flatMap((c) => c.paytypes).find((m) => m.payTag === 'HAVALE')!;
    const sent = await own.post('/api/v1/payments/requests', {
      data: {
        idempotencyKey: `e2e-${userName}-deposit`,
        payId: bank.payId,
        payCatId: bank.payCatId,
        transferType: 0,
        amount: 150,
        bank: 'TCZBTR2A',
        values: [
          { name: 'senderName', value: 'Ayşe Yılmaz' },
          { name: 'transferDate', value: '01-06-2025' },
        ],
      },
    });
    expect(sent.status()).toBe(201);

    const panel = new PanelPage(page);
    await panel.login('aa', dealer.userName, dealer.password, 'payments');
    const row = page.getByTestId('payment-row').filter({ hasText: userName });
    await expect(row).toContainText('Ziraat Bankası');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const approve = row.getByRole('button', { name: 'موافقة' });
    await expectWithinPage(page, approve);
    await page.screenshot({ path: test.info().outputPath('payments-aa-360.png'), fullPage: true });
    await expectNoAxeViolations(page);
    // a real tap: Playwright taps only what is visible, enabled and not covered by anything else
    await approve.click();
    const dialog = page.getByTestId('payment-decision');
    await expect(dialog).toContainText(userName);
    await expectWithinPage(page, dialog.getByTestId('payment-decide'));
    await dialog.getByTestId('payment-decide').click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    const me = (await (await own.get('/api/v1/me')).json()) as { credit: number };
    expect(me.credit).toBe(150);
  } finally {
    await own.dispose();
    await api.dispose();
  }
});
