import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// The panel's tables on a phone: at 360 px no table and no card is wider than the screen (a dealer
// reads a row without swiping it sideways; each row is a card of label and value lines), in
// Turkish and in Arabic, for the operator and for a dealer, on every page of the menu and on a
// user's page. At 1280 px the same tables keep their columns and headers.

const ACCOUNTS = [
  ['admin', 'admin1234'],
  ['dealer1', 'dealer1234'],
] as const;

/** The menu's pages the signed-in role may open, as paths below /{lang}/admin ('' the dashboard). */
async function menuPaths(page: Page, lang: string): Promise<string[]> {
  const hrefs = await page
    .getByTestId('panel-nav')
    .locator('a[data-testid^="panel-nav-"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const base = `/${lang}/admin`;
  return [...new Set(hrefs.filter((h) => h.startsWith(base)).map((h) => h.slice(base.length + 1)))];
}

async function settle(page: Page) {
  await expect(page.getByTestId('panel')).toBeVisible();
  // a page that keeps polling never goes quiet: its first rows are there after a few seconds
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
}

/** What is wider than the screen: the page itself, a table's scrolling region, a table or a card. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    const boxes = document.querySelectorAll<HTMLElement>(
      '.panel-main .panel-table-wrap, .panel-main .panel-card, .panel-main table',
    );
    for (const el of Array.from(boxes)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}${
        el.dataset['testid'] ? `[${el.dataset['testid']}]` : ''
      }`;
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${name} scrolls ${el.scrollWidth} in ${el.clientWidth} px`);
      else if (r.left < -1 || r.right > width + 1)
        out.push(`${name} reaches ${Math.round(r.left)}..${Math.round(r.right)} px`);
    }
    return out;
  });
}

for (const [userName, password] of ACCOUNTS) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`${userName} (${lang}, 360 px): no panel table or card is wider than the phone`, async ({
      page,
    }) => {
      test.setTimeout(420_000);
      await page.setViewportSize({ width: 360, height: 740 });
      const panel = new PanelPage(page);
      await panel.login(lang, userName, password);
      const paths = await menuPaths(page, lang);
      expect(paths.length).toBeGreaterThan(5);
      // a user's page (its limits, movements and coupons) and a player's gambling limits
      await page.goto(`/${lang}/admin/network`);
      await settle(page);
      const user = await page.locator('.panel-node-name[href]').last().getAttribute('href');
      expect(user).toBeTruthy();
      paths.push(user!.slice(`/${lang}/admin/`.length));

      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(`/${lang}/admin${path ? `/${path}` : ''}`);
        await settle(page);
        for (const w of await overflowing(page)) wide.push(`/${path}: ${w}`);
        if (await page.locator('.panel-main table').count())
          await page.screenshot({
            path: test
              .info()
              .outputPath(`${userName}-${lang}-${path.replaceAll('/', '_') || 'home'}-360.png`),
          });
      }
      expect(wide, 'wider than the 360 px screen').toEqual([]);
    });
  }
}

/** A table's first row as a card: each cell a line led by its column's name, read from the header. */
async function expectCards(page: Page, testId: string, rtl: boolean) {
  const table = page.getByTestId(testId);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // every data cell under a named column labels its line in the header's words; a row's own
  // header (th) is its card's title
  const lines = await table.evaluate((el: HTMLTableElement) => {
    const heads = Array.from(el.tHead!.rows[0]!.cells).map((th) => th.textContent?.trim() ?? '');
    return Array.from(el.tBodies[0]!.rows[0]!.cells).map((cell, i) => ({
      header: cell.tagName === 'TD' ? heads[i] : '',
      label: cell.getAttribute('data-label'),
      shown: getComputedStyle(cell, '::before').content,
    }));
  });
  expect(lines.filter((l) => l.header).length).toBeGreaterThan(2);
  for (const line of lines) {
    if (!line.header) continue;
    expect(line.label).toBe(line.header);
    expect(line.shown).toBe(JSON.stringify(line.header));
  }
  // the header row is hidden for the eye (the cells say it), still there for a screen reader
  expect(
    await table.locator('thead').evaluate((el) => el.getBoundingClientRect().height),
  ).toBeLessThanOrEqual(1);
  await expect(table).toHaveAttribute('role', 'table');
  await expect(table.locator('tbody tr').first()).toHaveAttribute('role', 'row');
  // the label leads the line on the reading side, the value ends it
  const first = table.locator('tbody tr').first().locator('td[data-label]').first();
  const box = (await first.boundingBox())!;
  const text = await first.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  if (rtl) expect(box.x + box.width - text.right).toBeGreaterThan(20);
  else expect(text.left - box.x).toBeGreaterThan(20);
}

for (const [lang, rtl] of [
  ['tr', false],
  ['aa', true],
] as const) {
  test(`dealer1 (${lang}, 360 px): the coupons, the reports and the terminals are cards of label and value lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'reports');
    await settle(page);
    await expectCards(page, 'report-table', rtl);
    await expectNoAxeViolations(page);
    await page.goto(`/${lang}/admin/terminals`);
    await settle(page);
    await expectCards(page, 'terminal-table', rtl);
    await expectNoAxeViolations(page);
    await page.goto(`/${lang}/admin/coupons`);
    await settle(page);
    await expectCards(page, 'coupon-table', rtl);
    await expectNoAxeViolations(page);
  });

  test(`dealer1 (${lang}, 1280 px): the panel's tables keep their columns and headers`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'dealer1', 'dealer1234', 'reports');
    for (const [path, testId] of [
      ['reports', 'report-table'],
      ['terminals', 'terminal-table'],
      ['coupons', 'coupon-table'],
    ] as const) {
      await page.goto(`/${lang}/admin/${path}`);
      await settle(page);
      const table = page.getByTestId(testId);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table.locator('thead th').first()).toBeVisible();
      // one row is one line of cells side by side
      const tops = await table
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((tds) => new Set(tds.map((td) => Math.round(td.getBoundingClientRect().top))).size);
      expect(tops).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      await page.screenshot({ path: test.info().outputPath(`dealer1-${lang}-${path}-1280.png`) });
    }
  });
}
