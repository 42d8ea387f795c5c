import { expect, type APIRequestContext } from '@playwright/test';

const CSRF = { 'x-requested-with': 'fetch' };

export async function as(api: APIRequestContext, userName: string, password: string) {
  await api.post('/api/v1/auth/logout', { headers: CSRF });
  const res = await api.post('/api/v1/auth/login', { data: { userName, password }, headers: CSRF });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * An online player of dealer1 (the rig's shop is dealer1's too) with a withdrawal to collect in
 * cash at a shop: the administrator adds a shop cash method for the moment of the request and
 * takes it off again, so other specs' payment pages never list it.
 */
export async function playerWithShopWithdrawal(api: APIRequestContext, amount: number) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const player = { userName: `cash${suffix}`, password: 'cash12345' };
  await as(api, 'dealer1', 'dealer1234');
  const made = await api.post('/api/v1/admin/users', {
    data: { ...player, role: 'player', onlineUser: 1 },
    headers: CSRF,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { userId } = await made.json();
  const given = await api.post(`/api/v1/admin/users/${userId}/credit`, {
    data: { amount: 300, direction: 'in', note: 'shop cash e2e' },
    headers: CSRF,
  });
  expect(given.status()).toBe(200);

  await as(api, 'admin', 'admin1234');
  const category = {
    name: `Shop cash ${suffix}`,
    info: '',
    logo: '',
    openLink: 0,
    sort: 9999,
    active: 1,
  };
  const cat = await api.post('/api/v1/admin/payment-categories', { data: category, headers: CSRF });
  expect(cat.status(), await cat.text()).toBeLessThan(300);
  const categoryId = (await cat.json()).id as number;
  const method = await api.post('/api/v1/admin/payment-methods', {
    data: {
      categoryId,
      transferType: 1,
      name: 'Cash at a shop',
      provider: 'shopCash',
      minAmount: 10,
      maxAmount: 10000,
    },
    headers: CSRF,
  });
  expect(method.status(), await method.text()).toBeLessThan(300);
  const payId = (await method.json()).id as number;

  await as(api, player.userName, player.password);
  const asked = await api.post('/api/v1/payments/requests', {
    data: {
      idempotencyKey: `shop-cash-${suffix}`,
      payId,
      payCatId: categoryId,
      transferType: 1,
      amount,
      values: [],
    },
    headers: CSRF,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const request = (await asked.json()).request as { id: number; shopCode: string };
  const code = request.shopCode;

  await as(api, 'admin', 'admin1234');
  const off = await api.put(`/api/v1/admin/payment-categories/${categoryId}`, {
    data: { ...category, active: 0 },
    headers: CSRF,
  });
  expect(off.status(), await off.text()).toBeLessThan(300);
  await api.post('/api/v1/auth/logout', { headers: CSRF });
  return { ...player, userId: userId as number, code, requestId: request.id };
}
