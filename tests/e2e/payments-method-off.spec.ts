import { expect, test, type Page } from '@playwright/test';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';

// A withdrawal whose answer was lost is looked up by its key once the connection is back (see
// payments-lost-answer.spec.ts). If the operator switched its method off meanwhile, the methods
// read again on reconnecting no longer list it: the player must still be told what became of the
// request (before, its form closed with the method and the lookup's answer was never shown).
test.setTimeout(90_000);

const TEXTS = {
  tr: { unanswered: 'yapılmış olabilir', made: 'Çekim talebiniz alındı', amount: 'Tutar: 120,00 TL.' },
  aa: { unanswered: 'ربما تم تنفيذه', made: 'تم استلام طلب السحب الخاص بك', amount: '120.00 TL' },
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
  for (const width of [360, 1280]) {
    test(`${lang} at ${width} px: a withdrawal looked up after its answer was lost is shown made though its method was switched off`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const text = TEXTS[lang];
      const player = await newPlayer(baseURL!, 400, { onlineUser: 1 });
      // a shop cash method of this test's own, switched off by the operator halfway
      const admin = await adminApi(baseURL!);
      const suffix = Math.random().toString(36).slice(2, 8);
      const category = { name: `Kapanan ${suffix}`, info: '', logo: '', openLink: 0, sort: 9999, active: 1 };
      const cat = await admin.post('/api/v1/admin/payment-categories', { data: category });
      expect(cat.status(), await cat.text()).toBeLessThan(300);
      const categoryId = ((await cat.json()) as { id: number }).id;
      const methodBody = {
        categoryId,
        transferType: 1,
        name: `Nakit ${suffix}`,
        provider: 'shopCash',
        minAmount: 10,
        maxAmount: 10000,
      };
      const made = await admin.post('/api/v1/admin/payment-methods', { data: methodBody });
      expect(made.status(), await made.text()).toBeLessThan(300);
      const methodId = ((await made.json()) as { id: number }).id;
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
        await page.route(/\/api\/v1\/payments\/requests(\?|$)/, async (route) => {
          if (down) return route.abort('internetdisconnected');
          if (route.request().method() !== 'POST') {
            // the lookup is answered a little late: the methods, read again on reconnecting, come first
            await new Promise((r) => setTimeout(r, 2_500));
            return route.continue();
          }
          down = true;
          const answer = await route.fetch();
          expect(answer.status()).toBe(201);
          await context.setOffline(true);
          await route.abort('internetdisconnected');
        });
        await form.locator('button[type="submit"]').click();
        await expect(form.getByTestId('pay-unanswered')).toContainText(text.unanswered);

        // the operator switches the method off while the page waits for the connection
        const off = await admin.put(`/api/v1/admin/payment-methods/${methodId}`, {
          data: { ...methodBody, active: 0 },
        });
        expect(off.status(), await off.text()).toBeLessThan(300);
        down = false;
        await context.setOffline(false);

        const notice = page.getByTestId('pay-notice');
        await expect(notice).toContainText(text.made, { timeout: 20_000 });
        await expect(notice).toContainText(text.amount);
        await expect.poll(() => balance(page)).toBe(280);
        // the method is gone from the list once its request is settled
        await expect(withdraw.getByRole('button', { name: new RegExp(`^Nakit ${suffix}`) })).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`method-off-found-${lang}-${width}.png`) });
      } finally {
        await admin.put(`/api/v1/admin/payment-categories/${categoryId}`, {
          data: { ...category, active: 0 },
        });
        await admin.dispose();
      }
    });
  }
}
