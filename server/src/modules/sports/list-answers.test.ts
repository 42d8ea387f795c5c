import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@bet/shared';
import { oddsChange } from '../../testing/test-matches.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The test world's league (see testing/test-matches). */
const LEAGUE = 9002;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the bytes as sent (still compressed when Content-Encoding says so) */
  raw: Buffer;
}

/**
 * A GET with exactly these headers, as a browser cache or a phone sends it. Not with fetch: it
 * adds headers of its own and decompresses, and the test is about the bytes on the wire.
 */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function json(a: Answer): any {
  const encoding = a.headers['content-encoding'];
  const body =
    encoding === 'gzip'
      ? zlib.gunzipSync(a.raw)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(a.raw)
        : a.raw;
  return JSON.parse(body.toString('utf8'));
}

describe(`kept list answers: ETags, 304s, compression (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  const url = (path: string) => server.url + API_BASE + path;
  const LISTS = [
    '/sports',
    '/matches',
    '/live',
    '/sports/1/categories',
    '/sports/1/categories/9001/tournaments',
  ];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a repeated list with 304 and no body, whichever encoding the tag came with', async () => {
    for (const path of LISTS) {
      const first = await get(url(path), { 'accept-encoding': 'gzip' });
      expect(first.status, path).toBe(200);
      const etag = first.headers.etag!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.vary, path).toBe('Accept-Encoding, Accept-Language');
      const again = await get(url(path), { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.raw.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
      // a client that stored the plain answer's tag revalidates against the gzip one too
      const plain = await get(url(path), { 'if-none-match': `W/${etag}, "other"` });
      expect(plain.status, path).toBe(304);
    }
    const other = await get(url('/matches'), { 'if-none-match': '"not-this-one"' });
    expect(other.status).toBe(200);
    expect(json(other).results.length).toBeGreaterThan(0);
  });

  it('sends gzip or brotli as asked, each decoding to the same JSON as the plain answer', async () => {
    const plain = await get(url('/matches'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get(url('/matches'), { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const br = await get(url('/matches'), { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const refused = await get(url('/matches'), { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gzip.raw.length).toBeLessThan(plain.raw.length);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.raw.length);
    expect(json(gzip)).toEqual(json(plain));
    expect(json(br)).toEqual(json(plain));
    expect(json(refused)).toEqual(json(plain));
    // each encoding is its own representation with its own tag
    expect(new Set([plain, gzip, br].map((a) => a.headers.etag)).size).toBe(3);
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(url('/matches'), { method: 'HEAD' }, resolve).on('error', reject).end(),
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
  });

  it('changes the tag and the body when an odd changes, and an old tag gets the new list', async () => {
    const m = world.football.pre;
    const before = await get(url('/matches?lang=en'), { 'accept-encoding': 'gzip' });
    const oddOf = (a: Answer) =>
      json(a)
        .results.find((x: any) => x.id === m.id)
        .markets.find((mk: any) => mk.id === m.result.marketId)
        .outcomes.find((o: any) => o.id === m.result.outcomes['1']).odd;
    const oddBefore = oddOf(before);
    await world.apply([oddsChange(m, { '1': m.odds['1'] + 0.35 })]);
    const after = await get(url('/matches?lang=en'), {
      'accept-encoding': 'gzip',
      'if-none-match': before.headers.etag!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(oddOf(after)).not.toBe(oddBefore);
  });

  it('changes the tag and the body when a match is suspended', async () => {
    const m = world.football.pre;
    const live = world.football.live;
    const lists = [`/matches?tournamentId=${LEAGUE}`, `/live?tournamentId=${LEAGUE}`];
    const before = await Promise.all(lists.map((p) => get(url(p))));
    for (const id of [m.id, live.id])
      expect((await world.admin.post(`/admin/fixtures/${id}/suspend`, { suspended: true })).status).toBe(200);
    for (const [i, path] of lists.entries()) {
      const after = await get(url(path), { 'if-none-match': before[i]!.headers.etag! });
      expect(after.status, path).toBe(200);
      const id = i === 0 ? m.id : live.id;
      const shown = json(after).results.find((x: any) => x.id === id);
      expect(
        shown.markets.every((mk: any) => mk.iss),
        path,
      ).toBe(true);
      expect(
        json(before[i]!)
          .results.find((x: any) => x.id === id)
          .markets.some((mk: any) => !mk.iss),
      ).toBe(true);
    }
    for (const id of [m.id, live.id])
      expect((await world.admin.post(`/admin/fixtures/${id}/suspend`, { suspended: false })).status).toBe(
        200,
      );
  });

  it('answers each language its own names: a league renamed in English only', async () => {
    const path = `/matches?tournamentId=${LEAGUE}`;
    const enBefore = await get(url(path), { 'accept-language': 'en' });
    const trBefore = await get(url(path), { 'accept-language': 'tr' });
    expect(
      (await world.admin.patch(`/admin/catalogue/league/${LEAGUE}`, { names: { en: 'Renamed league' } }))
        .status,
    ).toBe(200);
    const en = await get(url(path), { 'accept-language': 'en', 'if-none-match': enBefore.headers.etag! });
    expect(en.status).toBe(200);
    expect(json(en).results.every((x: any) => x.tournamentName === 'Renamed league')).toBe(true);
    // the same list by the lang query rather than the header
    expect(json(await get(url(`${path}&lang=en`)))).toEqual(json(en));
    // Turkish keeps the feed's name, so its answer, tag included, is as it was
    const tr = await get(url(path), { 'accept-language': 'tr', 'if-none-match': trBefore.headers.etag! });
    expect(tr.status).toBe(304);
    const trFull = await get(url(path), { 'accept-language': 'tr' });
    expect(json(trFull).results.every((x: any) => x.tournamentName === 'Test league')).toBe(true);
    const tournaments = json(
      await get(url('/sports/1/categories/9001/tournaments'), { 'accept-language': 'en' }),
    );
    expect(tournaments.results.find((t: any) => t.id === LEAGUE).name).toBe('Renamed league');
  });

  it('leaves a hidden league out of every list at once, and shows it again when shown', async () => {
    const ids = async () => {
      const [matches, live] = await Promise.all([
        get(url('/matches?limit=1000')),
        get(url('/live?limit=500')),
      ]);
      return [...json(matches).results, ...json(live).results].map((x: any) => x.id);
    };
    const shownBefore = await ids();
    expect(shownBefore).toContain(world.football.pre.id);
    expect(shownBefore).toContain(world.football.live.id);
    expect((await world.admin.patch(`/admin/catalogue/league/${LEAGUE}`, { visible: false })).status).toBe(
      200,
    );
    const hidden = await ids();
    expect(hidden).not.toContain(world.football.pre.id);
    expect(hidden).not.toContain(world.football.live.id);
    const leagues = json(await get(url('/sports/1/categories/9001/tournaments'))).results;
    expect(leagues.map((t: any) => t.id)).not.toContain(LEAGUE);
    expect((await world.admin.patch(`/admin/catalogue/league/${LEAGUE}`, { visible: true })).status).toBe(
      200,
    );
    expect(await ids()).toContain(world.football.pre.id);
  });

  it('answers bounded pages: a default page, and an oversize one refused with a message key', async () => {
    for (let i = 0; i < 3; i++) await world.newMatch();
    const page = json(await get(url('/matches?limit=2')));
    expect(page.results).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
    for (const bad of ['/matches?limit=1001', '/live?limit=501', '/matches?limit=0', '/live?offset=-1']) {
      const res = await get(url(bad));
      expect(res.status, bad).toBe(400);
      expect(json(res).error.code, bad).toBe('invalidRequest');
    }
  });

  it('answers a repeated request as the first: security headers, Cache-Control, the protocol guard', async () => {
    for (const path of ['/matches?limit=5', '/sports']) {
      const first = await get(url(path), { 'accept-language': 'en' });
      const again = await get(url(path), { 'accept-language': 'en' });
      expect(json(again), path).toEqual(json(first));
      // every header the routed answer had (the site's security headers among them), bar the clock
      const headers = (a: Answer) => ({ ...a.headers, date: undefined });
      expect(headers(again), path).toEqual(headers(first));
      expect(first.headers['content-security-policy'], path).toBeTruthy();
      const old = await get(url(path), { 'accept-language': 'en', 'x-protocol-version': '0.9' });
      expect(old.status, path).toBe(426);
      expect(json(old).error.code).toBe('clientTooOld');
    }
  });

  it('counts answers given ahead of the routes in the metrics under their route', async () => {
    const token = 'metrics-token-0123456789abcdefghijkl';
    const counted = await startTestServer({ metricsToken: token });
    try {
      const count = async () => {
        const text = await (
          await fetch(`${counted.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
        ).text();
        return Number(
          /http_requests_total\{method="GET",route="\/api\/v1\/live",status="200"\} (\d+)/.exec(text)?.[1] ??
            0,
        );
      };
      const before = await count();
      for (let i = 0; i < 5; i++) expect((await get(`${counted.url}${API_BASE}/live`)).status).toBe(200);
      expect(await count()).toBe(before + 5);
    } finally {
      await counted.close();
    }
  });
});
