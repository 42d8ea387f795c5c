import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';

async function login(url: string, userName: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  expect((await client.post('/auth/login', { userName, password })).status).toBe(200);
  return client;
}

describe(`payment methods in the back office (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer: ApiClient;
  let player: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await login(server.url, 'admin', 'admin1234');
    dealer = await login(server.url, 'dealer1', 'dealer1234');
    player = await login(server.url, 'player1', 'player1234');
  });
  afterAll(async () => {
    await server.close();
  });

  const method = (categoryId: number, extra: Record<string, unknown> = {}) => ({
    categoryId,
    transferType: 0,
    name: 'Papara',
    tag: 'instant',
    provider: 'bankTransfer',
    minAmount: 20,
    maxAmount: 5000.5,
    fields: [{ name: 'iban', title: 'IBAN', type: 'text', minLength: 26, maxLength: 34 }],
    infoFields: [{ label: 'Hours', text: '24/7' }],
    ...extra,
  });

  it('lists the categories, methods and providers to the admin only', async () => {
    const list = await admin.get('/admin/payment-methods');
    expect(list.status).toBe(200);
    expect(list.body.providers).toEqual(expect.arrayContaining(['bankTransfer', 'demoCard']));
    expect(list.body.methods.length).toBeGreaterThan(0);
    expect((await dealer.get('/admin/payment-methods')).status).toBe(403);
    expect((await dealer.post('/admin/payment-categories', { name: 'X' })).status).toBe(403);
    expect((await dealer.request('PUT', '/admin/payment-methods/1', method(1))).status).toBe(403);
    expect((await new ApiClient(server.url).get('/admin/payment-methods')).status).toBe(401);
  });

  it('creates a category and a method that players then see, with its form and limits; audited', async () => {
    const cat = await admin.post('/admin/payment-categories', { name: 'E-wallets', sort: 1 });
    expect(cat.status).toBe(201);
    const created = await admin.post('/admin/payment-methods', method(cat.body.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      minAmount: 20,
      maxAmount: 5000.5,
      active: 1,
      provider: 'bankTransfer',
    });

    const seen = await player.get('/payments/categories?transferType=0');
    const category = seen.body.results.find(
      (c: { info: { payCatId: number } }) => c.info.payCatId === cat.body.id,
    );
    expect(category.paytypes[0]).toMatchObject({ payType: 'Papara', minAmount: 20, maxAmount: 5000.5 });
    expect(category.paytypes[0].fields[0]).toMatchObject({
      name: 'iban',
      minLength: 26,
      maxLength: 34,
      required: 1,
    });

    // switched off, players no longer see it
    const off = await admin.request(
      'PUT',
      `/admin/payment-methods/${created.body.id}`,
      method(cat.body.id, { active: 0 }),
    );
    expect(off.status).toBe(200);
    const after = await player.get('/payments/categories?transferType=0');
    expect(
      after.body.results.some((c: { info: { payCatId: number } }) => c.info.payCatId === cat.body.id),
    ).toBe(false);

    const audit = await admin.get('/admin/audit?action=paymentMethod.update');
    expect(audit.body.results[0].before.active).toBe(1);
    expect(audit.body.results[0].after.active).toBe(0);
  });

  it('refuses broken limits, fields, providers and categories with a message key', async () => {
    const cat = await admin.post('/admin/payment-categories', { name: 'Cards' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ minAmount: 100, maxAmount: 50 }, 422, 'minAboveMax'],
      [
        {
          fields: [
            { name: 'a', title: 'A', type: 'text' },
            { name: 'a', title: 'B', type: 'text' },
          ],
        },
        422,
        'fieldNameTwice',
      ],
      [
        { fields: [{ name: 'a', title: 'A', type: 'text', minLength: 9, maxLength: 3 }] },
        422,
        'fieldLengths',
      ],
      [{ provider: 'nowhere' }, 422, 'paymentProviderUnknown'],
      [{ categoryId: 999999 }, 422, 'paymentCategoryNotFound'],
      [{ minAmount: 1.234 }, 400, 'invalidRequest'],
      [{ transferType: 3 }, 400, 'invalidRequest'],
      [{ logo: 'javascript:alert(1)' }, 400, 'invalidRequest'],
      [{ fields: [{ name: 'bad name', title: 'A', type: 'text' }] }, 400, 'invalidRequest'],
    ];
    for (const [extra, status, code] of cases) {
      const res = await admin.post('/admin/payment-methods', method(cat.body.id, extra));
      expect(res.status, JSON.stringify(extra)).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect((await admin.request('PUT', '/admin/payment-methods/999999', method(cat.body.id))).status).toBe(
      404,
    );
    expect((await admin.request('PUT', '/admin/payment-categories/999999', { name: 'X' })).status).toBe(404);
    expect((await admin.post('/admin/payment-categories', { name: ' ' })).status).toBe(400);
  });
});
