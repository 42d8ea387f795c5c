import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  ApiError,
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  contract,
  createApiClient,
  createCheckingClient,
  providerContract,
  type RouteEntry,
} from '@bet/shared';
import { startTestServer } from '../testing/test-server.ts';
import { loginDemo } from '../testing/login-as.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Routes still declared in their route files rather than in the contract: this list only shrinks. */
const NOT_YET_IN_CONTRACT = new Set<string>([]);

interface Operation {
  summary: string;
  tags: string[];
  'x-access': string;
  parameters: Array<{ name: string; in: string; schema: Record<string, unknown> }>;
  requestBody?: unknown;
  responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
}

/** The field names of a query schema (an object schema, possibly wrapped). */
const fieldsOf = (schema: z.ZodType): string[] =>
  Object.keys(
    (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as object,
  ).sort();

/** The API's entries and those the server hosts beside it for other parties (a base of their own). */
const entries = (): RouteEntry[] =>
  [...Object.values(contract), ...Object.values(providerContract)].flatMap((area) =>
    Object.values<RouteEntry>(area),
  );
const opName = (method: string, path: string) => `${method} ${path}`;
/** A documented path as the contract writes it: below its base, with Express parameters. */
const contractPath = (documented: string, bases: string[]): string => {
  const base = bases.find((b) => documented.startsWith(b + '/')) ?? API_BASE;
  const below = documented.slice(base.length).replace(/\{(\w+)\}/g, ':$1');
  return base === API_BASE ? below : base + below;
};
const entryName = (e: RouteEntry) => opName(e.method, (e.base ?? '') + e.path);

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
      paths: Record<string, Record<string, Operation>>;
    };
    const bases = [...new Set(entries().flatMap((e) => (e.base ? [e.base] : [])))];
    const documented = new Map<string, Operation>();
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        documented.set(opName(method, contractPath(path, bases)), op);

    const declared = new Set<string>();
    for (const e of entries()) {
      const name = entryName(e);
      expect(declared.has(name), `${name} is declared twice`).toBe(false);
      declared.add(name);
      const op = documented.get(name);
      expect(op, `${name} is not served`).toBeDefined();
      expect(op!.summary).toBe(e.summary);
      expect(op!.tags).toEqual([e.tag]);
      expect(op!['x-access'], name).toBe(e.access);
      // its inputs with their schemas: every path parameter, every query field, the body
      const inputs = (where: string) =>
        op!.parameters
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      expect(inputs('path'), name).toEqual([...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
      expect(inputs('query'), name).toEqual(e.query ? fieldsOf(e.query) : []);
      for (const p of op!.parameters)
        expect(Object.keys(p.schema).length, `${name} ${p.name}`).toBeGreaterThan(0);
      expect(op!.requestBody !== undefined, `${name} body`).toBe(e.body !== undefined);
      // and its answer's schema, under the success status
      const success = op!.responses[String(e.status ?? 200)];
      expect(success, `${name} answer`).toBeDefined();
      const schema = Object.values(success!.content)[0]!.schema;
      expect(Object.keys(schema).length, `${name} answer schema`).toBeGreaterThan(0);
    }
    const outside = [...documented.keys()].filter((n) => !declared.has(n));
    expect(outside.sort()).toEqual([...NOT_YET_IN_CONTRACT].sort());
  });

  it('documents the casino wallet and the built-in provider beside the API, under their own bases', async () => {
    const doc = (await server.api.get('/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const walletBet = doc.paths['/casino-wallet/v1/{provider}/bet']?.['post'];
    expect(walletBet?.tags).toEqual(['casino-wallet']);
    expect(JSON.stringify(walletBet?.requestBody)).toContain('transactionId');
    for (const action of ['authenticate', 'balance', 'win', 'rollback', 'endRound'])
      expect(doc.paths[`/casino-wallet/v1/{provider}/${action}`]?.['post'], action).toBeDefined();
    const play = doc.paths['/games/house/session/{key}/play']?.['post'];
    expect(play?.tags).toEqual(['house-games']);
    expect(JSON.stringify(play?.requestBody)).toContain('stake');
    expect(doc.paths['/games/house/{game}']?.['get']?.parameters.map((p) => p.name).sort()).toEqual([
      'demo',
      'game',
      'lang',
      'token',
    ]);
    // nothing of theirs is documented under the API base
    expect(
      Object.keys(doc.paths).filter((p) => /casino-wallet|games\/house/.test(p) && p.startsWith(API_BASE)),
    ).toEqual([]);
  });
});
