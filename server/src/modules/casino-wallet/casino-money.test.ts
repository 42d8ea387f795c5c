import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_SIGNATURE_HEADER, CASINO_WALLET_PATH, WALLET_STATUS, dayIso, dayOf } from '@bet/shared';
import { up as backfillCasinoRows } from '../../db/migrations/0450_casino_report_rows.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';
import { signWalletBody } from './wallet.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const SECRET = 'm'.repeat(20) + randomBytes(16).toString('hex');
const today = dayIso(dayOf(Date.now()));
const CASINO = ['slots', 'livecasino', 'virtual', 'tv'] as const;
type Casino = (typeof CASINO)[number];
/** the catalogue product of each report product's games */
const CATALOGUE: Record<Casino, string> = { slots: 'slot', livecasino: 'live', virtual: 'virtual', tv: 'tv' };
/** the transactions' service each product's play books under */
const SERVICE_OF: Record<Casino, number> = { slots: 5, livecasino: 4, virtual: 7, tv: 8 };
let ids = 0;

/**
 * Issue 19 part 8: casino money in the player's transactions (service 5 slot, 4 live, 7 virtual, 8 TV games)
 * and in the dealer reports (GGR per product), each equal to the ledger. Play goes through the
 * real launch and the signed wallet API: bets, wins, rollbacks (also before their bet), jackpots,
 * and the built-in provider's own pages.
 */
