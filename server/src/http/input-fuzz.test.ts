import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@bet/shared';
import { loginDemo } from '../testing/login-as.ts';
import { RequestFuzzer, operationsOf, type FuzzRequest } from '../testing/fuzz-requests.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Sends malformed requests to every operation of the OpenAPI document as every kind of caller and
 * fails on any 5xx. FUZZ_SEED replays a run (the failure report prints it); FUZZ_PER_ROUTE sets
 * how many requests each operation gets per caller.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261125);
const PER_ROUTE = Number(process.env['FUZZ_PER_ROUTE'] ?? 10);
/** Requests in flight at once: enough to keep the server busy, few enough for a small machine. */
const PARALLEL = 4;

describe(`input fuzzing over the OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const cookies: Record<string, string> = { guest: '' };
  let knownIds: number[];

  beforeAll(async () => {
    server = await startTestServer();
    for (const [role, userName] of [
      ['admin', 'admin'],
      ['dealer', 'dealer1'],
      ['player', 'player1'],
      ['shop', 'shop1'],
    ] as const)
      cookies[role] = (await loginDemo(server.url, userName)).cookie;
    // Users no caller is logged in as: requests that close or move them leave the callers' sessions alone.
    const rows = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('user_name', 'in', ['player2', 'player3', 'player4', 'dealer2'])
      .execute();
    knownIds = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await server.close();
  });

  it('never answers 5xx, whoever calls and whatever is sent', { timeout: 240_000 }, async () => {
    const doc = (await server.api.get('/openapi.json')).body as Record<string, unknown>;
    const operations = operationsOf(doc)
      // Logging out ends the callers' sessions: it goes last.
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    expect(operations.length).toBeGreaterThan(40);

    const fuzzer = new RequestFuzzer(SEED, doc, knownIds);
    const batches = operations.map((op) =>
      Object.entries(cookies).flatMap(([role, cookie]) =>
        fuzzer.requests(op, PER_ROUTE).map((request) => ({ role, cookie, request })),
      ),
    );

    const failures: string[] = [];
    let sent = 0;
    for (const batch of batches) {
      await inParallel(batch, PARALLEL, async ({ role, cookie, request }) => {
        const status = await send(server.url, request, cookie);
        sent++;
        if (status >= 500) failures.push(describeFailure(role, request, status));
      });
    }
    if (failures.length) console.error(`FUZZ_SEED=${SEED}\n${failures.slice(0, 20).join('\n')}`);
    expect(sent).toBeGreaterThanOrEqual(operations.length * 5 * PER_ROUTE);
    expect(failures).toEqual([]);
  });
});

async function send(baseUrl: string, request: FuzzRequest, cookie: string): Promise<number> {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...request.headers };
  // A mutated cookie header replaces the caller's; otherwise the caller's session goes along.
  if (!headers['cookie'] && cookie) headers['cookie'] = cookie;
  try {
    const res = await fetch(baseUrl + request.url, {
      method: request.method,
      headers,
      body: request.body,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    // No answer at all (the connection dropped): as bad as a 5xx.
    return 599;
  }
}

function describeFailure(role: string, r: FuzzRequest, status: number): string {
  return `${status} as ${role}: ${r.method} ${r.url.slice(0, 200)} [${r.mutation}] headers=${JSON.stringify(
    r.headers,
  ).slice(0, 200)} body=${(r.body ?? '').slice(0, 200)}`;
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
