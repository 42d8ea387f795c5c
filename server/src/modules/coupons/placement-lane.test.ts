import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE, PROTOCOL_HEADER } from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { pickOn, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `lane-${process.pid}-${Date.now()}-${n++}`;

/** Headers whose values differ from one answer to the next whatever the route. */
const VARYING = new Set(['date', 'etag', 'content-length', 'keep-alive', 'connection']);

/**
 * A placement takes the lane (an app of its own ahead of the site's routing): the same checks in the
 * same order must give the same answers. Each request is sent twice, to `/coupons` (the lane) and
 * to `/coupons?door=site` (the same route through the site's routing), and the answers compared.
 */
describe(`placement lane (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let m: TestMatch;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ metricsPort: 0 });
    await writeSetting(server.database, 'live_delay_ms', '0');
    world = await seedWorld(server);
    m = await world.newMatch({});
    cookie = (await world.newPlayer({ credit: 500 })).api.cookie;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Counts the requests the site's app takes (Express's `app(req, res)` calls `app.handle`). */
  const spyOnSite = () =>
    vi.spyOn(server.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');

  /** Sends one request to both doors; returns both answers, and whether each passed the site's app. */
  async function both(init: {
    headers?: Record<string, string>;
    body?: string | ((door: string) => string);
  }) {
    const handle = spyOnSite();
    try {
      const answers = [];
      for (const door of ['/coupons', '/coupons?door=site']) {
        handle.mockClear();
        const body = typeof init.body === 'function' ? init.body(door) : init.body;
        const res = await fetch(server.url + API_BASE + door, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            cookie,
            ...init.headers,
          },
          ...(body === undefined ? {} : { body }),
        });
        const text = await res.text();
        const headers = [...res.headers].filter(
          ([name]) => !VARYING.has(name) && !name.startsWith('x-session'),
        );
        answers.push({
          status: res.status,
          body: text ? (JSON.parse(text) as Record<string, any>) : undefined,
          headers: new Map(headers),
          throughSite: handle.mock.calls.length > 0,
        });
      }
      return { lane: answers[0]!, site: answers[1]! };
    } finally {
      handle.mockRestore();
    }
  }

  const slip = (idempotencyKey: string) =>
    JSON.stringify({ idempotencyKey, stake: 2, picks: [pickOn(m, '1')] });

  it('a placement is taken on the lane, not through the site, with the same answer and headers', async () => {
    const { lane, site } = await both({ body: () => slip(key()) });
    expect(lane.throughSite).toBe(false);
    expect(site.throughSite).toBe(true);
    expect(lane.status).toBe(201);
    expect(site.status).toBe(201);
    expect(lane.body!['coupon'].stake).toBe(site.body!['coupon'].stake);
    expect(Object.keys(lane.body!).sort()).toEqual(Object.keys(site.body!).sort());
    expect(Object.keys(lane.body!['coupon']).sort()).toEqual(Object.keys(site.body!['coupon']).sort());
    // the site's security headers and no-store for a session's answer are on both
    expect(lane.headers.get('cache-control')).toBe('no-store');
    expect(lane.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lane.headers).toEqual(site.headers);
  });

  it('a retry through the other door finds the coupon placed through the first (one coupon, one stake)', async () => {
    const k = key();
    const { lane, site } = await both({ body: slip(k) });
    expect(lane.status).toBe(201);
    expect(site.status).toBe(200);
    expect(site.body!['ticketId']).toBe(lane.body!['ticketId']);
    expect(site.body!['credit']).toBe(lane.body!['credit']);
  });

  const refusals: Array<[string, { headers?: Record<string, string>; body?: string }, number, string]> = [
    ['no CSRF header', { headers: { [CSRF_HEADER]: '' }, body: '{}' }, 403, 'csrfHeaderMissing'],
    [
      'a client of an older protocol',
      { headers: { [PROTOCOL_HEADER]: '0.9' }, body: '{}' },
      426,
      'clientTooOld',
    ],
    [
      'a protocol header that is not a version',
      { headers: { [PROTOCOL_HEADER]: 'new' }, body: '{}' },
      400,
      'invalidRequest',
    ],
    ['JSON that does not parse', { body: '{"stake": 2,' }, 400, 'invalidRequest'],
    ['a body over 100 kB', { body: JSON.stringify({ pad: 'x'.repeat(110_000) }) }, 413, 'invalidRequest'],
    ['no session', { headers: { cookie: '' }, body: '{}' }, 401, 'notLoggedIn'],
    [
      'a slip that fails the schema',
      { body: JSON.stringify({ idempotencyKey: 'k', stake: -1, picks: [] }) },
      400,
      'invalidRequest',
    ],
    [
      'a NUL character',
      { body: JSON.stringify({ idempotencyKey: 'a\u0000b', stake: 2, picks: [] }) },
      400,
      'invalidRequest',
    ],
  ];
  it.each(refusals)(
    'refused the same on the lane and through the site: %s',
    async (_what, init, status, code) => {
      const { lane, site } = await both(init);
      expect(lane.throughSite).toBe(false);
      expect(lane.status).toBe(status);
      expect(lane.body!['error'].code).toBe(code);
      expect(lane).toEqual({ ...site, throughSite: false });
    },
  );

  /** POST answers counted by the metrics under each route label, whatever their status. */
  async function countedByRoute(): Promise<Map<string, number>> {
    const text = await (await fetch(`${server.metricsUrl}/metrics`)).text();
    const counts = new Map<string, number>();
    for (const line of text.split('\n')) {
      const route = /^http_requests_total\{method="POST",route="([^"]*)"/.exec(line)?.[1];
      if (route !== undefined) counts.set(route, (counts.get(route) ?? 0) + Number(line.split(' ').pop()));
    }
    return counts;
  }

  it('the metrics count each door under the same route: the entry once it is reached, unmatched before', async () => {
    const before = await countedByRoute();
    const placed = await both({ body: () => slip(key()) });
    const noSession = await both({ headers: { cookie: '' }, body: '{}' });
    const noCsrf = await both({ headers: { [CSRF_HEADER]: '' }, body: '{}' });
    expect([noSession.lane.status, noCsrf.lane.status]).toEqual([401, 403]);
    expect(placed.lane.status).toBe(placed.site.status);
    const after = await countedByRoute();
    const added = (route: string) => (after.get(route) ?? 0) - (before.get(route) ?? 0);
    // each door once: the placement and the entry's guard within its route, the CSRF check before any
    expect(added(`${API_BASE}/coupons`)).toBe(4);
    expect(added('unmatched')).toBe(2);
    expect(after.has('/coupons')).toBe(false);
  });

  it('another method or a path with a query goes through the site as before', async () => {
    const handle = spyOnSite();
    try {
      const res = await fetch(`${server.url}${API_BASE}/coupons?limit=5`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(handle).toHaveBeenCalledTimes(1);
    } finally {
      handle.mockRestore();
    }
  });
});
