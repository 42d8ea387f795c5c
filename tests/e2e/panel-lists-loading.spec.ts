import { expect, test, type Locator, type Page } from '@playwright/test';
import { PanelPage } from './pages/panel-page.ts';

// The panel's lists besides Kuponlar, in Turkish and Arabic at 360 and 1280 px: before their first
// answer none shows a pager ('Sayfa 1 / 1' would be a claim), and while a new filter or page is on
// its way the rows of the last one are marked busy (aria-busy) until the answer comes.

test.setTimeout(90_000);

const SIZES = [
  [360, 740],
  [1280, 800],
] as const;

interface ListCase {
  name: string;
  /** the menu entry (panel-nav-…) */
  nav: string;
  /** the list's read */
  api: string;
  section: (page: Page) => Locator;
  /** what carries aria-busy: the table, or the list */
  rows: (page: Page) => Locator;
  /** after the menu: what else opens the list */
  open?: (page: Page) => Promise<void>;
  /** a new filter, or the next page */
  reload: (section: Locator) => Promise<unknown>;
}

const nextPage = (section: Locator) => section.locator('.panel-pager button').last().click();

const CASES: ListCase[] = [
  {
    name: 'finance',
    nav: 'finance',
    api: '**/api/v1/admin/finance?**',
    section: (p) => p.getByTestId('panel-finance'),
    rows: (p) => p.getByTestId('finance-table'),
    reload: (s) => s.locator('select').first().selectOption('in'),
  },
  {
    name: 'audit',
    nav: 'audit',
    api: '**/api/v1/admin/audit?**',
    section: (p) => p.getByTestId('panel-audit'),
    rows: (p) => p.getByTestId('audit-table'),
    reload: async (s) => {
      await s.locator('form.audit-filters select').selectOption({ index: 1 });
      await s.locator('form.audit-filters button[type="submit"]').click();
    },
  },
  {
    name: 'payments',
    nav: 'payments',
    api: '**/api/v1/admin/payments/requests?**',
    section: (p) => p.getByTestId('panel-payments'),
    rows: (p) => p.getByTestId('payments-table'),
    // from the waiting requests to all of them
    reload: (s) => s.locator('select').first().selectOption(''),
  },
  {
    name: 'settings-history',
    nav: 'site/settings',
    api: '**/api/v1/admin/settings/history?**',
    section: (p) => p.locator('.site-history'),
    rows: (p) => p.getByTestId('site-history'),
    reload: nextPage,
  },
  {
    name: 'result-desk',
    nav: 'results',
    api: '**/api/v1/admin/result-desk/matches?**',
    section: (p) => p.getByTestId('result-desk'),
    rows: (p) => p.getByTestId('desk-table'),
    reload: async (s) => {
      await s.locator('form select').selectOption('7');
      await s.locator('form button[type="submit"]').click();
    },
  },
  {
    name: 'fixtures',
    nav: 'sports',
    api: '**/api/v1/admin/fixtures?**',
    section: (p) => p.locator('.sports-fixtures'),
    rows: (p) => p.locator('.sports-fixture-list'),
    open: (page) => new PanelPage(page).selectPremierLeague(),
    reload: nextPage,
  },
];

/**
 * Answers of the list's read go through when let; every answer claims three pages, so each list
 * has a next page to go to whatever the test server holds.
 */
async function gate(page: Page, api: string) {
  let release = () => {};
  let held = Promise.resolve();
  await page.route(api, async (route) => {
    await held;
    // a kept-alive connection the server closed meanwhile is asked again
    const response = await route.fetch().catch(() => route.fetch());
    const json = (await response.json()) as { totalCount?: number };
    if (typeof json.totalCount === 'number') json.totalCount = Math.max(json.totalCount, 150);
    await route.fulfill({ response, json });
  });
  return {
    hold() {
      held = new Promise<void>((r) => (release = r));
    },
    release: () => release(),
  };
}

for (const lang of ['tr', 'aa'] as const) {
  for (const [width, height] of SIZES) {
    for (const c of CASES) {
      test(`${c.name}: no pager before the answer, busy rows while the next one loads (${lang}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        const panel = new PanelPage(page);
        await panel.login(lang, 'admin', 'admin1234');
        const answers = await gate(page, c.api);
        const section = c.section(page);
        const pager = section.locator('.panel-pager');
        const shot = (what: string) =>
          page.screenshot({ path: test.info().outputPath(`${c.name}-${what}-${lang}-${width}.png`) });

        // the first load: the list's frame, and no 'page 1 of 1'
        answers.hold();
        const asked = page.waitForRequest(c.api);
        await panel.go(c.nav);
        await c.open?.(page);
        await asked;
        await expect(section).toBeVisible();
        await expect(pager).toHaveCount(0);
        await shot('first');
        answers.release();
        await expect(pager).toBeVisible({ timeout: 20_000 });
        await expect(c.rows(page)).not.toHaveAttribute('aria-busy', 'true');

        // a new filter or page: the last rows stay, marked busy, until the answer
        answers.hold();
        const again = page.waitForRequest(c.api);
        await c.reload(section);
        await again;
        await expect(c.rows(page)).toHaveAttribute('aria-busy', 'true');
        await shot('busy');
        answers.release();
        await expect(c.rows(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
        await expect(pager).toBeVisible();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  }
}
