import { expect, test, type Locator, type Page } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { holdApi } from './pages/network.ts';
import { newPlayer } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// Issue 14 item 1: every tap that waits for the network says so (disabled, aria-busy, a spinner)
// until its answer comes. Each answer is held on its way, so the waiting state is there to see.

/** The button waits (busy and disabled) while its answer is held, and stops once it comes. */
async function waitsFor(page: Page, button: Locator, path: RegExp, tap: () => Promise<void>) {
  const held = await holdApi(page, path, 'POST');
  await tap();
  await held.requested();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
  held.release();
  await page.unrouteAll({ behavior: 'wait' });
}

async function placeCoupon(page: Page) {
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  await slip.stake(10);
  const create = page.getByTestId('create-coupon');
  await waitsFor(page, create, /^\/api\/v1\/coupons$/, () => slip.create());
  await expect(page.getByTestId('last-coupon')).toBeVisible();
  return (await page.getByTestId('last-ticket-id').innerText()).trim();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('login, placing a coupon, cancelling it and cashing out wait visibly for their answers', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const player = await newPlayer(baseURL!);

      await page.goto('/en/');
      await page.locator('header .login-button').click();
      const menu = page.locator('.side-menu.right');
      await menu.locator('input[name="userName"]').fill(player.userName);
      await menu.locator('input[name="password"]').fill(player.password);
      const submit = menu.getByTestId('login-submit');
      await waitsFor(page, submit, /^\/api\/v1\/auth\/login$/, () => submit.click());
      await expect(page.getByTestId('header-balance')).toBeVisible();

      const first = await placeCoupon(page);
      await expect(page.getByTestId('create-coupon')).toHaveCount(0);

      // Cancel, from My coupons.
      await page.goto('/en/coupons');
      const item = page.locator(`[data-testid="coupon-item"][data-ticket="${first}"]`);
      await item.getByRole('button', { expanded: false }).click();
      const cancel = item.getByTestId('coupon-cancel');
      await cancel.click();
      // The dialog closes on its yes; the cancel button waits for the answer.
      const yesCancel = page.getByTestId('cancel-confirm-yes');
      await waitsFor(page, cancel, /^\/api\/v1\/coupons\/\d+\/cancel$/, () => yesCancel.click());
      await expect(page.getByTestId('notice')).toBeVisible();

      // Cash-out of a second coupon.
      const second = await placeCoupon(page);
      await page.goto('/en/cashout');
      const offer = page.locator(`[data-testid="cashout-item"][data-ticket="${second}"]`);
      await offer.getByTestId('sell').click();
      const yes = offer.getByTestId('sell-confirm-yes');
      await waitsFor(page, yes, /^\/api\/v1\/coupons\/\d+\/sell$/, () => yes.click());
      await expect(offer).toHaveCount(0, { timeout: 15_000 });
    });
  });
}
