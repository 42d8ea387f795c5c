import { sql } from 'kysely';
import { ApiClient, startTestServer } from '@bet/server';

/**
 * The dealer reports over a year of a large network, on PostgreSQL (DATABASE_URL, or the local
 * test database): 20 sub-dealers with 500 players each below the demo dealer, and the daily report
 * rows a year of about a million coupons leaves behind (each player plays on about 30 days, sport
 * every time and live on some). The rows are written straight into the pre-aggregated table, as the
 * ledger would have kept them; the figures printed are the report calls over HTTP, each the median
 * of five.
 */
export async function run(): Promise<void> {
  process.env['DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/test';
  const server = await startTestServer();
  try {
    const db = server.database.db;
    const dealer = await db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', 'dealer1')
      .executeTakeFirstOrThrow();
    const today = Math.floor(Date.now() / 86_400_000);
    const first = today - 364;
    let t = performance.now();
    // the network: sub-dealers, then players, each with its path
    await sql`insert into users (operator_id, parent_id, path, role, user_name, password_hash, currency, limits, products, permissions, bonus)
      select ${dealer.operator_id}, ${dealer.id}, '', 'subDealer', 'benchsub' || g, password_hash, currency, limits, products, permissions, bonus
      from users, generate_series(1, 20) g where id = ${dealer.id}`.execute(db);
    await sql`update users set path = ${dealer.path} || id || '/' where user_name like 'benchsub%'`.execute(
      db,
    );
    await sql`insert into users (operator_id, parent_id, path, role, user_name, password_hash, currency, limits, products, permissions, bonus)
      select s.operator_id, s.id, '', 'player', s.user_name || 'p' || g, s.password_hash, s.currency, s.limits, s.products, s.permissions, s.bonus
      from users s, generate_series(1, 500) g where s.user_name like 'benchsub%'`.execute(db);
    await sql`update users u set path = p.path || u.id || '/' from users p
      where p.id = u.parent_id and u.user_name like 'benchsub%p%'`.execute(db);
    // the players' daily rows
    await sql`insert into report_daily (node_id, day, product, stakes, wins, bonuses, coupons)
      select u.id, d, pr, c * 1500, (c * 1500 * ((u.id + d) % 17)) / 10, 0, c
      from users u
      cross join generate_series(${first}::int, ${today}::int) d
      cross join (values ('sport'), ('live')) p(pr)
      cross join lateral (select 1 + ((u.id * d) % 3) as c) k
      where u.user_name like 'benchsub%p%' and (u.id + d) % 12 = 0 and (pr = 'sport' or (u.id + d) % 24 = 0)`.execute(
      db,
    );
    // each sub-dealer's rows, then the dealer's and every row above it
    await sql`insert into report_daily (node_id, day, product, stakes, wins, bonuses, coupons)
      select u.parent_id, r.day, r.product, sum(r.stakes), sum(r.wins), 0, sum(r.coupons)
      from report_daily r join users u on u.id = r.node_id
      where u.user_name like 'benchsub%p%' group by u.parent_id, r.day, r.product`.execute(db);
    for (const ancestor of dealer.path.split('/').filter(Boolean).map(Number))
      await sql`insert into report_daily (node_id, day, product, stakes, wins, bonuses, coupons)
        select ${ancestor}, r.day, r.product, sum(r.stakes), sum(r.wins), 0, sum(r.coupons)
        from report_daily r join users u on u.id = r.node_id
        where u.user_name like 'benchsub%' and u.role = 'subDealer' group by r.day, r.product
        on conflict (node_id, day, product) do update set stakes = report_daily.stakes + excluded.stakes,
          wins = report_daily.wins + excluded.wins, coupons = report_daily.coupons + excluded.coupons`.execute(
        db,
      );
    await sql`analyze report_daily`.execute(db);
    await sql`analyze users`.execute(db);
    const seeded = performance.now() - t;
    const rows = await db
      .selectFrom('report_daily')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const api = new ApiClient(server.url);
    await api.post('/auth/login', { userName: 'dealer1', password: 'dealer1234' });
    const from = new Date(first * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(today * 86_400_000).toISOString().slice(0, 10);
    const year = await api.get(`/admin/reports?from=${from}&to=${to}&groupBy=product`);
    console.log(`database: ${server.database.dialect}`);
    console.log(
      `network: 20 sub-dealers, 10,000 players; a year of ${Number(year.body.totals.coupons).toLocaleString('en')} coupons; ${Number(rows.n).toLocaleString('en')} daily rows (seeded in ${(seeded / 1000).toFixed(1)} s)`,
    );
    const cases: Array<[string, string]> = [
      ['year by day', 'groupBy=period&period=day'],
      ['year by week', 'groupBy=period&period=week'],
      ['year by month', 'groupBy=period&period=month'],
      ['year by sub-dealer', 'groupBy=user'],
      ['year by product', 'groupBy=product'],
      ['year as CSV by sub-dealer', 'groupBy=user&csv'],
    ];
    for (const [name, q] of cases) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < 5; i++) {
        t = performance.now();
        const path = q.endsWith('&csv')
          ? `/admin/reports/export?from=${from}&to=${to}&${q.replace('&csv', '')}`
          : `/admin/reports?from=${from}&to=${to}&${q}`;
        status = (await api.get(path)).status;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`${name}: median ${times[2]!.toFixed(1)} ms (status ${status})`);
    }
    const subId = year.body.rows.length
      ? (await api.get(`/admin/reports?from=${from}&to=${to}&groupBy=user`)).body.rows[0].userId
      : null;
    if (subId) {
      t = performance.now();
      await api.get(`/admin/reports?from=${from}&to=${to}&groupBy=user&dealerId=${subId}`);
      console.log(`one sub-dealer's 500 players over the year: ${(performance.now() - t).toFixed(1)} ms`);
    }
    // The panel's network tree over the same 10,020 users: it opens a level at a time, and a search
    // runs over the whole subtree.
    const sub = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'benchsub1')
      .executeTakeFirstOrThrow();
    const networkCases: Array<[string, string]> = [
      ["network: the dealer's first level", ''],
      ["network: a sub-dealer's 500 players, first page", `parentId=${sub.id}`],
      ['network: a search over the whole subtree', 'keyWord=benchsub1p4'],
    ];
    for (const [name, q] of networkCases) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < 5; i++) {
        t = performance.now();
        status = (await api.get(`/admin/network?${q}`)).status;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`${name}: median ${times[2]!.toFixed(1)} ms (status ${status})`);
    }
  } finally {
    await server.close();
  }
}
