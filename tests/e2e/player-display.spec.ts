import { expect, test, type Page } from '@playwright/test';
import type { Coupon } from '@bet/shared';
import { openPicks } from './pages/open-picks.ts';
import { newPlayer } from './pages/shell-page.ts';
import { slipReady } from './pages/betslip-page.ts';

// What the player's pages show, at a phone's and a desktop's width, in Turkish and Arabic:
// a cancelled coupon's amount line, the bet slip page's foot on a wide screen, and the affiliate
// page's member, movement and coupon rows.

const FETCH = { 'X-Requested-With': 'fetch' };
const WORDS = {
  tr: { maxPay: 'Maks. kazanç', refunded: 'İade edilen', income: 'Kazanç' },
  aa: { maxPay: 'أقصى ربح', refunded: 'المبلغ المسترد', income: 'الأرباح' },
} as const;

async function placeSingle(page: Page, stake: number): Promise<string> {
  const res = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `e2e-${Math.random().toString(36).slice(2)}`,
      stake,
      oddChangeOk: true,
      picks: await openPicks(page.request, 1, { latest: true }),
    },
    headers: FETCH,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ticketId: string }).ticketId;
}

/** The lines a box's text is laid out in, as the browser broke them (each trimmed). */
async function renderedLines(page: Page, selector: string): Promise<string[][]> {
  return page.locator(selector).evaluateAll((boxes) =>
    boxes.map((box) => {
      const lines = new Map<number, string>();
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const top = Math.round(rect.top + rect.height / 2);
          const key = [...lines.keys()].find((k) => Math.abs(k - top) < 4) ?? top;
          lines.set(key, (lines.get(key) ?? '') + text[i]);
        }
      }
      // each line's characters in their logical order (the order of the text)
      return [...lines.values()].map((line) => line.trim());
    }),
  );
}

for (const lang of ['tr', 'aa'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: width > 1000 ? 600 : 780 } });

      test('a cancelled coupon shows its refund, not a maximum win; waiting and sold ones as before', async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        const player = await newPlayer(baseURL!, 500);
        const login = await page.request.post('/api/v1/auth/login', {
          data: { userName: player.userName, password: player.password },
          headers: FETCH,
        });
        expect(login.status()).toBe(200);
        const cancelled = await placeSingle(page, 7);
        const sold = await placeSingle(page, 6);
        const waiting = await placeSingle(page, 5);
        const cancel = await page.request.post(`/api/v1/coupons/${cancelled}/cancel`, { headers: FETCH });
        expect(cancel.status(), await cancel.text()).toBe(200);
        const open = (await (await page.request.get(`/api/v1/coupons/${sold}`)).json()) as Coupon;
        const sale = await page.request.post(`/api/v1/coupons/${sold}/sell`, {
          data: { price: open.sellType.winPrice },
          headers: FETCH,
        });
        expect(sale.status(), await sale.text()).toBe(200);

        const words = WORDS[lang];
        await page.goto(`/${lang}/coupons`);
        await expect(page.getByTestId('coupon-item').first()).toBeVisible({ timeout: 30_000 });
        const row = (ticket: string) =>
          page.locator(`[data-testid="coupon-item"][data-ticket="${ticket}"]`).getByTestId('coupon-win');
        await expect(row(waiting)).toContainText(words.maxPay);
        await expect(row(sold)).toContainText(words.income);
        await expect(row(cancelled)).toContainText(words.refunded);
        await expect(row(cancelled)).not.toContainText(words.maxPay);
        // the whole stake came back: 7 TL
        await expect(row(cancelled)).toContainText(/7[.,]00/);
        await page.screenshot({ path: test.info().outputPath(`coupons-${lang}-${width}.png`) });

        await page.goto(`/${lang}/coupons/${cancelled}`);
        const detail = page.getByTestId('coupon-detail');
        await expect(detail.getByTestId('coupon-win')).toContainText(words.refunded);
        await expect(detail).not.toContainText(words.maxPay);
        await page.screenshot({ path: test.info().outputPath(`cancelled-detail-${lang}-${width}.png`) });
      });

      test("the bet slip page's foot sits on the footer, or on the window's bottom where there is none", async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        await slipReady(page, baseURL!, lang, 10);
        const foot = page.locator('.betslip-page .slip-foot');
        await expect(foot).toBeVisible();
        // the slip is longer than the window: the foot sticks to what is below it
        await page.evaluate(() => window.scrollTo(0, 0));
        const gap = await foot.evaluate((el) => {
          const footer = document.querySelector('.footer');
          const floor = footer ? footer.getBoundingClientRect().top : window.innerHeight;
          return Math.round(floor - el.getBoundingClientRect().bottom);
        });
        await page.screenshot({ path: test.info().outputPath(`slip-foot-${lang}-${width}.png`) });
        expect(gap).toBe(0);
      });
    });
  }
}

// One login of the demo affiliate for every language and width: a second login elsewhere would end it.
test("the affiliate's member, movement and coupon rows keep each separator with its neighbour", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: 'affiliate1', password: 'affiliate1234' },
    headers: FETCH,
  });
  expect(login.status()).toBe(200);
  for (const lang of ['tr', 'aa'] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/affiliate`);
      const rows = page.getByTestId('affiliate-users').locator('li');
      await expect(rows.first()).toBeVisible({ timeout: 15_000 });
      await expect(rows.first()).toContainText(/31[.,]00/);
      // each part of a row (name and e-mail, credit and status) wraps on its own
      const lines = await renderedLines(page, '[data-testid="affiliate-users"] li > *');
      const stranded = lines.flat().filter((line) => /^·|·$/.test(line));
      await page.screenshot({ path: test.info().outputPath(`affiliate-${lang}-${width}.png`) });
      expect(stranded, `${lang} at ${width} px: ${JSON.stringify(lines)}`).toEqual([]);
      // the referred players' movements and coupons: each fact on a line of its own, no dot or arrow
      for (const [index, tab] of [
        [1, 'movements'],
        [2, 'coupons'],
      ] as const) {
        await page.getByRole('tab').nth(index).click();
        const items = page.getByTestId(`affiliate-${tab}`).locator(':scope > li');
        await expect(items.first()).toBeVisible({ timeout: 15_000 });
        const parts = `[data-testid="affiliate-${tab}"] > li ${tab === 'coupons' ? '> button ' : ''}> *`;
        const tabLines = await renderedLines(page, parts);
        await page.screenshot({ path: test.info().outputPath(`affiliate-${tab}-${lang}-${width}.png`) });
        const loose = tabLines.flat().filter((line) => /^[·→]|[·→]$/.test(line));
        expect(loose, `${tab}, ${lang} at ${width} px: ${JSON.stringify(tabLines)}`).toEqual([]);
        // nothing runs past the screen's edge
        const overflow = await items.evaluateAll((rows) =>
          rows.filter((r) => r.scrollWidth > r.clientWidth + 1).map((r) => r.textContent),
        );
        expect(overflow, `${tab}, ${lang} at ${width} px`).toEqual([]);
      }
      await page.getByRole('tab').nth(0).click();
    }
  }
});
