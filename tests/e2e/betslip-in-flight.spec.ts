import { expect, test, type Page } from '@playwright/test';
import { BetSlipPage } from './pages/betslip-page.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';
import { SportsPages } from './pages/sports-pages.ts';

// A whole player journey: two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);
test.use({ viewport: { width: 360, height: 740 } });

async function slipOnPage(page: Page, baseURL: string) {
  const player = await newPlayer(baseURL);
  await page.goto('/tr/');
  await new ShellPage(page).login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports('tr');
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open('tr');
  await slip.stake(10);
  return slip;
}

test('a lost answer (360 px): the notice asking for another tap leaves the create button uncovered', async ({
  page,
  baseURL,
}) => {
  const slip = await slipOnPage(page, baseURL!);
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()),
  );
  await slip.create();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-state', '3');
  const button = page.getByTestId('create-coupon');
  await expect(button).toBeEnabled();
  await page.screenshot({ path: '/tmp/matchhdr/lost-answer-tr.png' });
  const a = (await notice.boundingBox())!;
  const b = (await button.boundingBox())!;
  expect(a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5, 'the notice covers the button').toBe(
    true,
  );
  // a tap on the button's middle reaches the button, not the notice
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
    [b.x + b.width / 2, b.y + b.height / 2],
  );
  expect(hit).toBe('create-coupon');
});

test('while the coupon is being made (a slow answer) the stake and the picks cannot be changed', async ({
  page,
  baseURL,
}) => {
  const slip = await slipOnPage(page, baseURL!);

  // the placement's answer waits until the spec lets it through
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const arrived = new Promise<void>((resolve) => (sent = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent();
      await held;
      await route.continue();
    },
  );
  await slip.create();
  await arrived;
  await expect(page.getByTestId('create-coupon')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('stake')).toBeDisabled();
  await expect(page.getByTestId('quick-amount').getByText('+5', { exact: true })).toBeDisabled();
  await expect(page.getByTestId('quick-clear')).toBeDisabled();
  for (const remove of await page.getByTestId('remove-pick').all()) await expect(remove).toBeDisabled();
  await expect(page.getByTestId('clear-slip')).toBeDisabled();
  const stake = await slip.stakeText(1000);
  await expect(page.getByTestId('stake')).toHaveValue(stake);
  await expect(slip.picks()).toHaveCount(2);
  await page.screenshot({ path: '/tmp/matchhdr/slip-in-flight.png' });

  // let through, the coupon is made of the stake and picks as sent
  release();
  await expect(page.getByTestId('last-ticket-id')).toBeVisible({ timeout: 20_000 });
});
