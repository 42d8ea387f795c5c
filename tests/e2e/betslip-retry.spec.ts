import { expect, test, type Request } from '@playwright/test';
import { slipReady } from './pages/betslip-page.ts';
import { adminApi, apiAs } from './pages/shell-page.ts';

// A whole player journey per test; two workers beside the server on two cores need more than 30 s.
test.setTimeout(60_000);

const keyOf = (req: Request) => (req.postDataJSON() as { idempotencyKey: string }).idempotencyKey;

/** The player's coupons as the server holds them. */
async function couponsOf(baseURL: string, player: { userName: string; password: string }) {
  const api = await apiAs(baseURL, player.userName, player.password);
  try {
    const list = await api.get('/api/v1/coupons');
    expect(list.status()).toBe(200);
    return (await list.json()) as { totalCount: number; results: Array<{ ticketId: string }> };
  } finally {
    await api.dispose();
  }
}

test('a lost answer: the server made the coupon, the page saw a network error; after a reload the slip finds that coupon by its key and bets once', async ({
  page,
  baseURL,
}) => {
  const { player, slip } = await slipReady(page, baseURL!);
  const keys: string[] = [];
  let firstTicket = '';
  await page.route(
    (url) => url.pathname === '/api/v1/coupons',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(keyOf(route.request()));
      if (keys.length > 1) return route.continue();
      // The server gets the request and answers; the answer never reaches the page.
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      firstTicket = ((await answer.json()) as { ticketId: string }).ticketId;
      await route.abort('connectionreset');
    },
  );

  await slip.create();
  // not 'technical error': the bet may stand, and tapping again checks it
  await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '3');
  await expect(page.getByTestId('notice')).toContainText('Your coupon may already be placed');
  await expect(slip.picks()).toHaveCount(2);
  expect(firstTicket).toMatch(/^\d{6,20}$/);

  // After a reload the slip asks the server for the coupon of its key: placed, and no new request.
  await page.reload();
  await expect(page.getByTestId('placed-unanswered')).toBeVisible();
  await expect(page.getByTestId('last-ticket-id')).toHaveText(firstTicket);
  await expect(slip.picks()).toHaveCount(0);
  expect(keys).toHaveLength(1);
  const coupons = await couponsOf(baseURL!, player);
  expect(coupons.totalCount).toBe(1);
  expect(coupons.results[0]!.ticketId).toBe(firstTicket);
  // Debited once: 500 - 10.
  await expect(page.getByTestId('header-balance')).toContainText('490.00');
});

test('a refusal is a definite answer: the next tap sends a new key and makes the coupon', async ({
  page,
  baseURL,
}) => {
  const { player, slip } = await slipReady(page, baseURL!);
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/coupons') keys.push(keyOf(req));
  });
  const admin = await adminApi(baseURL!);
  const products = (sportUser: number) =>
    admin.patch(`/api/v1/admin/users/${player.userId}`, {
      data: { products: { sportUser: { status: sportUser }, liveUser: { status: sportUser } } },
    });
  try {
    // The operator closes sports betting for the player while the slip is open: the server refuses.
    expect((await products(0)).status()).toBe(200);
    await slip.create();
    await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '4');
    await expect(slip.picks()).toHaveCount(2);
    expect((await couponsOf(baseURL!, player)).totalCount).toBe(0);

    expect((await products(1)).status()).toBe(200);
    await slip.create();
    await expect(page.getByTestId('last-coupon')).toBeVisible();
  } finally {
    await admin.dispose();
  }
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect((await couponsOf(baseURL!, player)).totalCount).toBe(1);
});

test.describe('offline at 360 px, in Turkish', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a coupon that could not be sent says the connection is down and nothing was placed; the slip and its key stay for the retry', async ({
    page,
    context,
    baseURL,
  }) => {
    const { player, slip } = await slipReady(page, baseURL!, 'tr', null);
    const keys: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/coupons' && req.method() === 'POST') keys.push(keyOf(req));
    });

    await context.setOffline(true);
    await slip.create();
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveAttribute('data-state', '2');
    await expect(notice).toContainText('İnternet bağlantısı yok: kuponunuz gönderilmedi ve bahis alınmadı.');
    await expect(notice).not.toContainText('oluşmuş olabilir');
    await expect(slip.picks()).toHaveCount(2);
    const pendingKey = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('betslip') ?? '{}') as {
        state?: { pending?: { request?: { idempotencyKey?: string } } | null };
      };
      return stored.state?.pending?.request?.idempotencyKey ?? '';
    });
    expect(pendingKey).not.toBe('');
    await expect(page.getByTestId('slip-offline')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-create-tr-360.png') });

    // Back online, the same tap places the coupon once, under the same key. The tap waits, as a
    // person would, until the slip no longer says it is offline: tapped the instant the browser is
    // told, the request can still leave offline (it failed so once, as a second offline notice).
    await context.setOffline(false);
    await expect(page.getByTestId('slip-offline')).toBeHidden();
    await slip.create();
    await expect(page.getByTestId('last-coupon')).toBeVisible();
    await expect(slip.picks()).toHaveCount(0);
    expect(keys.at(-1)).toBe(pendingKey);
    expect((await couponsOf(baseURL!, player)).totalCount).toBe(1);
  });
  test('the network drops while the coupon is on its way: the slip says it may be placed, and back online it shows the coupon', async ({
    page,
    context,
    baseURL,
  }) => {
    const { player, slip } = await slipReady(page, baseURL!, 'tr');
    const keys: string[] = [];
    let ticket = '';
    await page.route(
      (url) => url.pathname === '/api/v1/coupons',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        keys.push(keyOf(route.request()));
        // the server takes the coupon; the phone loses its network before the answer arrives
        const answer = await route.fetch();
        ticket = ((await answer.json()) as { ticketId: string }).ticketId;
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      },
    );
    await slip.create();
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('Kuponunuz oluşmuş olabilir');
    await expect(notice).not.toContainText('gönderilmedi');
    await expect(slip.picks()).toHaveCount(2);

    // Back online, nothing tapped: the slip asks for the coupon of its key and shows it.
    await context.setOffline(false);
    await expect(page.getByTestId('last-ticket-id')).toHaveText(ticket, { timeout: 20_000 });
    await expect(page.getByTestId('placed-unanswered')).toBeVisible();
    // the warning is answered: it goes
    await expect(page.getByText('Kuponunuz oluşmuş olabilir')).toHaveCount(0);
    await expect(slip.picks()).toHaveCount(0);
    expect(keys).toHaveLength(1);
    expect((await couponsOf(baseURL!, player)).totalCount).toBe(1);
    await expect(page.getByTestId('header-balance')).toContainText('490,00');
    await page.screenshot({ path: test.info().outputPath('answer-lost-found-tr-360.png') });
  });
});
