import { outOfServicePage } from '@bet/terminal';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const since = Date.UTC(2026, 10, 28, 14, 5);

// The screen a kiosk shows after its page crashed past the reload limit: its own page, no server.
for (const [width, height, lang, title] of [
  [360, 740, 'tr', 'Hizmet dışı'],
  [1280, 800, 'aa', 'خارج الخدمة'],
  [360, 740, 'aa', 'خارج الخدمة'],
  [1280, 800, 'tr', 'Hizmet dışı'],
] as const) {
  test(`the out-of-service screen names the terminal and the time, readable and accessible (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.setContent(
      outOfServicePage({ terminalNo: 'T-07', language: lang, timeZone: 'Europe/Istanbul', since }),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('terminal-no')).toContainText('T-07');
    // 14:05 UTC is 17:05 in Istanbul (5:05 PM where the language reads 12 hours), in Latin digits
    await expect(page.getByTestId('since')).toContainText(/\b(17|5):05\b/);
    await expect(page.getByTestId('since').locator('time')).toHaveAttribute(
      'datetime',
      new Date(since).toISOString(),
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'aa' ? 'rtl' : 'ltr');
    // large: the title reads from across the shop, and nothing runs off a phone-sized screen
    const size = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(size).toBeGreaterThanOrEqual(36);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`out-of-service-${lang}-${width}.png`) });
    await expectNoAxeViolations(page);
  });
}

test("a terminal out of service says so in its heartbeat, and its dealer's list of terminals shows it (1280 px, tr)", async ({
  page,
  browser,
  baseURL,
  terminal,
}) => {
  test.setTimeout(60_000);
  // the shop signs in on the kiosk; its services send their heartbeats with the shop's session
  await logIn(page, terminal.shop);
  // what the main process does once the page crashed past the limit
  terminal.services.setKioskState({ outOfService: true });

  const context = await browser.newContext({ baseURL: baseURL! });
  const dealerPage = await context.newPage();
  await dealerPage.setViewportSize({ width: 1280, height: 800 });
  const panel = new PanelPage(dealerPage);
  await panel.login('tr', 'dealer1', 'dealer1234');
  await panel.go('terminals');
  await dealerPage.getByTestId('panel-terminals').getByRole('textbox').fill(terminal.shop.userName);
  const row = dealerPage.locator(`tr[data-terminal="${terminal.shop.userName}"]`);
  await expect(row.getByTestId('terminal-kiosk-state')).toHaveText('Hizmet dışı', { timeout: 20_000 });
  await expect(row.getByTestId('terminal-kiosk-state')).toHaveClass(/panel-neg/);
  await dealerPage.screenshot({
    path: test.info().outputPath('terminals-out-of-service-tr-1280.png'),
    fullPage: true,
  });
  await expectNoAxeViolations(dealerPage, '[data-testid="panel-terminals"]');

  // restarted and working again: the next heartbeat says so
  terminal.services.setKioskState({ outOfService: false });
  // a new search reads the list again, rather than waiting for its half-minute poll; the heartbeat
  // is on its way meanwhile, so a search that came before it is made again
  const search = dealerPage.getByTestId('panel-terminals').getByRole('textbox');
  await expect(async () => {
    await search.fill('');
    await search.fill(terminal.shop.userName);
    await expect(row.getByTestId('terminal-kiosk-state')).toHaveText('Çalışıyor', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await context.close();
});
