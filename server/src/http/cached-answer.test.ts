import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from './cached-answer.ts';

/** Answers of about 10 kB each under a bound of 50 kB: the cache may keep four or five of them. */
describe('AnswerCache', () => {
  let version = 'v1';
  const cache = new AnswerCache(() => version, 50_000);
  let made = 0;
  let routed = 0;

  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.get('/list/:n', (req, res) => {
      routed++;
      cache.send(req, res, req.params.n, () => {
        made++;
        return { n: req.params.n, filler: 'x'.repeat(10_000) };
      });
    });
    // as the site does: the lane first, ahead of Express, setting the site's headers when it answers
    server = http.createServer((req, res) => {
      if (cache.lane(req, res, () => res.setHeader('X-Site', '1')) === undefined) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

  it('makes an answer once per version and keeps its tag when the content is the same', async () => {
    made = 0;
    const first = await get('/list/a');
    await get('/list/a');
    expect(made).toBe(1);
    version = 'v2';
    const again = await get('/list/a');
    expect(made).toBe(2);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('keeps its bytes within the bound, dropping the least recently used answers first', async () => {
    for (let n = 0; n < 20; n++) await get(`/list/${n}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(50_000);
    expect(cache.size().answers).toBeLessThan(6);
    // the last one is still kept: asking again makes nothing
    made = 0;
    await get('/list/19');
    expect(made).toBe(0);
    // the first went long ago
    await get('/list/0');
    expect(made).toBe(1);
  });

  it('answers a request seen before in the lane, ahead of the routes, while its answer is current', async () => {
    routed = 0;
    version = 'v3';
    const first = await get('/list/lane?x=1', { 'accept-language': 'en' });
    const again = await get('/list/lane?x=1', {
      'accept-language': 'en',
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect(routed).toBe(1);
    expect(again.headers.get('x-site')).toBe('1');
    expect(first.headers.get('x-site')).toBeNull();
    // another Accept-Language, another query string, another version: through the routes
    await get('/list/lane?x=1', { 'accept-language': 'tr' });
    await get('/list/lane?x=2', { 'accept-language': 'en' });
    version = 'v4';
    await get('/list/lane?x=1', { 'accept-language': 'en' });
    expect(routed).toBe(4);
    // a client of an older protocol is left to the routes (and their guard)
    await get('/list/lane?x=1', { 'accept-language': 'en', 'x-protocol-version': '0.1' });
    expect(routed).toBe(5);
  });
});
