import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createClientFor, fillPath, type FetchAnswer, type FetchLike } from './client.ts';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, protocolMajor, route } from './route.ts';
import { createApiClient } from './api-client.ts';
import { contract } from './index.ts';

const Item = z.object({ id: z.number(), name: z.string() });
const areas = {
  items: {
    get: route({
      method: 'get',
      path: '/items/:id/:part',
      tag: 't',
      summary: 's',
      access: 'public',
      params: z.object({ id: z.coerce.number(), part: z.string() }),
      query: z.object({ full: z.coerce.boolean().optional(), tags: z.array(z.string()).optional() }),
      response: Item,
    }),
    rename: route({
      method: 'patch',
      path: '/items/:id',
      tag: 't',
      summary: 's',
      access: 'user',
      params: z.object({ id: z.coerce.number() }),
      body: z.object({ name: z.string() }),
      response: Item,
    }),
    page: route({
      method: 'get',
      path: '/items/:id/page',
      tag: 't',
      summary: 's',
      access: 'public',
      params: z.object({ id: z.coerce.number() }),
      response: z.string(),
      raw: true,
    }),
  },
};

interface Sent {
  url: string;
  init: Parameters<FetchLike>[1];
}

function answering(status: number, body: unknown, sent: Sent[] = []): FetchLike {
  return async (url, init) => {
    sent.push({ url, init });
    const answer: FetchAnswer = {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: () => null },
      text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
    };
    return answer;
  };
}

describe('fillPath', () => {
  it('fills every parameter, each encoded as one segment', () => {
    expect(fillPath('/a/:x/b/:y', { x: 7, y: 'p/q r' })).toBe('/a/7/b/p%2Fq%20r');
  });
  it('throws when a parameter is missing', () => {
    expect(() => fillPath('/a/:x', {})).toThrow(/x is missing/);
  });
});