describe(`casino money in transactions and reports (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let players: TestUser[];
  const games = {} as Record<Casino, number>;

  beforeAll(async () => {
    server = await startTestServer({ casinoSecrets: { house: SECRET } });
    world = await seedWorld(server);
    dealer = await world.newDealer({ credit: 10_000 });
    players = [
      await world.newPlayer({ parent: dealer, by: dealer.api, credit: 3_000 }),
      await world.newPlayer({ parent: dealer, by: dealer.api, credit: 3_000 }),
    ];
    for (const product of CASINO) {
      const g = await server.database.db
        .selectFrom('casino_games')
        .select('id')
        .where('product', '=', CATALOGUE[product])
        .where('active', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      games[product] = Number(g.id);
    }
  });
  afterAll(async () => {
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
    await server.close();
  });

  /** Launches a game for money as the player: the wallet token the built-in provider got. */
  const launch = async (p: TestUser, gameId: number) => {
    const res = await p.api.post(`/casino/games/${gameId}/launch?lang=tr`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html = await (await fetch(server.url + res.body.url)).text();
    const key = /data-key="([^"]+)"/.exec(html)![1]!;
    const row = await server.database.db
      .selectFrom('house_game_sessions')
      .select('wallet_token')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return { key, token: row.wallet_token! };
  };
  const call = async (action: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ timestamp: Date.now(), ...body });
    const res = await fetch(`${server.url}${CASINO_WALLET_PATH}/house/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CASINO_SIGNATURE_HEADER]: signWalletBody(SECRET, raw) },
      body: raw,
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { status: string };
  };
  /** transaction ids name their product, so the ledger's side of the test can tell it */
  const txId = (product: Casino, what: string) => `${product}.${what}.${process.pid}.${++ids}`;

  /** The ledger's casino play of the dealer's players, per report product, in minor units. */
  async function ledgerByProduct() {
    const rows = await server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['m.type', 'm.amount', 'm.reference'])
      .where('u.parent_id', '=', dealer.id)
      .where('m.type', 'in', ['stake', 'win', 'refund', 'jackpotWin'])
      .execute();
    const out = Object.fromEntries(CASINO.map((c) => [c, { stakes: 0, wins: 0, bets: 0 }])) as Record<
      Casino,
      { stakes: number; wins: number; bets: number }
    >;
    for (const r of rows) {
      // casino:house:<txid> or jackpot:<tier>:casino:house:<txid>; the house pages' own ids are slot rounds
      const tx = r.reference.split(':').pop()!;
      const product = (CASINO as readonly string[]).includes(tx.split('.')[0]!)
        ? (tx.split('.')[0] as Casino)
        : 'slots';
      const f = out[product];
      const amount = Number(r.amount);
      if (r.type === 'stake' || r.type === 'refund') {
        f.stakes -= amount;
        f.bets += r.type === 'stake' ? 1 : -1;
      } else f.wins += amount;
    }
    return out;
  }

  const minor = (major: number) => Math.round(major * 100);

  it('books bets, wins, refunds and jackpots of each product into the report, equal to the ledger', async () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (const p of players)
      for (const product of CASINO) {
        const { token } = await launch(p, games[product]);
        for (let round = 0; round < 6; round++) {
          const roundId = txId(product, 'round');
          const bet = { token, roundId, gameCode: 'house-slot', currency: 'TRY' };
          const betId = txId(product, 'bet');
          const choice = rand(4);
          if (choice === 3) {
            // the rollback arrives first: the bet is then refused and nothing moves
            expect(
              (
                await call('rollback', {
                  ...bet,
                  transactionId: txId(product, 'rb'),
                  originalTransactionId: betId,
                })
              ).status,
            ).toBe(WALLET_STATUS.ok);
            expect(
              (await call('bet', { ...bet, transactionId: betId, amount: 100 + rand(900) })).status,
            ).toBe(WALLET_STATUS.transactionRolledBack);
            continue;
          }
          expect((await call('bet', { ...bet, transactionId: betId, amount: 100 + rand(900) })).status).toBe(
            WALLET_STATUS.ok,
          );
          if (choice === 1)
            await call('win', {
              ...bet,
              transactionId: txId(product, 'win'),
              betTransactionId: betId,
              amount: rand(3000),
            });
          if (choice === 2)
            await call('rollback', {
              ...bet,
              transactionId: txId(product, 'rb'),
              originalTransactionId: betId,
            });
          await call('endRound', { token, roundId });
        }
      }
    // the next slot and live stakes win their jackpots: the pools' drop points are at their floor
    await server.database.db.updateTable('jackpot_pools').set({ drop_at: 1 }).execute();
    for (const product of ['slots', 'livecasino'] as const) {
      const { token } = await launch(players[0]!, games[product]);
      const bet = { token, roundId: txId(product, 'round'), gameCode: 'house-slot', currency: 'TRY' };
      expect((await call('bet', { ...bet, transactionId: txId(product, 'bet'), amount: 500 })).status).toBe(
        WALLET_STATUS.ok,
      );
    }
    const jackpots = await server.database.db
      .selectFrom('ledger_movements')
      .select('service')
      .where('type', '=', 'jackpotWin')
      .execute();
    expect(new Set(jackpots.map((j) => Number(j.service)))).toEqual(new Set([4, 5]));
    // and the built-in provider's own slot, spun from its page
    const { key } = await launch(players[1]!, games.slots);
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/games/house/session/${key}/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stake: 100 }),
      });
      expect(res.status).toBe(200);
    }

    const ledger = await ledgerByProduct();
    const res = await dealer.api.get(`/admin/reports?from=${today}&to=${today}&groupBy=product`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let ggr = 0;
    for (const product of CASINO) {
      const row = res.body.rows.find((r: { key: string }) => r.key === product);
      expect(row, product).toBeDefined();
      expect({ stakes: minor(row.stakes), wins: minor(row.wins), bets: row.coupons }, product).toEqual(
        ledger[product],
      );
      expect(minor(row.ggr), product).toBe(ledger[product].stakes - ledger[product].wins);
      expect(row.label).not.toBe(`admin.reports.product.${product}`);
      ggr += minor(row.ggr);
    }
    expect(minor(res.body.totals.ggr)).toBe(ggr);
    // one product over a period: the same figures
    const slots = await dealer.api.get(
      `/admin/reports?from=${today}&to=${today}&groupBy=period&period=month&product=slots`,
    );
    expect(minor(slots.body.totals.ggr)).toBe(ledger.slots.stakes - ledger.slots.wins);
    // a player's own row: its share
    const mine = await dealer.api.get(
      `/admin/reports?from=${today}&to=${today}&groupBy=product&dealerId=${players[0]!.id}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.rows.map((r: { key: string }) => r.key).sort()).toEqual([...CASINO].sort());
  });

  it('the migration fills the same rows from the casino movements booked before it', async () => {
    const db = server.database.db;
    const casinoRows = () =>
      db
        .selectFrom('report_daily')
        .selectAll()
        .where('product', 'not in', ['sport', 'live'])
        .orderBy('node_id')
        .orderBy('day')
        .orderBy('product')
        .execute()
        .then((rows) =>
          rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))),
        );
    const before = await casinoRows();
    expect(before.length).toBeGreaterThan(0);
    await db.deleteFrom('report_daily').where('product', 'not in', ['sport', 'live']).execute();
    await backfillCasinoRows(db as unknown as Kysely<unknown>, { dialect: server.database.dialect });
    expect(await casinoRows()).toEqual(before);
  });

  it("lists the casino movements in the player's transactions under each product's service (5 slot, 4 live, 7 virtual, 8 TV games), with the filters", async () => {
    const p = players[0]!;
    const count = async (where: { service: number; sign?: '<' | '>' }) => {
      let q = server.database.db
        .selectFrom('ledger_movements as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select(sql<string>`count(*)`.as('n'))
        .where('a.user_id', '=', p.id)
        .where('m.service', '=', where.service);
      if (where.sign) q = q.where('m.amount', where.sign, 0);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    // each product's movements (their transaction ids name it) carry that product's service
    const rows = await server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.reference', 'm.service'])
      .where('a.user_id', '=', p.id)
      .where('m.reference', 'like', '%casino:house:%')
      .execute();
    for (const product of CASINO) {
      const mine = rows.filter((r) => r.reference.split(':').pop()!.startsWith(`${product}.`));
      expect(mine.length, product).toBeGreaterThan(0);
      expect(new Set(mine.map((r) => Number(r.service))), product).toEqual(new Set([SERVICE_OF[product]]));
    }
    for (const product of CASINO) {
      const service = SERVICE_OF[product];
      const all = await p.api.get(`/transactions?service=${service}&limit=200&offset=0`);
      expect(all.status).toBe(200);
      expect(all.body.totalCount).toBe(await count({ service }));
      expect(all.body.totalCount).toBeGreaterThan(0);
      expect(all.body.results.every((r: { service: number }) => r.service === service)).toBe(true);
      const kinds = new Set(all.body.results.map((r: { type: string }) => r.type.split('->')[0]));
      expect(kinds).toContain('stake');
      // only the slot and live stakes won a jackpot
      if (product === 'slots' || product === 'livecasino') expect(kinds).toContain('jackpotWin');
      const spent = await p.api.get(`/transactions?service=${service}&type=e&limit=200&offset=0`);
      expect(spent.body.totalCount).toBe(await count({ service, sign: '<' }));
      expect(spent.body.results.every((r: { transType: number }) => r.transType === 0)).toBe(true);
      const got = await p.api.get(`/transactions?service=${service}&type=a&limit=200&offset=0`);
      expect(got.body.totalCount).toBe(await count({ service, sign: '>' }));
    }
    // sport bets and bingo: none of it
    expect((await p.api.get('/transactions?service=1&limit=50&offset=0')).body.totalCount).toBe(0);
    expect((await p.api.get('/transactions?service=6&limit=50&offset=0')).body.totalCount).toBe(0);
  });

  describe("the dealer's casino limit", () => {
    /** a dealer with a player or two, and a slot session (wallet token) of each player */
    const network = async (limit: number | null, n = 1) => {
      const d = await world.newDealer({ credit: 1_000 });
      if (limit !== null)
        expect((await world.admin.patch(`/admin/users/${d.id}`, { casinoLimit: limit })).status).toBe(200);
      const ps: Array<{ p: TestUser; token: string }> = [];
      for (let i = 0; i < n; i++) {
        const p = await world.newPlayer({ parent: d, by: d.api, credit: 100 });
        ps.push({ p, token: (await launch(p, games.slots)).token });
      }
      return { dealer: d, players: ps };
    };
    const bet = (token: string, amount: number, transactionId = txId('slots', 'bet')) =>
      call('bet', {
        token,
        roundId: txId('slots', 'round'),
        gameCode: 'house-slot',
        currency: 'TRY',
        transactionId,
        amount,
      });

    it('refuses a bet beyond the limit with the limit code, for every player below the dealer; a rollback frees room, a win is never refused', async () => {
      const {
        dealer: d,
        players: [a, b],
      } = await network(10, 2);
      expect((await world.admin.get(`/admin/users/${d.id}`)).body.casinoLimit).toBe(10);
      const first = txId('slots', 'bet');
      expect((await bet(a!.token, 600, first)).status).toBe(WALLET_STATUS.ok);
      const over = (await bet(b!.token, 500)) as { status: string; code?: string; balance?: number };
      expect(over).toMatchObject({
        status: WALLET_STATUS.limitExceeded,
        code: 'casinoLimitFull',
        balance: 10_000,
      });
      expect((await bet(b!.token, 400)).status).toBe(WALLET_STATUS.ok);
      expect((await bet(a!.token, 1)).status).toBe(WALLET_STATUS.limitExceeded);
      // a win still lands
      expect(
        (
          await call('win', {
            token: a!.token,
            roundId: txId('slots', 'round'),
            gameCode: 'house-slot',
            currency: 'TRY',
            transactionId: txId('slots', 'win'),
            amount: 5_000,
          })
        ).status,
      ).toBe(WALLET_STATUS.ok);
      expect((await bet(a!.token, 1)).status).toBe(WALLET_STATUS.limitExceeded);
      // the refunded stake no longer counts
      await call('rollback', {
        token: a!.token,
        roundId: txId('slots', 'round'),
        transactionId: txId('slots', 'rb'),
        originalTransactionId: first,
      });
      expect((await bet(a!.token, 600)).status).toBe(WALLET_STATUS.ok);
      // the refused bets moved nothing: 600 + 400 + 600 staked, 600 refunded, 5000 won
      const balances = await Promise.all([a!, b!].map(async (x) => (await x.p.api.get('/me')).body.credit));
      expect(balances).toEqual([100 - 6 + 50 + 6 - 6, 100 - 4]);
      // the limit raised: room again; a dealer's limit does not reach another dealer's players
      expect((await world.admin.patch(`/admin/users/${d.id}`, { casinoLimit: 20 })).status).toBe(200);
      expect((await bet(b!.token, 500)).status).toBe(WALLET_STATUS.ok);
      const free = await network(null);
      expect((await bet(free.players[0]!.token, 5_000)).status).toBe(WALLET_STATUS.ok);
    });

    it("a player's own limit binds it alone; the house game page tells the player to contact the dealer", async () => {
      const {
        dealer: d,
        players: [a, b],
      } = await network(null, 2);
      expect((await d.api.patch(`/admin/users/${a!.p.id}`, { casinoLimit: 2 })).status).toBe(200);
      expect((await d.api.patch(`/admin/users/${a!.p.id}`, { casinoLimit: -1 })).status).toBe(400);
      expect((await bet(a!.token, 201)).status).toBe(WALLET_STATUS.limitExceeded);
      expect((await bet(b!.token, 201)).status).toBe(WALLET_STATUS.ok);
      const { key } = await launch(a!.p, games.slots);
      const spin = async () => {
        const res = await fetch(`${server.url}/games/house/session/${key}/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ stake: 100 }),
        });
        return (await res.json()) as { ok: boolean; code?: string };
      };
      expect((await spin()).ok).toBe(true);
      expect((await spin()).ok).toBe(true);
      expect(await spin()).toMatchObject({ ok: false, code: 'casinoLimitFull' });
    });

    it('concurrent bets of several players under one limit take exactly its room, never more', async () => {
      const { players: ps } = await network(10, 3);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => bet(ps[i % 3]!.token, 200)));
      expect(answers.filter((a) => a.status === WALLET_STATUS.ok)).toHaveLength(5);
      expect(answers.filter((a) => a.status === WALLET_STATUS.limitExceeded)).toHaveLength(7);
      const staked = await server.database.db
        .selectFrom('ledger_movements as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select(sql<string>`cast(sum(m.amount) as bigint)`.as('total'))
        .where(
          'a.user_id',
          'in',
          ps.map((x) => x.p.id),
        )
        .where('m.type', '=', 'stake')
        .executeTakeFirstOrThrow();
      expect(Number(staked.total)).toBe(-1_000);
    });
  });
});
