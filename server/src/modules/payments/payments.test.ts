import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PaymentTextTranslations,
  untranslatedPaymentTexts,
  type PaymentCategory,
  type PaymentTextTranslation,
} from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let keys = 0;
const key = () => `key-${process.pid}-${++keys}-abcdef`;

/** Issue 16 item 3: payment methods, bank transfer requests, the dealer's decisions, holds. */
describe(`payments: methods and requests (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let otherDealer: TestUser;
  let player: TestUser;
  let methods: { bankIn: any; cardFrame: any; bankOut: any };

  const online = { onlineUser: 1 };
  const credit = async (u: TestUser) => (await u.api.get('/me')).body.credit as number;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 5000 });
    otherDealer = await world.newDealer({ credit: 5000 });
    player = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 300, settings: online });
    const deposit = (await player.api.get('/payments/categories?transferType=0')).body.results;
    const withdraw = (await player.api.get('/payments/categories?transferType=1')).body.results;
    const all = [...deposit, ...withdraw].flatMap((c: any) => c.paytypes);
    methods = {
      bankIn: all.find((m: any) => m.transferType === 0 && m.payTag === 'HAVALE'),
      cardFrame: all.find((m: any) => m.iframe === 2),
      bankOut: all.find((m: any) => m.transferType === 1),
    };
  });
  afterAll(() => server.close());

  const depositBody = (over: Record<string, unknown> = {}) => ({
    idempotencyKey: key(),
    payId: methods.bankIn.payId,
    payCatId: methods.bankIn.payCatId,
    transferType: 0,
    amount: 100,
    bank: 'TCZBTR2A',
    values: [
      { name: 'senderName', value: 'Ayşe Yılmaz' },
      { name: 'transferDate', value: '01-06-2025' },
    ],
    ...over,
  });
  const withdrawBody = (over: Record<string, unknown> = {}) => ({
    idempotencyKey: key(),
    payId: methods.bankOut.payId,
    payCatId: methods.bankOut.payCatId,
    transferType: 1,
    amount: 120,
    bank: 'ISBKTRIS',
    values: [
      { name: 'accountHolder', value: 'Ayşe Yılmaz' },
      { name: 'iban', value: 'TR120001001234567890123456' },
    ],
    ...over,
  });

  it('lists deposit and withdrawal categories with their methods, forms, bounds and how they go on', async () => {
    const res = await player.api.get('/payments/categories?transferType=0');
    expect(res.status).toBe(200);
    const cats = res.body.results;
    expect(cats.map((c: any) => c.info.catName)).toEqual(['Banka Havalesi / EFT', 'Kredi Kartı']);
    expect(methods.bankIn).toMatchObject({ minAmount: 50, maxAmount: 50000, hasBanks: true, iframe: 0 });
    expect(methods.bankIn.fields.map((f: any) => [f.name, f.type, f.required])).toEqual([
      ['senderName', 'text', 1],
      ['transferDate', 'date', 1],
      ['transferTime', 'time', 0],
    ]);
    expect(methods.bankIn.infofields[1].label).toBe('IBAN');
    expect(methods.cardFrame).toMatchObject({
      payType: 'Demo Kart',
      iframe: 2,
      minAmount: 10,
      hasBanks: false,
    });
    expect(cats[1].paytypes.map((m: any) => m.iframe)).toEqual([2, 1]);
    const out = (await player.api.get('/payments/categories?transferType=1')).body.results;
    expect(out.flatMap((c: any) => c.paytypes).every((m: any) => m.transferType === 1)).toBe(true);
    expect(methods.bankOut).toMatchObject({ minAmount: 100, maxAmount: 25000 });

    const banks = await player.api.get(`/payments/methods/${methods.bankIn.payId}/banks`);
    expect(banks.status).toBe(200);
    expect(banks.body.banks).toContainEqual({ name: 'Akbank', swiftcode: 'AKBKTRIS', available: false });
  });

  it("names every method, category and form text in each of the 17 languages, none in another language's", async () => {
    const rows = [
      ...(await server.database.db.selectFrom('payment_categories').select('translations').execute()),
      ...(await server.database.db.selectFrom('payment_methods').select('translations').execute()),
    ];
    const translations: PaymentTextTranslation[] = rows.flatMap((r) =>
      PaymentTextTranslations.parse(JSON.parse(r.translations)),
    );
    /** Every text a page shows of the categories: names, info lines, labels, titles, placeholders. */
    const shown = (categories: PaymentCategory[]) =>
      categories.flatMap((c) => [
        c.info.catName,
        c.info.info,
        ...c.paytypes.flatMap((m) => [
          m.payType,
          ...m.infofields.map((f) => f.label),
          ...m.fields.flatMap((f) => [f.title, f.placeHolder]),
        ]),
      ]);
    const turkish = new Set<string>();
    // Turkish first: its texts are the stored ones
    expect(LANGUAGES[0]!.code).toBe('tr');
    for (const { code } of LANGUAGES) {
      const texts: string[] = [];
      for (const transferType of [0, 1]) {
        const res = await player.api.get(`/payments/categories?transferType=${transferType}&lang=${code}`);
        expect(res.status).toBe(200);
        texts.push(...shown(res.body.results));
      }
      expect(texts.length).toBeGreaterThan(10);
      if (code === 'tr') for (const text of texts) if (text !== '') turkish.add(text);
      // each text is this language's own translation of a stored text, not the stored one
      const own = (text: string) => translations.some((t) => t.texts[code] === text);
      expect(
        texts.filter((text) => text !== '' && !own(text)),
        code,
      ).toEqual([]);
      // and every stored text (the Turkish page's) has a translation into this language
      expect(untranslatedPaymentTexts([...turkish], translations, code), code).toEqual([]);
      // apart from international terms (IBAN and its pattern), no Turkish text on another page
      if (code !== 'tr')
        expect(
          texts.filter((text) => turkish.has(text) && !/IBAN|TR00/.test(text)),
          code,
        ).toEqual([]);
    }
    // the player's own requests name the method in the page's language too
    const other = await world.newPlayer({ parent: dealer, by: dealer.api, settings: online });
    expect((await other.api.post('/payments/requests', depositBody())).status).toBe(201);
    const arabic = await other.api.get('/payments/requests?lang=aa');
    const names = arabic.body.results.map((r: { payType: string; catName: string }) => [
      r.payType,
      r.catName,
    ]);
    expect(names.length).toBeGreaterThan(0);
    for (const [payType, catName] of names) {
      expect(translations.some((t) => t.texts['aa'] === payType)).toBe(true);
      expect(translations.some((t) => t.texts['aa'] === catName)).toBe(true);
    }
  });

  it('refuses the methods to guests, to users who may not pay online, and bad queries', async () => {
    expect((await new ApiClient(server.url).get('/payments/categories?transferType=0')).status).toBe(401);
    const offline = await world.newPlayer({ parent: dealer, by: dealer.api });
    const res = await offline.api.get('/payments/categories?transferType=0');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('paymentsNotAllowed');
    expect((await offline.api.post('/payments/requests', depositBody())).status).toBe(403);
    for (const q of ['', '?transferType=2', '?transferType=x'])
      expect((await player.api.get(`/payments/categories${q}`)).status, q).toBe(400);
    expect((await player.api.get('/payments/methods/987654/banks')).body.error.code).toBe(
      'paymentMethodNotFound',
    );
    expect((await player.api.get('/payments/methods/abc/banks')).status).toBe(400);
  });

  it('refuses a request outside the bounds, with a bad field, without an available bank or of the wrong method', async () => {
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 49.99 }, 422, 'minAmountError'],
      [{ amount: 50000.01 }, 422, 'maxAmountError'],
      [
        {
          values: [
            { name: 'senderName', value: 'Ay' },
            { name: 'transferDate', value: '01-06-2025' },
          ],
        },
        422,
        'minLengthMaxLength',
      ],
      [
        {
          values: [
            { name: 'senderName', value: 'Ayşe Yılmaz' },
            { name: 'transferDate', value: '2025-06-01' },
          ],
        },
        422,
        'dateRequired',
      ],
      [{ values: [{ name: 'senderName', value: 'Ayşe Yılmaz' }] }, 422, 'isRequiredArea'],
      [
        {
          values: [
            { name: 'senderName', value: 'Ayşe Yılmaz' },
            { name: 'transferDate', value: '01-06-2025' },
            { name: 'transferTime', value: '25:00' },
          ],
        },
        422,
        'timeRequired',
      ],
      [{ bank: undefined }, 422, 'bankRequired'],
      [{ bank: 'NOPE' }, 422, 'bankRequired'],
      [{ bank: 'AKBKTRIS' }, 422, 'bankUnavailable'],
      [{ payCatId: methods.cardFrame.payCatId }, 404, 'paymentMethodNotFound'],
      [{ transferType: 1 }, 404, 'paymentMethodNotFound'],
      [{ payId: 987654 }, 404, 'paymentMethodNotFound'],
      [{ amount: 10.555 }, 400, 'invalidRequest'],
      [{ amount: -5 }, 400, 'invalidRequest'],
      [{ amount: '100' }, 400, 'invalidRequest'],
      [{ idempotencyKey: 'short' }, 400, 'invalidRequest'],
      [{ transferType: 3 }, 400, 'invalidRequest'],
    ];
    for (const [over, status, code] of refusals) {
      const res = await player.api.post('/payments/requests', depositBody(over));
      expect([res.status, res.body.error?.code], JSON.stringify(over)).toEqual([status, code]);
    }
    const short = await player.api.post('/payments/requests', depositBody({ amount: 10 }));
    expect(short.body.error.details).toMatchObject({ min: 50, max: 50000 });
    expect((await player.api.get('/payments/requests')).body.totalCount).toBe(0);
    expect((await new ApiClient(server.url).post('/payments/requests', depositBody())).status).toBe(401);
  });

  it('stores a bank transfer deposit that waits for the dealer, once per idempotency key', async () => {
    const body = depositBody({ amount: 150.5 });
    const res = await player.api.post('/payments/requests', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 1, iframe: 0, paymenturl: null });
    expect(res.body.request).toMatchObject({
      amount: 150.5,
      status: 0,
      transferType: 0,
      catName: 'Banka Havalesi / EFT',
      payTag: 'HAVALE',
      bank: 'Ziraat Bankası',
      reqResult: '',
    });
    const again = await player.api.post('/payments/requests', body);
    expect(again.status).toBe(200);
    expect(again.body.request.id).toBe(res.body.request.id);
    expect(await credit(player)).toBe(300);
    const list = await player.api.get('/payments/requests?status=0');
    expect(list.body.results.map((r: any) => r.id)).toEqual([res.body.request.id]);
    expect((await player.api.get('/payments/requests?status=1')).body.totalCount).toBe(0);
    expect((await player.api.get('/payments/requests?status=7')).status).toBe(400);
    expect((await player.api.get('/payments/requests?from=nonsense')).status).toBe(400);
  });

  it('refuses the key of a request sent again with another amount or form (409), changing no balance', async () => {
    // a player of its own, so the requests it leaves waiting touch no other test
    const payer = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 300, settings: online });
    const before = await credit(payer);
    const body = withdrawBody({ amount: 100 });
    const first = await payer.api.post('/payments/requests', body);
    expect(first.status).toBe(201);
    expect(await credit(payer)).toBe(before - 100);

    // a true repeat (the first answer lost) is answered as the first time
    const repeat = await payer.api.post('/payments/requests', { ...body });
    expect(repeat.status).toBe(200);
    expect(repeat.body.request).toMatchObject({ id: first.body.request.id, amount: 100 });
    // and a page that lost it finds it by its key
    const byKey = await payer.api.get(`/payments/requests?idempotencyKey=${body.idempotencyKey}`);
    expect(byKey.body.results.map((r: any) => [r.id, r.amount])).toEqual([[first.body.request.id, 100]]);
    expect((await payer.api.get('/payments/requests?idempotencyKey=never-sent-key')).body.totalCount).toBe(0);
    // a key no request could carry is refused with a message key, not answered with an empty list
    const tooLong = await payer.api.get(`/payments/requests?idempotencyKey=${'k'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('invalidRequest');

    // the same key with another amount, bank or form is another request: refused, not answered
    for (const changed of [
      { ...body, amount: 150 },
      { ...body, bank: 'TCZBTR2A' },
      { ...body, values: [{ name: 'accountHolder', value: 'Mehmet Kaya' }, body.values[1]] },
    ]) {
      const res = await payer.api.post('/payments/requests', changed);
      expect([res.status, res.body.error?.code]).toEqual([409, 'idempotencyKeyReused']);
    }
    expect(await credit(payer)).toBe(before - 100);
    const waiting = await payer.api.get('/payments/requests?status=0');
    expect(waiting.body.results.filter((r: any) => r.id === first.body.request.id)).toHaveLength(1);
    expect(waiting.body.results.some((r: any) => r.amount === 150)).toBe(false);

    // a deposit too: the key of a 100 deposit sent with 150 is refused
    const deposit = depositBody({ amount: 100 });
    expect((await payer.api.post('/payments/requests', deposit)).status).toBe(201);
    const reused = await payer.api.post('/payments/requests', { ...deposit, amount: 150 });
    expect([reused.status, reused.body.error?.code]).toEqual([409, 'idempotencyKeyReused']);
    expect((await payer.api.post('/payments/requests', deposit)).status).toBe(200);
    expect(await credit(payer)).toBe(before - 100);
  });

  it("shows requests to the player's dealer and the admin only, and lets them decide once", async () => {
    const { body } = await player.api.post('/payments/requests', depositBody({ amount: 200 }));
    const id = body.request.id;
    const seen = await dealer.api.get('/admin/payments/requests?status=0&transferType=0');
    expect(seen.status).toBe(200);
    const row = seen.body.results.find((r: any) => r.id === id);
    expect(row).toMatchObject({ userName: player.userName, manual: 1, amount: 200 });
    expect(row.values).toEqual([
      { title: 'Gönderen adı soyadı', value: 'Ayşe Yılmaz' },
      { title: 'Havale tarihi', value: '01-06-2025' },
    ]);
    expect(
      (await otherDealer.api.get('/admin/payments/requests')).body.results.some((r: any) => r.id === id),
    ).toBe(false);
    expect(
      (await world.admin.get(`/admin/payments/requests?userName=${player.userName}`)).body.results.some(
        (r: any) => r.id === id,
      ),
    ).toBe(true);
    expect((await player.api.get('/admin/payments/requests')).status).toBe(403);

    // another dealer gets the answer of a missing request; a player may not decide
    const foreign = await otherDealer.api.post(`/admin/payments/requests/${id}/approve`, {});
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'transferRequestNotFound']);
    expect((await player.api.post(`/admin/payments/requests/${id}/approve`, {})).status).toBe(403);
    expect((await dealer.api.post('/admin/payments/requests/abc/approve', {})).status).toBe(400);
    expect((await dealer.api.post(`/admin/payments/requests/${id}/approve`, { reason: 7 })).status).toBe(400);

    const dealerBefore = await credit(dealer);
    const ok = await dealer.api.post(`/admin/payments/requests/${id}/approve`, {});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, status: 1 });
    expect(await credit(player)).toBe(500);
    // the dealer gave its own credit
    expect(await credit(dealer)).toBe(dealerBefore - 200);
    const twice = await world.admin.post(`/admin/payments/requests/${id}/reject`, { reason: 'x' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'transferRequestDecided']);
    const tx = (await player.api.get('/transactions')).body.results[0];
    expect(tx).toMatchObject({ transType: 1, amount: 200, balance: 500, type: 'deposit->Havale / EFT' });
    expect((await player.api.get('/payments/requests?status=1')).body.results[0]).toMatchObject({
      id,
      status: 1,
    });

    // a rejected deposit moves nothing and keeps its reason
    const other = (await player.api.post('/payments/requests', depositBody({ amount: 60 }))).body.request.id;
    const rejected = await world.admin.post(`/admin/payments/requests/${other}/reject`, {
      reason: 'Havale gelmedi',
    });
    expect(rejected.body).toMatchObject({ status: 2, reqResult: 'Havale gelmedi' });
    expect(await credit(player)).toBe(500);
  });

  it('refuses a deposit the dealer has no credit for, leaving the request waiting', async () => {
    const poor = await world.newDealer({ credit: 10 });
    const p = await world.newPlayer({ parent: poor, by: poor.api, settings: online });
    const { body } = await p.api.post('/payments/requests', depositBody({ amount: 100 }));
    const res = await poor.api.post(`/admin/payments/requests/${body.request.id}/approve`, {});
    expect([res.status, res.body.error.code]).toEqual([422, 'dealerLimitReached']);
    expect((await p.api.get('/payments/requests')).body.results[0].status).toBe(0);
    expect(await credit(p)).toBe(0);
  });

  it('holds a withdrawal at request, pays it on approval and gives it back on rejection', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 400, settings: online });
    const big = await p.api.post('/payments/requests', withdrawBody({ amount: 500 }));
    expect([big.status, big.body.error.code]).toEqual([422, 'insufficientBalance']);
    const bad = await p.api.post(
      '/payments/requests',
      withdrawBody({
        values: [
          { name: 'accountHolder', value: 'Ayşe Yılmaz' },
          { name: 'iban', value: 'TR12' },
        ],
      }),
    );
    expect([bad.status, bad.body.error.code]).toEqual([422, 'minLengthMaxLength']);
    expect(bad.body.error.details).toMatchObject({ title: 'IBAN', min: 26, max: 34 });
    const tooSmall = await p.api.post('/payments/requests', withdrawBody({ amount: 99 }));
    expect(tooSmall.body.error.code).toBe('minAmountError');
    expect(await credit(p)).toBe(400);

    const first = await p.api.post('/payments/requests', withdrawBody({ amount: 150 }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      iframe: 0,
      paymenturl: null,
      request: { status: 0, transferType: 1 },
    });
    expect(await credit(p)).toBe(250);
    const hold = (await p.api.get('/transactions')).body.results[0];
    expect(hold).toMatchObject({ transType: 0, amount: 150, type: 'withdrawHold->Banka Havalesi' });

    const rejected = await dealer.api.post(`/admin/payments/requests/${first.body.request.id}/reject`, {
      reason: 'IBAN hatalı',
    });
    expect(rejected.body.status).toBe(2);
    expect(await credit(p)).toBe(400);

    const second = (await p.api.post('/payments/requests', withdrawBody({ amount: 300 }))).body.request.id;
    expect(await credit(p)).toBe(100);
    const dealerBefore = await credit(dealer);
    const paid = await dealer.api.post(`/admin/payments/requests/${second}/approve`, {});
    expect(paid.body.status).toBe(1);
    expect(await credit(p)).toBe(100);
    // the dealer paid the player and gets the amount as credit
    expect(await credit(dealer)).toBe(dealerBefore + 300);

    // blocked transfers are refused
    await dealer.api.request('PATCH', `/admin/users/${p.id}`, { transfersBlocked: 1 });
    const blocked = await p.api.post('/payments/requests', withdrawBody({ amount: 100 }));
    expect([blocked.status, blocked.body.error.code]).toEqual([422, 'transfersBlocked']);
    expect((await world.admin.get('/admin/ledger/check')).body.ok).toBe(true);
  });

  it('lists the requests of one outcome only: waiting, confirmed, rejected, cancelled at the provider, expired', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, settings: online });
    const made = async (body: Record<string, unknown>) => {
      const res = await p.api.post('/payments/requests', body);
      expect([res.status, res.body.error]).toEqual([201, undefined]);
      return res.body.request.id as number;
    };
    const waiting = await made(depositBody({ amount: 50 }));
    const confirmed = await made(depositBody({ amount: 51 }));
    expect((await dealer.api.post(`/admin/payments/requests/${confirmed}/approve`, {})).status).toBe(200);
    const rejected = await made(depositBody({ amount: 52 }));
    expect(
      (await dealer.api.post(`/admin/payments/requests/${rejected}/reject`, { reason: 'Havale gelmedi' }))
        .status,
    ).toBe(200);
    const rejectedSilently = await made(depositBody({ amount: 53 }));
    expect((await dealer.api.post(`/admin/payments/requests/${rejectedSilently}/reject`, {})).status).toBe(
      200,
    );
    // a card payment its provider declined (notifications.test.ts goes through the notification)
    const declined = await made({
      ...depositBody({ amount: 30 }),
      payId: methods.cardFrame.payId,
      payCatId: methods.cardFrame.payCatId,
      values: [],
      bank: undefined,
    });
    await server.database.db
      .updateTable('transfer_requests')
      .set({ status: 2, result: 'paymentDeclined', decided_at: Date.now() })
      .where('id', '=', declined)
      .execute();
    // a card payment page left unpaid past its time: the list's sweep expires it
    const expired = await made({
      ...depositBody({ amount: 31 }),
      payId: methods.cardFrame.payId,
      payCatId: methods.cardFrame.payCatId,
      values: [],
      bank: undefined,
    });
    await server.database.db
      .updateTable('transfer_requests')
      .set({ created_at: Date.now() - 24 * 3_600_000 })
      .where('id', '=', expired)
      .execute();

    const own = async (outcome: string) =>
      ((await p.api.get(`/payments/requests?outcome=${outcome}`)).body.results as any[])
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const panel = async (outcome: string) =>
      (
        (await dealer.api.get(`/admin/payments/requests?userName=${p.userName}&outcome=${outcome}`)).body
          .results as any[]
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const expected = {
      waiting: [waiting],
      confirmed: [confirmed],
      rejected: [rejected, rejectedSilently],
      failed: [declined],
      expired: [expired],
    };
    for (const [outcome, ids] of Object.entries(expected)) {
      expect([outcome, await own(outcome)]).toEqual([outcome, ids]);
      expect([outcome, await panel(outcome)]).toEqual([outcome, ids]);
    }
    expect(await own('')).toHaveLength(6);
    // the spec's status 2 still lists every request that did not go through
    expect((await p.api.get('/payments/requests?status=2')).body.totalCount).toBe(4);
    // only a shop withdrawal the dealer took back reads as cancelled: this player has none
    expect(await own('cancelled')).toEqual([]);
    expect(await panel('cancelled')).toEqual([]);
  });

  it('refuses an outcome filter it does not know with 400 and a message key, on both lists', async () => {
    for (const outcome of ['unknown', 'REJECTED', '2', 'rejected,expired', 'x'.repeat(300)]) {
      const own = await player.api.get(`/payments/requests?outcome=${encodeURIComponent(outcome)}`);
      expect([outcome, own.status, own.body.error?.code]).toEqual([outcome, 400, 'invalidRequest']);
      const panel = await dealer.api.get(`/admin/payments/requests?outcome=${encodeURIComponent(outcome)}`);
      expect([outcome, panel.status, panel.body.error?.code]).toEqual([outcome, 400, 'invalidRequest']);
    }
  });

  it('pays a withdrawal once when it is approved twice at the same moment', async () => {
    const p = await world.newPlayer({ parent: dealer, by: dealer.api, credit: 1000, settings: online });
    for (let round = 0; round < 3; round++) {
      const id = (await p.api.post('/payments/requests', withdrawBody({ amount: 100 }))).body.request.id;
      const dealerBefore = await credit(dealer);
      const answers = await Promise.all([
        dealer.api.post(`/admin/payments/requests/${id}/approve`, {}),
        dealer.api.post(`/admin/payments/requests/${id}/approve`, {}),
        world.admin.post(`/admin/payments/requests/${id}/reject`, {}),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(2);
      const row = (await p.api.get('/payments/requests')).body.results[0];
      const dealerAfter = await credit(dealer);
      if (row.status === 1) expect(dealerAfter).toBe(dealerBefore + 100);
      else expect(dealerAfter).toBe(dealerBefore);
    }
    const moves = await server.database.db
      .selectFrom('ledger_movements')
      .select(['reference', 'type'])
      .where('type', 'in', ['withdrawPaid', 'withdrawRelease'])
      .execute();
    const perRequest = new Map<string, number>();
    for (const m of moves) perRequest.set(m.reference, (perRequest.get(m.reference) ?? 0) + 1);
    // each movement type of a request appears on two legs (house and the other side) and once only
    expect([...perRequest.values()].every((n) => n === 2)).toBe(true);
    expect((await world.admin.get('/admin/ledger/check')).body.ok).toBe(true);
  });
});
