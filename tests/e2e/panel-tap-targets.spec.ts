import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// The dealer panel's controls as a thumb meets them (WCAG 2.2 target size): every button, link and
// field of its tables, toolbars and pager is at least 24 x 24 CSS px on a phone, its primary
// actions 44 px high; the same pages keep their desktop layout at 1280 px.

/** The dealer's pages with tables and toolbars. */
const PAGES = ['', 'network', 'finance', 'coupons', 'reports', 'terminals', 'shifts', 'payments'];

const AREAS = [
  '.panel-header',
  '.panel-table',
  '.panel-toolbar',
  '.panel-pager',
  '.panel-node',
  '.panel-dialog',
];
/** Buttons and fields anywhere on the page; links where they are controls (not inline in a sentence). */
const CONTROLS = [
  ...['button', 'select', 'input:not([type="hidden"])'].map((c) => `.panel ${c}`),
  ...AREAS.map((area) => `${area} a[href]`),
].join(', ');

interface Target {
  what: string;
  width: number;
  height: number;
  primary: boolean;
}

/** Every visible control of the page's tables and toolbars with its size in CSS px. */
function targets(page: Page): Promise<Target[]> {
  return page.evaluate((selector) => {
    const out: Target[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
      out.push({
        what: `${el.tagName.toLowerCase()}.${el.className} "${name.trim().slice(0, 30)}"`,
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
        primary: el.classList.contains('panel-btn-primary'),
      });
    }
    return out;
  }, CONTROLS);
}

/**
 * Whether an element's text runs over more than one line although it has no space in it: a name
 * broken in the middle of a word.
 */
function brokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((s) => {
    const broken: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(s))) {
      const text = el.textContent?.trim() ?? '';
      if (!text || /\s/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(text);
    }
    return broken;
  }, selector);
}

test('dealer panel at 360 px: every control of its tables and toolbars is a target a thumb can hit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234');
  const small: string[] = [];
  const lowPrimary: string[] = [];
  for (const path of PAGES) {
    await page.goto(`/tr/admin${path ? `/${path}` : ''}`);
    await expect(page.getByTestId('panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const t of await targets(page)) {
      if (t.width < 24 || t.height < 24) small.push(`/${path}: ${t.what} ${t.width}x${t.height}`);
      if (t.primary && t.height < 44) lowPrimary.push(`/${path}: ${t.what} ${t.height}`);
    }
    await page.screenshot({
      path: test.info().outputPath(`targets-${path || 'home'}-360.png`),
      fullPage: true,
    });
  }
  expect(small, 'controls under 24 x 24 px').toEqual([]);
  expect(lowPrimary, 'primary actions under 44 px high').toEqual([]);
});

test('dealer panel at 360 px: a user name is never broken in the middle of a word', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234', 'network');
  await expect(page.locator('.panel-node-name').first()).toBeVisible();
  const sub = page.locator('.panel-node-name', { hasText: 'subdealer1' });
  await expect(sub).toBeVisible();
  // shown whole, not cut off by an ellipsis
  expect(await sub.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await brokenMidWord(page, '.panel-node-name, .panel-user-name, .panel-table td')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('network-names-360.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('dealer panel at 1280 px: the larger targets keep the desktop layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = new PanelPage(page);
  await panel.login('tr', 'dealer1', 'dealer1234');
  for (const path of ['network', 'coupons', 'reports']) {
    await page.goto(`/tr/admin/${path}`);
    await expect(page.getByTestId('panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the menu stays beside the page, and nothing widens the page past the window
    await expect(page.getByTestId('panel-nav')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: test.info().outputPath(`targets-${path}-1280.png`) });
  }
});
