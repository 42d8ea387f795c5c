import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BINGO_STAGES,
  bingoPrizes,
  cardProblem,
  type BingoBallPush,
  type BingoRoomState,
  type BingoWinner,
} from '@bet/shared';
import { startServer, type RunningServer } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { dropTestData, startTestServer, testConfig } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { verifyLedger } from '../wallet/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let ids = 0;
const rid = () => `req-${process.pid}-${++ids}-${Math.random().toString(36).slice(2, 8)}`;
const DB = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';
/** Nothing starts by itself: a test starts a draw by moving its start to now. */
const SCHEDULE = { bingoIntervalMs: 3_600_000, bingoBallMs: 40 };

async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const onSale = (server: Pick<RunningServer, 'database'>) =>
  until('a draw on sale', () =>
    server.database.db
      .selectFrom('bingo_draws')
      .select(['id', 'sales', 'cards_sold'])
      .where('status', '=', 'selling')
      .executeTakeFirst(),
  );

const startNow = (server: Pick<RunningServer, 'database'>, drawId: number) =>
  server.database.db
    .updateTable('bingo_draws')
    .set({ starts_at: Date.now() })
    .where('id', '=', drawId)
    .execute();

const drawRow = (server: Pick<RunningServer, 'database'>, drawId: number) =>
  server.database.db.selectFrom('bingo_draws').selectAll().where('id', '=', drawId).executeTakeFirstOrThrow();

const finished = (server: Pick<RunningServer, 'database'>, drawId: number) =>
  until('the draw to finish', async () => {
    const d = await drawRow(server, drawId);
    return d.status === 'finished' && d;
  });

const balanceOf = async (p: TestUser) => (await p.api.get('/me')).body.credit as number;

const movements = (server: Pick<RunningServer, 'database'>, like: string) =>
  server.database.db
    .selectFrom('ledger_movements')
    .select(['amount', 'type', 'reference', 'account_id', 'service'])
    .where('reference', 'like', like)
    .execute();

/**
 * Issue 19 part 6: cards bought through the wallet, scheduled 90-ball draws on `/bingo`, prizes
 * decided by the server after each ball and paid once through the ledger, and a draw that goes
 * on after a restart.
 */
/** A user's bingo row of today's dealer report, in minor units. */
async function bingoReport(server: TestServer, userId: number): Promise<{ stakes: number; wins: number }> {
  const rows = await server.database.db
    .selectFrom('report_daily')
    .select(['stakes', 'wins'])
    .where('node_id', '=', userId)
    .where('product', '=', 'bingo')
    .execute();
  return rows.reduce(
    (sum, r) => ({ stakes: sum.stakes + Number(r.stakes), wins: sum.wins + Number(r.wins) }),
    {
      stakes: 0,
      wins: 0,
    },
  );
}

