import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage, newDealerWithPlayer } from './pages/panel-page.ts';

// A credit transfer whose answer is lost: the dialog says it may have been made, and confirming
// again unchanged makes it once (the request carries a key the server recognises).
for (const [width, lang, unknown] of [
  [1280, 'tr', 'Yanıt gelmedi; aktarım yapılmış olabilir.'],
  [360, 'aa', 'لم يصل الرد، لذا ربما تم التحويل.'],
] as const) {
  test(`a credit transfer whose answer was lost is made once when confirmed again (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { dealer, dealerApi, player } = await newDealerWithPlayer(baseURL!, 300);
    const panel = new PanelPage(page);
    await panel.login(lang, dealer.userName, dealer.password);
    await panel.go('network');
    const sent: string[] = [];
    let lose = true;
    await page.route(new RegExp(`/api/v1/admin/users/${player.userId}/credit(\\?|$)`), async (route) => {
      sent.push(route.request().postData() ?? '');
      // the server does the transfer; its answer never reaches the page
      if (lose) {
        lose = false;
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    const node = page.getByTestId(`node-${player.userName}`);
    await node.getByTestId('node-credit').click();
    const dialog = page.getByTestId('credit-dialog');
    await dialog.locator('input[name="amount"]').fill('7');
    await dialog.getByTestId('credit-submit').click();
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog.getByTestId('credit-error')).toContainText(unknown);
    // still the confirmation: one tap sends it again as it was
    await expect(dialog.getByTestId('credit-confirm-text')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`credit-lost-${lang}-${width}.png`) });
    await dialog.getByTestId('credit-submit').click();
    await expect(dialog).toBeHidden();

    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]!)).toEqual(JSON.parse(sent[0]!));
    const tx = await (await player.api.get('/api/v1/transactions')).json();
    expect(tx.results.filter((r: { type: string }) => r.type.startsWith('creditIn'))).toHaveLength(2);
    const me = await (await player.api.get('/api/v1/me')).json();
    expect(me.credit).toBe(307);
    await expect(node.getByTestId('node-balance')).toContainText('307');
    await dealerApi.dispose();
  });
}
