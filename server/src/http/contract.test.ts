import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  ApiError,
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  contract,
  createApiClient,
  createCheckingClient,
  type RouteEntry,
} from '@bet/shared';
import { startTestServer } from '../testing/test-server.ts';
import { loginDemo } from '../testing/login-as.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Routes still declared in their route files rather than in the contract: this list only shrinks. */
const NOT_YET_IN_CONTRACT = new Set<string>([]);

const entries = (): RouteEntry[] => Object.values(contract).flatMap((area) => Object.values(area));
const opName = (method: string, path: string) => `${method} ${path}`;

describe('the contract over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('health states the protocol version', async () => {
    const client = createCheckingClient(fetch, { baseUrl: server.url + API_BASE });
    expect(await client.health.get()).toEqual({ status: 'ok', protocolVersion: PROTOCOL_VERSION });
  });

  it('refuses a client of an older major protocol with 426 clientTooOld, before anything else', async () => {
    for (const [method, path] of [
      ['GET', '/health'],
      ['POST', '/coupons'],
    ] as const) {
      const res = await server.api.request(method, path, method === 'POST' ? {} : undefined, {
        [PROTOCOL_HEADER]: '0.9',
      });
      expect(res.status).toBe(426);
      expect(res.body.error.code).toBe('clientTooOld');
      expect(res.body.error.details).toEqual({ protocolVersion: PROTOCOL_VERSION });
    }
  });

  it('serves the same and a newer minor protocol, and a request that states none', async () => {
    const [major] = PROTOCOL_VERSION.split('.');
    for (const version of [PROTOCOL_VERSION, `${major}.99`, undefined]) {
      const res = await server.api.request(
        'GET',
        '/health',
        undefined,
        version ? { [PROTOCOL_HEADER]: version } : {},
      );
      expect(res.status).toBe(200);
    }
  });

  it('answers a protocol header that is no version with 400 invalidRequest', async () => {
    for (const version of ['abc', '', '1.x', '-1']) {
      const res = await server.api.request('GET', '/health', undefined, { [PROTOCOL_HEADER]: version });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
  });

  it('the typed client maps a refusal to an ApiError with the message key', async () => {
    const client = createApiClient(fetch, { baseUrl: server.url + API_BASE });
    const err = await client.coupons.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).code).toBe('notLoggedIn');
    expect((err as ApiError).login).toBe(false);
  });

  it('the typed client carries a session and reads a guarded answer that matches its schema', async () => {
    const player = await loginDemo(server.url, 'player1');
    const client = createCheckingClient(fetch, {
      baseUrl: server.url + API_BASE,
      headers: () => ({ cookie: player.cookie }),
    });
    const list = await client.coupons.list({ limit: 5 });
    expect(Array.isArray(list.results)).toBe(true);
    const missing = await client.coupons.get({ ticketId: '99999999999999' }).catch((e: unknown) => e);
    expect((missing as ApiError).code).toBe('couponNotFound');
  });

  it('the OpenAPI document lists every contract entry, and every route it lists is in the contract', async () => {
    const doc = (await server.api.get('/openapi.json')).body as {
      paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
    };
    const documented = new Map<string, { summary: string; tags: string[] }>();
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        documented.set(opName(method, path.slice(API_BASE.length).replace(/\{(\w+)\}/g, ':$1')), op);

    const declared = new Set<string>();
    for (const e of entries()) {
      const name = opName(e.method, e.path);
      expect(declared.has(name), `${name} is declared twice`).toBe(false);
      declared.add(name);
      const op = documented.get(name);
      expect(op, `${name} is not served`).toBeDefined();
      expect(op!.summary).toBe(e.summary);
      expect(op!.tags).toEqual([e.tag]);
    }
    const outside = [...documented.keys()].filter((n) => !declared.has(n));
    expect(outside.sort()).toEqual([...NOT_YET_IN_CONTRACT].sort());
  });
});
