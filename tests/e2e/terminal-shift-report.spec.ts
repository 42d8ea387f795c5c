import { calendarDayIn } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { printedWords } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`the cashier moves cash in and out, closes, prints the shift and day reports, and the dealer reads the same rows in the panel (${width} px, ${lang})`, async ({
    page,
    terminal,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, terminal.shop);
    await page.goto(`/${lang}/`);
    const bar = page.getByTestId('shift-bar');
    // the rig opened a shift with a float of 100 (a busy machine takes a while to show the terminal)
    await expect(bar.getByTestId('shift-state')).toHaveAttribute('data-state', 'open', { timeout: 30_000 });

    // 20 in from the safe's change, 5 out to the safe
    await bar.getByTestId('cash-toggle').click();
    const form = bar.getByTestId('cash-form');
    // a slipped key: more than a till holds is not sent, and the form says the most it takes
    await form.getByTestId('cash-amount').fill('99999999');
    await expect(form.getByTestId('cash-too-much')).toBeVisible();
    await expect(form.getByTestId('cash-submit')).toBeDisabled();
    await expectNoAxeViolations(page, '[data-testid="shift-bar"]');
    await page.screenshot({ path: test.info().outputPath(`cash-too-much-${lang}-${width}.png`) });
    await form.getByTestId('cash-amount').fill('20');
    await expect(form.getByTestId('cash-too-much')).toHaveCount(0);
    await form.getByTestId('cash-reason').selectOption('changeFromSafe');
    await expectNoAxeViolations(page, '[data-testid="shift-bar"]');
    await page.screenshot({ path: test.info().outputPath(`cash-${lang}-${width}.png`) });
    await form.getByTestId('cash-submit').click();
    await expect(form).toHaveCount(0);
    await expect(bar.getByTestId('shift-message')).not.toBeEmpty();
    await bar.getByTestId('cash-toggle').click();
    await form.getByTestId('cash-cashOut').check();
    await form.getByTestId('cash-amount').fill('5');
    await form.getByTestId('cash-reason').selectOption('safeDrop');
    await form.getByTestId('cash-note').fill('to the safe');
    await form.getByTestId('cash-submit').click();
    await expect(form).toHaveCount(0);
    const shift = (await (await page.request.get('/api/v1/terminal/shift')).json()).shift;
    expect(shift.movements).toBe(2);

    // the blind count finds 115 = 100 + 20 - 5
    await bar.getByTestId('shift-close').click();
    await bar.getByTestId('shift-counted').fill('115');
    await bar.getByTestId('shift-counted').press('Enter');
    await expect(bar.getByTestId('shift-result')).toContainText('115');

    // the end-of-shift report prints on the terminal (its language is English)
    await bar.getByTestId('shift-print-report').click();
    await terminal.emulator.waitForCuts(1, 15_000);
    const report = printedWords(terminal.emulator.decoded().lines);
    expect(report).toContain('END OF SHIFT');
    expect(report).toMatch(/Cash in: 20\.00 TL \(1\)/);
    expect(report).toMatch(/Cash out: -5\.00 TL \(1\)/);
    expect(report).toMatch(/Expected: 115\.00 TL/);
    expect(report).toMatch(/Variance: 0\.00 TL/);
    await expect(bar.getByTestId('shift-message')).not.toBeEmpty();

    // and the shop's day
    await bar.getByTestId('shift-print-day').click();
    await terminal.emulator.waitForCuts(2, 15_000);
    const both = printedWords(terminal.emulator.decoded().lines);
    expect(both).toContain('END OF DAY');
    expect(both).toContain(`${terminal.shop.userName} · ${terminal.shop.terminalNo}`);
    await expectNoAxeViolations(page, '[data-testid="shift-bar"]');
    await page.screenshot({ path: test.info().outputPath(`report-${lang}-${width}.png`) });
    await page.request.post('/api/v1/auth/logout', { headers: CSRF });

    // the dealer reads the same report in the panel
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'shifts');
    const row = page.getByTestId('shift-table').locator(`tr[data-shift="${shift.id}"]`);
    await row.getByTestId('shift-report-show').click();
    const shown = page.getByTestId('shift-report');
    await expect(shown).toContainText(terminal.shop.userName);
    await expect(shown.locator('tbody tr')).toHaveCount(
      // cashier, terminal, opened, closed, state; cash in, cash out; float, expected, counted, variance
      11,
    );
    await expect(shown).toContainText('115');
    await expectNoAxeViolations(page);
    // the terminal's shop is in Istanbul: its day
    await page.getByTestId('day-input').fill(calendarDayIn(Date.now(), 'Europe/Istanbul'));
    await page.getByTestId('day-report-show').click();
    await expect(page.getByTestId('day-report')).toContainText(
      `${terminal.shop.userName} · ${terminal.shop.terminalNo}`,
    );
    await page.getByTestId('day-report').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`panel-report-${lang}-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  });
}
