import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { oddsChange, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import type { FeedMessage } from '../feed/index.ts';
import { MAX_MATCHES_PER_CLIENT, sockets } from '@bet/shared';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Answer = { ok: boolean; code?: string };

/** Every outcome of a match re-priced by `delta` (the next version): one feed message. */
function bump(m: TestMatch, delta: number): FeedMessage {
  const odds = Object.fromEntries(
    Object.entries(m.odds).map(([name, odd]) => [name, Math.round((odd + delta) * 100) / 100]),
  );
  return oddsChange(m, odds);
}
/** How many outcomes a test match prices (1X2 and over/under). */
const OUTCOMES = 5;

function emitAck(client: Socket, event: string, payload: unknown): Promise<Answer> {
  return new Promise((resolve) => client.emit(event, payload, resolve));
}

/** Records the messages (not the events inside them) a client gets. */
/** Pushes that did not match their contract schema, with the schema's complaint. */
const offContract: string[] = [];
function checked(event: 'odds' | 'match', payload: unknown): void {
  const parsed = sockets.live.pushes[event].safeParse(payload);
  if (!parsed.success) offContract.push(`${event}: ${parsed.error.message}`);
}

function record(client: Socket) {
  const odds: any[][] = [];
  const match: any[][] = [];
  client.on('odds', (events: any[]) => (checked('odds', events), odds.push(events)));
  client.on('match', (events: any[]) => (checked('match', events), match.push(events)));
  return { odds, match };
}

const settle = () => new Promise((r) => setTimeout(r, 150));

describe('the /live namespace', () => {
  let server: TestServer;
  const clients: Socket[] = [];
  let world: World;
  const service = () => server.services.sports;

  async function client(): Promise<Socket> {
    const c = connect(`${server.url}/live`, { transports: ['websocket'], forceNew: true });
    clients.push(c);
    await new Promise<void>((resolve) => c.on('connect', () => resolve()));
    return c;
  }

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
    // every push any test here received is what the contract says
    expect(offContract).toEqual([]);
  });

  it('sends a subscribed match its odds changes and nothing of another match', async () => {
    const c = await client();
    const [a, b] = [await world.newMatch(), await world.newMatch()];
    expect(await emitAck(c, 'subscribe', { matchIds: [a.id] })).toEqual({ ok: true });
    const got = record(c);
    const before = a.odds['1'];
    await world.apply([bump(a, 0.1), bump(b, 0.1)]);
    await settle();
    const events = got.odds.flat();
    expect(events.length).toBe(OUTCOMES);
    expect(events.every((e) => e.matchId === a.id)).toBe(true);
    const first = events.find((e) => e.outcomeId === a.result.outcomes['1']);
    expect(first).toEqual({
      matchId: a.id,
      marketId: a.result.marketId,
      outcomeId: first.outcomeId,
      odd: Math.round((before + 0.1) * 100) / 100,
      dir: 1,
      active: true,
      iss: false,
      isv: true,
      ts: expect.any(Number),
      seq: expect.any(Number),
    });
    // one more for each change of the match
    const seqs = events.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
  });

  it('a burst of changes within a tick costs one message per followed sport, with the net direction', async () => {
    const c = await client();
    const [a, b] = [await world.newMatch(), await world.newMatch()];
    await emitAck(c, 'subscribe', { sportId: 1 });
    const got = record(c);
    const outcome = a.result.outcomes['1'];
    const start = a.odds['1'];
    // One feed batch moves match a three times: up, up, then down below where it started.
    await world.apply([bump(a, 0.2), bump(b, 0.1), bump(a, 0.3), bump(a, -0.6)]);
    await settle();
    expect(got.odds).toHaveLength(1);
    const events = got.odds[0]!;
    // One entry per outcome, the last odd of each.
    expect(events.filter((e) => e.outcomeId === outcome)).toHaveLength(1);
    const last = events.find((e) => e.outcomeId === outcome);
    expect(last.odd).toBe(service().view.get(a.id)!.markets[0]!.outcomes[0]!.odd);
    expect(last.odd).toBeLessThan(start);
    expect(last.dir).toBe(-1);
    expect(new Set(events.map((e) => e.matchId))).toEqual(new Set([a.id, b.id]));
  });

  it('a sport subscription gets that sport only; match state arrives as `match`', async () => {
    const c = await client();
    await emitAck(c, 'subscribe', { sportId: 1 });
    const got = record(c);
    const football = world.football.live;
    const other = world.basketball.live;
    await world.apply([
      bump(other, 0.1),
      {
        kind: 'state',
        matchId: football.id,
        version: ++football.version,
        state: {
          ttype: 'L',
          status: '2p',
          betStatus: 'started',
          score: { home: 1, away: 0 },
          time: { minute: 61, extra: 0 },
        },
      },
    ]);
    await settle();
    expect(got.odds).toHaveLength(0);
    expect(got.match).toEqual([
      [
        {
          id: football.id,
          status: '2p',
          betStatus: 'started',
          score: { home: 1, away: 0 },
          time: { minute: 61, extra: 0 },
          iss: false,
          isv: true,
          ts: expect.any(Number),
          seq: expect.any(Number),
        },
      ],
    ]);
  });

  it('after unsubscribing a client gets nothing more', async () => {
    const c = await client();
    const a = await world.newMatch();
    await emitAck(c, 'subscribe', { matchIds: [a.id] });
    expect(await emitAck(c, 'unsubscribe', { matchIds: [a.id] })).toEqual({ ok: true });
    const got = record(c);
    await world.apply([bump(a, 0.1)]);
    await settle();
    expect(got.odds).toHaveLength(0);
    // Unsubscribing with nothing named drops every subscription.
    await emitAck(c, 'subscribe', { matchIds: [a.id], sportId: 1 });
    await emitAck(c, 'unsubscribe', {});
    await world.apply([bump(a, 0.1)]);
    await settle();
    expect(got.odds).toHaveLength(0);
  });

  it('refuses a malformed subscription and one that follows too many matches', async () => {
    const c = await client();
    expect(await emitAck(c, 'subscribe', { matchIds: ['x'] })).toEqual({ ok: false, code: 'invalidRequest' });
    expect(await emitAck(c, 'subscribe', { sportId: -1 })).toEqual({ ok: false, code: 'invalidRequest' });
    const ids = Array.from({ length: MAX_MATCHES_PER_CLIENT }, (_, i) => i + 1);
    expect(await emitAck(c, 'subscribe', { matchIds: ids })).toEqual({ ok: true });
    expect(await emitAck(c, 'subscribe', { matchIds: [MAX_MATCHES_PER_CLIENT + 1] })).toEqual({
      ok: false,
      code: 'tooManySubscriptions',
    });
    // Ids it already follows are not counted twice.
    expect(await emitAck(c, 'subscribe', { matchIds: [1, 2] })).toEqual({ ok: true });
  });

  it('answers a request its schema refuses with invalidRequest, and the connection carries on', async () => {
    const c = await client();
    const got = record(c);
    for (const bad of ['text', null, [1, 2], { matchIds: 'x' }, { sportId: 1.5 }])
      expect(await emitAck(c, 'subscribe', bad)).toEqual({ ok: false, code: 'invalidRequest' });
    expect(await emitAck(c, 'unsubscribe', 42)).toEqual({ ok: false, code: 'invalidRequest' });
    // without an acknowledgement to answer, a bad request is dropped
    c.emit('subscribe', { matchIds: [-1] });
    c.emit('subscribe');
    const a = await world.newMatch();
    expect(await emitAck(c, 'subscribe', { matchIds: [a.id] })).toEqual({ ok: true });
    await world.apply([bump(a, 0.1)]);
    await settle();
    expect(got.odds.flat().map((e) => e.matchId)).toEqual(Array(OUTCOMES).fill(a.id));
  });
});
