import { expect, test, type Page } from '@playwright/test';
import { newPlayer } from './pages/shell-page.ts';

// Deposit and withdraw at 360 px: a method's min/max line keeps each amount with its currency on
// one line ('25,000.00' and 'TL' were parted at the line's end in Arabic); the line wraps between
// the bounds or the words instead.

/** How many lines each amount with its currency is laid out on, in every visible min/max line. */
async function amountLines(page: Page): Promise<number[]> {
  return page.locator('.pay-bounds').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .flatMap((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const counts: number[] = [];
        for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
          for (const m of t.data.matchAll(/\d[\d.,\u00a0\u202f]*\d\s*TL/g)) {
            const range = document.createRange();
            range.setStart(t, m.index);
            range.setEnd(t, m.index + m[0].length);
            const tops = new Set(
              Array.from(range.getClientRects())
                .filter((r) => r.width > 0)
                .map((r) => Math.round(r.top)),
            );
            counts.push(tops.size);
          }
        }
        return counts;
      }),
  );
}

for (const lang of ['aa', 'tr'] as const) {
  for (const width of [360, 1280]) {
    test(`${lang} at ${width} px: min/max amounts of deposit and withdraw keep their currency`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const player = await newPlayer(baseURL!, 500, { onlineUser: 1 });
      const login = await page.request.post('/api/v1/auth/login', {
        data: { userName: player.userName, password: player.password },
        headers: { 'x-requested-with': 'fetch' },
      });
      expect(login.status()).toBe(200);
      for (const where of ['withdraw', 'deposit']) {
        await page.goto(`/${lang}/${where}`);
        await expect(page.locator('.pay-bounds').first()).toBeVisible({ timeout: 15_000 });
        const lines = await amountLines(page);
        expect(lines.length).toBeGreaterThan(0);
        expect(
          lines.every((n) => n === 1),
          `${where}: ${lines.join(',')}`,
        ).toBe(true);
        await page.screenshot({
          path: test.info().outputPath(`${where}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    });
  }
}
