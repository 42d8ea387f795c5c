import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { streamOut } from './stream-out.ts';

const CHUNKS = 2_000;
/** Text that compresses poorly, so the answer is large and the reader falls behind. */
const chunk = (i: number) => `${i}:${Math.random().toString(36).repeat(40)}\n`;

describe('streamOut through a compressed response', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server whose one route streams CHUNKS chunks; answers what the route saw. */
  async function serve() {
    let ended!: () => void;
    const seen = {
      made: 0,
      finished: false,
      sent: undefined as boolean | undefined,
      done: new Promise<void>((resolve) => (ended = resolve)),
    };
    const app = express();
    app.use(compression());
    app.get('/', async (_req, res) => {
      async function* chunks() {
        try {
          for (; seen.made < CHUNKS; seen.made++) yield chunk(seen.made);
        } finally {
          seen.finished = true;
        }
      }
      res.type('text/plain');
      seen.sent = await streamOut(res, chunks());
      ended();
    });
    server = app.listen(0);
    await new Promise((resolve) => server!.once('listening', resolve));
    return { seen, port: (server!.address() as AddressInfo).port };
  }

  const get = (port: number) =>
    new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ port, headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
    );

  it('sends every chunk to a slow reader, then ends', async () => {
    const { seen, port } = await serve();
    const res = await get(port);
    expect(res.headers['content-encoding']).toBe('gzip');
    const parts: Buffer[] = [];
    for await (const part of res) {
      parts.push(part as Buffer);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await seen.done;
    const lines = zlib.gunzipSync(Buffer.concat(parts)).toString().trimEnd().split('\n');
    expect(lines).toHaveLength(CHUNKS);
    expect(lines.map((l) => Number(l.split(':')[0]))).toEqual(lines.map((_, i) => i));
    expect(seen.sent).toBe(true);
  });

  it('stops making chunks when the reader goes away, and says so', async () => {
    const { seen, port } = await serve();
    const res = await get(port);
    await new Promise((resolve) => res.once('data', resolve));
    res.destroy();
    await seen.done;
    expect(seen.sent).toBe(false);
    expect(seen.finished).toBe(true);
    expect(seen.made).toBeLessThan(CHUNKS);
  });
});
