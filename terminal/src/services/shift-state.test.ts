import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, CALLS } from '@bet/shared';
import { terminalClient } from './server-client.ts';
import { shiftOpen } from './shift-state.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A loopback server answering the current-shift route with the status and body given. */
async function shiftServer(answer: () => [number, unknown]) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== `${API_BASE}${CALLS.shifts.current.path}`) {
      res.writeHead(404).end();
      return;
    }
    const [status, body] = answer();
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const open = { id: 4, terminalNo: 'T-9', openedAt: '2026-11-28T08:00:00.000Z', float: 50_000, movements: 3 };

describe('whether a shift is open at the terminal', () => {
  it('reads the cashier’s current shift; anything the server cannot answer is unknown', async () => {
    let answer: [number, unknown] = [200, { shift: open, lastClosed: null }];
    const url = await shiftServer(() => answer);
    const client = terminalClient({ baseUrl: url, cookie: 'sid=shop' });
    expect(await shiftOpen(client)).toBe(true);
    answer = [200, { shift: null, lastClosed: null }];
    expect(await shiftOpen(client)).toBe(false);
    answer = [401, { error: { code: 'notLoggedIn', message: 'no' } }];
    expect(await shiftOpen(client)).toBeNull();
    // an answer the contract does not allow is no answer
    answer = [200, { shift: 'yes' }];
    expect(await shiftOpen(client)).toBeNull();
    const down = terminalClient({ baseUrl: 'http://127.0.0.1:1', cookie: '', timeoutMs: 500 });
    expect(await shiftOpen(down)).toBeNull();
  });
});
