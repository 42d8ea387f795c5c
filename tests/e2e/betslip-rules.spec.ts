import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';
import { fillSlip } from './pages/open-picks.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';
import { SportsPages, zoneWhereTomorrowIsNear } from './pages/sports-pages.ts';

/** Logs a new player in through the API; the page shares its cookies. */
async function loggedIn(
  page: Page,
  baseURL: string,
  credit = 500,
  combine?: { minTip: number; minStake: number; maxStake: number; maxPay: number; status: 1 },
) {
  const player = await newPlayer(baseURL, credit);
  if (combine) {
    const admin = await adminApi(baseURL);
    const set = await admin.patch(`/api/v1/admin/users/${player.userId}`, { data: { limits: { combine } } });
    expect(set.status()).toBe(200);
    await admin.dispose();
  }
  const res = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(res.status()).toBe(200);
  return player;
}

/** The slip as the store keeps it in local storage. */
interface StoredSlip {
  state: { slip: { picks: Array<{ matchId: number; outcomeId: number; odd: number }> } };
}
const storedSlip = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('betslip') ?? '{}') as StoredSlip);

/** An amount as the site shows it, without the currency and the thousands separators. */
const amountOf = (text: string) => text.replace(/\s*TL$/, '').replace(/,(?=\d{3})/g, '');

