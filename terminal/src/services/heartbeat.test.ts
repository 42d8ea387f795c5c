import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, CALLS, TerminalHeartbeat, type PrinterStatus } from '@bet/shared';
import path from 'node:path';
import { computeBuildHash } from './build-hash.ts';
import { printerState, startHeartbeat } from './heartbeat.ts';
import { terminalClient } from './server-client.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/**
 * A server on loopback that answers the heartbeat route as the contract says, checks every body
 * with the contract's schema, and keeps what it was sent. `refuse` answers 403 as the server does
 * to a user that is not a shop terminal.
 */
async function heartbeatServer(refuse = false) {
  const beats: Array<{ body: unknown; cookie: string | undefined }> = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const path = `${API_BASE}${CALLS.terminals.heartbeat.path}`;
      if (req.method !== 'POST' || req.url !== path) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(text) as unknown;
      expect(TerminalHeartbeat.safeParse(body).success).toBe(true);
      beats.push({ body, cookie: req.headers.cookie });
      res.setHeader('content-type', 'application/json');
      if (refuse)
        res.writeHead(403).end(JSON.stringify({ error: { code: 'notAShopTerminal', message: 'no' } }));
      else res.end(JSON.stringify({ seenAt: new Date().toISOString(), intervalMs: 30_000, betBlock: null }));
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, beats };
}

const ready: PrinterStatus = {
  online: true,
  coverOpen: false,
  paperNearEnd: false,
  paperOut: false,
  errors: [],
};

describe('the terminal heartbeat', () => {
  it('names the worst printer state the monitor read', () => {
    expect(printerState(null)).toBe('unknown');
    expect(printerState(ready)).toBe('ok');
    expect(printerState({ ...ready, paperNearEnd: true })).toBe('paperNearEnd');
    expect(printerState({ ...ready, paperNearEnd: true, paperOut: true })).toBe('paperOut');
    expect(printerState({ ...ready, paperOut: true, coverOpen: true })).toBe('coverOpen');
    expect(printerState({ ...ready, online: false, coverOpen: true })).toBe('offline');
  });

  it('sends the hash of its build computed at start, which the contract checks', async () => {
    const server = await heartbeatServer();
    const buildHash = await computeBuildHash(path.join(import.meta.dirname, '../config'));
    const hb = startHeartbeat({
      client: terminalClient({ baseUrl: server.url, cookie: 'sid=shop' }),
      version: '0.1.0',
      terminalNo: 'T-9',
      buildHash,
      printer: () => ready,
      queueDepth: () => 0,
      intervalMs: 60_000,
    });
    await expect.poll(() => server.beats.length).toBe(1);
    hb.stop();
    expect(server.beats[0]!.body).toMatchObject({ buildHash });
  });

  it('sends its version, printer state and queue depth with the session, at once and then on a timer', async () => {
    const server = await heartbeatServer();
    let depth = 3;
    let printer: PrinterStatus | null = { ...ready, paperNearEnd: true };
    const kiosk = { outOfService: false, updating: false };
    const hb = startHeartbeat({
      client: terminalClient({ baseUrl: server.url, cookie: 'sid=shop' }),
      version: '0.1.0',
      terminalNo: 'T-9',
      printer: () => printer,
      queueDepth: () => depth,
      kiosk: () => kiosk,
      intervalMs: 40,
    });
    await expect.poll(() => server.beats.length).toBeGreaterThanOrEqual(1);
    expect(server.beats[0]).toEqual({
      body: { version: '0.1.0', terminalNo: 'T-9', printer: 'paperNearEnd', state: 'ok', queueDepth: 3 },
      cookie: 'sid=shop',
    });
    depth = 0;
    printer = null;
    await expect
      .poll(() => server.beats.at(-1)?.body)
      .toEqual({
        version: '0.1.0',
        terminalNo: 'T-9',
        printer: 'unknown',
        state: 'ok',
        queueDepth: 0,
      });
    // its own state goes with the next beat: a printer that cannot print, an update, out of service
    printer = { ...ready, online: false, coverOpen: true };
    await expect.poll(() => (server.beats.at(-1)?.body as { state: string }).state).toBe('printerProblem');
    kiosk.updating = true;
    await expect.poll(() => (server.beats.at(-1)?.body as { state: string }).state).toBe('updating');
    kiosk.outOfService = true;
    await expect.poll(() => (server.beats.at(-1)?.body as { state: string }).state).toBe('outOfService');
    // its page loaded again after a retry: the next beat no longer says out of service
    kiosk.outOfService = false;
    await expect.poll(() => (server.beats.at(-1)?.body as { state: string }).state).toBe('updating');
    hb.stop();
    const count = server.beats.length;
    expect(await hb.beat()).toBe(false); // stopped: nothing more is sent
    expect(server.beats.length).toBe(count);
  });

  it('reports a refused or unreachable beat and keeps going', async () => {
    const server = await heartbeatServer(true);
    const failures: unknown[] = [];
    const hb = startHeartbeat({
      client: terminalClient({ baseUrl: server.url, cookie: 'sid=player' }),
      version: '0.1.0',
      terminalNo: '',
      printer: () => null,
      queueDepth: () => 0,
      onFailure: (e) => failures.push(e),
      intervalMs: 60_000,
    });
    expect(await hb.beat()).toBe(false);
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect((failures[0] as { code: string }).code).toBe('notAShopTerminal');
    hb.stop();
    const down = startHeartbeat({
      client: terminalClient({ baseUrl: 'http://127.0.0.1:1', cookie: '', timeoutMs: 500 }),
      version: '0.1.0',
      terminalNo: '',
      printer: () => null,
      queueDepth: () => 0,
      intervalMs: 60_000,
    });
    expect(await down.beat()).toBe(false);
    down.stop();
  });
});
