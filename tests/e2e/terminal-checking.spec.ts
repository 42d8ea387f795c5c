import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { SportsPages } from './pages/sports-pages.ts';
import { TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test, type TerminalRig } from './pages/terminal-rig.ts';

// A kiosk's landscape screen, and the narrowest phone the site supports.
const TERMINAL_SCREEN = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 800 };

/** Logs the shop in, puts two picks on the slip and opens it. */
async function slipWithTwoPicks(page: Page, terminal: TerminalRig): Promise<BetSlipPage> {
  await logIn(page, terminal.shop);
  const sports = new SportsPages(page);
  await sports.openSports();
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open();
  return slip;
}

const credit = async (page: Page) =>
  ((await (await page.request.get('/api/v1/me')).json()) as { credit: number }).credit;
const coupons = async (page: Page) =>
  ((await (await page.request.get('/api/v1/coupons')).json()) as { totalCount: number }).totalCount;

/** The slip while its bet is checked: the same picks, no way to place it again, and the cashier told. */
async function expectChecking(page: Page, slip: BetSlipPage) {
  const ui = new TerminalPages(page);
  await expect(page.getByTestId('slip-checking')).toContainText('Checking with the server…');
  await expect(page.getByTestId('slip-checking')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('create-coupon')).toBeDisabled();
  await expect(page.getByTestId('clear-slip')).toBeDisabled();
  await expect(slip.picks()).toHaveCount(2);
  await expect(page.getByTestId('last-coupon')).toHaveCount(0);
  await expect(ui.queue('checking')).toHaveText('Bets being checked: 1 (do not refund)');
  const row = page.getByTestId('submission');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('submission-state')).toHaveText('Checking with the server');
  // a bet that may be live cannot be cleared from the list
  await expect(row.getByTestId('submission-acknowledge')).toHaveCount(0);
}

test.describe('through a link that loses answers', () => {
  test.use({ throughLink: true });

  test('a bet whose answer was lost shows as checking until the server answers, then as placed, printed once', async ({
    page,
    terminal,
  }) => {
    test.setTimeout(120_000);
    const link = terminal.link!;
    await page.setViewportSize(TERMINAL_SCREEN);
    const slip = await slipWithTwoPicks(page, terminal);
    const before = await credit(page);
    link.loseNextCouponAnswer();
    await slip.create();
    await expectChecking(page, slip);
    // the server placed it (only its answer was lost), and nothing printed while unknown
    expect(link.couponPosts).toEqual(['201']);
    expect(await coupons(page)).toBe(1);
    expect(terminal.emulator.decoded().cuts).toBe(0);
    await page.screenshot({ path: test.info().outputPath('terminal-checking.png') });
    // a reload (or a restart of the window) finds the slip still waiting, with the same key
    await page.reload();
    await expectChecking(page, slip);
    await expectNoAxeViolations(page);
    await page.setViewportSize(NARROW);
    await expectNoAxeViolations(page);
    // right to left, in Arabic
    await page.goto('/aa/betslip');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('slip-checking')).toContainText('جارٍ التحقق مع الخادم…');
    await expect(page.getByTestId('submission-state')).toHaveText('جارٍ التحقق مع الخادم');
    await page.screenshot({ path: test.info().outputPath('terminal-checking-rtl.png') });
    await expectNoAxeViolations(page);
    await slip.open();
    // the cashier cannot put the picks on the slip again meanwhile
    await page.getByTestId('create-coupon').click({ force: true });
    expect(link.couponPosts).toEqual(['201']);

    link.up();
    await expect(page.getByTestId('last-coupon')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('slip-checking')).toHaveCount(0);
    const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
    const placed = (await (await page.request.get('/api/v1/coupons')).json()) as {
      totalCount: number;
      items?: Array<{ ticketId: string }>;
    };
    expect(placed.totalCount).toBe(1);
    expect(await credit(page)).toBeLessThan(before);
    await terminal.emulator.waitForCuts(1, 15_000);
    // the ticket's barcode carries its payout code
    const { payoutCode } = await (await page.request.get(`/api/v1/coupons/${ticketId}`)).json();
    expect(terminal.emulator.decoded().barcodes).toEqual([payoutCode]);
    // found by its key, never sent a second time
    expect(link.couponPosts).toEqual(['201']);

    // the cashier sees it placed and clears it from the list
    const ui = new TerminalPages(page);
    await expect(ui.queue('checking')).toHaveCount(0);
    const row = page.getByTestId('submission');
    await expect(row.getByTestId('submission-state')).toHaveText('Placed');
    await expect(row.getByTestId('submission-ticket')).toHaveText(ticketId);
    await row.getByTestId('submission-acknowledge').click();
    await expect(page.getByTestId('terminal-submissions')).toHaveCount(0);
    // once printed, however often the queue was asked meanwhile
    await expect
      .poll(() => terminal.services.queueState())
      .toMatchObject({ ok: true, value: { pendingPrints: 0 } });
    expect(terminal.emulator.decoded().cuts).toBe(1);
  });
});

