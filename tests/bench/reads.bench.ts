import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_BASE } from '@bet/shared';
import { Simulator, startTestServer } from '@bet/server';
import { LoadProcess } from './load-process.ts';
import type { LoadCommand, LoadFigures } from './reads-load.ts';

const PG = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DB=sqlite or postgres runs one database only (e.g. under a CPU profile). */
const ONLY_DB = process.env['BENCH_DB'];
/** seconds of load per measurement (READS_SECONDS to change it) */
const SECONDS = Number(process.env['READS_SECONDS'] ?? 5);
const CONNECTIONS = 32;
/** the issue's goal for the cached lists, one instance on two cores */
const GOAL = 12_000;

/**
 * A bare node:http endpoint answering, for each path, fixed gzip bytes (the list's own, fetched
 * once), or 304 to a matching If-None-Match.
 */
async function bareEndpoint(bodies: Map<string, Buffer>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    if (req.headers['if-none-match'] === '"bare"') {
      res.writeHead(304, { etag: '"bare"' });
      res.end();
      return;
    }
    const body = bodies.get(req.url ?? '') ?? Buffer.alloc(0);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      etag: '"bare"',
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const GZIP = { 'accept-encoding': 'gzip, deflate', 'accept-language': 'en' };

/** A list's answer as the load client gets it: its ETag and its gzip bytes. */
function answerOf(url: string): Promise<{ etag: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: GZIP }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const etag = res.headers.etag;
          if (!etag) reject(new Error(`no ETag on ${url}`));
          // a short list is sent as it is; the bare endpoint sends it gzip-labelled all the same
          else
            resolve({ etag, body: res.headers['content-encoding'] === 'gzip' ? body : zlib.gzipSync(body) });
        });
      })
      .on('error', reject);
  });
}

const LISTS = ['/sports', '/matches', '/live'];

/**
 * The cached match lists (`/sports`, `/matches`, `/live`) loaded by autocannon in another process
 * (32 connections), each with gzip and with If-None-Match (304), beside a bare node:http endpoint
 * of this process answering a body of the same size to the same client in the same run: answers a
 * second, p50/p99 in ms, and the ratio to the bare endpoint.
 */
export async function run(): Promise<void> {
  if (ONLY_DB !== 'postgres') await bench('SQLite', {});
  if (ONLY_DB === 'sqlite') return;
  try {
    await bench('PostgreSQL', { databaseUrl: PG, databaseSchema: `bench_reads_${process.pid}` });
  } catch (err) {
    console.log(`PostgreSQL: skipped (${(err as Error).message})`);
  }
}

async function bench(db: string, overrides: Parameters<typeof startTestServer>[0]): Promise<void> {
  const server = await startTestServer(overrides);
  const client = new LoadProcess<LoadCommand, LoadFigures>(path.join(import.meta.dirname, 'reads-load.ts'));
  const load = (url: string, headers: Record<string, string>) =>
    client.run({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
  try {
    await server.services.sports.apply(new Simulator({ seed: 11, speed: 60 }).initialMessages(Date.now()));
    const base = server.url + API_BASE;
    const answers = new Map<string, { etag: string; body: Buffer }>();
    for (const list of LISTS) answers.set(list, await answerOf(base + list));
    const bare = await bareEndpoint(new Map([...answers].map(([list, a]) => [list, a.body])));
    console.log(
      `${db}: ${CONNECTIONS} connections, ${SECONDS} s each, load client in another process; ` +
        `the bare node:http endpoint answers each list's own gzip bytes`,
    );
    console.log('what                          answers/s   p50 ms  p99 ms  bytes  ratio to bare');
    const line = (what: string, f: LoadFigures, ceiling: LoadFigures | null) =>
      console.log(
        `${what.padEnd(30)}${f.rate.toFixed(0).padStart(9)}${String(f.p50).padStart(9)}${String(f.p99).padStart(8)}` +
          `${String(f.bytesPerAnswer).padStart(7)}  ${ceiling ? (f.rate / ceiling.rate).toFixed(2) : ''}` +
          `${f.errors ? `  errors ${f.errors} ${JSON.stringify(f.statuses)}` : ''}`,
      );
    const rates: Array<{ list: string; rate: number; ratio: number }> = [];
    for (const list of LISTS) {
      const ceiling = await load(bare.url + list, GZIP);
      line(`bare node:http ${list} gzip`, ceiling, null);
      const f = await load(base + list, GZIP);
      line(`GET ${list} gzip`, f, ceiling);
      rates.push({ list, rate: f.rate, ratio: f.rate / ceiling.rate });
    }
    const bare304 = await load(bare.url + '/', { ...GZIP, 'if-none-match': '"bare"' });
    line('bare node:http 304', bare304, null);
    for (const list of LISTS) {
      const f = await load(base + list, { ...GZIP, 'if-none-match': answers.get(list)!.etag });
      line(`GET ${list} If-None-Match 304`, f, bare304);
    }
    const worst = rates.reduce((a, b) => (b.rate < a.rate ? b : a));
    console.log(
      `${db}: the slowest cached list, ${worst.list}, answers ${worst.rate.toFixed(0)}/s with gzip ` +
        `(goal ${GOAL}/s on two cores; ratio to bare ${worst.ratio.toFixed(2)})`,
    );
    bare.close();
  } finally {
    client.stop();
    await server.close();
  }
}
