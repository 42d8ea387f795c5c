import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi } from './pages/shell-page.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

// Issue 20 part 7: a counter that may not take bets says why in its status bar, before a
// customer's slip is refused: unapproved software, then a printer fault; an approved build with a
// working printer clears it.
for (const [width, lang, words] of [
  [360, 'tr', { build: 'yazılımı onaylı değil', printer: 'Yazıcı arızalı' }],
  [1280, 'aa', { build: 'ليس إصدارًا معتمدًا', printer: 'الطابعة تبلّغ عن عطل' }],
] as const) {
  test(`the counter's bar says why it takes no bets, and clears once it may (${width} px, ${lang})`, async ({
    page,
    terminal,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, terminal.shop);
    const beat = (over: Record<string, unknown>) =>
      page.request.post('/api/v1/terminal/heartbeat', {
        data: {
          version: '2.0.0',
          terminalNo: terminal.shop.terminalNo,
          printer: 'ok',
          queueDepth: 0,
          ...over,
        },
        headers: CSRF,
      });
    // a kiosk whose build no one approved
    expect((await beat({ buildHash: 'e'.repeat(64) })).status()).toBe(200);
    await page.goto(`/${lang}/`);
    const block = page.getByTestId('terminal-bar').getByTestId('kiosk-block');
    await expect(block).toHaveAttribute('data-block', 'terminalBuildNotApproved');
    await expect(block).toContainText(words.build);
    await expectNoAxeViolations(page, '[data-testid="terminal-bar"]');
    await page.screenshot({ path: test.info().outputPath(`kiosk-block-${lang}-${width}.png`) });

    // the operator approves the build; then the printer runs out of paper
    const hash = `${Date.now().toString(16)}${'f'.repeat(64)}`.slice(0, 64);
    const admin = await adminApi(baseURL!);
    expect((await admin.post('/api/v1/admin/terminal-builds', { data: { hash } })).status()).toBe(200);
    await admin.dispose();
    expect((await beat({ buildHash: hash, printer: 'paperOut' })).status()).toBe(200);
    await page.reload();
    await expect(block).toHaveAttribute('data-block', 'terminalPrinterFault');
    await expect(block).toContainText(words.printer);

    expect((await beat({ buildHash: hash, printer: 'ok' })).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('terminal-bar')).toBeVisible();
    await expect(block).toHaveCount(0);
  });
}