test.describe('through a link that loses the request, with a short send window', () => {
  test.use({ throughLink: true, confirmWindowMs: 1500 });

  test('a bet the server never got becomes not placed once the server closes its key: no stake taken, the slip may go again', async ({
    page,
    terminal,
  }) => {
    test.setTimeout(120_000);
    const link = terminal.link!;
    const slip = await slipWithTwoPicks(page, terminal);
    const before = await credit(page);
    link.loseNextCouponRequest();
    await slip.create();
    await expectChecking(page, slip);
    expect(link.couponPosts).toEqual([]);

    // The send window passes while the server is out of reach (measured from the job's own
    // record): a re-send would now be unsafe, so the terminal will close the key instead.
    const listed = terminal.services.submissions();
    const createdAt = listed.ok ? listed.value[0]!.createdAt : Number.NaN;
    await expect.poll(() => Date.now() - createdAt).toBeGreaterThan(1500);
    link.up();
    await expect(page.getByTestId('notice')).toContainText(
      'The coupon was not placed and no stake was taken.',
      {
        timeout: 60_000,
      },
    );
    await expect(page.getByTestId('slip-checking')).toBeEmpty();
    await expect(slip.picks()).toHaveCount(2);
    await expect(page.getByTestId('create-coupon')).toBeEnabled();
    expect(await coupons(page)).toBe(0);
    expect(await credit(page)).toBe(before);
    expect(terminal.emulator.decoded().cuts).toBe(0);

    const row = page.getByTestId('submission');
    await expect(row.getByTestId('submission-state')).toHaveText('Not placed');
    await expect(row).toContainText('The coupon was not placed and no stake was taken.');
    await expectNoAxeViolations(page);
    await row.getByTestId('submission-acknowledge').click();
    await expect(page.getByTestId('terminal-submissions')).toHaveCount(0);
  });
});

test.describe('cut off from the server', () => {
  test.use({ throughLink: true, confirmWindowMs: 1500 });

  test('a given-up bet stays in the list until the cashier acknowledges it', async ({ page, terminal }) => {
    await page.setViewportSize(TERMINAL_SCREEN);
    const slip = await slipWithTwoPicks(page, terminal);
    const ui = new TerminalPages(page);
    // nobody listens: every connection is refused, so the bet certainly never left the terminal
    await terminal.link!.refuse();
    await slip.create();
    await expect(page.getByTestId('notice')).toContainText('The server did not confirm the bet');
    await expect(ui.queue('failed')).toHaveText('Bets not confirmed: 1 (see the cashier)');
    const row = page.getByTestId('submission');
    await expect(row.getByTestId('submission-state')).toHaveText('Not sent, not placed');
    await expectNoAxeViolations(page);
    await page.setViewportSize(NARROW);
    await expectNoAxeViolations(page);
    // and on the dark theme a site may choose
    await page.evaluate(() => (document.documentElement.dataset['theme'] = 'black'));
    await expectNoAxeViolations(page);
    await row.getByTestId('submission-acknowledge').click();
    await expect(page.getByTestId('terminal-submissions')).toHaveCount(0);
    await expect(ui.queue('failed')).toHaveCount(0);
    // acknowledged for good: a reload does not bring it back
    await page.reload();
    await expect(page.getByTestId('betslip')).toBeVisible();
    await expect(page.getByTestId('terminal-submissions')).toHaveCount(0);
    expect(terminal.emulator.decoded().cuts).toBe(0);
  });
});
