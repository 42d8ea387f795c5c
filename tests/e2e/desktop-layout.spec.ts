import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { SportsPages } from './pages/sports-pages.ts';

// Issue 14 item 6: from 1024 px the site is a desktop layout (sports tree | compact odds | slip),
// driven by the keyboard too; below that the phone layout stays as it was.

/** The role of what has the keyboard focus, and the test id of its nearest marked element. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      testId: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
      inMain: !!el?.closest('main'),
    };
  });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('tree on the left, compact odds in the middle, the slip on the right, no tab bar', async ({
    page,
  }) => {
    const sports = new SportsPages(page);
    await sports.openSports('tr');
    const tree = page.getByTestId('sports-tree');
    const panel = page.getByTestId('slip-panel');
    await expect(tree.getByTestId('tree-sport').first()).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(page.locator('footer.footer')).toHaveCount(0);
    const [t, m, p] = await Promise.all(
      [tree, page.locator('main.page'), panel].map(async (l) => (await l.boundingBox())!),
    );
    expect(t!.x).toBeLessThanOrEqual(1);
    expect(t!.x + t!.width).toBeLessThanOrEqual(m!.x + 1);
    expect(m!.x + m!.width).toBeLessThanOrEqual(p!.x + 1);
    expect(p!.x + p!.width).toBeGreaterThanOrEqual(1279);
    // Odds are sized to their content, and a row's teams and odds share one line.
    const row = sports.rows().first();
    const odd = sports.odds(row).first();
    expect((await odd.boundingBox())!.width).toBeLessThan(110);
    const teams = (await row.getByTestId('match-link').boundingBox())!;
    const oddBox = (await odd.boundingBox())!;
    expect(Math.abs(teams.y + teams.height / 2 - (oddBox.y + oddBox.height / 2))).toBeLessThan(teams.height);
    // The slip stays in view while the list scrolls.
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await panel.boundingBox())!.y).toBeLessThan(80);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h14layout-desk-tr-1280.png' });
  });

  test('the keyboard walks the tree with arrows, opens a country and adds an odd with Enter', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(page.getByTestId('sports-tree').getByTestId('tree-sport').first()).toBeVisible();
    // Tab order: header, then the tree (one tab stop), then the page.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      expect(f.inMain, 'the tree comes before the page').toBe(false);
      reached = f.role === 'treeitem';
    }
    expect(reached).toBe(true);
    const sportsCount = await page.getByTestId('tree-sport').count();
    if (sportsCount > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('tree-sport').nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
    }
    const sport = page.getByTestId('tree-sport').first();
    await expect(sport).toBeFocused();
    // The focus is visible on the focused row.
    const outline = await sport
      .locator('> .tree-row')
      .evaluate((el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth);
    expect(outline).not.toMatch(/^none|0px$/);
    await page.keyboard.press('ArrowRight');
    await expect(sport).toHaveAttribute('aria-expanded', 'true');
    await expect(sport.getByTestId('tree-category').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const country = sport.getByTestId('tree-category').first();
    await expect(country).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(sport).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(country).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/sports\?sid=\d+&cid=\d+$/);
    await expect(country).toHaveAttribute('aria-selected', 'true');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    const sports = new SportsPages(page);
    await expect(sports.rows().first()).toBeVisible();
    // Onwards with Tab to the first open odd; Enter puts it on the slip.
    let onOdd = false;
    for (let i = 0; i < 80 && !onOdd; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      onOdd =
        f.testId === 'odd' &&
        (await page.evaluate(() => !(document.activeElement as HTMLButtonElement).disabled));
    }
    expect(onOdd).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('slip-panel').getByTestId('slip-pick')).toHaveCount(1);
    await expect(page.locator('[data-testid="odd"][aria-pressed="true"]')).toHaveCount(1);
    await page.screenshot({ path: '/tmp/h14layout-desk-keys-1280.png' });
  });

  test('right to left in Arabic: the tree on the right, the slip on the left', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.openSports('aa');
    const tree = (await page.getByTestId('sports-tree').boundingBox())!;
    const panel = (await page.getByTestId('slip-panel').boundingBox())!;
    expect(tree.x + tree.width).toBeGreaterThanOrEqual(1279);
    expect(panel.x).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h14layout-desk-aa-1280.png' });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test('the phone layout stays: tab bar, no tree, no side panel', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.openSports('tr');
    await expect(page.locator('footer.footer')).toBeVisible();
    await expect(page.getByTestId('sports-tree')).toHaveCount(0);
    await expect(page.getByTestId('slip-panel')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/h14layout-phone-tr-360.png' });
  });
});
