import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_STATUS } from '@bet/shared';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { resultOf, seedWorld, type TestUser, type World } from '../../testing/world.ts';

const DB = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';
let keys = 0;
const key = () => `panel-money-${process.pid}-${++keys}-abcdef`;

/**
 * The panel's money figures agree with the ledger and with each other: the dashboard's possible
 * payout of the waiting coupons counts their bonus as the risk page and the coupon do, and the
 * finance page lists the dealer's own movements from deciding its players' payment requests.
 */
describe(`dealer panel money figures (${DB})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A dealer's player with a 3 % bonus on three picks, and its 10.00 combination of three matches on '1' (2.00 each). */
  async function bonusCombination() {
    const dealer = await world.newDealer({ credit: 1000 });
    const player = await world.newPlayer({
      parent: dealer,
      by: dealer.api,
      credit: 100,
      settings: { bonus: { status: 1, minOdds: 1.3, rates: [{ tips: 3, percent: 3 }] } },
    });
    const ms = [await world.newMatch(), await world.newMatch(), await world.newMatch()];
    const placed = await player.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: ms.map((m) => pickOn(m, '1')),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return { dealer, player, ms, placed };
  }

  it("the dashboard's possible payout counts a combination coupon's bonus, as the risk page and the coupon do", async () => {
    const { dealer, ms, placed } = await bonusCombination();
    const c = placed.body.coupon as { ticketId: string; maxPay: number; bonusPay: number };
    // 10 × 2 × 2 × 2 = 80.00; 3 % for three picks of at least 1.30 = 2.40
    expect(c).toMatchObject({ maxPay: 80, bonusPay: 2.4 });
    const withBonus = c.maxPay + c.bonusPay;

    const dash = (await dealer.api.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
    expect(dash.openCoupons).toEqual({ count: 1, maxPay: withBonus });

    // the risk page: the book pays the payout with bonus if the picked outcome wins, less the stake
    const risk = (await world.admin.get('/admin/liability?limit=100')).body;
    const row = risk.results.find((r: { matchId: number }) => r.matchId === ms[0]!.id);
    const outcome = row.markets[0].outcomes.find((o: { coupons: number }) => o.coupons === 1);
    expect(outcome.liability + 10).toBeCloseTo(withBonus, 2);
    const adminDash = (await world.admin.get('/admin/dashboard?timezone=Europe/Istanbul')).body;
    expect(adminDash.openCoupons.maxPay).toBeCloseTo(outcome.liability + 10, 2);
  });

  it("the dashboard's possible payout of a waiting coupon with a lost line is nothing, bonus and all", async () => {
    const { dealer, player, ms, placed } = await bonusCombination();
    const open = (await dealer.api.get('/admin/dashboard')).body.openCoupons;
    expect(open).toEqual({ count: 1, maxPay: 82.4 });

    // the first match ends 0-1: the combination's line on '1' is lost, the coupon waits on the others
    await world.apply([kickOff(ms[0]!, 2 * 3600_000), resultOf(ms[0]!, 0, 1)]);
    const coupon = (await player.api.get(`/coupons/${placed.body.ticketId}`)).body;
    expect(coupon.status).toBe(COUPON_STATUS.waiting);
    const after = (await dealer.api.get('/admin/dashboard')).body.openCoupons;
    expect(after).toEqual({ count: 1, maxPay: 0 });
  });

  it("lists the dealer's own movements from approving its players' deposits and withdrawals, in the totals", async () => {
    const dealer = await world.newDealer({ credit: 5000 });
    const player = await world.newPlayer({
      parent: dealer,
      by: dealer.api,
      credit: 300,
      settings: { onlineUser: 1 },
    });
    const [asked, out] = await askDepositAndWithdrawal(player);
    const before = (await dealer.api.get('/admin/finance')).body;
    for (const id of [asked, out])
      expect((await dealer.api.post(`/admin/payments/requests/${id}/approve`, {})).status).toBe(200);
    // the dealer's balance: 5000 − 300 opening credit − 1234.50 + 200
    expect((await dealer.api.get('/me')).body.credit).toBe(3665.5);

    const after = (await dealer.api.get('/admin/finance')).body;
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.results[0]).toMatchObject({
      kind: 'withdrawal',
      direction: 'out',
      userId: player.id,
      userName: player.userName,
      actorId: dealer.id,
      amount: 200,
      balanceAfter: 3665.5,
      // for the dealer: the withdrawal brought it money, the deposit and its credit took some
      viewer: 'in',
    });
    expect(after.results[1]).toMatchObject({
      kind: 'deposit',
      direction: 'in',
      userId: player.id,
      amount: 1234.5,
      balanceAfter: 3465.5,
      viewer: 'out',
    });
    expect(after.results[2]).toMatchObject({ kind: 'credit', direction: 'in', amount: 300, viewer: 'out' });
    expect(after.totals).toEqual({ in: 1534.5, out: 200, net: 1334.5 });
    // the filters read them as the credit rows: by direction, by the player
    const outs = (await dealer.api.get('/admin/finance?direction=out')).body;
    expect([outs.totalCount, outs.totals]).toEqual([1, { in: 0, out: 200, net: -200 }]);
    const mine = (await dealer.api.get(`/admin/finance?userId=${player.id}`)).body;
    expect(mine.totalCount).toBe(3);
    const named = (await dealer.api.get(`/admin/finance?keyWord=${player.userName}`)).body;
    expect(named.totalCount).toBe(3);
  });

  it('credit a sub-dealer moved to its own player is neither in nor out for the dealer above', async () => {
    const dealer = await world.newDealer({ credit: 1000 });
    const sub = await world.newDealer({ parent: dealer, by: dealer.api, credit: 100, role: 'subDealer' });
    const player = await world.newPlayer({ parent: sub, by: sub.api, credit: 40 });
    const rows = (await dealer.api.get('/admin/finance')).body.results;
    expect(rows.find((r: { userId: number }) => r.userId === player.id)).toMatchObject({
      kind: 'credit',
      direction: 'in',
      actorId: sub.id,
      amount: 40,
      viewer: 'none',
    });
    expect(rows.find((r: { userId: number }) => r.userId === sub.id)).toMatchObject({ viewer: 'out' });
    const subRows = (await sub.api.get('/admin/finance')).body.results;
    expect(subRows.find((r: { userId: number }) => r.userId === player.id)).toMatchObject({ viewer: 'out' });
  });

  it("lists the administrator's approvals of deposits and withdrawals (through the house) on its finance page, in the totals", async () => {
    const me = (await world.admin.get('/me')).body as { userId?: number; id?: number; userName: string };
    const dealer = await world.newDealer({ credit: 1000 });
    const player = await world.newPlayer({
      parent: dealer,
      by: dealer.api,
      credit: 300,
      settings: { onlineUser: 1 },
    });
    const [asked, out] = await askDepositAndWithdrawal(player);
    const all = async () => (await world.admin.get('/admin/finance')).body;
    const before = await all();
    for (const id of [asked, out])
      expect((await world.admin.post(`/admin/payments/requests/${id}/approve`, {})).status).toBe(200);
    // the player's balance: 300 − 200 held for the withdrawal + 1234.50
    expect((await player.api.get('/me')).body.credit).toBe(1334.5);

    const after = await all();
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.totals.in).toBeCloseTo(before.totals.in + 1234.5, 2);
    expect(after.totals.out).toBeCloseTo(before.totals.out + 200, 2);
    const mine = (await world.admin.get(`/admin/finance?userId=${player.id}`)).body;
    expect(mine.totalCount).toBe(3);
    expect(mine.results[0]).toMatchObject({
      kind: 'withdrawal',
      direction: 'out',
      userId: player.id,
      userName: player.userName,
      actorName: me.userName,
      amount: 200,
      // the house's balance is not the administrator's: no balance after
      balanceAfter: null,
      viewer: 'in',
    });
    expect(mine.results[1]).toMatchObject({
      kind: 'deposit',
      direction: 'in',
      userId: player.id,
      actorName: me.userName,
      amount: 1234.5,
      balanceAfter: null,
      viewer: 'out',
    });
    // the dealer's credit to its player: neither the house's money in nor out
    expect(mine.results[2]).toMatchObject({
      kind: 'credit',
      amount: 300,
      actorId: dealer.id,
      viewer: 'none',
    });
    expect(mine.totals).toEqual({ in: 1534.5, out: 200, net: 1334.5 });
    const outs = (await world.admin.get(`/admin/finance?userId=${player.id}&direction=out`)).body;
    expect([outs.totalCount, outs.totals]).toEqual([1, { in: 0, out: 200, net: -200 }]);
    const named = (await world.admin.get(`/admin/finance?keyWord=${player.userName}`)).body;
    expect(named.totalCount).toBe(3);
    // the dealer sees none of them as its own
    const dealers = (await dealer.api.get(`/admin/finance?userId=${player.id}`)).body;
    expect(dealers.totalCount).toBe(1);
  });

  it("lists a sub-dealer's approvals to the dealer above, as neither in nor out for it, and not a sibling's", async () => {
    const dealer = await world.newDealer({ credit: 9000 });
    const sub = await world.newDealer({ parent: dealer, by: dealer.api, credit: 2000, role: 'subDealer' });
    const sibling = await world.newDealer({
      parent: dealer,
      by: dealer.api,
      credit: 2000,
      role: 'subDealer',
    });
    const player = await world.newPlayer({
      parent: sub,
      by: sub.api,
      credit: 300,
      settings: { onlineUser: 1 },
    });
    const stranger = await world.newPlayer({
      parent: sibling,
      by: sibling.api,
      credit: 300,
      settings: { onlineUser: 1 },
    });
    const [asked] = await askDepositAndWithdrawal(player);
    const [other] = await askDepositAndWithdrawal(stranger);
    expect((await sub.api.post(`/admin/payments/requests/${asked}/approve`, {})).status).toBe(200);
    expect((await sibling.api.post(`/admin/payments/requests/${other}/approve`, {})).status).toBe(200);

    const rows = (await dealer.api.get(`/admin/finance?userId=${player.id}`)).body.results;
    expect(rows[0]).toMatchObject({
      kind: 'deposit',
      userId: player.id,
      actorId: sub.id,
      amount: 1234.5,
      viewer: 'none',
    });
    // the sub-dealer sees it as its own; the sibling sees nothing of the other branch
    const subRows = (await sub.api.get(`/admin/finance?userId=${player.id}`)).body.results;
    expect(subRows[0]).toMatchObject({ kind: 'deposit', actorId: sub.id, viewer: 'out' });
    const siblingRows = (await sibling.api.get('/admin/finance')).body.results;
    expect(siblingRows.some((r: { userId: number }) => r.userId === player.id)).toBe(false);
    expect(siblingRows.filter((r: { kind: string }) => r.kind === 'deposit')).toHaveLength(1);
  });
});

/** A bank deposit of 1,234.50 and a withdrawal of 200 asked by the player; their request ids. */
async function askDepositAndWithdrawal(player: TestUser): Promise<[number, number]> {
  const deposit = (await player.api.get('/payments/categories?transferType=0')).body.results;
  const withdraw = (await player.api.get('/payments/categories?transferType=1')).body.results;
  const all = [...deposit, ...withdraw].flatMap((c: any) => c.paytypes);
  const bankIn = all.find((m: any) => m.transferType === 0 && m.payTag === 'HAVALE');
  const bankOut = all.find((m: any) => m.transferType === 1);
  const asked = await player.api.post('/payments/requests', {
    idempotencyKey: key(),
    payId: bankIn.payId,
    payCatId: bankIn.payCatId,
    transferType: 0,
    amount: 1234.5,
    bank: 'TCZBTR2A',
    values: [
      { name: 'senderName', value: 'Ayşe Yılmaz' },
      { name: 'transferDate', value: '01-06-2025' },
    ],
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const out = await player.api.post('/payments/requests', {
    idempotencyKey: key(),
    payId: bankOut.payId,
    payCatId: bankOut.payCatId,
    transferType: 1,
    amount: 200,
    bank: 'ISBKTRIS',
    values: [
      { name: 'accountHolder', value: 'Ayşe Yılmaz' },
      { name: 'iban', value: 'TR120001001234567890123456' },
    ],
  });
  expect(out.status, JSON.stringify(out.body)).toBe(201);
  return [asked.body.request.id, out.body.request.id];
}
