import {
  LiveSequencer,
  sockets,
  type LiveMatchEvent,
  type LiveOddsEvent,
  type LiveSnapshot,
} from '@bet/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { oddsChange, type TestMatch } from '../../testing/test-matches.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import type { FeedMessage } from '../feed/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Change = LiveOddsEvent | LiveMatchEvent;

/** Every outcome of a match re-priced by `delta`: one feed message. */
function bump(m: TestMatch, delta: number): FeedMessage {
  const odds = Object.fromEntries(
    Object.entries(m.odds).map(([name, odd]) => [name, Math.round((odd + delta) * 100) / 100]),
  );
  return oddsChange(m, odds);
}

function sameMaps<K, V>(x: Map<K, V>, y: Map<K, V>): boolean {
  return x.size === y.size && [...x].every(([k, v]) => y.get(k) === v);
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A client as the web app is one: it applies what the shared sequencing rule tells it, asks for a
 * snapshot on following a match or after a gap, and records every change and snapshot it gets.
 * `deaf` drops pushes before the rule sees them, as a lost message would be.
 */
class SequencedClient {
  readonly socket: Socket;
  readonly sequencer = new LiveSequencer<Change>((c) => ('matchId' in c ? c.matchId : c.id));
  /** outcome id -> odd, as the client shows it */
  readonly odds = new Map<number, number>();
  readonly snapshots: LiveSnapshot[] = [];
  /** every change pushed to this connection, applied or not */
  readonly pushed: Change[] = [];
  readonly applied: Change[] = [];
  readonly offContract: string[] = [];
  deaf = false;

  constructor(url: string) {
    this.socket = connect(`${url}/live`, { transports: ['websocket'], forceNew: true });
    for (const event of ['odds', 'match'] as const)
      this.socket.on(event, (changes: Change[]) => {
        const parsed = sockets.live.pushes[event].safeParse(changes);
        if (!parsed.success) this.offContract.push(parsed.error.message);
        if (this.deaf) return;
        this.pushed.push(...changes);
        const { apply, ask } = this.sequencer.receive(changes);
        this.apply(apply);
        void this.ask(ask);
      });
  }

  connected(): Promise<void> {
    return new Promise((resolve) =>
      this.socket.connected ? resolve() : this.socket.once('connect', resolve),
    );
  }

  async follow(matchIds: number[]): Promise<void> {
    const answer = await this.socket.emitWithAck('subscribe', { matchIds });
    expect(answer).toEqual({ ok: true });
    const before = this.snapshots.length;
    await this.ask(matchIds.filter((id) => this.sequencer.expect(id)));
    // a change pushed right after joining may have asked already: its snapshot counts as well
    const fresh = () => new Set(this.snapshots.slice(before).map((s) => s.matchId));
    await eventually(() => matchIds.every((id) => fresh().has(id)));
  }

  async ask(matchIds: number[]): Promise<void> {
    if (matchIds.length === 0) return;
    const answer = await this.socket.emitWithAck('snapshot', { matchIds });
    const parsed = sockets.live.requests.snapshot.ack.safeParse(answer);
    if (!parsed.success) this.offContract.push(parsed.error.message);
    for (const snap of answer.snapshots as LiveSnapshot[]) {
      this.snapshots.push(snap);
      const { take, apply, ask } = this.sequencer.snapshot(snap.matchId, snap.seq);
      if (take) for (const o of snap.odds) this.odds.set(o.outcomeId, o.odd);
      this.apply(apply);
      if (ask) await this.ask([snap.matchId]);
    }
  }

  private apply(changes: Change[]): void {
    for (const c of changes) {
      this.applied.push(c);
      if ('matchId' in c) this.odds.set(c.outcomeId, c.odd);
    }
  }
}

describe('/live numbers every change per match, and a client resumes from snapshots', () => {
  let server: TestServer;
  let world: World;
  const clients: SequencedClient[] = [];
  const service = () => server.services.sports;

  async function client(): Promise<SequencedClient> {
    const c = new SequencedClient(server.url);
    clients.push(c);
    await c.connected();
    return c;
  }
  /** the odds the server holds for a match, by outcome id */
  const serverOdds = (m: TestMatch) =>
    new Map(
      service()
        .view.get(m.id)!
        .markets.flatMap((mk) => mk.outcomes.map((o) => [o.id, o.odd] as const)),
    );
  const shown = (c: SequencedClient, m: TestMatch) =>
    new Map([...serverOdds(m).keys()].map((id) => [id, c.odds.get(id)] as const));

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(async () => {
    for (const c of clients) c.socket.close();
    await server.close();
    for (const c of clients) expect(c.offContract).toEqual([]);
  });

  it('a followed match starts from its snapshot; its changes come numbered one after another', async () => {
    const c = await client();
    const m = await world.newMatch();
    await world.apply([bump(m, 0.1)]);
    await c.follow([m.id]);
    expect(c.snapshots).toHaveLength(1);
    const snap = c.snapshots[0]!;
    expect(snap.match?.id).toBe(m.id);
    expect(new Map(snap.odds.map((o) => [o.outcomeId, o.odd]))).toEqual(serverOdds(m));
    for (const step of [0.1, -0.2, 0.3]) {
      await world.apply([bump(m, step)]);
      await eventually(() => sameMaps(shown(c, m), serverOdds(m)));
    }
    // Changes within one tick collapse; whatever came is numbered on from the snapshot, without a gap.
    expect(c.pushed.length).toBeGreaterThan(0);
    const seqs = c.pushed.map((e) => e.seq).filter((seq) => seq > snap.seq);
    expect(seqs).toEqual(seqs.map((_, i) => snap.seq + 1 + i));
    expect(c.snapshots).toHaveLength(1);
  });

  it('a gap makes the client ask for a snapshot, then the changes after it apply', async () => {
    const c = await client();
    // A second client hears every push: when it has a change, so would the first have had.
    const witness = await client();
    const m = await world.newMatch();
    await c.follow([m.id]);
    await witness.follow([m.id]);
    await world.apply([bump(m, 0.1)]);
    await eventually(() => sameMaps(shown(c, m), serverOdds(m)));
    const before = c.applied.at(-1)!.seq;
    // Changes are lost on their way to the first client.
    c.deaf = true;
    await world.apply([bump(m, 0.1)]);
    await world.apply([bump(m, -0.05)]);
    await eventually(() => sameMaps(shown(witness, m), serverOdds(m)));
    c.deaf = false;
    expect(sameMaps(shown(c, m), serverOdds(m))).toBe(false);
    await world.apply([bump(m, 0.2)]);
    // The next change jumps: the client asks for a snapshot, which holds what was lost.
    await eventually(() => c.snapshots.length === 2);
    const second = c.snapshots[1]!;
    expect(second.seq).toBeGreaterThan(before + 5);
    await eventually(() => sameMaps(shown(c, m), serverOdds(m)));
    await world.apply([bump(m, 0.1)]);
    await eventually(() => sameMaps(shown(c, m), serverOdds(m)));
    // What was applied after the snapshot follows it without a gap, and nothing older was applied.
    const after = c.applied.filter((e) => e.seq > second.seq).map((e) => e.seq);
    expect(after.length).toBeGreaterThan(0);
    expect(after).toEqual(after.map((_, i) => second.seq + 1 + i));
    expect(c.applied.filter((e) => e.seq > before && e.seq <= second.seq)).toEqual([]);
    expect(c.snapshots).toHaveLength(2);
  });

  it('after a reconnection the client asks again and shows what changed while it was away', async () => {
    const c = await client();
    const m = await world.newMatch();
    await c.follow([m.id]);
    c.socket.disconnect();
    await world.apply([bump(m, 0.2)]);
    await world.apply([bump(m, 0.1)]);
    expect(shown(c, m)).not.toEqual(serverOdds(m));
    // As the web app does on every connect: a new connection numbers nothing of the old one.
    c.sequencer.reset();
    c.socket.connect();
    await c.connected();
    await c.follow([m.id]);
    expect(shown(c, m)).toEqual(serverOdds(m));
    const resumed = c.snapshots.at(-1)!;
    await world.apply([bump(m, -0.1)]);
    await eventually(() => c.applied.some((e) => e.seq > resumed.seq));
    // Not a count of events: changes made before the snapshot may still be numbered after it
    // (the same prices again, harmless), so the end state is what is awaited.
    await eventually(() => sameMaps(shown(c, m), serverOdds(m)));
    const after = c.applied.filter((e) => e.seq > resumed.seq).map((e) => e.seq);
    expect(after).toEqual(after.map((_, i) => resumed.seq + 1 + i));
  });

  it('a client gets nothing of matches it does not follow, and one copy of a match it follows twice', async () => {
    const [byId, bySport, both, basketball, none] = await Promise.all([
      client(),
      client(),
      client(),
      client(),
      client(),
    ]);
    const [a, b] = [await world.newMatch(), await world.newMatch()];
    await byId.follow([a.id]);
    await bySport.socket.emitWithAck('subscribe', { sportId: 1 });
    await both.socket.emitWithAck('subscribe', { sportId: 1, matchIds: [a.id] });
    await basketball.socket.emitWithAck('subscribe', { sportId: 3 });
    await world.apply([bump(a, 0.1), bump(b, 0.1)]);
    // the last of these reaches everyone who follows football, after everything before it
    const last = await world.newMatch();
    await world.apply([bump(last, 0.1)]);
    const got = (c: SequencedClient, m: TestMatch) =>
      c.pushed.filter((e) => ('matchId' in e ? e.matchId : e.id) === m.id);
    await eventually(() => got(bySport, last).length > 0 && got(both, last).length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(new Set(byId.pushed.map((e) => ('matchId' in e ? e.matchId : e.id)))).toEqual(new Set([a.id]));
    for (const c of [bySport, both]) {
      expect(got(c, a).length).toBeGreaterThan(0);
      expect(got(c, b).length).toBeGreaterThan(0);
    }
    // following the sport and the match, each change of the match comes once
    const seqs = got(both, a).map((e) => e.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(got(bySport, a).map((e) => e.seq));
    expect(basketball.pushed).toEqual([]);
    expect(none.pushed).toEqual([]);
    // A snapshot is read by anyone; it answers a match the site does not have as null, numbered 0.
    const answer = await none.socket.emitWithAck('snapshot', { matchIds: [a.id, 999_999_999] });
    expect(answer.snapshots.map((s: LiveSnapshot) => s.match?.id ?? null)).toEqual([a.id, null]);
    expect(answer.snapshots[1].seq).toBe(0);
    expect(await none.socket.emitWithAck('snapshot', { matchIds: [] })).toEqual({
      ok: false,
      code: 'invalidRequest',
    });
  });
});