for (const size of [
  { name: 'phone', width: 360, height: 780, desktop: false },
  { name: 'desktop', width: 1280, height: 800, desktop: true },
]) {
  test.describe(`the slip at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      timezoneId: zoneWhereTomorrowIsNear(),
      ...(size.desktop ? { isMobile: false, hasTouch: false, deviceScaleFactor: 1 } : {}),
    });

    test('a 20-pick accumulator is placeable: odds at the cap, one message, box and details agree', async ({
      page,
      baseURL,
    }) => {
      // a max pay of 5000.00: the default stake at 320 pays 320.00, a stake of 250.00 would pay 80000
      await loggedIn(page, baseURL!, 500, { minTip: 1, minStake: 1, maxStake: 250, maxPay: 5000, status: 1 });
      const slip = new BetSlipPage(page);
      await slip.open();
      await fillSlip(page, 20);
      await slip.open();
      await expect(slip.picks()).toHaveCount(20);
      await expect(slip.value('slip-total-odds')).toHaveText('320');
      // the default stake is placeable as it is: no "reduced to 0.00" beside "minimum stake"
      await expect(slip.value('stake')).toHaveValue('1.00');
      await expect(slip.value('slip-stake-total')).toHaveText('1.00 TL');
      await expect(slip.value('slip-max-pay')).toHaveText('320.00 TL');
      await expect(page.getByTestId('slip-messages')).toHaveCount(0);
      await expect(page.getByTestId('create-coupon')).toBeEnabled();

      // a stake whose payout passes the max pay is lowered to the one that reaches it, said once
      await slip.value('stake').fill('250');
      await slip.value('stake').press('Enter');
      await expect(page.getByTestId('slip-messages').locator('li')).toHaveCount(1);
      await expect(page.getByTestId('slip-messages')).toContainText('maximum win');
      const box = await slip.value('stake').inputValue();
      expect(Number(box)).toBeLessThan(250);
      expect(Number(box)).toBeGreaterThanOrEqual(1);
      expect(amountOf(await slip.value('slip-stake-total').innerText())).toBe(box);
      await expect(page.getByTestId('slip-messages')).toContainText(`${box} TL`);
      await page.screenshot({ path: test.info().outputPath(`accumulator-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="betslip"]');

      await slip.create();
      await expect(page.getByTestId('last-coupon')).toBeVisible();
      await expect(page.getByTestId('last-stake')).toHaveText(`${box} TL`);
      // the stake that reaches the max pay: its payout (bonus included) within 5000.00
      expect(Number(box) * 320).toBeLessThanOrEqual(5000);
    });

    test('a stake above the maximum says so and offers it, before the balance; Create says why it is off', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!, 100);
      const sports = new SportsPages(page);
      await sports.openSports();
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open();
      const stake = slip.value('stake');
      await stake.fill('99999');
      await stake.blur();
      await expect(stake).toHaveValue('99999.00');
      expect(amountOf(await slip.value('slip-stake-total').innerText())).toBe('99999.00');
      const messages = page.getByTestId('slip-messages');
      await expect(messages.locator('li')).toHaveCount(1);
      await expect(messages).toContainText('The maximum stake is');
      await expect(messages).not.toContainText('credit');
      const create = page.getByTestId('create-coupon');
      await expect(create).toBeDisabled();
      await expect(create).toHaveAttribute('aria-describedby', 'slip-messages');
      await expect(stake).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: test.info().outputPath(`max-stake-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="betslip"]');

      // set to the maximum: box and details follow; only now is the balance looked at
      const offer = page.getByTestId('set-max-stake');
      const max = amountOf((await offer.innerText()).replace(/^\D*/, ''));
      await offer.click();
      await expect(stake).toHaveValue(max);
      expect(amountOf(await slip.value('slip-stake-total').innerText())).toBe(max);
      await expect(messages.locator('li')).toHaveCount(1);
      await expect(messages).toContainText('Not enough credit');
      await expect(create).toBeDisabled();
    });

    test('quick amounts set the default stake and add to a chosen one; 0 is refused, not made 1.00', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      const sports = new SportsPages(page);
      await sports.openSports();
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open();
      const stake = slip.value('stake');
      const quick = (n: number) => page.getByTestId('quick-amount').getByText(`+${n}`, { exact: true });
      await expect(stake).toHaveValue('1.00');
      await quick(5).click();
      await expect(stake).toHaveValue('5.00');
      await quick(10).click();
      await expect(stake).toHaveValue('15.00');
      await expect(slip.value('slip-stake-total')).toHaveText('15.00 TL');
      await page.getByTestId('quick-clear').click();
      await expect(stake).toHaveValue('1.00');
      await quick(10).click();
      await expect(stake).toHaveValue('10.00');

      await stake.fill('0');
      await stake.blur();
      await expect(stake).toHaveValue('0.00');
      await expect(slip.value('slip-stake-total')).toHaveText('0.00 TL');
      await expect(page.getByTestId('slip-messages')).toContainText('The minimum stake is');
      await expect(page.getByTestId('create-coupon')).toBeDisabled();
      // an emptied box is the same refusal
      await stake.fill('');
      await expect(page.getByTestId('slip-messages')).toContainText('The minimum stake is');
      await expect(page.getByTestId('create-coupon')).toBeDisabled();
    });

    test('the stake is typed with the keyboard in the language’s decimal sign', async ({ page, baseURL }) => {
      await loggedIn(page, baseURL!, 2000);
      const sports = new SportsPages(page);
      await sports.openSports('tr');
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open('tr');
      const stake = slip.value('stake');
      await expect(stake).toHaveAttribute('inputmode', 'decimal');
      await expect(stake).toHaveValue('1,00');
      await stake.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('12,5');
      await expect(stake).toHaveValue('12,5');
      await page.keyboard.press('Tab');
      await expect(stake).toHaveValue('12,50');
      await expect(slip.value('slip-stake-total')).toHaveText('12,50 TL');
      // a point before three digits groups thousands, as Turkish writes them: 1.000 is a thousand
      await stake.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('1.000');
      await expect(stake).toHaveValue('1.000');
      await expect(slip.value('slip-stake-total')).toHaveText('1.000,00 TL');
      await page.keyboard.type(',505');
      // the third decimal is refused
      await expect(stake).toHaveValue('1.000,50');
      await page.keyboard.press('Tab');
      // the box keeps the digits plain to edit them; the total is money as Turkish writes it
      await expect(stake).toHaveValue('1000,50');
      await expect(slip.value('slip-stake-total')).toHaveText('1.000,50 TL');
      // a point typed on a keypad without a comma is taken as the decimal sign too
      await stake.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('7.25');
      await page.keyboard.press('Enter');
      await expect(stake).toHaveValue('7,25');
      await slip.create();
      await expect(page.getByTestId('last-coupon')).toBeVisible();
      await expect(page.getByTestId('last-stake')).toHaveText('7,25 TL');
    });

    test('in Arabic the slip reads right to left: the stake, its refusal and the odds choice', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      const sports = new SportsPages(page);
      await sports.openSports('aa');
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open('aa');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await slip.value('stake').fill('0');
      await slip.value('stake').blur();
      const messages = page.getByTestId('slip-messages');
      await expect(messages.locator('li')).toHaveCount(1);
      // the refusal is in Arabic, not the English catalogue
      await expect(messages).not.toContainText('minimum');
      await expect(page.getByTestId('create-coupon')).toBeDisabled();
      await expect(page.getByTestId('odds-change')).toContainText('قبول الكل');
      await page.screenshot({ path: test.info().outputPath(`slip-aa-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="betslip"]');
    });

    test('a live pick shows the minute the match is at, as the list does', async ({ page, baseURL }) => {
      await loggedIn(page, baseURL!);
      const sports = new SportsPages(page);
      await sports.openLive();
      // a live row with an odd open now: a row whose markets are all locked for a moment has nothing to tap
      const row = sports
        .rows()
        .filter({ has: page.locator('.clock.live') })
        .filter({ has: page.locator('[data-testid="odd"]:not([disabled])') })
        .first();
      await expect(row).toBeVisible();
      const listClock = (await row.locator('.clock').innerText()).trim();
      await sports.odds(row).first().click();
      const slip = new BetSlipPage(page);
      await slip.open();
      const matchId = (await storedSlip(page)).state.slip.picks[0]!.matchId;
      const slipClock = page.getByTestId('slip-match').locator('.clock');
      // the match's minute now, from the server: the slip shows it, never a 0' of its own
      await expect
        .poll(async () => {
          const { match } = (await (await page.request.get(`/api/v1/matches/${matchId}`)).json()) as {
            match: { time: { minute: number; extra: number } | null; status: string };
          };
          const t = match.time;
          const expected = t ? (t.extra > 0 ? `${t.minute}+${t.extra}'` : `${t.minute}'`) : '';
          const shown = (await slipClock.innerText()).trim();
          return shown === expected || !/'$/.test(shown) ? 'same' : `${shown} vs ${expected}`;
        })
        .toBe('same');
      if (/^\d+'/.test(listClock) && listClock !== "0'") await expect(slipClock).not.toHaveText("0'");
    });

    test('odds changes: the choice is kept and sent; a refused change is shown and can be accepted', async ({
      page,
      baseURL,
    }) => {
      // No price reaches the page to put the slip's odd right (the live socket follows the slip's
      // matches and would): its sockets go nowhere from the first page on, so no socket opened
      // before the odd is altered below writes a fresh price over it.
      await page.routeWebSocket(/\/socket\.io\//, () => {});
      await page.route('**/socket.io/**', (route) => route.abort());
      await loggedIn(page, baseURL!);
      const sports = new SportsPages(page);
      await sports.openSportsTomorrow();
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open();
      await page.getByTestId('odds-change').selectOption('never');
      await page.reload();
      await expect(page.getByTestId('odds-change')).toHaveValue('never');

      const seen = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('betslip')!) as {
              state: { slip: { picks: Array<{ odd: number }> } };
            }
          ).state.slip.picks[0]!.odd,
      );
      // the player saw an older, higher odd on the first pick: written before the reloaded page's
      // scripts run, so nothing the page still had in memory can write the true odd back over it
      await page.addInitScript(() => {
        if (sessionStorage.getItem('odd-raised')) return;
        sessionStorage.setItem('odd-raised', '1');
        const stored = JSON.parse(localStorage.getItem('betslip')!) as {
          state: { slip: { picks: Array<{ odd: number }> } };
        };
        stored.state.slip.picks[0]!.odd = Math.round((stored.state.slip.picks[0]!.odd + 0.5) * 1000) / 1000;
        localStorage.setItem('betslip', JSON.stringify(stored));
      });
      await page.reload();
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/coupons'),
      );
      await slip.create();
      expect((await sent).postDataJSON()).toMatchObject({
        oddsChange: 'never',
        oddChangeOk: false,
        picks: [{ odd: Math.round((seen + 0.5) * 1000) / 1000 }, {}],
      });
      const moves = page.getByTestId('odds-moves');
      await expect(moves).toBeVisible();
      await expect(moves.getByTestId('odds-move')).toHaveCount(1);
      const create = page.getByTestId('create-coupon');
      await expect(create).toBeDisabled();
      await expect(create).toHaveAttribute('aria-describedby', /slip-odds-moves/);
      await page.screenshot({ path: test.info().outputPath(`odds-moved-${size.name}.png`) });
      await expectNoAxeViolations(page, '[data-testid="betslip"]');
      await page.getByTestId('accept-odds').click();
      await expect(moves).toHaveCount(0);
      await slip.create();
      await expect(page.getByTestId('last-coupon')).toBeVisible();
    });

    test('a reload during placement finds the coupon by its key and says it was placed', async ({
      page,
      baseURL,
    }) => {
      await loggedIn(page, baseURL!);
      const sports = new SportsPages(page);
      await sports.openSports();
      await sports.pickFromRows(2);
      const slip = new BetSlipPage(page);
      await slip.open();
      // the request reaches the server, which places the coupon; its answer never comes back
      let reached!: () => void;
      const atServer = new Promise<void>((resolve) => (reached = resolve));
      await page.route(
        (url) => url.pathname.endsWith('/api/v1/coupons'),
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          await route.fetch();
          reached();
        },
      );
      await slip.create();
      await atServer;
      // the page reloads while the request still waits for its answer
      await page.reload();
      await expect(page.getByTestId('placed-unanswered')).toBeVisible();
      await expect(slip.picks()).toHaveCount(0);
      const ticketId = (await page.getByTestId('last-ticket-id').innerText()).trim();
      await page.getByTestId('last-open-coupon').click();
      await expect(page.getByTestId('coupon-detail')).toBeVisible();
      await expect(page.getByTestId('coupon-ticket')).toHaveText(ticketId);
      // one coupon, not two
      const list = (await (await page.request.get('/api/v1/coupons')).json()) as { totalCount: number };
      expect(list.totalCount).toBe(1);
    });
  });
}
