import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_SIGNATURE_HEADER, CASINO_WALLET_PATH, WALLET_STATUS, providerContract } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';
import { signWalletBody } from './wallet.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const SECRET = 'w'.repeat(20) + randomBytes(16).toString('hex');
let ids = 0;
const id = (what: string) => `${what}-${process.pid}-${++ids}`;

/**
 * Issue 19 part 4, the seamless wallet's test kit: each call pattern a game provider produces
 * (replays, reused ids, rollbacks before their bet, retry storms, concurrent debits on one
 * balance, forged, stale and malformed requests), over real HTTP on a real database.
 */
describe(`casino seamless wallet (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer({ casinoSecrets: { house: SECRET } });
    world = await seedWorld(server);
  });
  afterAll(() => server.close());

  /** A game session as a launch opens it (the catalogue is not needed to test the wallet). */
  const session = async (player: TestUser, opts: { expiresIn?: number; service?: number } = {}) => {
    const token = randomBytes(24).toString('base64url');
    await server.database.db
      .insertInto('casino_sessions')
      .values({
        token,
        user_id: player.id,
        provider: 'house',
        game_id: 1,
        game_code: 'house-slot',
        service: opts.service ?? 5,
        currency: 'TRY',
        expires_at: Date.now() + (opts.expiresIn ?? 3_600_000),
      })
      .execute();
    return token;
  };

  const send = async (
    action: string,
    body: unknown,
    opts: { secret?: string; provider?: string; raw?: string; signature?: string } = {},
  ) => {
    const raw = opts.raw ?? JSON.stringify(body);
    const res = await fetch(`${server.url}${CASINO_WALLET_PATH}/${opts.provider ?? 'house'}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CASINO_SIGNATURE_HEADER]: opts.signature ?? signWalletBody(opts.secret ?? SECRET, raw),
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const call = async (action: string, body: Record<string, unknown>) => {
    const res = await send(action, { timestamp: Date.now(), ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const betBody = (token: string, amount: number, more: Record<string, unknown> = {}) => ({
    token,
    transactionId: id('bet'),
    roundId: id('round'),
    gameCode: 'house-slot',
    currency: 'TRY',
    amount,
    ...more,
  });
  const credit = async (p: TestUser) => (await p.api.get('/me')).body.credit as number;
  const movements = (p: TestUser) =>
    server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.amount', 'm.type', 'm.service', 'm.balance_after'])
      .where('a.user_id', '=', p.id)
      .where('m.reference', 'like', 'casino:%')
      .orderBy('m.id')
      .execute();

  it('authenticates a session token and tells the balance; an unknown or ended token is refused', async () => {
    const p = await world.newPlayer({ credit: 50 });
    const token = await session(p);
    const auth = await call('authenticate', { token });
    expect(auth).toMatchObject({
      status: 'OK',
      balance: 5000,
      currency: 'TRY',
      userName: p.userName,
      playerId: String(p.id),
    });
    expect(await call('balance', { token })).toMatchObject({ status: 'OK', balance: 5000 });
    expect((await call('balance', { token: 'x'.repeat(40) })).status).toBe(WALLET_STATUS.invalidToken);
    const ended = await session(p, { expiresIn: -1 });
    expect((await call('authenticate', { token: ended })).status).toBe(WALLET_STATUS.invalidToken);
  });

  it('debits a bet and credits a win as ledger movements of the slot service; a replay answers the same and moves nothing', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 1500);
    const first = await call('bet', b);
    expect(first).toMatchObject({ status: 'OK', balance: 8500 });
    expect(first.walletTransactionId).toBeTruthy();
    // the provider did not hear the answer and sends it again, later, re-signed
    const again = await call('bet', b);
    expect(again).toEqual(first);
    const w = {
      token,
      transactionId: id('win'),
      roundId: b.roundId,
      gameCode: 'house-slot',
      currency: 'TRY',
      amount: 4000,
      betTransactionId: b.transactionId,
    };
    const won = await call('win', w);
    expect(won).toMatchObject({ status: 'OK', balance: 12500 });
    expect(await call('win', w)).toEqual(won);
    expect(await credit(p)).toBe(125);
    expect(await movements(p)).toEqual(
      [
        { amount: -1500, type: 'stake', service: 5, balance_after: 8500 },
        { amount: 4000, type: 'win', service: 5, balance_after: 12500 },
      ].map((m) => expect.objectContaining(m)),
    );
  });

  it('refuses a used transaction id with another payload as a duplicate, and moves nothing', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 1000);
    await call('bet', b);
    expect(await call('bet', { ...b, amount: 2000 })).toMatchObject({
      status: WALLET_STATUS.duplicateTransaction,
    });
    expect(await call('bet', { ...b, roundId: id('round') })).toMatchObject({
      status: WALLET_STATUS.duplicateTransaction,
    });
    // the id of a bet reused for a win
    expect(
      await call('win', {
        token,
        transactionId: b.transactionId,
        roundId: b.roundId,
        gameCode: 'house-slot',
        currency: 'TRY',
        amount: 10,
      }),
    ).toMatchObject({ status: WALLET_STATUS.duplicateTransaction });
    expect(await credit(p)).toBe(90);
  });

  it('refunds a bet once on its rollback; a replayed or second rollback refunds nothing more', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 2500);
    await call('bet', b);
    const r = { token, transactionId: id('rb'), roundId: b.roundId, originalTransactionId: b.transactionId };
    const rolled = await call('rollback', r);
    expect(rolled).toMatchObject({ status: 'OK', balance: 10000 });
    expect(await call('rollback', r)).toEqual(rolled);
    expect(await call('rollback', { ...r, transactionId: id('rb') })).toMatchObject({
      status: 'OK',
      balance: 10000,
    });
    expect(await credit(p)).toBe(100);
    expect((await movements(p)).map((m) => [m.type, Number(m.amount)])).toEqual([
      ['stake', -2500],
      ['refund', 2500],
    ]);
  });

  it('remembers a rollback that arrives before its bet, and refuses the bet when it comes', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 3000);
    const early = await call('rollback', {
      token,
      transactionId: id('rb'),
      roundId: b.roundId,
      originalTransactionId: b.transactionId,
    });
    expect(early).toMatchObject({ status: 'OK', balance: 10000 });
    const late = await call('bet', b);
    expect(late).toMatchObject({ status: WALLET_STATUS.transactionRolledBack, balance: 10000 });
    expect(await call('bet', b)).toEqual(late);
    expect(await credit(p)).toBe(100);
    expect(await movements(p)).toEqual([]);
  });

  it('refuses a bet beyond the balance with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const token = await session(p);
    const b = betBody(token, 1001);
    const refusedBet = await call('bet', b);
    expect(refusedBet).toMatchObject({
      status: WALLET_STATUS.insufficientFunds,
      balance: 1000,
      code: 'insufficientBalance',
    });
    expect(await call('bet', b)).toEqual(refusedBet);
    expect(await call('bet', betBody(token, 1000))).toMatchObject({ status: 'OK', balance: 0 });
    // a rollback of the refused bet changes nothing
    expect(
      await call('rollback', {
        token,
        transactionId: id('rb'),
        roundId: b.roundId,
        originalTransactionId: b.transactionId,
      }),
    ).toMatchObject({ status: 'OK', balance: 0 });
    expect(await credit(p)).toBe(0);
  });

  it("counts casino stakes against the player's stake and loss limits; wins are still paid", async () => {
    const p = await world.newPlayer({ credit: 100 });
    expect(
      (await p.api.request('PUT', '/responsible-gaming/limits', { kind: 'stake', period: 'day', amount: 30 }))
        .status,
    ).toBe(200);
    const token = await session(p);
    const b1 = betBody(token, 2000);
    expect(await call('bet', b1)).toMatchObject({ status: 'OK' });
    const over = await call('bet', betBody(token, 1500));
    expect(over).toMatchObject({
      status: WALLET_STATUS.limitExceeded,
      code: 'rgStakeLimitReached',
      balance: 8000,
    });
    expect(await call('bet', betBody(token, 1000))).toMatchObject({ status: 'OK', balance: 7000 });
    expect(
      await call('win', {
        token,
        transactionId: id('win'),
        roundId: b1.roundId,
        gameCode: 'house-slot',
        currency: 'TRY',
        amount: 500,
      }),
    ).toMatchObject({ status: 'OK', balance: 7500 });
    // the limit page counts the casino stakes too
    const state = (await p.api.get('/responsible-gaming')).body;
    expect(state.limits.find((l: any) => l.kind === 'stake' && l.period === 'day')).toMatchObject({
      amount: 30,
      used: 30,
    });

    const q = await world.newPlayer({ credit: 100 });
    expect(
      (await q.api.request('PUT', '/responsible-gaming/limits', { kind: 'loss', period: 'day', amount: 20 }))
        .status,
    ).toBe(200);
    const qt = await session(q);
    const qb = betBody(qt, 2000);
    expect(await call('bet', qb)).toMatchObject({ status: 'OK' });
    expect(await call('bet', betBody(qt, 100))).toMatchObject({
      status: WALLET_STATUS.limitExceeded,
      code: 'rgLossLimitReached',
    });
    // a refund gives the loss back, so the player may stake again
    await call('rollback', {
      token: qt,
      transactionId: id('rb'),
      roundId: qb.roundId,
      originalTransactionId: qb.transactionId,
    });
    expect(await call('bet', betBody(qt, 100))).toMatchObject({ status: 'OK' });
  });

  it('refuses the bets of an excluded player, but pays its wins and refunds, even on an ended session', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 1000);
    await call('bet', b);
    await server.database.db
      .insertInto('rg_exclusions')
      .values({
        user_id: p.id,
        type: 'selfExclusion',
        length: '6m',
        starts_at: Date.now() - 1000,
        ends_at: Date.now() + 86_400_000,
      })
      .execute();
    expect(await call('bet', betBody(token, 100))).toMatchObject({
      status: WALLET_STATUS.playerExcluded,
      code: 'rgSelfExcluded',
    });
    expect(await call('authenticate', { token })).toMatchObject({ status: WALLET_STATUS.playerExcluded });
    await server.database.db
      .updateTable('casino_sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token', '=', token)
      .execute();
    expect(
      await call('win', {
        token,
        transactionId: id('win'),
        roundId: b.roundId,
        gameCode: 'house-slot',
        currency: 'TRY',
        amount: 700,
      }),
    ).toMatchObject({ status: 'OK', balance: 9700 });
    expect(
      await call('rollback', {
        token,
        transactionId: id('rb'),
        roundId: b.roundId,
        originalTransactionId: b.transactionId,
      }),
    ).toMatchObject({ status: 'OK', balance: 10700 });
    expect(await call('bet', betBody(token, 100))).toMatchObject({ status: WALLET_STATUS.invalidToken });
  });

  it('ends a round: later bets on it are refused, its wins are paid; ending again is harmless', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 1000);
    await call('bet', b);
    expect(await call('endRound', { token, roundId: b.roundId })).toMatchObject({
      status: 'OK',
      balance: 9000,
    });
    expect(await call('endRound', { token, roundId: b.roundId })).toMatchObject({
      status: 'OK',
      balance: 9000,
    });
    expect(await call('bet', betBody(token, 100, { roundId: b.roundId }))).toMatchObject({
      status: WALLET_STATUS.roundClosed,
    });
    expect(
      await call('win', {
        token,
        transactionId: id('win'),
        roundId: b.roundId,
        gameCode: 'house-slot',
        currency: 'TRY',
        amount: 100,
      }),
    ).toMatchObject({ status: 'OK', balance: 9100 });
    const round = await server.database.db
      .selectFrom('casino_rounds')
      .select(['stakes', 'wins', 'closed'])
      .where('round_id', '=', b.roundId)
      .executeTakeFirstOrThrow();
    expect([Number(round.stakes), Number(round.wins), Number(round.closed)]).toEqual([1000, 100, 1]);
  });

  it('survives a retry storm: one bet sent 25 times at once debits once', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const token = await session(p);
    const b = betBody(token, 700);
    const answers = await Promise.all(Array.from({ length: 25 }, () => call('bet', b)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: 9300 });
    expect(await credit(p)).toBe(93);
    expect(await movements(p)).toHaveLength(1);
  });

  it('never takes one balance below zero under concurrent debits, and the ledger equals the balance', async () => {
    const p = await world.newPlayer({ credit: 100 });
    const tokens = await Promise.all([session(p), session(p), session(p)]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('bet', betBody(tokens[i % 3]!, 1000))),
    );
    const ok = answers.filter((a) => a.status === 'OK');
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.status === WALLET_STATUS.insufficientFunds)).toHaveLength(20);
    expect(await credit(p)).toBe(0);
    const moves = await movements(p);
    expect(moves).toHaveLength(10);
    expect(moves.every((m) => Number(m.balance_after) >= 0)).toBe(true);
    expect(new Set(ok.map((a) => a.balance)).size).toBe(10);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('keeps every money call with its movement: each accepted bet, win and refund names its ledger row', async () => {
    const rows = await server.database.db
      .selectFrom('casino_transactions as t')
      .leftJoin('ledger_movements as m', 'm.id', 't.movement_id')
      .select(['t.kind', 't.status', 't.amount', 't.movement_id', 'm.amount as moved', 'm.reference'])
      .where('t.provider', '=', 'house')
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      if (r.movement_id === null) continue;
      const sign = r.kind === 'bet' ? -1 : 1;
      expect(Number(r.moved)).toBe(sign * Number(r.amount));
      expect(r.reference).toMatch(/^casino:house:/);
    }
    const accepted = rows.filter((r) => r.kind === 'bet' && r.status === 'OK');
    expect(accepted.every((r) => r.movement_id !== null)).toBe(true);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  describe('requests the wallet cannot take: a 4xx with a message key, never a 500', () => {
    let token: string;
    beforeAll(async () => {
      token = await session(await world.newPlayer({ credit: 10 }));
    });

    it('refuses a bad signature, another secret, a missing one and an unknown provider', async () => {
      const body = { token, timestamp: Date.now() };
      expect(await send('balance', body, { signature: 'ab'.repeat(32) })).toMatchObject({
        status: 401,
        body: { error: { code: 'signatureInvalid' } },
      });
      expect((await send('balance', body, { secret: 'x'.repeat(40) })).status).toBe(401);
      expect((await send('balance', body, { signature: '' })).body.error.code).toBe('signatureInvalid');
      expect((await send('balance', body, { signature: 'zz' })).status).toBe(401);
      expect(await send('balance', body, { provider: 'nobody' })).toMatchObject({
        status: 401,
        body: { error: { code: 'casinoProviderUnknown' } },
      });
      // a signed body changed on the way
      const raw = JSON.stringify(body);
      expect(
        (await send('balance', null, { raw: raw.replace('}', ' }'), signature: signWalletBody(SECRET, raw) }))
          .status,
      ).toBe(401);
    });

    it('refuses a stale or future timestamp, and a replay of an old signed request', async () => {
      const old = await send('bet', { ...betBody(token, 100), timestamp: Date.now() - 5 * 60_000 });
      expect(old).toMatchObject({ status: 409, body: { error: { code: 'requestStale' } } });
      expect((await send('balance', { token, timestamp: Date.now() + 5 * 60_000 })).status).toBe(409);
    });

    it('refuses malformed bodies with invalidRequest', async () => {
      const malformed: Array<[string, string]> = [
        ['bet', 'not json'],
        ['bet', ''],
        ['bet', '[]'],
        ['bet', 'null'],
        ['bet', JSON.stringify({ token, timestamp: Date.now() })],
        ['bet', JSON.stringify({ ...betBody(token, -5), timestamp: Date.now() })],
        ['bet', JSON.stringify({ ...betBody(token, 1.5), timestamp: Date.now() })],
        ['bet', JSON.stringify({ ...betBody(token, 0), timestamp: Date.now() })],
        ['bet', JSON.stringify({ ...betBody(token, 100), amount: '100', timestamp: Date.now() })],
        [
          'bet',
          JSON.stringify({ ...betBody(token, 100), transactionId: 'has space', timestamp: Date.now() }),
        ],
        ['win', JSON.stringify({ token, timestamp: 'yesterday' })],
        ['rollback', JSON.stringify({ token, timestamp: Date.now(), transactionId: 'a', roundId: 'b' })],
        ['endRound', JSON.stringify({ token: 5, timestamp: Date.now(), roundId: 'r' })],
        ['balance', JSON.stringify({ token: 'short', timestamp: Date.now() })],
        ['balance', '{"token":"' + 'x'.repeat(20) + '","timestamp":1e400}'],
      ];
      for (const [action, raw] of malformed) {
        const res = await send(action, null, { raw });
        expect(res.status, `${action} ${raw}`).toBe(400);
        expect(res.body.error.code, raw).toBe('invalidRequest');
      }
      expect(await send('transfer', { token, timestamp: Date.now() })).toMatchObject({
        status: 404,
        body: { error: { code: 'notFound' } },
      });
      // the issue named is the shared contract entry's, the provider's own schema
      const zero = { ...betBody(token, 0), timestamp: Date.now() };
      const refused = await send('bet', zero);
      const issue = providerContract.casinoWallet.bet.body.safeParse(zero).error!.issues[0]!;
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.issues).toEqual([{ path: 'amount', message: issue.message }]);
      // a provider code past the contract's length, or with a NUL: refused before anything else
      expect(
        (await send('balance', { token, timestamp: Date.now() }, { provider: 'p'.repeat(60) })).status,
      ).toBe(401);
      const nul = await send('balance', { token, timestamp: Date.now() }, { provider: 'ho%00use' });
      expect(nul.status).toBeGreaterThanOrEqual(400);
      expect(nul.status).toBeLessThan(500);
      const huge = JSON.stringify({ token, timestamp: Date.now(), pad: 'x'.repeat(30_000) });
      const big = await send('balance', null, { raw: huge });
      expect(big.status).toBe(413);
      expect(big.body.error.code).toBe('invalidRequest');
      expect(await credit(await world.newPlayer())).toBe(0);
    });
  });
});
