import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@bet/shared';
import { failureText, neverConnected, terminalClient } from './server-client.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0))
    await new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())));
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const failureOf = (baseUrl: string, timeoutMs?: number) =>
  terminalClient({ baseUrl, cookie: 'sid=1', ...(timeoutMs ? { timeoutMs } : {}) })
    .coupons.get({ ticketId: '123456789012' })
    .then(
      () => null,
      (e: unknown) => e as ApiError,
    );

describe("the terminal's client", () => {
  it('sends the session cookie and reads the refusal of the API as refused', async () => {
    let cookie = '';
    const url = await serve((req, res) => {
      cookie = req.headers.cookie ?? '';
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'couponNotFound', message: 'no' } }));
    });
    const err = (await failureOf(url))!;
    expect(cookie).toBe('sid=1');
    expect([err.status, err.code, err.failure, neverConnected(err)]).toEqual([
      404,
      'couponNotFound',
      'refused',
      false,
    ]);
    expect(failureText(err)).toBe('server answered 404 couponNotFound');
  });

  it('a refused connection never reached the server; a 5xx and a timeout may have', async () => {
    const refused = (await failureOf(await closedPort()))!;
    expect([refused.failure, neverConnected(refused), failureText(refused)]).toEqual([
      'network',
      true,
      'ECONNREFUSED',
    ]);

    const broken = (await failureOf(
      await serve((_req, res) => (res.writeHead(502), res.end('bad gateway'))),
    ))!;
    expect([broken.failure, neverConnected(broken), failureText(broken)]).toEqual([
      'failed',
      false,
      'server answered 502',
    ]);

    // the server took the request and never answered
    const silent = (await failureOf(await serve(() => undefined), 200))!;
    expect([silent.failure, neverConnected(silent), failureText(silent)]).toEqual([
      'network',
      false,
      'TimeoutError',
    ]);
  });
});
