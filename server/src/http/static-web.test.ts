import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markSignedIn } from '../modules/auth/index.ts';
import { staticWeb } from './static-web.ts';

describe('the web app as the server sends it', () => {
  let base = '';
  let close: () => void = () => {};
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bet</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const app = express();
    app.use(staticWeb(dist, markSignedIn));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (p: string, cookie?: string) => fetch(base + p, cookie ? { headers: { cookie } } : {});

  // A session from before the signed-in marker existed would otherwise look like a guest to the page.
  it('marks a page for a browser that holds a session but not the signed-in marker', async () => {
    const res = await get('/tr/coupons', 'sid=abc');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^signed_in=1; Path=\//);
  });
  it('leaves the marker alone when it is there, for a guest, and on assets', async () => {
    expect((await get('/tr/', 'sid=abc; signed_in=1')).headers.get('set-cookie')).toBeNull();
    expect((await get('/tr/')).headers.get('set-cookie')).toBeNull();
    const asset = await get('/assets/app-1.js', 'sid=abc');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('set-cookie')).toBeNull();
  });
});
