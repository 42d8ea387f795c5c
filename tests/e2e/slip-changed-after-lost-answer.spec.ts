import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';
import { apiAs } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

// After a coupon's answer was lost, the player changes the slip (here the stake) and taps again.
// The earlier request may stand on the server: the slip must find out what became of it before it
// sends anything new, or the player ends up with two coupons without being told of the first.

const TEXTS = {
  tr: {
    maybe: 'Kuponunuz oluşmuş olabilir',
    notTaken: 'bahis alınmadı',
    earlierPlaced: 'Önceki kuponunuz zaten oluşmuştu',
  },
  aa: {
    maybe: 'ربما أُنشئت قسيمتك',
    notTaken: 'لم يُوضع أي رهان',
    earlierPlaced: 'كانت قسيمتك السابقة قد أُنشئت',
  },
} as const;
type Lang = keyof typeof TEXTS;

const keyOf = (req: Request) => (req.postDataJSON() as { idempotencyKey: string }).idempotencyKey;
const isCreate = (req: Request) =>
  req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/coupons';

/** The player's coupons as the server holds them. */
async function couponsOf(baseURL: string, player: { userName: string; password: string }) {
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    const list = await api.get('/api/v1/coupons');
    expect(list.status()).toBe(200);
    return (await list.json()) as {
      totalCount: number;
      results: Array<{ ticketId: string; totalStake: number }>;
    };
  } finally {
    await api.dispose();
  }
}

/** A new player logged in at `lang`, two picks on the slip, stake 10, on the slip page. */
async function slipReadyWithKeys(page: Page, baseURL: string, lang: Lang) {
  const { player, slip } = await slipReady(page, baseURL, lang);
  // every create request the page sends (aborted or not), by its key
  const keys: string[] = [];
  page.on('request', (req) => {
    if (isCreate(req)) keys.push(keyOf(req));
  });
  return { player, slip, keys };
}

/** The first create request gets `lose`; later ones go to the server. */
async function loseFirstAnswer(page: Page, lose: (route: Route) => Promise<void>) {
  let first = true;
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() !== 'POST' || !first) return route.continue();
      first = false;
      await lose(route);
    },
  );
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('Turkish: the answer is lost offline, the stake is changed and Create tapped while still offline: nothing is sent, the slip still says the coupon may be placed, and back online it shows that coupon; one coupon', async ({
    page,
    context,
    baseURL,
  }) => {
    const lang = 'tr';
    const { player, slip, keys } = await slipReadyWithKeys(page, baseURL!, lang);
    let ticket = '';
    await loseFirstAnswer(page, async (route) => {
      // the server takes the coupon; the phone loses its network before the answer arrives
      ticket = ((await (await route.fetch()).json()) as { ticketId: string }).ticketId;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    const notice = page.getByTestId('notice');
    await slip.create();
    await expect(notice).toContainText(TEXTS[lang].maybe);

    // The player changes the stake and taps again, still offline.
    await slip.stake(25);
    await slip.create();
    await expect(notice).toContainText(TEXTS[lang].maybe);
    await expect(notice).not.toContainText(TEXTS[lang].notTaken);
    await expect(slip.picks()).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`changed-offline-${lang}.png`), fullPage: true });

    // Back online, the slip finds the first coupon by its key and says it was placed.
    await context.setOffline(false);
    await expect(page.getByTestId('last-ticket-id')).toHaveText(ticket, { timeout: 20_000 });
    await expect(page.getByTestId('placed-unanswered')).toContainText(TEXTS[lang].earlierPlaced);
    await expect(page.getByText(TEXTS[lang].maybe)).toHaveCount(0);
    await expect(slip.picks()).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`changed-found-${lang}.png`), fullPage: true });
    expect(new Set(keys).size).toBe(1);
    const coupons = await couponsOf(baseURL!, player);
    expect(coupons.totalCount).toBe(1);
    expect(coupons.results[0]!.ticketId).toBe(ticket);
  });

  for (const lang of ['aa', 'tr'] as const)
    test(`${lang}: the server made the coupon and a gateway lost its answer; the player changes the stake and taps again: told the first coupon was placed (ticket and link), nothing new sent; one coupon`, async ({
      page,
      baseURL,
    }) => {
      const { player, slip, keys } = await slipReadyWithKeys(page, baseURL!, lang);
      let ticket = '';
      await loseFirstAnswer(page, async (route) => {
        const answer = await route.fetch();
        expect(answer.status()).toBe(201);
        ticket = ((await answer.json()) as { ticketId: string }).ticketId;
        await route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' });
      });
      await slip.create();
      await expect(page.getByTestId('notice')).toContainText(TEXTS[lang].maybe);
      await expect(slip.picks()).toHaveCount(2);

      await slip.stake(25);
      await slip.create();
      await expect(page.getByTestId('last-ticket-id')).toHaveText(ticket);
      await expect(page.getByTestId('placed-unanswered')).toContainText(TEXTS[lang].earlierPlaced);
      await expect(page.getByTestId('last-open-coupon')).toHaveAttribute(
        'href',
        `/${lang}/coupons/${ticket}`,
      );
      await page.screenshot({ path: test.info().outputPath(`earlier-placed-${lang}.png`), fullPage: true });
      expect(keys).toHaveLength(1);
      const coupons = await couponsOf(baseURL!, player);
      expect(coupons.totalCount).toBe(1);
      expect(coupons.results[0]!.ticketId).toBe(ticket);

      // A new tap is a deliberate new bet: the slip is empty until the player builds one.
      await expect(slip.picks()).toHaveCount(0);
    });

  test('Arabic: the first request never reached the server; the changed slip is placed once, under a new key', async ({
    page,
    baseURL,
  }) => {
    const lang = 'aa';
    const { player, slip, keys } = await slipReadyWithKeys(page, baseURL!, lang);
    await loseFirstAnswer(page, (route) =>
      route.fulfill({ status: 504, contentType: 'text/plain', body: 'Gateway Timeout' }),
    );
    await slip.create();
    await expect(page.getByTestId('notice')).toContainText(TEXTS[lang].maybe);

    await slip.stake(25);
    await slip.create();
    await expect(page.getByTestId('last-coupon')).toBeVisible();
    await expect(page.getByTestId('placed-unanswered')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`changed-placed-${lang}.png`), fullPage: true });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    const coupons = await couponsOf(baseURL!, player);
    expect(coupons.totalCount).toBe(1);
    expect(coupons.results[0]!.totalStake).toBe(25);
    await expect(page.getByTestId('last-ticket-id')).toHaveText(coupons.results[0]!.ticketId);
  });
});
