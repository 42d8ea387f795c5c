import { ApiClient, Simulator, settleMatch, sportsService, startTestServer, writeSetting } from '@bet/server';

const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const SINGLES = 400;
const SYSTEMS = 100;
const CONCURRENCY = 20;

/** Coupons placed per second (singles and 10-pick systems) with latency percentiles, and settlements per second. */
export async function run(): Promise<void> {
  await bench('SQLite', {});
  try {
    await bench('PostgreSQL', { databaseUrl: PG, databaseSchema: `bench_${process.pid}` });
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
}

async function bench(name: string, overrides: Record<string, string>): Promise<void> {
  const server = await startTestServer(overrides);
  try {
    const sports = sportsService(server.context);
    await sports.apply(new Simulator({ seed: 31, speed: 60 }).initialMessages(Date.now()));
    await writeSetting(server.database, 'same_coupon_limit', '1000000');
    await writeSetting(server.database, 'match_stake_limit', '100000000000');
    const admin = new ApiClient(server.url);
    await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
    const player = new ApiClient(server.url);
    await player.post('/auth/login', { userName: 'player1', password: 'player1234' });
    const me = (await player.get('/me')).body;
    await admin.post(`/admin/users/${me.userId}/credit`, { amount: 1_000_000, direction: 'in' });
    const matches = [...sports.view.all()].filter(
      (m) =>
        m.ttype === 'N' &&
        m.minTip === 1 &&
        Date.parse(m.matchDate) > Date.now() + 3600_000 &&
        m.markets.some((x) => x.typeId === 1),
    );
    const pick = (i: number) => {
      const m = matches[i % matches.length]!;
      const mk = m.markets.find((x) => x.typeId === 1)!;
      const o = mk.outcomes[i % 3]!;
      return { matchId: m.id, marketId: mk.id, outcomeId: o.id, odd: o.odd };
    };
    let n = 0;
    const single = () =>
      player.post('/coupons', { idempotencyKey: `b-${Date.now()}-${n++}`, stake: 1, picks: [pick(n)] });
    const system = () => {
      const base = n++ * 10;
      return player.post('/coupons', {
        idempotencyKey: `b-${Date.now()}-${n}`,
        stake: 1,
        system: [3],
        picks: Array.from({ length: 10 }, (_, i) => pick(base + i)),
      });
    };
    report(name, 'single coupons, one player', await load(SINGLES, single));
    // One player's coupons queue on its account row; many players' coupons do not.
    const players = await openPlayers(server.url, admin, CONCURRENCY);
    let turn = 0;
    const spread = () => {
      const api = players[turn++ % players.length]!;
      return api.post('/coupons', { idempotencyKey: `s-${Date.now()}-${n++}`, stake: 1, picks: [pick(n)] });
    };
    report(name, `single coupons, ${players.length} players`, await load(SINGLES, spread));
    report(name, '10-pick system coupons (3 of 10, 120 bets)', await load(SYSTEMS, system));

    const open = await server.database.db.selectFrom('coupon_lines').select('match_id').distinct().execute();
    const start = performance.now();
    let coupons = 0;
    for (const row of open) {
      const r = await settleMatch(server.context, Number(row.match_id), {
        status: 'ended',
        score: { home: 1, away: 0 },
        halftime: { home: 0, away: 0 },
      });
      coupons += r.coupons;
    }
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `${name}: settled ${open.length} matches and ${coupons} coupons in ${seconds.toFixed(2)} s: ${Math.round(coupons / seconds)} coupons/s`,
    );
  } finally {
    await server.close();
  }
}

/** Players opened by the admin, each with credit, logged in. */
async function openPlayers(url: string, admin: ApiClient, count: number): Promise<ApiClient[]> {
  const players: ApiClient[] = [];
  for (let i = 0; i < count; i++) {
    const userName = `bench${process.pid}p${i}`;
    const created = await admin.post('/admin/users', { userName, password: 'bench1234', role: 'player' });
    await admin.post(`/admin/users/${created.body.userId}/credit`, { amount: 10_000, direction: 'in' });
    const api = new ApiClient(url);
    await api.post('/auth/login', { userName, password: 'bench1234' });
    players.push(api);
  }
  return players;
}

async function load(total: number, send: () => Promise<{ status: number }>) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < total) {
        const t = performance.now();
        const res = await send();
        latencies.push(performance.now() - t);
        if (res.status !== 201) {
          failed++;
          if (failed === 1)
            console.log('  first refusal:', JSON.stringify((res as { body?: unknown }).body).slice(0, 200));
        }
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, latencies: latencies.sort((a, b) => a - b), failed };
}

function report(db: string, what: string, r: { seconds: number; latencies: number[]; failed: number }) {
  const p = (q: number) =>
    r.latencies[Math.min(r.latencies.length - 1, Math.floor(q * r.latencies.length))]!.toFixed(1);
  const ok = r.latencies.length - r.failed;
  console.log(
    `${db}: ${what}: ${Math.round(ok / r.seconds)}/s over HTTP with ${CONCURRENCY} at a time, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms${r.failed ? `, ${r.failed} refused` : ''}`,
  );
}
