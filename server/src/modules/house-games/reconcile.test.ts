import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceMessage, diceRollFromDigest, diceWins } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';
import { reconcileHouseRounds, RECONCILE_AFTER_MS } from './play.service.ts';
import { HOUSE_TEXTS } from './texts.ts';
import { walletClient, HOUSE } from './wallet-client.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A round whose money calls lost their way: the provider reaches the wallet through a real HTTP
 * hop that drops chosen calls (the request, or only its answer), as a network does. The sweep
 * then finishes each open round with the same transaction ids: a taken bet gets its win and its
 * end, a bet of unknown fate is refunded; run twice, it moves nothing more.
 */
describe(`open house rounds are reconciled (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let hop: http.Server;
  let target = '';
  /** wallet actions whose request is dropped, and whose answer is dropped */
  const dropRequest = new Set<string>();
  const dropAnswer = new Set<string>();
  let gameId = 0;

  beforeAll(async () => {
    hop = http.createServer((req, res) => {
      const action = (req.url ?? '').split('/').pop() ?? '';
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (dropRequest.has(action)) return void res.writeHead(502).end();
        void fetch(target + req.url, {
          method: 'POST',
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }).then(async (answer) => {
          const text = await answer.text();
          if (dropAnswer.has(action)) return void res.writeHead(502).end();
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        });
      });
    });
    await new Promise<void>((r) => hop.listen(0, '127.0.0.1', r));
    const port = (hop.address() as { port: number }).port;
    server = await startTestServer({ casinoWalletUrl: `http://127.0.0.1:${port}` });
    target = server.url;
    world = await seedWorld(server);
    const game = await server.database.db
      .selectFrom('casino_games')
      .select('id')
      .where('code', '=', 'house-dice')
      .executeTakeFirstOrThrow();
    gameId = Number(game.id);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => hop.close(r));
  });

  const openDice = async (p: TestUser) => {
    const launched = await p.api.post(`/casino/games/${gameId}/launch?lang=tr`, {});
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const html = await (await fetch(server.url + launched.body.url)).text();
    return /data-key="([^"]+)"/.exec(html)![1]!;
  };
  const play = async (key: string, clientSeed?: string) => {
    const res = await fetch(`${server.url}/games/house/session/${key}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: 100, target: 95, ...(clientSeed ? { clientSeed } : {}) }),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  /**
   * A client seed whose roll under 95 wins with the session's committed server seed: the dice are
   * provably fair, so the player's seed decides the roll as the real round draws it.
   */
  const winningSeed = async (key: string) => {
    const s = await server.database.db
      .selectFrom('house_game_sessions')
      .select(['server_seed', 'nonce'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    for (let i = 0; ; i++) {
      const seed = `seed${i}`;
      const digest = createHmac('sha256', s.server_seed)
        .update(diceMessage(seed, Number(s.nonce)))
        .digest();
      if (diceWins(diceRollFromDigest(new Uint8Array(digest)), 95)) return seed;
    }
  };
  const moves = (p: TestUser) =>
    server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.amount', 'm.type'])
      .where('a.user_id', '=', p.id)
      .where('m.reference', 'like', `casino:${HOUSE}:%`)
      .orderBy('m.id')
      .execute();
  const rounds = (p: TestUser) =>
    server.database.db
      .selectFrom('casino_rounds')
      .select(['closed', 'stakes', 'wins'])
      .where('user_id', '=', p.id)
      .execute();
  const sweep = () =>
    reconcileHouseRounds(
      {
        db: server.database.db,
        logger: server.logger,
        wallet: (url) => walletClient(url, server.context.config.casinoSecrets[HOUSE]!),
      },
      Date.now() + RECONCILE_AFTER_MS + 1000,
    );

  it('pays the win of a taken bet whose win never reached the wallet, and ends the round', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const key = await openDice(p);
    dropRequest.add('win');
    dropRequest.add('endRound');
    // a winning roll: a lost one (one in twenty under 95) has no win to pay, and its round is past 'staked'
    const r = await play(key, await winningSeed(key));
    dropRequest.clear();
    // the page hears that something went wrong; the stake was taken
    expect(r.status).toBe(503);
    const before = await moves(p);
    expect(before.map((m) => m.type)).toEqual(['stake']);
    const open = await server.database.db
      .selectFrom('house_game_rounds')
      .select(['payout', 'state'])
      .where('session_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(open.state).toBe('staked');
    const payout = Number(open.payout);

    // a round that is not yet old is left alone
    expect(
      await reconcileHouseRounds(
        {
          db: server.database.db,
          logger: server.logger,
          wallet: (url) => walletClient(url, server.context.config.casinoSecrets[HOUSE]!),
        },
        Date.now(),
      ),
    ).toMatchObject({ finished: 0 });
    expect(await sweep()).toMatchObject({ finished: 1 });
    expect(await sweep()).toMatchObject({ finished: 0 });
    const after = await moves(p);
    expect(after.reduce((s, m) => s + Number(m.amount), 0)).toBe(payout - 100);
    expect(after.filter((m) => m.type === 'win')).toHaveLength(payout > 0 ? 1 : 0);
    expect(await rounds(p)).toEqual([expect.objectContaining({ closed: 1 })]);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refunds a bet whose answer and rollback were both lost, once, even by two sweeps at once', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const key = await openDice(p);
    dropAnswer.add('bet');
    dropRequest.add('rollback');
    const r = await play(key);
    dropAnswer.clear();
    dropRequest.clear();
    expect(r.status).toBe(503);
    // the wallet took the stake; the provider does not know it
    expect((await moves(p)).map((m) => m.type)).toEqual(['stake']);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.finished + b.finished).toBe(1);
    expect(await sweep()).toMatchObject({ finished: 0 });
    const after = await moves(p);
    expect(after.map((m) => m.type)).toEqual(['stake', 'refund']);
    expect(after.reduce((s, m) => s + Number(m.amount), 0)).toBe(0);
    const state = await server.database.db
      .selectFrom('house_game_rounds')
      .select('state')
      .where('session_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('refunded');
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('refunds a bet that never reached the wallet: the rollback is kept, so a late bet is refused', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const key = await openDice(p);
    dropRequest.add('bet');
    dropRequest.add('rollback');
    expect((await play(key)).status).toBe(503);
    dropRequest.clear();
    expect(await moves(p)).toEqual([]);
    expect(await sweep()).toMatchObject({ finished: 1 });
    expect(await moves(p)).toEqual([]);
    expect(
      await server.database.db
        .selectFrom('casino_transactions')
        .select(['kind', 'pending'])
        .where('user_id', '=', p.id)
        .execute(),
    ).toEqual([{ kind: 'rollback', pending: 1 }]);
  });

  it('tells a page asking again for its round what became of it: the win paid now, or the bet refunded', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const key = await openDice(p);
    const again = async (round: string, clientSeed: string) => {
      const res = await fetch(`${server.url}/games/house/session/${key}/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stake: 100, target: 95, clientSeed, round }),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    // the bet is taken but its win gets no answer: the page hears 503, asks again, and is paid
    const seed = await winningSeed(key);
    dropRequest.add('win');
    const lost = await again('won-round-00000001', seed);
    dropRequest.clear();
    expect(lost.status).toBe(503);
    const won = await again('won-round-00000001', seed);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({
      ok: true,
      replayed: true,
      stake: 100,
      balance: 1000 - 100 + won.body.win,
    });
    expect(won.body.win).toBeGreaterThan(0);
    expect((await moves(p)).map((m) => m.type)).toEqual(['stake', 'win']);
    // a bet that never reached the wallet is refunded; asked again, the page hears so
    dropRequest.add('bet');
    expect((await again('lost-round-0000001', 'any-seed')).status).toBe(503);
    dropRequest.clear();
    const refunded = await again('lost-round-0000001', 'any-seed');
    expect(refunded.body).toMatchObject({ ok: false, code: 'casinoRoundRefunded', replayed: true, win: 0 });
    expect(refunded.body.balance).toBe(won.body.balance);
    expect((await moves(p)).map((m) => m.type)).toEqual(['stake', 'win']);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it('answers a page opened, or a state asked, while the wallet cannot be reached with a 503 that says so, not a fault', async () => {
    const p = await world.newPlayer({ credit: 10 });
    const launched = await p.api.post(`/casino/games/${gameId}/launch?lang=en`, {});
    expect(launched.status).toBe(200);
    dropRequest.add('authenticate');
    const page = await fetch(server.url + launched.body.url);
    dropRequest.clear();
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(await page.text()).toContain(HOUSE_TEXTS.en.error);
    // the same launch opens once the wallet answers again
    const key = await openDice(p);
    dropRequest.add('balance');
    const state = await fetch(`${server.url}/games/house/session/${key}`);
    dropRequest.clear();
    expect(state.status).toBe(503);
    expect(((await state.json()) as any).error.code).toBe('technicalError');
  });
});
