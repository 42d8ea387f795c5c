import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/index.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser } from '../../testing/world.ts';
import { network } from './network.service.ts';

const DB = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';
const SUB_DEALERS = 100;
const PLAYERS_EACH = 99;

/** Counts the statements a piece of code sends and the rows they bring back. */
class Counter implements KyselyPlugin {
  queries = 0;
  rows = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.rows += args.result.rows.length;
    return args.result;
  }
}

/**
 * A network of 10,000 users (100 sub-dealers of 99 players each) opens with a fixed handful of
 * queries that read one page of rows, whatever the size of the network: that, not a stopwatch,
 * is what keeps it fast.
 */
describe(`a network of 10,000 users (${DB})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let dealer: TestUser;
  let caller: AuthUser;

  beforeAll(async () => {
    server = await startTestServer();
    const world = await seedWorld(server);
    dealer = await world.newDealer();
    const db = server.database.db;
    const me = await db.selectFrom('users').selectAll().where('id', '=', dealer.id).executeTakeFirstOrThrow();
    caller = { id: dealer.id, operatorId: Number(me.operator_id), path: me.path } as AuthUser;
    // Rows copied from the dealer's own (every column filled as the API would), in a few bulk
    // statements: the tree is the test's subject, not the opening of 10,000 accounts one by one.
    const { id: _id, ...template } = me;
    const hang = async (parent: { id: number; path: string }, role: string, names: string[]) => {
      for (let i = 0; i < names.length; i += 500) {
        await db
          .insertInto('users')
          .values(
            names.slice(i, i + 500).map((userName) => ({
              ...template,
              user_name: userName,
              email: '',
              role,
              parent_id: parent.id,
              path: '/',
            })),
          )
          .execute();
      }
      await sql`update users set path = ${parent.path} || cast(id as text) || '/'
        where parent_id = ${parent.id} and path = '/'`.execute(db);
    };
    const tag = `${process.pid}`;
    await hang(
      { id: dealer.id, path: me.path },
      'subDealer',
      Array.from({ length: SUB_DEALERS }, (_, s) => `big${tag}s${String(s).padStart(3, '0')}`),
    );
    const subs = await db
      .selectFrom('users')
      .select(['id', 'path', 'user_name'])
      .where('parent_id', '=', dealer.id)
      .execute();
    for (const s of subs)
      await hang(
        { id: Number(s.id), path: s.path },
        'player',
        Array.from({ length: PLAYERS_EACH }, (_, p) => `${s.user_name}p${String(p).padStart(2, '0')}`),
      );
    await sql`insert into accounts (operator_id, user_id, kind, currency)
      select operator_id, id, 'user', currency from users
      where path like ${`${me.path}%`} and id <> ${dealer.id}`.execute(db);
    const total = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('path', 'like', `${me.path}%`)
      .where('id', '!=', dealer.id)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(SUB_DEALERS * (PLAYERS_EACH + 1));
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const counted = async (query: Parameters<typeof network>[2]) => {
    const counter = new Counter();
    const answer = await network(server.database.db.withPlugin(counter), caller, query);
    return { answer, queries: counter.queries, rows: counter.rows };
  };

  it('opens the first level: one page, three queries, about a page of rows', async () => {
    const { answer, queries, rows } = await counted({ offset: 0, limit: 50 });
    expect(answer.totalCount).toBe(SUB_DEALERS);
    expect(answer.results).toHaveLength(50);
    expect(answer.results.every((r) => r.childCount === PLAYERS_EACH && r.role === 'subDealer')).toBe(true);
    expect(queries).toBe(3);
    // the page, its count, and one child count per sub-dealer on it
    expect(rows).toBeLessThanOrEqual(50 + 1 + 50);
  });

  it("opens a sub-dealer's players the same way", async () => {
    const first = (await counted({ offset: 0, limit: 50 })).answer.results[0]!;
    const { answer, queries, rows } = await counted({ parentId: first.userId, offset: 50, limit: 50 });
    expect(answer.totalCount).toBe(PLAYERS_EACH);
    expect(answer.results).toHaveLength(PLAYERS_EACH - 50);
    // the parent's place in the tree is checked once more (it must be in the caller's subtree)
    expect(queries).toBeLessThanOrEqual(4);
    expect(rows).toBeLessThanOrEqual(PLAYERS_EACH - 50 + 3);
  });

  it('searches all 10,000 with one page of rows and the names on the way down', async () => {
    const many = await counted({ keyWord: `big${process.pid}s0`, offset: 0, limit: 50 });
    // every sub-dealer s0xx matches, and all their players too
    expect(many.answer.totalCount).toBe(SUB_DEALERS * (PLAYERS_EACH + 1));
    expect(many.answer.results).toHaveLength(50);
    expect(many.queries).toBe(4);
    expect(many.rows).toBeLessThanOrEqual(50 + 1 + 50 + 50);
    const one = await counted({ keyWord: `big${process.pid}s042p07`, offset: 0, limit: 50 });
    expect(one.answer.totalCount).toBe(1);
    expect(one.answer.results[0]!.ancestors).toEqual([
      { userId: expect.any(Number), userName: `big${process.pid}s042` },
    ]);
    expect(one.rows).toBeLessThanOrEqual(4);
  });

  it('answers the same over HTTP', async () => {
    const res = await dealer.api.get('/admin/network?limit=50');
    expect([res.status, res.body.totalCount, res.body.results.length]).toEqual([200, SUB_DEALERS, 50]);
  });
});
