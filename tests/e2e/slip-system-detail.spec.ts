import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { fillSlip } from './pages/open-picks.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

/**
 * A player who types the coupon's total (stake type 1) with a system min tip of 3, logged in
 * through the API; the page shares its cookies.
 */
async function systemPlayer(page: Page, baseURL: string) {
  const player = await newPlayer(baseURL, 500);
  const admin = await adminApi(baseURL);
  const system = { minTip: 3, minStake: 1, maxStake: 5000, maxPay: 500_000, status: 1 };
  const set = await admin.patch(`/api/v1/admin/users/${player.userId}`, {
    data: { staketype: 1, limits: { system } },
  });
  expect(set.status()).toBe(200);
  await admin.dispose();
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(res.status()).toBe(200);
}

const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const size of [
  { name: 'phone', width: 360, height: 780, desktop: false },
  { name: 'desktop', width: 1280, height: 800, desktop: true },
]) {
  for (const lang of ['tr', 'aa'] as const) {
    test.describe(`a system slip at ${size.width} px in ${lang}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        ...(size.desktop ? { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } : {}),
      });

      test('1/3 of three matches meets a min tip of 3, the real total is named, the detail says 1/3', async ({
        page,
        baseURL,
      }) => {
        // a whole journey (place, then the detail) on a busy machine
        test.slow();
        await systemPlayer(page, baseURL!);
        await page.goto(`/${lang}/betslip`);
        await fillSlip(page, 3, { minTip: 1 });
        await page.goto(`/${lang}/betslip`);
        const slip = page.getByTestId('betslip').first();
        // the first page of a busy run may take a while
        await expect(slip.getByTestId('slip-pick')).toHaveCount(3, { timeout: 20_000 });

        // the system and banker explanation opens on a tap and is named to screen readers
        await slip.getByTestId('help-banker-button').click();
        await expect(slip.getByTestId('help-banker')).toBeVisible();
        await expect(slip.getByTestId('help-banker-button')).toHaveAttribute('aria-expanded', 'true');
        await slip.getByTestId('help-banker-button').click();
        await expect(slip.getByTestId('help-banker-button')).toHaveAttribute('aria-expanded', 'false');
        await page.mouse.move(0, size.height / 2);
        await expect(slip.getByTestId('help-banker')).toBeHidden();

        await slip.getByTestId('system-1').click();
        await expect(slip.getByTestId('slip-bets')).toHaveText('3');
        // the min tip row explains itself too
        await slip.getByTestId('help-min-tip-button').click();
        await expect(slip.getByTestId('help-min-tip')).toContainText('3');
        await page.keyboard.press('Escape');
        await page.mouse.move(0, size.height / 2);
        await expect(slip.getByTestId('help-min-tip')).toBeHidden();

        // 10.00 over three bets: 3 × 3.33 is staked and the slip says so
        const stake = slip.getByTestId('stake');
        await stake.fill('10');
        await stake.press('Enter');
        const total = slip.getByTestId('slip-stake-total');
        await expect(total).toHaveText(/9[.,]99/);
        await expect(slip.getByTestId('slip-stake-per-bet')).toHaveText(/3[.,]33/);
        const messages = slip.getByTestId('slip-messages');
        await expect(messages).toContainText(await total.innerText());
        await expect(messages.locator('.slip-refusal')).toHaveCount(0);

        // Arabic at 360 px: Latin team names keep their start, the kick-off time stays on one line
        const teams = slip.locator('.slip-teams').first();
        const fits = await teams.evaluate((el) => {
          const range = document.createRange();
          range.setStart(el.firstChild!, 0);
          range.setEnd(el.firstChild!, 1);
          const first = range.getBoundingClientRect();
          const own = el.getBoundingClientRect();
          return first.left >= own.left - 0.5 && first.right <= own.right + 0.5;
        });
        expect(fits).toBe(true);
        const clock = slip.locator('.slip-match-head .clock').first();
        const lines = await clock.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        await expectNoAxeViolations(page, '[data-testid="betslip"]');

        const staked = await total.innerText();
        const create = slip.getByTestId('create-coupon');
        await expect(create).toBeEnabled();
        await create.click();
        const last = page.getByTestId('last-coupon').first();
        await expect(last).toBeVisible();
        await expect(last.getByTestId('last-stake')).toHaveText(staked);
        // the success notice never covers Print or Back
        const notice = page.getByTestId('notice');
        await expect(notice).toBeVisible();
        for (const id of ['print', 'last-back']) {
          const button = last.getByTestId(id);
          await button.scrollIntoViewIfNeeded();
          expect(overlaps(await box(notice), await box(button))).toBe(false);
        }
        await page.screenshot({ path: test.info().outputPath(`placed-${lang}-${size.width}.png`) });

        const ticketId = (await last.getByTestId('last-ticket-id').innerText()).trim();
        await page.goto(`/${lang}/coupons/${ticketId}`);
        await expect(page.getByTestId('coupon-system')).toHaveText('1/3');
        await expectNoAxeViolations(page, '[data-testid="coupon-detail"]');
      });
    });
  }
}
