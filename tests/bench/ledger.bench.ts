import { ApiClient, startTestServer } from '@bet/server';

/**
 * Credit transfers over real HTTP: sequential (latency of one transfer: two
 * ledger legs and an audit row in one transaction) and concurrent between the same two accounts
 * (the worst case for row locking). Ends with the ledger proof and its time.
 */
export async function run(): Promise<void> {
  const server = await startTestServer();
  try {
    const dealer = new ApiClient(server.url);
    await dealer.post('/auth/login', { userName: 'dealer1', password: 'dealer1234' });
    const admin = new ApiClient(server.url);
    await admin.post('/auth/login', { userName: 'admin', password: 'admin1234' });
    const player = (await dealer.get('/admin/users?keyWord=player2')).body.results[0].userId as number;
    const transfer = (i: number) =>
      dealer.post(`/admin/users/${player}/credit`, { amount: 1 + (i % 5), direction: i % 2 ? 'out' : 'in' });

    const n = 300;
    let t = performance.now();
    for (let i = 0; i < n; i++) await transfer(i);
    const seqMs = performance.now() - t;

    const concurrency = 20;
    t = performance.now();
    let next = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < n) {
          const res = await transfer(next++);
          if (res.status !== 200) refused++;
        }
      }),
    );
    const parMs = performance.now() - t;

    t = performance.now();
    const check = await admin.get('/admin/ledger/check');
    const checkMs = performance.now() - t;

    console.log(`database: ${server.database.dialect}`);
    console.log(
      `sequential: ${n} transfers in ${seqMs.toFixed(0)} ms (${((n / seqMs) * 1000).toFixed(0)}/s, ${(seqMs / n).toFixed(2)} ms each)`,
    );
    console.log(
      `concurrent x${concurrency}: ${n} transfers in ${parMs.toFixed(0)} ms (${((n / parMs) * 1000).toFixed(0)}/s), ${refused} refused`,
    );
    console.log(
      `ledger check: ${check.body.ok ? 'balanced' : 'MISMATCH'} over ${check.body.accounts} accounts in ${checkMs.toFixed(1)} ms`,
    );
  } finally {
    await server.close();
  }
}
