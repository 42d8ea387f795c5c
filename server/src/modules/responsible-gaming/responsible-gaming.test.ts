import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/login-as.ts';
import { pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { startTestServer, type ApiClient } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `rg-${process.pid}-${Date.now()}-${n++}`;

/**
 * Issue 20: limits bind the next bet or deposit at once when tightened, and only after the
 * cooling-off and the player's confirmation when loosened; a time-out or self-exclusion ends the
 * player's sessions and sockets, refunds unstarted pre-match coupons and blocks login.
 */
describe(`responsible gaming (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;

  const newPlayer = (credit = 500) =>
    world.newPlayer({ parent: dealer, by: dealer.api, credit, settings: { onlineUser: 1 } });
  const credit = async (api: ApiClient) => (await api.get('/me')).body.credit as number;
  const bet = (api: ApiClient, m: TestMatch, stake: number) =>
    api.post('/coupons', { idempotencyKey: key(), stake, picks: [pickOn(m, '1')] });
  const limit = (api: ApiClient, kind: string, period: string, amount: number | null) =>
    api.request('PUT', '/responsible-gaming/limits', { kind, period, amount });
  const slotOf = (state: any, kind: string, period: string) =>
    state.limits.find((l: any) => l.kind === kind && l.period === period);
  const audit = (action: string, targetId: number) =>
    server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute();

  beforeAll(async () => {
    server = await startTestServer();
    await writeSetting(server.database, 'live_delay_ms', '0');
    await writeSetting(server.database, 'same_coupon_limit', '100');
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 10_000 });
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  it('starts with no limit in force, nine slots of the player’s currency, and the site’s parameters', async () => {
    const p = await newPlayer();
    const res = await p.api.get('/responsible-gaming');
    expect(res.status).toBe(200);
    expect(res.body.limits).toHaveLength(9);
    expect(res.body.limits.every((l: any) => l.amount === null && l.pending === null)).toBe(true);
    expect(res.body).toMatchObject({
      exclusion: null,
      coolingOffHours: 24,
      raiseAtPeriodEnd: false,
      confirmDays: 7,
    });
    expect(
      (await new (p.api.constructor as typeof ApiClient)(server.url).get('/responsible-gaming')).status,
    ).toBe(401);
  });

  it('a tightened stake limit refuses the next bet at once, naming what is left', async () => {
    const p = await newPlayer();
    const m = world.football.pre;
    expect((await bet(p.api, m, 20)).status).toBe(201);
    const set = await limit(p.api, 'stake', 'day', 30);
    expect(set.status).toBe(200);
    expect(set.body.outcome).toBe('applied');
    expect(slotOf(set.body.state, 'stake', 'day')).toMatchObject({ amount: 30, used: 20 });

    const over = await bet(p.api, m, 11);
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'rgStakeLimitReached',
      details: { kind: 'stake', period: 'day', limit: 30, left: 10 },
    });
    expect(over.body.error.message).toContain('10');
    expect(await credit(p.api)).toBe(480);
    expect((await bet(p.api, m, 10)).status).toBe(201);
    // lowering again applies at once too
    expect((await limit(p.api, 'stake', 'week', 25)).body.outcome).toBe('applied');
    expect((await bet(p.api, m, 1)).body.error.code).toBe('rgStakeLimitReached');
    expect(await credit(p.api)).toBe(470);
    expect(await audit('rg.limit.set', p.id)).toHaveLength(2);
  });

  it('a loss limit counts a stake as lost and what comes back as returned', async () => {
    const p = await newPlayer();
    const m = world.football.pre;
    expect((await limit(p.api, 'loss', 'day', 15)).body.outcome).toBe('applied');
    const first = await bet(p.api, m, 10);
    expect(first.status).toBe(201);
    const second = await bet(p.api, m, 10);
    expect(second.body.error).toMatchObject({ code: 'rgLossLimitReached', details: { left: 5 } });
    // the first coupon cancelled: its stake came back, so the day has lost nothing
    expect((await p.api.post(`/coupons/${first.body.ticketId}/cancel`)).status).toBe(200);
    expect((await bet(p.api, m, 10)).status).toBe(201);
    // wins and refunds are never refused, even past the limit
    expect(await credit(p.api)).toBe(490);
  });

  it('a loosened limit binds until its cooling-off has passed and the player has confirmed it', async () => {
    const p = await newPlayer();
    const m = world.football.pre;
    await limit(p.api, 'stake', 'day', 20);
    const raise = await limit(p.api, 'stake', 'day', 100);
    expect(raise.body.outcome).toBe('pending');
    const slot = slotOf(raise.body.state, 'stake', 'day');
    expect(slot.amount).toBe(20);
    expect(slot.pending).toMatchObject({ amount: 100, state: 'coolingOff' });
    expect(Date.parse(slot.pending.appliesAt) - Date.parse(slot.pending.requestedAt)).toBe(24 * 3600_000);
    expect(Date.parse(slot.pending.expiresAt) - Date.parse(slot.pending.appliesAt)).toBe(7 * 24 * 3600_000);

    expect((await bet(p.api, m, 30)).body.error.code).toBe('rgStakeLimitReached');
    const early = await p.api.post('/responsible-gaming/limits/confirm', { kind: 'stake', period: 'day' });
    expect([early.status, early.body.error.code]).toEqual([422, 'rgCoolingOff']);

    // the cooling-off passes
    await server.database.db
      .updateTable('rg_limits')
      .set({ pending_applies_at: Date.now() - 1 })
      .where('user_id', '=', p.id)
      .execute();
    const waiting = (await p.api.get('/responsible-gaming')).body;
    expect(slotOf(waiting, 'stake', 'day').pending.state).toBe('confirmable');
    // not confirmed yet: the old limit still binds
    expect((await bet(p.api, m, 30)).body.error.code).toBe('rgStakeLimitReached');
    const ok = await p.api.post('/responsible-gaming/limits/confirm', { kind: 'stake', period: 'day' });
    expect(ok.status).toBe(200);
    expect(slotOf(ok.body, 'stake', 'day')).toMatchObject({ amount: 100, pending: null });
    expect((await bet(p.api, m, 30)).status).toBe(201);
    expect(await audit('rg.limit.requested', p.id)).toHaveLength(1);
    expect(await audit('rg.limit.confirmed', p.id)).toHaveLength(1);
  });

  it('an unconfirmed loosening lapses; a removal waits like a raise; a withdrawn one leaves the limit', async () => {
    const p = await newPlayer();
    await limit(p.api, 'deposit', 'week', 200);
    expect((await limit(p.api, 'deposit', 'week', null)).body.outcome).toBe('pending');
    await server.database.db
      .updateTable('rg_limits')
      .set({ pending_applies_at: Date.now() - 10, pending_expires_at: Date.now() - 1 })
      .where('user_id', '=', p.id)
      .execute();
    expect(slotOf((await p.api.get('/responsible-gaming')).body, 'deposit', 'week').pending).toBeNull();
    const late = await p.api.post('/responsible-gaming/limits/confirm', { kind: 'deposit', period: 'week' });
    expect([late.status, late.body.error.code]).toEqual([422, 'rgChangeLapsed']);
    const again = await p.api.post('/responsible-gaming/limits/confirm', { kind: 'deposit', period: 'week' });
    expect(again.body.error.code).toBe('rgNoPendingChange');
    expect(slotOf((await p.api.get('/responsible-gaming')).body, 'deposit', 'week').amount).toBe(200);

    expect((await limit(p.api, 'deposit', 'week', 300)).body.outcome).toBe('pending');
    const withdrawn = await p.api.post('/responsible-gaming/limits/cancel', {
      kind: 'deposit',
      period: 'week',
    });
    expect(slotOf(withdrawn.body, 'deposit', 'week')).toMatchObject({ amount: 200, pending: null });
    // a lower value while a raise waits applies at once and drops the raise
    await limit(p.api, 'deposit', 'week', 300);
    const lower = await limit(p.api, 'deposit', 'week', 150);
    expect(lower.body.outcome).toBe('applied');
    expect(slotOf(lower.body.state, 'deposit', 'week')).toMatchObject({ amount: 150, pending: null });
  });

  it('a jurisdiction without a cooling-off still needs the confirmation', async () => {
    await writeSetting(server.database, 'rg_cooling_off_hours', '0');
    try {
      const p = await newPlayer();
      await limit(p.api, 'stake', 'month', 10);
      expect((await limit(p.api, 'stake', 'month', 50)).body.outcome).toBe('pending');
      expect((await bet(p.api, world.football.pre, 20)).body.error.code).toBe('rgStakeLimitReached');
      expect(
        (await p.api.post('/responsible-gaming/limits/confirm', { kind: 'stake', period: 'month' })).status,
      ).toBe(200);
      expect((await bet(p.api, world.football.pre, 20)).status).toBe(201);
    } finally {
      await writeSetting(server.database, 'rg_cooling_off_hours', '24');
    }
  });

  it('refuses malformed limit requests with 400', async () => {
    const p = await newPlayer();
    for (const body of [
      { kind: 'stake', period: 'day', amount: 0 },
      { kind: 'stake', period: 'day', amount: -5 },
      { kind: 'stake', period: 'day', amount: 1.234 },
      { kind: 'stake', period: 'year', amount: 10 },
      { kind: 'session', period: 'day', amount: 10 },
      { kind: 'stake', period: 'day' },
      { kind: 'stake', period: 'day', amount: 20_000_000 },
    ]) {
      const res = await p.api.request('PUT', '/responsible-gaming/limits', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { type: 'timeOut', length: '1d' },
      { type: 'timeOut', length: '1d', confirm: false },
      { type: 'timeOut', length: '6m', confirm: true },
      { type: 'selfExclusion', length: '1d', confirm: true },
    ]) {
      const res = await p.api.post('/responsible-gaming/exclusion', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await p.api.get('/responsible-gaming')).body.exclusion).toBeNull();
  });

  it('a deposit over the deposit limit is refused before it is stored or reaches a provider', async () => {
    const p = await newPlayer(100);
    const deposit = (await p.api.get('/payments/categories?transferType=0')).body.results;
    const bankIn = deposit.flatMap((c: any) => c.paytypes).find((m: any) => m.payTag === 'HAVALE');
    const body = (amount: number) => ({
      idempotencyKey: key(),
      payId: bankIn.payId,
      payCatId: bankIn.payCatId,
      transferType: 0,
      amount,
      bank: 'TCZBTR2A',
      values: [
        { name: 'senderName', value: 'Ayşe Yılmaz' },
        { name: 'transferDate', value: '01-06-2025' },
      ],
    });
    await limit(p.api, 'deposit', 'day', 100);
    const over = await p.api.request('POST', '/payments/requests', body(150), { 'accept-language': 'tr' });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('rgDepositLimitReached');
    expect(over.body.error.message).toBe('Bu yatırım, para yatırma limitinizi aşıyor; bu dönemde 100 kaldı.');
    expect((await p.api.get('/payments/requests')).body.totalCount).toBe(0);
    expect((await p.api.post('/payments/requests', body(60))).status).toBe(201);
    // a waiting deposit counts: 60 + 50 > 100
    const second = await p.api.post('/payments/requests?lang=en', body(50));
    expect(second.body.error).toMatchObject({ code: 'rgDepositLimitReached', details: { left: 40 } });
    expect(second.body.error.message).toBe(
      'This deposit would pass your deposit limit; 40 is left in this period.',
    );
    // withdrawals are never held back by a limit
    expect((await p.api.get('/payments/requests')).body.totalCount).toBe(1);
  });

  it('a dealer may only lower a player’s limit, with a reason, audited; others’ players are not found', async () => {
    const p = await newPlayer();
    await limit(p.api, 'stake', 'week', 100);
    const path = `/admin/responsible-gaming/${p.id}/limits`;
    const lowered = await dealer.api.post(path, {
      kind: 'stake',
      period: 'week',
      amount: 40,
      reason: 'asked by family',
    });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(slotOf(lowered.body, 'stake', 'week').amount).toBe(40);
    expect((await bet(p.api, world.football.pre, 41)).body.error.code).toBe('rgStakeLimitReached');
    const raise = await dealer.api.post(path, {
      kind: 'stake',
      period: 'week',
      amount: 400,
      reason: 'mistake',
    });
    expect([raise.status, raise.body.error.code]).toEqual([422, 'rgOnlyLower']);
    expect((await dealer.api.post(path, { kind: 'stake', period: 'week', amount: 30 })).status).toBe(400);
    expect(
      (await dealer.api.post(path, { kind: 'stake', period: 'week', amount: 30, reason: '' })).status,
    ).toBe(400);
    const rows = await audit('rg.limit.lowered', p.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ amount: 40, reason: 'asked by family' });
    expect(Number(rows[0]!.actor_id)).toBe(dealer.id);

    const stranger = await world.newDealer();
    const foreign = await stranger.api.post(path, {
      kind: 'stake',
      period: 'week',
      amount: 1,
      reason: 'not mine',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'userNotFound']);
    expect((await stranger.api.get(`/admin/responsible-gaming/${p.id}`)).status).toBe(404);
    expect(
      (await p.api.post(path, { kind: 'stake', period: 'week', amount: 1, reason: 'myself' })).status,
    ).toBe(403);
    const view = await dealer.api.get(`/admin/responsible-gaming/${p.id}`);
    expect(slotOf(view.body, 'stake', 'week').amount).toBe(40);
  });

  it('a self-exclusion closes the player’s socket, refunds waiting pre-match coupons and blocks login', async () => {
    const p = await newPlayer();
    const pre = await world.newMatch({ startsInMs: 5 * 3600_000 });
    const waiting = await bet(p.api, pre, 25);
    expect(waiting.status).toBe(201);
    const live = await bet(p.api, world.football.live, 10);
    expect(live.status).toBe(201);
    expect(await credit(p.api)).toBe(465);

    const socket = connect(`${server.url}/user`, {
      forceNew: true,
      reconnection: false,
      transports: ['websocket'],
      extraHeaders: { cookie: p.api.cookie },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const second = await loginAs(server.url, p.userName, p.password);

    const res = await p.api.post('/responsible-gaming/exclusion', {
      type: 'selfExclusion',
      length: '6m',
      confirm: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.refundedCoupons).toBe(1);
    expect(res.body.exclusion.type).toBe('selfExclusion');
    expect(
      await Promise.race([closed, new Promise((r) => setTimeout(() => r('still connected'), 3000))]),
    ).toBe('io server disconnect');
    socket.close();

    // every session ended
    expect((await p.api.get('/me')).status).toBe(401);
    expect((await second.get('/me')).status).toBe(401);
    const login = await new (p.api.constructor as typeof ApiClient)(server.url).post('/auth/login', {
      userName: p.userName,
      password: p.password,
    });
    expect([login.status, login.body.error.code]).toEqual([403, 'rgSelfExcluded']);
    expect(login.body.error.details.until).toBe(res.body.exclusion.endsAt);
    // a wrong password still answers as any wrong password: the exclusion is told only to the owner
    const wrong = await new (p.api.constructor as typeof ApiClient)(server.url).post('/auth/login', {
      userName: p.userName,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);

    const coupons = await server.database.db
      .selectFrom('coupons')
      .select(['ticket_id', 'status'])
      .where('user_id', '=', p.id)
      .execute();
    const statusOf = (t: string) => coupons.find((c) => c.ticket_id === t)!.status;
    expect(statusOf(waiting.body.ticketId)).toBe(-2);
    expect(statusOf(live.body.ticketId)).toBe(0);
    const account = await server.database.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(49_000);
    expect(await audit('rg.selfExclusion', p.id)).toHaveLength(1);

    // the dealer sees it; a time-out would be shorter and no session is left to ask anyway
    const view = await dealer.api.get(`/admin/responsible-gaming/${p.id}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.exclusion).toMatchObject({ type: 'selfExclusion', endsAt: res.body.exclusion.endsAt });
  });

  it('a time-out logs the player out at once and refuses login with its own key', async () => {
    const p = await newPlayer();
    const res = await p.api.post('/responsible-gaming/exclusion', {
      type: 'timeOut',
      length: '1d',
      confirm: true,
    });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.exclusion.endsAt) - Date.parse(res.body.exclusion.startsAt)).toBe(86_400_000);
    expect((await p.api.get('/me')).status).toBe(401);
    const login = await new (p.api.constructor as typeof ApiClient)(server.url).post('/auth/login?lang=en', {
      userName: p.userName,
      password: p.password,
    });
    expect([login.status, login.body.error.code]).toEqual([403, 'rgTimedOut']);
    expect(login.body.error.message).toBe(
      'You are taking a break from play; this is not possible until it ends.',
    );

    // once it has ended the player may log in and bet again
    await server.database.db
      .updateTable('rg_exclusions')
      .set({ ends_at: Date.now() - 1 })
      .where('user_id', '=', p.id)
      .execute();
    const back = await loginAs(server.url, p.userName, p.password);
    expect((await bet(back, world.football.pre, 5)).status).toBe(201);
  });

  it('a bet is refused while an exclusion runs, even from a session that outlived it', async () => {
    const p = await newPlayer();
    await server.database.db
      .insertInto('rg_exclusions')
      .values({
        user_id: p.id,
        type: 'timeOut',
        length: '1w',
        starts_at: Date.now() - 1,
        ends_at: Date.now() + 3600_000,
      })
      .execute();
    const res = await bet(p.api, world.football.pre, 5);
    expect([res.status, res.body.error.code]).toEqual([403, 'rgTimedOut']);
    expect(await credit(p.api)).toBe(500);
  });
});
