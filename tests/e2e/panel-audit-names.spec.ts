import { expect, test } from '@playwright/test';
import { PanelPage } from './pages/panel-page.ts';

// The seeded world's results come from the feed; a player's sign-up and the admin's own actions add more.
for (const [width, lang, feedResult, all, match, feedReason] of [
  [1280, 'tr', 'Sonuç akıştan geldi', 'Tümü', 'Maç', 'Veri akışı'],
  [360, 'aa', 'نتيجة من التغذية', 'الكل', 'مباراة', 'تغذية البيانات'],
] as const) {
  test(`the audit log names every action and target kind in the panel's language, not by its code (${width} px, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('audit');
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    const actions = rows.locator('td:nth-child(3)');
    const targets = rows.locator('td:nth-child(4)');
    await expect(actions.first()).toBeVisible();
    for (const text of await actions.allInnerTexts()) expect(text).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    for (const text of await targets.allInnerTexts()) expect(text).not.toMatch(/^[a-z][a-zA-Z]* #\d+$/);
    // the action is chosen by its name from the known ones, "all" first; the feed's results, which
    // newer actions may have pushed off the first page, by their action
    const search = page.getByRole('search');
    const select = search.locator('select');
    await expect(select.locator('option').first()).toHaveText(all);
    await expect(select.locator('option', { hasText: 'result.feed' })).toHaveCount(0);
    await select.selectOption({ label: feedResult });
    await search.locator('button[type="submit"]').click();
    await expect(actions.first()).toHaveText(feedResult);
    for (const text of await actions.allInnerTexts()) expect(text).toBe(feedResult);
    await expect(targets.first()).toHaveText(new RegExp(`^${match} #\\d+$`));
    // the reason the server wrote by itself reads in the panel's language too, not as its English code
    await expect(rows.first().locator('td:nth-child(5)')).toHaveText(feedReason);
  });
}
