import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, Simulator, startTestServer, writeSetting } from '@bet/server';
import Database from 'better-sqlite3';
import {
  JobQueue,
  processSubmissions,
  submissionList,
  submissionOutcome,
  type JobPayloadInput,
} from '@bet/terminal';

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

/**
 * A stretch of network between the terminal and the server: 'pass' forwards, 'swallow' forwards
 * the request and loses the answer (the server did the work), 'down' cuts every connection.
 */
async function network(target: string) {
  let mode: 'pass' | 'swallow' | 'down' = 'pass';
  const server = http.createServer((req, res) => {
    if (mode === 'down') return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
        ) as Record<string, string>;
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method!,
          headers,
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        });
        const text = await answer.text();
        if (mode === 'swallow') return void req.socket.destroy();
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next: typeof mode) => void (mode = next),
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('the terminal queue survives a power cut in the middle of a submission', () => {
  let server: TestServer;
  let shop: ApiClient;
  let payload: JobPayloadInput<'submit'>;

  beforeAll(async () => {
    server = await startTestServer();
    // every test here places the same picks
    await writeSetting(server.database, 'same_coupon_limit', '100');
    await server.services.sports.apply(new Simulator({ seed: 37, speed: 60 }).initialMessages(Date.now()));
    const m = [...server.services.sports.view.all()].find(
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
    // counter bets need the cashier's open shift
    expect((await shop.post('/terminal/shift/open', { terminalNo: 'T-0001', float: 100 })).status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
  });

  const serverCoupons = (key: string) =>
    server.database.db
      .selectFrom('coupons')
      .select('ticket_id')
      .where('idempotency_key', '=', key)
      .execute()
      .then((rows) => rows.map((r) => r.ticket_id));

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
      // the job keeps the server's coupon (from the answer, or found by its key after the cut)
      expect(report.handled).toEqual([
        {
          key,
          state: 'done',
          result: expect.objectContaining({
            ticketId: expect.any(String),
            coupon: expect.objectContaining({ ticketId: expect.any(String), totalStake: 5 }),
          }),
        },
      ]);
      expect(report.counts).toEqual({
        pendingSubmissions: 0,
        pendingPrints: 0,
        pendingPayouts: 0,
        failed: 0,
        checking: 0,
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

  it('killed before sending and past the window: the key is closed on the server, the job ends refused, never placed anew', async () => {
    const queueFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite');
    const key = `terminal-late-${Date.now()}`;
    const env = { QUEUE_FILE: queueFile, KEY: key, BASE_URL: server.url, COOKIE: shop.cookie };
    const before = (await shop.get('/me')).body.credit;
    const killed = await run({ ...env, PAYLOAD: JSON.stringify(payload), CRASH: 'before' });
    expect(killed.signal).toBe('SIGKILL');
    await new Promise((r) => setTimeout(r, 50));
    // restarted, it queues nothing new: it works off what the file holds
    const late = await run({ ...env, WINDOW_MS: '10' });
    const report = JSON.parse(late.out.trim().split('\n').at(-1)!);
    // the restart cannot know whether the request left; the server's answer settles it
    expect(report.handled).toEqual([
      { key, state: 'done', result: expect.objectContaining({ refused: 'couponNotPlaced', status: 410 }) },
    ]);
    expect(report.counts).toMatchObject({ failed: 0, checking: 0, pendingSubmissions: 0 });
    // the request, were it still on its way, can no longer place the coupon
    const lateArrival = await shop.post('/coupons', { ...(payload as object), idempotencyKey: key });
    expect(lateArrival.status).toBe(410);
    expect(lateArrival.body.error.code).toBe('couponNotPlaced');
    expect(await serverCoupons(key)).toEqual([]);
    expect((await shop.get('/me')).body.credit).toBe(before);
  });

  it('stored submissions that no longer fit their schema: those perhaps sent have their key closed, and the cashier sees each', async () => {
    const queueFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite');
    const stamp = Date.now();
    const [landed, lost, never] = ['landed', 'lost', 'never'].map(
      (k) => `terminal-refused-${k}-${stamp}`,
    ) as [string, string, string];
    const queue = new JobQueue(queueFile);
    for (const key of [landed, lost, never]) queue.enqueue('submit', key, payload, stamp);
    queue.close();
    // the first request landed but its answer was lost; the second never arrived
    const placed = await shop.post('/coupons', { ...(payload as object), idempotencyKey: landed });
    expect(placed.status).toBe(201);
    // an older build, a damaged file: rows of another shape, two of them sent before
    const db = new Database(queueFile);
    const damage = db.prepare(`update jobs set payload = ?, state = ?, attempts = ? where key = ?`);
    damage.run(JSON.stringify({ stake: 5, oddChangeOk: true }), 'checking', 1, landed);
    damage.run(JSON.stringify({ stake: 5, picks: 'x' }), 'inflight', 1, lost);
    damage.run('{"stake": ', 'pending', 0, never);
    db.close();

    const again = new JobQueue(queueFile);
    const conn = { baseUrl: server.url, cookie: shop.cookie };
    const shown = () => Object.fromEntries(submissionList(again).map((e) => [e.key, e]));
    // read, it is refused but stays in the cashier's sight: it may be a bet
    expect(submissionList(again).map((e) => [e.key, e.state, e.stake])).toEqual([[landed, 'checking', 5]]);
    expect(again.acknowledge(landed)).toBe(false);
    // the status bar counts it as the list shows it
    expect(again.counts()).toMatchObject({ checking: 1, failed: 0 });

    await processSubmissions(again, conn, { confirmWindowMs: 60_000 });
    expect(shown()[landed]).toMatchObject({ state: 'confirmed', ticketId: placed.body.ticketId });
    expect(shown()[lost]).toMatchObject({
      state: 'givenUp',
      error: expect.stringMatching(/^invalidPayload: /),
    });
    expect(shown()[never]).toMatchObject({
      state: 'givenUp',
      stake: 0,
      error: expect.stringMatching(/^invalidPayload: /),
    });
    expect(Object.keys(shown())).toEqual([landed, lost, never]);
    expect(again.counts()).toMatchObject({ checking: 0, failed: 2, pendingSubmissions: 0 });
    // the lost request, were it still on its way, can no longer place a coupon
    const lateArrival = await shop.post('/coupons', { ...(payload as object), idempotencyKey: lost });
    expect(lateArrival.status).toBe(410);
    expect(await serverCoupons(landed)).toEqual([placed.body.ticketId]);
    expect(await serverCoupons(lost)).toEqual([]);
    // once ended, the cashier clears them
    for (const key of [landed, lost, never]) expect(again.acknowledge(key)).toBe(true);
    expect(submissionList(again)).toEqual([]);
    again.close();
  });

  it("a placement answered at once keeps the server's answer in the job: the coupon and the balance after", async () => {
    const queue = new JobQueue(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite'));
    const key = `terminal-answer-${Date.now()}`;
    try {
      queue.enqueue('submit', key, payload);
      await processSubmissions(
        queue,
        { baseUrl: server.url, cookie: shop.cookie },
        { confirmWindowMs: 20_000 },
      );
      const outcome = submissionOutcome(queue.get(key, 'submit')!);
      const ticketId = (await serverCoupons(key))[0];
      expect(outcome).toEqual({
        state: 'done',
        ticketId,
        coupon: (await shop.get(`/coupons/${ticketId}`)).body,
        credit: (await shop.get('/me')).body.credit,
      });
    } finally {
      queue.close();
    }
  });

  it('an answer lost on the way back, then an outage longer than the confirm window: the job ends confirmed with the server coupon', async () => {
    const net = await network(server.url);
    const queue = new JobQueue(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite'));
    const key = `terminal-lost-${Date.now()}`;
    let clock = Date.now();
    const now = () => clock;
    const conn = { baseUrl: net.url, cookie: shop.cookie };
    const options = { confirmWindowMs: 20_000 };
    try {
      const before = (await shop.get('/me')).body.credit;
      queue.enqueue('submit', key, payload, clock);
      net.set('swallow');
      await processSubmissions(queue, conn, options, now);
      // the server took the bet and debited the stake; the terminal never heard so
      expect(await serverCoupons(key)).toHaveLength(1);
      expect(queue.get(key)?.state).not.toBe('done');
      net.set('down');
      // an outage of ten minutes, the terminal trying all along
      for (let i = 0; i < 20; i++) {
        clock += 30_000;
        await processSubmissions(queue, conn, options, now);
      }
      expect(queue.get(key)?.state).not.toBe('done');
      net.set('pass');
      clock += 60_000;
      await processSubmissions(queue, conn, options, now);
      const job = queue.get(key)!;
      const ticketId = (await serverCoupons(key))[0];
      expect(job).toMatchObject({ state: 'done', result: { ticketId } });
      // found by its key: the server's coupon is kept for the page and the printer
      expect((job.result as { coupon: unknown }).coupon).toEqual(
        (await shop.get(`/coupons/${ticketId}`)).body,
      );
      expect(await serverCoupons(key)).toHaveLength(1);
      expect((await shop.get('/me')).body.credit).toBeCloseTo(before - 5, 2);
    } finally {
      queue.close();
      await net.close();
    }
  });

  it(
    'killed after sending, then the server out of reach past the window: the restart still ends confirmed',
    { timeout: 120_000 },
    async () => {
      const queueFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'term-')), 'queue.sqlite');
      const key = `terminal-cut-${Date.now()}`;
      const env = {
        QUEUE_FILE: queueFile,
        KEY: key,
        PAYLOAD: JSON.stringify(payload),
        BASE_URL: server.url,
        COOKIE: shop.cookie,
      };
      const killed = await run({ ...env, CRASH: 'after' });
      expect(killed.signal).toBe('SIGKILL');
      expect(await serverCoupons(key)).toHaveLength(1);
      // power back, but the server out of reach, longer than the window
      const cutOff = await run({ ...env, BASE_URL: 'http://127.0.0.1:1', WINDOW_MS: '10' });
      expect(cutOff.code).toBe(0);
      // the failed check put the next one off a little: the server is back by then
      const stored = new JobQueue(queueFile);
      const due = stored.get(key)!.nextAt;
      stored.close();
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now()) + 50));
      const back = await run({ ...env, WINDOW_MS: '10' });
      const report = JSON.parse(back.out.trim().split('\n').at(-1)!);
      expect(report.handled).toEqual([
        {
          key,
          state: 'done',
          result: expect.objectContaining({ ticketId: (await serverCoupons(key))[0] }),
        },
      ]);
      expect(report.counts.failed).toBe(0);
    },
  );
});
