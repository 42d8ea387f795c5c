import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { LivePage } from './pages/live-page.ts';

/**
 * Each rendered league header's column names and, under it, each row's cells: the labels of the
 * odds (empty where a row lacks the outcome), in the order the page shows them.
 */
async function leagues(page: Page): Promise<Array<{ heads: string[]; rows: string[][] }>> {
  return page.getByTestId('match-list').evaluate((list) => {
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-index]')).sort(
      (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
    );
    const out: Array<{ heads: string[]; rows: string[][] }> = [];
    for (const item of items) {
      const heads = item.querySelector('[data-testid="column-heads"]');
      if (heads)
        out.push({
          heads: Array.from(heads.querySelectorAll('[data-column]'), (h) => h.textContent ?? ''),
          rows: [],
        });
      const row = item.querySelector('[data-testid="match-row"]');
      if (row && out.length > 0 && row.querySelector('.row-odds .odd'))
        out
          .at(-1)!
          .rows.push(
            Array.from(
              row.querySelectorAll('.row-odds > .odd'),
              (o) => o.querySelector('.odd-label')?.textContent ?? '',
            ),
          );
    }
    return out;
  });
}

// Issue 14 item 8: the dense list lays each sport's odds out in the columns of its odds-column
// layout table (section 9), with the column names over each league, in the page's language.
for (const [lang, overName] of [
  ['tr', 'Üst'],
  ['aa', null],
] as const) {
  test(`dense live rows line up under their league's column names (${lang}, 1280 px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const live = new LivePage(page);
    await live.open('?sid=1&order=league', lang);
    if ((await live.layoutToggle().getAttribute('data-layout')) !== 'list') await live.layoutToggle().click();
    await expect(page.getByTestId('column-heads').first()).toBeVisible();

    // the 1X2 tab: three columns, each row's odds under them in that order
    let shown = await leagues(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const league of shown) {
      expect(league.heads).toHaveLength(3);
      for (const cells of league.rows) {
        expect(cells).toHaveLength(3);
        cells.forEach((label, i) => label && expect(label.startsWith(league.heads[i]!)).toBe(true));
      }
    }

    // the over/under tab: two columns named in the page's language
    await page.locator('[data-testid="odds-tab"][data-group="OTL_3"]').click();
    await expect(page.locator('[data-testid="column-heads"][data-group="OTL_3"]').first()).toBeVisible();
    shown = await leagues(page);
    for (const league of shown) {
      expect(league.heads).toHaveLength(2);
      expect(league.heads).not.toContain('Over');
      if (overName) expect(league.heads[0]).toBe(overName);
      for (const cells of league.rows) {
        expect(cells).toHaveLength(2);
        cells.forEach((label, i) => label && expect(label.startsWith(league.heads[i]!)).toBe(true));
      }
    }
    await page.screenshot({ path: test.info().outputPath(`odds-columns-${lang}.png`) });
    await expectNoAxeViolations(page);
  });
}
