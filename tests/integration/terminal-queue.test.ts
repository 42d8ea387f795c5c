import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, Simulator, sportsService, startTestServer } from '@bet/server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const child = path.join(import.meta.dirname, 'fixtures/submit-child.ts');

function run(
  env: Record<string, string>,
): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, ...env } });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (out += d.toString()));
    p.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

describe('the terminal queue survives a power cut in the middle of a submission', () => {
  let server: TestServer;
  let shop: ApiClient;
  let payload: unknown;

  beforeAll(async () => {
    server = await startTestServer();
    await sportsService(server.context).apply(
      new Simulator({ seed: 37, speed: 60 }).initialMessages(Date.now()),
    );
    const m = [...sportsService(server.context).view.all()].find(
      (x) =>
        x.ttype === 'N' &&
        x.minTip === 1 &&
        Date.parse(x.matchDate) > Date.now() + 3600_000 &&
        x.markets.some((mk) => mk.typeId === 1),
    )!;
    const mk = m.markets.find((x) => x.typeId === 1)!;
    payload = {
      stake: 5,
      oddChangeOk: true,
      picks: [{ matchId: m.id, marketId: mk.id, outcomeId: mk.outcomes[0]!.id, odd: mk.outcomes[0]!.odd }],
    };
    shop = new ApiClient(server.url);
    expect((await shop.post('/auth/login', { userName: 'shop1', password: 'shop1234' })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['after', 'before'])(
    'killed %s sending: the restart holds exactly one coupon and drains the queue',
    async (moment) => {
      const queueFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite');
      const key = `terminal-${moment}-${Date.now()}`;
      const env = {
        QUEUE_FILE: queueFile,
        KEY: key,
        PAYLOAD: JSON.stringify(payload),
        BASE_URL: server.url,
        COOKIE: shop.cookie,
      };
      const before = (await shop.get('/me')).body.credit;
      const killed = await run({ ...env, CRASH: moment });
      expect(killed.signal).toBe('SIGKILL');
      const restarted = await run(env);
      expect(restarted.code).toBe(0);
      const report = JSON.parse(restarted.out.trim().split('\n').at(-1)!);
      expect(report.handled).toEqual([{ key, state: 'done', result: { ticketId: expect.any(String) } }]);
      expect(report.counts).toEqual({
        pendingSubmissions: 0,
        pendingPrints: 0,
        pendingPayouts: 0,
        failed: 0,
      });
      const coupons = await server.database.db
        .selectFrom('coupons')
        .select('ticket_id')
        .where('idempotency_key', '=', key)
        .execute();
      expect(coupons.map((c) => c.ticket_id)).toEqual([report.handled[0].result.ticketId]);
      expect((await shop.get('/me')).body.credit).toBeCloseTo(before - 5, 2);
    },
  );

  it('a submission not confirmed within the window is given up and shown, never placed anew', async () => {
    const queueFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite');
    const key = `terminal-late-${Date.now()}`;
    const killed = await run({
      QUEUE_FILE: queueFile,
      KEY: key,
      PAYLOAD: JSON.stringify(payload),
      BASE_URL: server.url,
      COOKIE: shop.cookie,
      CRASH: 'before',
    });
    expect(killed.signal).toBe('SIGKILL');
    await new Promise((r) => setTimeout(r, 50));
    const late = await run({
      QUEUE_FILE: queueFile,
      KEY: key,
      PAYLOAD: '{}',
      BASE_URL: server.url,
      COOKIE: shop.cookie,
      WINDOW_MS: '10',
    });
    const report = JSON.parse(late.out.trim().split('\n').at(-1)!);
    expect(report.handled[0]).toMatchObject({ key, state: 'given_up' });
    expect(report.counts.failed).toBe(1);
    expect(
      await server.database.db
        .selectFrom('coupons')
        .select('id')
        .where('idempotency_key', '=', key)
        .execute(),
    ).toEqual([]);
  });
});