describe(`bingo (${DB})`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(SCHEDULE);
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('buying cards', () => {
    it('debits the price with a ledger row and answers valid cards; the same request id answers them again and debits once', async () => {
      const p = await world.newPlayer({ credit: 100 });
      const draw = await onSale(server);
      const body = { requestId: rid(), count: 2 };
      const first = await p.api.post('/bingo/cards', body);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ drawId: Number(draw.id), amount: 10, credit: 90 });
      expect(first.body.cards).toHaveLength(2);
      for (const c of first.body.cards) expect(cardProblem(c.rows)).toBeNull();

      const again = await p.api.post('/bingo/cards', body);
      expect(again.status).toBe(201);
      expect(again.body.cards).toEqual(first.body.cards);
      expect(again.body.credit).toBe(90);
      expect(await balanceOf(p)).toBe(90);
      const debits = await movements(server, `bingo:${draw.id}:${p.id}:%`);
      expect(debits).toEqual([expect.objectContaining({ amount: -1000, type: 'stake' })]);
      // booked as bingo (service 6) in the player's transactions
      expect(Number(debits[0]!.service)).toBe(6);
      // the dealer reports count it as bingo, for the player and every dealer above
      expect(await bingoReport(server, p.id)).toEqual({ stakes: 1000, wins: 0 });

      // the same id with another count is not the same purchase
      const other = await p.api.post('/bingo/cards', { ...body, count: 1 });
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('bingoRequestReused');

      const mine = await p.api.get('/bingo/cards');
      expect(mine.body.cards.map((c: { id: number }) => c.id)).toEqual(
        first.body.cards.map((c: { id: number }) => c.id),
      );
    });

    it('concurrent deliveries of one request debit once', async () => {
      const p = await world.newPlayer({ credit: 100 });
      const body = { requestId: rid(), count: 1 };
      const answers = await Promise.all([1, 2, 3, 4].map(() => p.api.post('/bingo/cards', body)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.cards[0].id)).size).toBe(1);
      expect(await balanceOf(p)).toBe(95);
    });

    it('refuses an insufficient balance, more than 6 cards a draw, a stake limit and an exclusion, moving nothing', async () => {
      const poor = await world.newPlayer({ credit: 4 });
      const r1 = await poor.api.post('/bingo/cards', { requestId: rid(), count: 1 });
      expect([r1.status, r1.body.error.code]).toEqual([422, 'insufficientBalance']);
      expect(await balanceOf(poor)).toBe(4);

      const p = await world.newPlayer({ credit: 100 });
      expect((await p.api.post('/bingo/cards', { requestId: rid(), count: 5 })).status).toBe(201);
      const r2 = await p.api.post('/bingo/cards', { requestId: rid(), count: 2 });
      expect([r2.status, r2.body.error.code]).toEqual([422, 'bingoTooManyCards']);
      expect(await balanceOf(p)).toBe(75);

      const limited = await world.newPlayer({ credit: 100 });
      const set = await limited.api.request('PUT', '/responsible-gaming/limits', {
        kind: 'stake',
        period: 'day',
        amount: 12,
      });
      expect(set.status).toBe(200);
      expect((await limited.api.post('/bingo/cards', { requestId: rid(), count: 2 })).status).toBe(201);
      const r3 = await limited.api.post('/bingo/cards', { requestId: rid(), count: 1 });
      expect(r3.status).toBe(422);
      expect(r3.body.error.code).toMatch(/^rg/);
      expect(await balanceOf(limited)).toBe(90);

      const excluded = await world.newPlayer({ credit: 100 });
      await server.database.db
        .insertInto('rg_exclusions')
        .values({
          user_id: excluded.id,
          type: 'selfExclusion',
          length: '6m',
          starts_at: Date.now() - 1000,
          ends_at: Date.now() + 86_400_000,
        })
        .execute();
      const r4 = await excluded.api.post('/bingo/cards', { requestId: rid(), count: 1 });
      expect([r4.status, r4.body.error.code]).toEqual([403, 'rgSelfExcluded']);
      expect(await balanceOf(excluded)).toBe(100);
    });

    it('refuses a guest, a malformed request and a player without the bingo product', async () => {
      const guest = await fetch(`${server.url}/api/v1/bingo/cards`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ requestId: rid(), count: 1 }),
      });
      expect(guest.status).toBe(401);
      const p = await world.newPlayer({ credit: 100 });
      for (const bad of [
        { requestId: 'short', count: 1 },
        { requestId: rid(), count: 7 },
        { requestId: rid(), count: 1.5 },
      ]) {
        const r = await p.api.post('/bingo/cards', bad);
        expect(r.status).toBe(400);
      }
      await server.database.db
        .updateTable('users')
        .set({ products: JSON.stringify({ bingoUser: { status: 0 } }) })
        .where('id', '=', p.id)
        .execute();
      const r = await p.api.post('/bingo/cards', { requestId: rid(), count: 1 });
      expect([r.status, r.body.error.code]).toEqual([422, 'gameUnavailable']);
      expect(await balanceOf(p)).toBe(100);
    });
  });

  // a whole draw is up to 90 balls, each its own transaction: on a loaded machine that takes a while
  describe('a draw', { timeout: 90_000 }, () => {
    it('is pushed to every socket alike: balls one by one, winners, and the prizes paid once through the ledger', async () => {
      const a = await world.newPlayer({ credit: 100 });
      const b = await world.newPlayer({ credit: 100 });
      const draw = await onSale(server);
      const drawId = Number(draw.id);
      await a.api.post('/bingo/cards', { requestId: rid(), count: 3 });
      await b.api.post('/bingo/cards', { requestId: rid(), count: 2 });
      const sales = Number((await drawRow(server, drawId)).sales);

      const watchers = [0, 1].map(() => {
        const seen = {
          states: [] as BingoRoomState[],
          balls: [] as BingoBallPush[],
          winners: [] as BingoWinner[],
        };
        const socket: Socket = connect(`${server.url}/bingo`, { transports: ['websocket'], forceNew: true });
        socket.on('state', (s: BingoRoomState) => seen.states.push(s));
        socket.on('ball', (x: BingoBallPush) => seen.balls.push(x));
        socket.on('winner', (w: BingoWinner[]) => seen.winners.push(...w));
        return { socket, seen };
      });
      await until('both sockets told the room', async () => watchers.every((w) => w.seen.states.length > 0));
      expect(watchers[0]!.seen.states[0]!.next).toMatchObject({
        id: drawId,
        cardPrice: 5,
        cardsSold: Number((await drawRow(server, drawId)).cards_sold),
      });

      await startNow(server, drawId);
      const done = await finished(server, drawId);
      const balls = (
        await server.database.db
          .selectFrom('bingo_balls')
          .select('number')
          .where('draw_id', '=', drawId)
          .orderBy('seq')
          .execute()
      ).map((x) => Number(x.number));
      expect(balls).toHaveLength(Number(done.balls_drawn));
      expect(new Set(balls).size).toBe(balls.length);
      // what a page puts together: the balls of the room's state when the draw began, then each ball pushed
      const followed = (seen: (typeof watchers)[number]['seen']) => {
        const start = seen.states.find((st) => st.current?.id === drawId)?.current?.balls ?? [];
        return [
          ...start,
          ...seen.balls.filter((x) => x.drawId === drawId && x.seq > start.length).map((x) => x.number),
        ];
      };
      await until('the last ball pushed', async () =>
        watchers.every((w) => followed(w.seen).length === balls.length),
      );
      for (const w of watchers) w.socket.close();
      for (const w of watchers) {
        expect(followed(w.seen)).toEqual(balls);
        const pushed = w.seen.balls.filter((x) => x.drawId === drawId);
        expect(pushed.map((x) => x.seq)).toEqual(pushed.map((_, i) => balls.length - pushed.length + i + 1));
        expect(w.seen.states.at(-1)!.current).toMatchObject({ id: drawId, status: 'finished', balls });
      }
      const one = watchers[0]!.seen;

      // every stage was won, and what was paid is the stage's prize, to the cent
      const wins = await server.database.db
        .selectFrom('bingo_wins')
        .selectAll()
        .where('draw_id', '=', drawId)
        .execute();
      const prizes = bingoPrizes(sales);
      expect(Number(done.prize_full_house)).toBe(prizes.fullHouse);
      for (const stage of BINGO_STAGES) {
        const paid = wins.filter((w) => w.stage === stage).reduce((s, w) => s + Number(w.amount), 0);
        expect(paid).toBe(prizes[stage]);
      }
      expect(one.states.at(-1)!.current!.winners).toHaveLength(wins.length);
      expect(
        one.winners.every((w) => w.drawId === drawId && wins.some((x) => Number(x.card_id) === w.cardId)),
      ).toBe(true);
      const payments = await movements(server, `bingo:${drawId}:%:%`);
      const winRows = payments.filter((m) => m.type === 'win');
      // the prizes are bingo money (service 6) in the players' transactions
      expect(new Set(payments.map((m) => Number(m.service)))).toEqual(new Set([6]));
      expect(winRows).toHaveLength(wins.filter((w) => Number(w.amount) > 0).length);
      expect(winRows.reduce((s, m) => s + Number(m.amount), 0)).toBe(
        prizes.oneLine + prizes.twoLines + prizes.fullHouse,
      );
      // a and b get what their own cards won (the draw holds other tests' cards too)
      const theirs = wins
        .filter((w) => [a.id, b.id].includes(Number(w.user_id)))
        .reduce((sum, w) => sum + Number(w.amount), 0);
      expect(Math.round(((await balanceOf(a)) + (await balanceOf(b))) * 100)).toBe(17_500 + theirs);
      // the dealer reports hold what they staked and won, as bingo
      const reported = [await bingoReport(server, a.id), await bingoReport(server, b.id)];
      expect(reported.reduce((sum, r) => sum + r.wins, 0)).toBe(theirs);
      expect(reported.reduce((sum, r) => sum + r.stakes, 0)).toBe(20_000 - 17_500);

      // the finished draw stays the room's current one; the next is on sale
      const room = (await server.api.get('/bingo/room')).body as BingoRoomState;
      expect(room.current).toMatchObject({ id: drawId, status: 'finished', stage: null });
      expect(room.next!.id).toBeGreaterThan(drawId);
      expect((await verifyLedger(server.database.db)).ok).toBe(true);
    });

    it("pushes a draw's last ball when the next draw starts in the same look", async () => {
      const p = await world.newPlayer({ credit: 100 });
      const first = Number((await onSale(server)).id);
      await p.api.post('/bingo/cards', { requestId: rid(), count: 1 });
      const states: BingoRoomState[] = [];
      const pushed: BingoBallPush[] = [];
      const socket: Socket = connect(`${server.url}/bingo`, { transports: ['websocket'], forceNew: true });
      socket.on('state', (st: BingoRoomState) => states.push(st));
      socket.on('ball', (x: BingoBallPush) => pushed.push(x));
      try {
        await until('the socket told the room', async () => states.length > 0);
        await startNow(server, first);
        // the draw on sale once the first began gets a card and is due at once: it starts in the
        // scheduler's look that draws the first draw's last ball
        const second = await until('the next draw on sale', () =>
          server.database.db
            .selectFrom('bingo_draws')
            .select('id')
            .where('status', '=', 'selling')
            .where('id', '>', first)
            .executeTakeFirst(),
        );
        await p.api.post('/bingo/cards', { requestId: rid(), count: 1 });
        await startNow(server, Number(second.id));
        await finished(server, first);
        const balls = (
          await server.database.db
            .selectFrom('bingo_balls')
            .select('number')
            .where('draw_id', '=', first)
            .orderBy('seq')
            .execute()
        ).map((x) => Number(x.number));
        // the balls the page had when the draw began, then each one pushed: all of them
        const followed = () => {
          const start = states.find((st) => st.current?.id === first)?.current?.balls ?? [];
          return [
            ...start,
            ...pushed.filter((x) => x.drawId === first && x.seq > start.length).map((x) => x.number),
          ];
        };
        await until(
          'the first draw followed to its last ball',
          async () => followed().length >= balls.length,
          5000,
        );
        expect(followed()).toEqual(balls);
      } finally {
        socket.close();
      }
    });

    it('splits a prize between cards that win on the same ball; the odd minor unit goes to the lower card id', async () => {
      const a = await world.newPlayer({ credit: 100 });
      const b = await world.newPlayer({ credit: 100 });
      // a draw of its own: the one on sale is put aside, the room opens the next
      const before = await onSale(server);
      await server.database.db
        .updateTable('bingo_draws')
        .set({ status: 'cancelled' })
        .where('id', '=', before.id)
        .execute();
      const draw = await until('a new draw on sale', async () => {
        const d = await onSale(server);
        return Number(d.id) !== Number(before.id) && d;
      });
      const drawId = Number(draw.id);
      const ca = (await a.api.post('/bingo/cards', { requestId: rid(), count: 2 })).body.cards;
      expect(ca).toHaveLength(2);
      const cb = (await b.api.post('/bingo/cards', { requestId: rid(), count: 1 })).body.cards;
      // b's card is made the same as a's first: they win every prize together, on the same balls
      await server.database.db
        .updateTable('bingo_cards')
        .set({ numbers: JSON.stringify(ca[0].rows) })
        .where('id', '=', cb[0].id)
        .execute();
      // sales 15.00: one line 2.25, between the twins alone 1.13 + 1.12
      await startNow(server, drawId);
      await finished(server, drawId);
      const wins = await server.database.db
        .selectFrom('bingo_wins')
        .select(['stage', 'card_id', 'amount', 'ball'])
        .where('draw_id', '=', drawId)
        .orderBy('id')
        .execute();
      const prizes = bingoPrizes(1500);
      for (const stage of BINGO_STAGES) {
        const ofStage = wins.filter((w) => w.stage === stage);
        const twins = ofStage.filter((w) => [ca[0].id, cb[0].id].includes(Number(w.card_id)));
        // the twin cards always win together, on one ball
        expect(twins.length === 0 || twins.length === 2).toBe(true);
        if (twins.length === 2) expect(twins[0]!.ball).toBe(twins[1]!.ball);
        expect(ofStage.reduce((s, w) => s + Number(w.amount), 0)).toBe(prizes[stage]);
        const amounts = [...ofStage]
          .sort((x, y) => Number(x.card_id) - Number(y.card_id))
          .map((w) => Number(w.amount));
        // lower card ids first, and never more than one minor unit apart
        expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
      // one line 225 between the twins alone is 113 + 112
      const firstLine = wins.filter((w) => w.stage === 'oneLine');
      if (firstLine.length === 2) expect(firstLine.map((w) => Number(w.amount))).toEqual([113, 112]);
      expect((await verifyLedger(server.database.db)).ok).toBe(true);
    });
  });
});

