import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createLogger, dropTestData, startServer, testConfig, writeSetting } from '@bet/server';

/**
 * The server of the soak bench, in a process of its own (forked by soak.bench.ts), so its memory
 * and event loop are measured alone. It runs the simulator feed fast enough that matches end
 * during the soak. Beside it, in the same process, a bare node:http endpoint for the ratio.
 * Commands come over IPC: `sample`, `picks`, `ledger`, `stop`.
 */
type Command =
  | { cmd: 'sample' }
  | { cmd: 'picks'; withinMs: number }
  | { cmd: 'ledger'; prefix: string }
  | { cmd: 'stop' };

const databaseUrl = process.env['SOAK_DATABASE_URL'];
const config = testConfig({
  feed: 'simulator',
  simSeed: 7,
  simSpeed: Number(process.env['SOAK_SIM_SPEED'] ?? 30),
  metricsToken: 'soak',
  ...(databaseUrl
    ? { databaseUrl, databaseSchema: `soak_${process.pid}` }
    : { databaseUrl: undefined, databaseSchema: undefined }),
});
/** the server's warnings and errors, counted by message with the first one's details */
const logged = new Map<string, { count: number; first: string }>();
const logger = createLogger('warn', {
  write(line: string) {
    const entry = JSON.parse(line) as { level: number; msg?: string };
    const key = `${entry.level >= 50 ? 'error' : 'warn'}: ${entry.msg ?? ''}`;
    const seen = logged.get(key);
    if (seen) seen.count++;
    else logged.set(key, { count: 1, first: line.slice(0, 600) });
  },
});
const server = await startServer(config, logger);
await writeSetting(server.database, 'same_coupon_limit', '1000000');
await writeSetting(server.database, 'match_stake_limit', '100000000000');
const db = server.database.db;

const bare = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const games = Object.fromEntries(
  (
    await db
      .selectFrom('casino_games as g')
      .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.code'])
      .where('p.code', '=', 'house')
      .execute()
  ).map((r) => [r.code, Number(r.id)]),
);

process.send!({
  url: server.url,
  bareUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
  database: server.database.dialect,
  games,
});

/** The 1X2 outcomes open for bets, each saying whether its match is live or starts within `withinMs`. */
function picks(withinMs: number) {
  const now = Date.now();
  const out: Array<{
    matchId: number;
    marketId: number;
    outcomeId: number;
    odd: number;
    live: boolean;
    soon: boolean;
  }> = [];
  for (const m of server.services.sports.view.all()) {
    if (m.removed || !m.active || m.iss || m.minTip !== 1 || m.betStatus !== 'started') continue;
    const live = m.ttype === 'L';
    const soon = live || Date.parse(m.matchDate) <= now + withinMs;
    const market = m.markets.find((x) => x.typeId === 1 && x.active && !x.iss);
    if (!market) continue;
    for (const o of market.outcomes)
      if (o.active && !o.iss && o.odd > 1)
        out.push({ matchId: m.id, marketId: market.id, outcomeId: o.id, odd: o.odd, live, soon });
  }
  return out;
}

process.on('message', async (msg: Command) => {
  if (msg.cmd === 'sample') {
    // after a full collection, so the heap figure is what is kept, not what awaits collection
    globalThis.gc?.();
    const m = process.memoryUsage();
    process.send!({
      rss: m.rss,
      heapUsed: m.heapUsed,
      external: m.external,
      delayP99: delay.percentile(99) / 1e6,
      delayMax: delay.max / 1e6,
      sockets: server.io.of('/live').sockets.size,
    });
    delay.reset();
  } else if (msg.cmd === 'picks') {
    process.send!(picks(msg.withinMs));
  } else if (msg.cmd === 'ledger') {
    // straight from the tables: each account's balance beside the sum of its ledger rows
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.user_id', 'u.id')
      .leftJoin('ledger_movements as m', 'm.account_id', 'a.id')
      .select([
        'u.user_name',
        'a.id',
        'a.balance',
        sql<number>`cast(coalesce(sum(m.amount), 0) as bigint)`.as('total'),
        sql<number>`count(m.id)`.as('rows'),
      ])
      .where('u.user_name', 'like', `${msg.prefix}%`)
      .groupBy(['u.user_name', 'a.id', 'a.balance'])
      .execute();
    const coupons = await db
      .selectFrom('coupons as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.status', sql<number>`count(*)`.as('n')])
      .where('u.user_name', 'like', `${msg.prefix}%`)
      .groupBy('c.status')
      .execute();
    const open = await db
      .selectFrom('casino_rounds as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('u.user_name', 'like', `${msg.prefix}%`)
      .where('r.closed', '=', 0)
      .executeTakeFirst();
    process.send!({
      accounts: rows.map((r) => ({
        userName: r.user_name,
        balance: Number(r.balance),
        sum: Number(r.total),
        rows: Number(r.rows),
      })),
      coupons: Object.fromEntries(coupons.map((c) => [String(c.status), Number(c.n)])),
      openRounds: Number(open?.n ?? 0),
      logged: Object.fromEntries(logged),
    });
  } else if (msg.cmd === 'stop') {
    delay.disable();
    bare.closeAllConnections();
    bare.close();
    await server.close();
    await dropTestData(config);
    process.send!({ stopped: true });
    process.exit(0);
  }
});