describe('the client', () => {
  it('sends path parameters, query, body and the contract headers', async () => {
    const sent: Sent[] = [];
    const client = createClientFor(areas, answering(200, { id: 3, name: 'n' }, sent), {
      baseUrl: 'http://h/api',
      query: () => ({ lang: 'en' }),
      headers: () => ({ cookie: 'c=1' }),
    });
    await client.items.get({ id: 3, part: 'x' }, { full: true, tags: ['a', 'b'] });
    await client.items.rename({ id: 3 }, { name: 'new' }, { headers: { 'idempotency-key': 'k' } });
    expect(sent[0]!.url).toBe('http://h/api/items/3/x?lang=en&full=true&tags=a&tags=b');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[0]!.init.headers[PROTOCOL_HEADER]).toBe(PROTOCOL_VERSION);
    expect(sent[0]!.init.headers['x-requested-with']).toBe('fetch');
    expect(sent[0]!.init.headers['cookie']).toBe('c=1');
    expect(sent[1]!.url).toBe('http://h/api/items/3?lang=en');
    expect(sent[1]!.init.method).toBe('PATCH');
    expect(sent[1]!.init.body).toBe('{"name":"new"}');
    expect(sent[1]!.init.headers['content-type']).toBe('application/json');
    expect(sent[1]!.init.headers['idempotency-key']).toBe('k');
  });

  it('gives the address of a raw page instead of calling it', () => {
    const client = createClientFor(areas, answering(500, ''));
    expect(client.items.page({ id: 9 })).toBe('/api/v1/items/9/page');
  });

  it('resolves to the parsed answer, checked against the schema when asked', async () => {
    const ok = createClientFor(areas, answering(200, { id: 1, name: 'a' }), { validateResponses: true });
    expect(await ok.items.get({ id: 1, part: 'p' })).toEqual({ id: 1, name: 'a' });
    const wrong = createClientFor(areas, answering(200, { id: 'one' }), { validateResponses: true });
    const err = await wrong.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('technicalError');
  });

  it('maps an error body to an ApiError with its message key, details and login flag', async () => {
    const client = createClientFor(
      areas,
      answering(401, { error: { code: 'notLoggedIn', message: 'm', details: { a: 1 } }, login: false }),
    );
    const err = (await client.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.serverMessage, err.details, err.login]).toEqual([
      401,
      'notLoggedIn',
      'm',
      { a: 1 },
      false,
    ]);
  });

  it('maps a protocol refusal, an unreadable answer and a lost connection', async () => {
    const old = createClientFor(areas, answering(426, { error: { code: 'clientTooOld', message: '' } }));
    expect(((await old.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError).code).toBe(
      'clientTooOld',
    );
    const html = createClientFor(areas, answering(502, '<html>bad gateway</html>'));
    const bad = (await html.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect([bad.status, bad.code]).toEqual([502, 'technicalError']);
    const lost = createClientFor(areas, () => Promise.reject(new TypeError('fetch failed')));
    const gone = (await lost.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect([gone.status, gone.code]).toEqual([0, 'noConnection']);
  });

  it("tells the API's refusal from a failure that may have done the work and from no answer at all", async () => {
    const failureOf = async (fetchLike: FetchLike, validateResponses = false) => {
      const client = createClientFor(areas, fetchLike, { validateResponses });
      const err = (await client.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
      return [err.status, err.failure];
    };
    expect(await failureOf(answering(422, { error: { code: 'stakeTooLow', message: '' } }))).toEqual([
      422,
      'refused',
    ]);
    // a 4xx without the API's message key came from a proxy, not from the application
    expect(await failureOf(answering(404, '<html>not found</html>'))).toEqual([404, 'failed']);
    expect(await failureOf(answering(404, {}))).toEqual([404, 'failed']);
    expect(await failureOf(answering(500, { error: { code: 'internal', message: '' } }))).toEqual([
      500,
      'failed',
    ]);
    expect(await failureOf(answering(200, { id: 'one' }), true)).toEqual([200, 'failed']);

    const cause = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const client = createClientFor(areas, () => Promise.reject(cause));
    const lost = (await client.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect([lost.status, lost.failure, lost.cause, lost.beforeAnswer]).toEqual([0, 'network', cause, true]);

    // the answer cut off half way is no answer either
    const cut = new Error('terminated');
    const broken = createClientFor(areas, async () => ({
      ok: true,
      status: 200,
      headers: { get: () => null },
      text: () => Promise.reject(cut),
    }));
    const half = (await broken.items.get({ id: 1, part: 'p' }).catch((e: unknown) => e)) as ApiError;
    // the request reached the server: not 'never sent'
    expect([half.failure, half.cause, half.beforeAnswer]).toEqual(['network', cut, false]);
    // a screen shows "no connection" for both, not a technical fault of the site
    expect([lost.code, half.code]).toEqual(['noConnection', 'noConnection']);
  });
  it('builds a method for every entry of the contract', () => {
    const client = createApiClient(answering(200, {}));
    for (const [area, routes] of Object.entries(contract))
      for (const name of Object.keys(routes))
        expect(typeof (client as Record<string, Record<string, unknown>>)[area]![name]).toBe('function');
  });
});

describe('protocolMajor', () => {
  it('reads the major number of a version, or null', () => {
    expect(protocolMajor('1.0')).toBe(1);
    expect(protocolMajor('12')).toBe(12);
    expect(protocolMajor('2.3.4')).toBe(2);
    for (const bad of ['', 'abc', '1.x', '-1', '1.2.3.4']) expect(protocolMajor(bad)).toBeNull();
  });
});

describe('types follow the entries', () => {
  const client = createApiClient(answering(200, {}));
  it('a call takes the entry request and resolves to its response', () => {
    expectTypeOf(client.coupons.sell).parameter(0).toEqualTypeOf<{ ticketId: string }>();
    expectTypeOf(client.health.get).returns.resolves.toHaveProperty('protocolVersion');
    expectTypeOf(client.coupons.print).returns.toEqualTypeOf<string>();
  });
  it('a renamed or missing field fails the typecheck', () => {
    const typed = createClientFor(areas, answering(200, {}));
    // Checked by the typecheck only: never run.
    const typeOnly = () => {
      // @ts-expect-error the body field is `name`, not `title`
      void typed.items.rename({ id: 1 }, { title: 'x' });
      // @ts-expect-error the path needs `part` as well
      void typed.items.get({ id: 1 });
      void typed.items.get({ id: 1, part: 'p' }).then((item) => {
        // @ts-expect-error the answer has no `title`
        void item.title;
        expectTypeOf(item.name).toEqualTypeOf<string>();
      });
    };
    expect(typeof typeOnly).toBe('function');
  });
});
