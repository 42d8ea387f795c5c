import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, PAYMENT_SIGNATURE_HEADER, type PaymentNotification } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { signNotification } from './demo-card/demo-card.service.ts';
import { writeSetting } from '../settings/index.ts';
import { CARD_REQUEST_EXPIRY_SETTING, expireWaitingPageRequests } from './expiry.service.ts';
import { NOTIFICATION_TOLERANCE_MS } from './notifications.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let keys = 0;
const key = () => `card-${process.pid}-${++keys}-abcdef`;

/**
 * Issue 16 item 3: the demo card provider's payment page and its signed notifications. A deposit
 * is credited only on a verified notification, once per provider transaction.
 */
describe(`payments: demo card provider and notifications (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: TestUser;
  let secret: string;
  let frame: any;
  let redirect: any;

  const credit = async (u: TestUser) => (await u.api.get('/me')).body.credit as number;
  const logged = async (transactionId: string) =>
    (
      await server.database.db
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('transaction_id', '=', transactionId)
        .orderBy('id')
        .execute()
    ).map((r) => r.outcome);

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    player = await world.newPlayer({ credit: 20, settings: { onlineUser: 1 } });
    const cats = (await player.api.get('/payments/categories?transferType=0')).body.results;
    const all = cats.flatMap((c: any) => c.paytypes);
    frame = all.find((m: any) => m.iframe === 2);
    redirect = all.find((m: any) => m.iframe === 1);
    secret = (
      await server.database.db
        .selectFrom('payment_providers')
        .select('secret')
        .where('code', '=', 'demoCard')
        .executeTakeFirstOrThrow()
    ).secret;
  });
  afterAll(() => server.close());

  const cardDeposit = async (amount: number, method = frame) => {
    const res = await player.api.post('/payments/requests', {
      idempotencyKey: key(),
      payId: method.payId,
      payCatId: method.payCatId,
      transferType: 0,
      amount,
      values: [],
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const notification = (over: Partial<PaymentNotification> = {}): PaymentNotification => ({
    transactionId: `T-${++keys}`,
    merchantReference: '0',
    amount: 0,
    currency: 'TRY',
    status: 'paid',
    timestamp: Date.now(),
    ...over,
  });
  const notify = (n: PaymentNotification, signature = signNotification(secret, n), provider = 'demoCard') =>
    fetch(`${server.url}${API_BASE}/payments/notify/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
      body: JSON.stringify(n),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const card = {
    holder: 'Ayşe Yılmaz',
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    action: 'pay',
  };

  it('pays on the hosted page in a frame: the signed notification credits the deposit once', async () => {
    const answer = await cardDeposit(75);
    expect(answer).toMatchObject({ iframe: 2, request: { status: 0, catName: 'Kredi Kartı', amount: 75 } });
    expect(answer.paymenturl).toMatch(/^\/demo-pay\/checkout\/[\w-]{20,}$/);
    expect(await credit(player)).toBe(20);

    const page = await fetch(server.url + answer.paymenturl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('75,00 TL');
    expect(html).toContain('<label for="number">');

    // a card that fails the checks is asked again; nothing is sent
    const bad = await fetch(server.url + answer.paymenturl, form({ ...card, number: '4242 4242 4242 4241' }));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Kart numarası geçerli değil.');

    const paid = await fetch(server.url + answer.paymenturl, form(card));
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Ödeme alındı.');
    expect(await credit(player)).toBe(95);
    const request = (await player.api.get('/payments/requests')).body.results[0];
    expect(request).toMatchObject({ id: answer.request.id, status: 1 });
    const tx = (await player.api.get('/transactions')).body.results[0];
    expect(tx).toMatchObject({ transType: 1, amount: 75, balance: 95 });
    expect(tx.type).toMatch(/^deposit->DC-/);

    // paying the same page again pays nothing
    const again = await fetch(server.url + answer.paymenturl, form(card));
    expect(await again.text()).toContain('Ödeme alındı.');
    expect(await credit(player)).toBe(95);
    // the same request answered again no longer offers the page
    const stored = await server.database.db
      .selectFrom('transfer_requests')
      .select(['provider_ref', 'idempotency_key'])
      .where('id', '=', answer.request.id)
      .executeTakeFirstOrThrow();
    expect(await logged(stored.provider_ref!)).toEqual(['credited']);
  });

  it("gives a card deposit's payment page to its player who looks it up by its key (an answer lost), while it waits", async () => {
    const answer = await cardDeposit(35);
    const { idempotency_key: lostKey } = await server.database.db
      .selectFrom('transfer_requests')
      .select('idempotency_key')
      .where('id', '=', answer.request.id)
      .executeTakeFirstOrThrow();
    const found = (await player.api.get(`/payments/requests?idempotencyKey=${lostKey}`)).body.results;
    expect(found).toEqual([expect.objectContaining({ id: answer.request.id, status: 0 })]);
    expect(found[0].paymentUrl).toBe(answer.paymenturl);
    // a dealer deciding requests never gets the player's payment page
    const panel = (await world.admin.get('/admin/payments/requests?status=0')).body.results;
    expect(panel.find((r: any) => r.id === answer.request.id)).toMatchObject({ paymentUrl: null });
    // once decided (here cancelled on the page, the balance untouched) it offers the page no more
    await fetch(server.url + answer.paymenturl, form({ action: 'cancel' }));
    const decided = (await player.api.get(`/payments/requests?idempotencyKey=${lostKey}`)).body.results[0];
    expect(decided).toMatchObject({ status: 2, paymentUrl: null });
  });

  it('sends the browser back to the site after a redirect payment; a declined card cancels the request', async () => {
    const answer = await cardDeposit(30, redirect);
    expect(answer.iframe).toBe(1);
    const paid = await fetch(server.url + answer.paymenturl, form(card));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/tr/deposit?request=${answer.request.id}`);
    expect(await credit(player)).toBe(125);

    const declined = await cardDeposit(40, redirect);
    await fetch(server.url + declined.paymenturl, form({ ...card, number: '4000 0000 0000 0002' }));
    const row = (await player.api.get('/payments/requests')).body.results[0];
    expect(row).toMatchObject({ id: declined.request.id, status: 2, reqResult: 'paymentDeclined' });
    expect(await credit(player)).toBe(125);

    const cancelled = await cardDeposit(40, redirect);
    await fetch(server.url + cancelled.paymenturl, form({ action: 'cancel' }));
    expect((await player.api.get('/payments/requests')).body.results[0].status).toBe(2);
    expect((await fetch(`${server.url}/demo-pay/checkout/nope`)).status).toBe(404);
  });

  it('credits a verified notification once: the same one again is a harmless duplicate', async () => {
    const answer = await cardDeposit(50);
    const n = notification({ merchantReference: String(answer.request.id), amount: 5000 });
    const before = await credit(player);
    expect(await notify(n)).toEqual({ status: 200, body: { received: true, outcome: 'credited' } });
    expect(await notify(n)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const both = await Promise.all([notify(n), notify(n)]);
    expect(both.map((r) => r.body.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await credit(player)).toBe(before + 50);
    expect(await logged(n.transactionId)).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('changes nothing on a forged, late, replayed, mismatched or unknown notification, and logs each', async () => {
    const answer = await cardDeposit(60);
    const reference = String(answer.request.id);
    const good = notification({ merchantReference: reference, amount: 6000 });
    const before = await credit(player);

    const cases: Array<[string, Promise<{ status: number; body: any }>, number, string, string]> = [];
    const forged = notification({ merchantReference: reference, amount: 6000 });
    cases.push([
      'forged',
      notify(forged, signNotification('not-the-secret', forged)),
      401,
      'signatureInvalid',
      forged.transactionId,
    ]);
    const unsigned = notification({ merchantReference: reference, amount: 6000 });
    cases.push(['forged', notify(unsigned, 'zz'), 401, 'signatureInvalid', unsigned.transactionId]);
    // a valid signature over other content (the amount raised after signing)
    const raised = notification({ merchantReference: reference, amount: 6000 });
    const sig = signNotification(secret, raised);
    cases.push([
      'forged',
      notify({ ...raised, amount: 600000 }, sig),
      401,
      'signatureInvalid',
      raised.transactionId,
    ]);
    const wrongProvider = notification({ merchantReference: reference, amount: 6000 });
    cases.push([
      'forged',
      notify(wrongProvider, undefined, 'bankTransfer'),
      401,
      'signatureInvalid',
      wrongProvider.transactionId,
    ]);
    const late = notification({
      merchantReference: reference,
      amount: 6000,
      timestamp: Date.now() - NOTIFICATION_TOLERANCE_MS - 60_000,
    });
    cases.push(['late', notify(late), 409, 'notificationLate', late.transactionId]);
    const early = notification({
      merchantReference: reference,
      amount: 6000,
      timestamp: Date.now() + NOTIFICATION_TOLERANCE_MS + 60_000,
    });
    cases.push(['late', notify(early), 409, 'notificationLate', early.transactionId]);
    const mismatch = notification({ merchantReference: reference, amount: 5999 });
    cases.push(['mismatch', notify(mismatch), 422, 'amountMismatch', mismatch.transactionId]);
    const currency = notification({ merchantReference: reference, amount: 6000, currency: 'EUR' });
    cases.push(['mismatch', notify(currency), 422, 'amountMismatch', currency.transactionId]);
    const unknown = notification({ merchantReference: '987654321', amount: 6000 });
    cases.push(['unknown', notify(unknown), 404, 'transferRequestNotFound', unknown.transactionId]);
    for (const [outcome, pending, status, code, tx] of cases) {
      const res = await pending;
      expect([res.status, res.body.error?.code], outcome).toEqual([status, code]);
      expect(await logged(tx), outcome).toEqual([outcome]);
    }
    expect(await credit(player)).toBe(before);
    expect((await player.api.get('/payments/requests')).body.results[0]).toMatchObject({
      id: answer.request.id,
      status: 0,
    });

    // the genuine one still credits; its transaction id cannot confirm another request, nor say otherwise later
    expect((await notify(good)).body.outcome).toBe('credited');
    const other = await cardDeposit(60);
    const reused = { ...good, merchantReference: String(other.request.id), timestamp: Date.now() };
    const replay = await notify(reused);
    expect([replay.status, replay.body.error.code]).toEqual([409, 'notificationReplayed']);
    const flipped = { ...good, status: 'failed' as const, timestamp: Date.now() };
    expect((await notify(flipped)).status).toBe(409);
    expect(await credit(player)).toBe(before + 60);
    expect(await logged(good.transactionId)).toEqual(['credited', 'replayed', 'replayed']);

    // a notification for a request that was cancelled in the meantime is late
    const cancelled = await cardDeposit(20);
    await world.admin.post(`/admin/payments/requests/${cancelled.request.id}/reject`, { reason: 'timeout' });
    const afterCancel = notification({ merchantReference: String(cancelled.request.id), amount: 2000 });
    expect((await notify(afterCancel)).body.error.code).toBe('notificationLate');
    expect(await credit(player)).toBe(before + 60);
    // nobody confirms a card deposit by hand
    const manual = await world.admin.post(`/admin/payments/requests/${other.request.id}/approve`, {});
    expect([manual.status, manual.body.error.code]).toEqual([422, 'decidedByProvider']);
    expect((await world.admin.get('/admin/ledger/check')).body.ok).toBe(true);
  });

  it('expires a deposit left on the payment page after the site setting, without touching the ledger', async () => {
    const db = server.database.db;
    const ledgerRows = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_movements')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    /** a request made `minutes` ago */
    const madeAgo = (id: number, minutes: number) =>
      db
        .updateTable('transfer_requests')
        .set({ created_at: Date.now() - minutes * 60_000 })
        .where('id', '=', id)
        .execute();
    const statusOf = async (id: number) => {
      const rows = (await player.api.get('/payments/requests?limit=50')).body.results as any[];
      const row = rows.find((r) => r.id === id);
      return [row.status, row.reqResult];
    };
    await writeSetting(server.database, CARD_REQUEST_EXPIRY_SETTING, '5');
    try {
      const old = (await cardDeposit(25)).request.id as number;
      const recent = (await cardDeposit(26)).request.id as number;
      const bankMethod = (await player.api.get('/payments/categories?transferType=0')).body.results
        .flatMap((c: any) => c.paytypes)
        .find((m: any) => m.payTag === 'HAVALE');
      const bank = await player.api.post('/payments/requests', {
        idempotencyKey: key(),
        payId: bankMethod.payId,
        payCatId: bankMethod.payCatId,
        transferType: 0,
        amount: 100,
        bank: 'TCZBTR2A',
        values: [
          { name: 'senderName', value: 'Ayşe Yılmaz' },
          { name: 'transferDate', value: '01-06-2025' },
        ],
      });
      expect(bank.status).toBe(201);
      const bankId = bank.body.request.id as number;
      await madeAgo(old, 6);
      await madeAgo(recent, 4);
      await madeAgo(bankId, 600);
      const before = await credit(player);
      const rowsBefore = await ledgerRows();

      // the list the player reads sweeps first: only the card deposit past five minutes expired
      expect(await statusOf(old)).toEqual([2, 'paymentExpired']);
      expect(await statusOf(recent)).toEqual([0, '']);
      // a bank transfer waits for its dealer however long it takes
      expect(await statusOf(bankId)).toEqual([0, '']);
      expect(await ledgerRows()).toBe(rowsBefore);
      expect(await credit(player)).toBe(before);
      // the dealer's list says so too, and a second sweep finds nothing more to do
      const adminRows = (
        await world.admin.get(`/admin/payments/requests?userName=${player.userName}&limit=50`)
      ).body.results as any[];
      expect(adminRows.find((r) => r.id === old)).toMatchObject({ status: 2, reqResult: 'paymentExpired' });
      expect(await expireWaitingPageRequests({ database: server.database, providers: new Map() })).toBe(0);

      // the provider's notification for the expired request is late and credits nothing
      const late = notification({ merchantReference: String(old), amount: 2500 });
      const refused = await notify(late);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'notificationLate']);
      expect(await logged(late.transactionId)).toEqual(['late']);
      expect(await credit(player)).toBe(before);

      // a longer setting lets a request of the same age be paid: the notification's lateness follows it
      await writeSetting(server.database, CARD_REQUEST_EXPIRY_SETTING, '10');
      const longer = (await cardDeposit(28)).request.id as number;
      await madeAgo(longer, 6);
      expect(await statusOf(longer)).toEqual([0, '']);
      const paid = await notify(notification({ merchantReference: String(longer), amount: 2800 }));
      expect(paid.body).toEqual({ received: true, outcome: 'credited' });
      expect(await credit(player)).toBe(before + 28);
      expect((await world.admin.get('/admin/ledger/check')).body.ok).toBe(true);
    } finally {
      await writeSetting(server.database, CARD_REQUEST_EXPIRY_SETTING, '');
    }
  });

  it('refuses malformed notifications with 400', async () => {
    for (const body of [{}, { ...notification(), amount: 1.5 }, { ...notification(), status: 'maybe' }]) {
      const res = await fetch(`${server.url}${API_BASE}/payments/notify/demoCard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: 'ab' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
    // without a signature header and without the fetch header it is a cross-site post
    const res = await fetch(`${server.url}${API_BASE}/payments/notify/demoCard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification()),
    });
    expect(res.status).toBe(403);
  });
});