describe(`bingo across a restart (${DB})`, { timeout: 90_000 }, () => {
  it('a draw in progress goes on where it stopped: its balls kept, its prizes paid once', async () => {
    const config = testConfig({ bingoIntervalMs: 3_600_000, bingoBallMs: 150 });
    const logger = createLogger('silent');
    let first: RunningServer | null = await startServer(config, logger);
    let second: RunningServer | null = null;
    try {
      const world = await seedWorld(first);
      const p = await world.newPlayer({ credit: 100 });
      const draw = await onSale(first);
      const drawId = Number(draw.id);
      expect((await p.api.post('/bingo/cards', { requestId: rid(), count: 6 })).status).toBe(201);
      await startNow(first, drawId);
      await until('a few balls', async () => Number((await drawRow(first!, drawId)).balls_drawn) >= 4);
      await first.close();
      first = null;

      const kept = await (async () => {
        const peek = await startServer({ ...config, bingoBallMs: 60_000 }, logger);
        try {
          return (
            await peek.database.db
              .selectFrom('bingo_balls')
              .select(['seq', 'number'])
              .where('draw_id', '=', drawId)
              .orderBy('seq')
              .execute()
          ).map((b) => Number(b.number));
        } finally {
          await peek.close();
        }
      })();
      expect(kept.length).toBeGreaterThanOrEqual(4);

      second = await startServer(config, logger);
      const done = await finished(second, drawId);
      const balls = (
        await second.database.db
          .selectFrom('bingo_balls')
          .select('number')
          .where('draw_id', '=', drawId)
          .orderBy('seq')
          .execute()
      ).map((b) => Number(b.number));
      expect(balls.slice(0, kept.length)).toEqual(kept);
      expect(balls).toHaveLength(Number(done.balls_drawn));
      const wins = await second.database.db
        .selectFrom('bingo_wins')
        .selectAll()
        .where('draw_id', '=', drawId)
        .execute();
      const prizes = bingoPrizes(3000);
      expect(wins.reduce((s, w) => s + Number(w.amount), 0)).toBe(
        prizes.oneLine + prizes.twoLines + prizes.fullHouse,
      );
      const paid = await movements(second, `bingo:${drawId}:%:%`);
      expect(paid.filter((m) => m.type === 'win')).toHaveLength(
        wins.filter((w) => Number(w.amount) > 0).length,
      );
      expect((await verifyLedger(second.database.db)).ok).toBe(true);
    } finally {
      await first?.close();
      await second?.close();
      await dropTestData(config);
    }
  });
});
