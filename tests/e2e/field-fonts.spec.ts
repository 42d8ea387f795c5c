import { expect, test, type Page } from '@playwright/test';
import { TerminalPages } from './pages/terminal-pages.ts';

// A typed value is drawn in the site's own typeface: the browser gives fields a face of their own
// (a ticket number or a user name on the shop's counter read in another font than its label).

/** The visible fields whose typeface is not the page's. */
function otherFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const face = getComputedStyle(document.body).fontFamily;
    return Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea'))
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter(
        (el) => !['checkbox', 'radio', 'range', 'color', 'file'].includes((el as HTMLInputElement).type),
      )
      .filter((el) => getComputedStyle(el).fontFamily !== face)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('name') ?? ''}]: ${getComputedStyle(el).fontFamily}`,
      );
  });
}

for (const [lang, width, height] of [
  ['tr', 360, 740],
  ['aa', 1280, 800],
] as const) {
  test(`the shop counter's and the player's fields use the site's typeface (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/${lang}/register`);
    await expect(page.locator('form input').first()).toBeVisible();
    expect(await otherFaces(page), 'register').toEqual([]);

    const res = await page.request.post('/api/v1/auth/login', {
      data: { userName: 'shop1', password: 'shop1234' },
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(res.status()).toBe(200);
    const counter = new TerminalPages(page);
    await counter.openTicketScreen(lang);
    // a whole ticket number shows in the field, in the wider face too
    const field = page.getByTestId('ticket-input');
    await field.fill('727866380643');
    expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`ticket-fonts-${lang}-${width}.png`) });
    expect(await otherFaces(page), 'ticket check').toEqual([]);
  });
}
