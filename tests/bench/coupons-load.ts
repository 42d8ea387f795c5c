import http from 'node:http';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from '@bet/shared';

/**
 * The load client of the coupons bench, in a process of its own (forked by coupons.bench.ts) so
 * that the client's work never shares the server's event loop. Each player is one keep-alive
 * connection placing one coupon at a time, as a phone does. One command over IPC: a load to run;
 * the answer is its figures.
 */
export interface PlacementPick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
}

export interface PlacementLoad {
  /** the server's origin, or a bare endpoint's */
  url: string;
  /** one session cookie per player ('' for the bare endpoint) */
  players: string[];
  seconds: number;
  /** picks handed out in turn; a coupon takes consecutive ones */
  pool: PlacementPick[];
  /** picks per coupon, in turn (e.g. [2, 3]) */
  sizes: number[];
  system?: number[];
  /** makes idempotency keys unique across loads */
  prefix: string;
}

export interface PlacementFigures {
  placed: number;
  refused: number;
  /** the first refusal's status and body, to say why */
  firstRefusal?: string;
  rate: number;
  p50: number;
  p99: number;
}

async function runLoad(cmd: PlacementLoad): Promise<PlacementFigures> {
  const target = new URL(cmd.url + API_BASE + '/coupons');
  const latencies: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  let n = 0;
  let cursor = 0;
  const end = performance.now() + cmd.seconds * 1000;
  const start = performance.now();
  await Promise.all(
    cmd.players.map(async (cookie) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const size = cmd.sizes[n % cmd.sizes.length]!;
        const picks = Array.from({ length: size }, () => cmd.pool[cursor++ % cmd.pool.length]!);
        const body = JSON.stringify({
          idempotencyKey: `${cmd.prefix}-${n++}`,
          stake: 1,
          ...(cmd.system ? { system: cmd.system } : {}),
          picks,
        });
        const t = performance.now();
        const answer = await post(target, agent, cookie, body);
        latencies.push(performance.now() - t);
        if (answer.status !== 201) {
          refused++;
          firstRefusal ??= `${answer.status} ${answer.body.slice(0, 200)}`;
        }
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    placed: latencies.length - refused,
    refused,
    firstRefusal,
    rate: (latencies.length - refused) / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}

function post(
  target: URL,
  agent: http.Agent,
  cookie: string,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

process.on('message', (cmd: PlacementLoad) => {
  runLoad(cmd).then(
    (figures) => process.send!(figures),
    (err: unknown) => process.send!({ error: String(err) }),
  );
});
