import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiveSequencer, sequenceStep } from './live-sequence.ts';

describe('sequenceStep', () => {
  it('applies the next change, drops an old or repeated one, and asks for a snapshot after a gap', () => {
    expect(sequenceStep(4, 5)).toBe('apply');
    expect(sequenceStep(4, 4)).toBe('drop');
    expect(sequenceStep(4, 1)).toBe('drop');
    expect(sequenceStep(4, 6)).toBe('snapshot');
    expect(sequenceStep(0, 1)).toBe('apply');
  });

  it('asks for a snapshot of a match it knows nothing of, whatever the number', () => {
    for (const seq of [0, 1, 7]) expect(sequenceStep(undefined, seq)).toBe('snapshot');
  });
});

/*
 * A model of one match on the server: change n sets outcome n % 3 to the value n, so the state after
 * change n is known for every n. The client starts knowing nothing, gets changes in any order (lost,
 * repeated, late) and snapshots as of any change, and applies what the sequencer tells it.
 */
type Change = { matchId: number; seq: number; outcome: number; value: number };
const MATCH = 7;
const change = (seq: number): Change => ({ matchId: MATCH, seq, outcome: seq % 3, value: seq });
function serverState(seq: number): Record<number, number> {
  const state: Record<number, number> = {};
  for (let n = 1; n <= seq; n++) state[n % 3] = n;
  return state;
}

class Client {
  readonly sequencer = new LiveSequencer<Change>((c) => c.matchId);
  state: Record<number, number> | null = null;
  /** the number the state is as of: what the test compares with the server */
  at = -1;
  asks = 0;

  push(changes: Change[]): void {
    const { apply, ask } = this.sequencer.receive(changes);
    this.applyAll(apply);
    this.asks += ask.length;
  }

  snapshot(seq: number): void {
    const { take, apply, ask } = this.sequencer.snapshot(MATCH, seq);
    if (take) {
      this.state = serverState(seq);
      this.at = seq;
    }
    this.applyAll(apply);
    if (ask) this.asks++;
  }

  private applyAll(changes: Change[]): void {
    for (const c of changes) {
      // the sequencer hands out only the change right after the state's own number
      expect(this.state).not.toBeNull();
      expect(c.seq).toBe(this.at + 1);
      this.state![c.outcome] = c.value;
      this.at = c.seq;
    }
  }
}

const N = 30;
const delivery = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), seq: fc.integer({ min: 1, max: N }) }),
  fc.record({ kind: fc.constant('snapshot' as const), seq: fc.integer({ min: 0, max: N }) }),
);

describe('LiveSequencer over generated orders', () => {
  it('whatever arrives in whatever order, the state equals the server state as of its number, which never goes back', () => {
    fc.assert(
      fc.property(fc.array(delivery, { maxLength: 80 }), (deliveries) => {
        const client = new Client();
        for (const d of deliveries) {
          const before = client.at;
          if (d.kind === 'change') client.push([change(d.seq)]);
          else client.snapshot(d.seq);
          expect(client.at).toBeGreaterThanOrEqual(before);
          if (client.state) expect(client.state).toEqual(serverState(client.at));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('in-order pushes with losses reach the last change once each ask is answered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: N, maxLength: N }),
        fc.integer({ min: 0, max: N }),
        (lost, joinedAt) => {
          // The client joins after change `joinedAt`; each loss is a dropped connection's worth.
          const client = new Client();
          let sent = joinedAt;
          let pendingAsks = 0;
          const answer = () => {
            // the server answers with what it has sent so far, after the pushes before the ask
            while (pendingAsks > 0) {
              pendingAsks--;
              client.snapshot(sent);
            }
          };
          for (let seq = joinedAt + 1; seq <= N; seq++) {
            sent = seq;
            if (lost[seq - 1]) continue;
            const asks = client.asks;
            client.push([change(seq)]);
            pendingAsks += client.asks - asks;
            if (lost[(seq + 7) % N]) answer(); // some answers come late, after more pushes
          }
          answer();
          // Losses at the very end cannot be seen until the next change; up to the last one that
          // came, the client holds the server's state.
          const delivered = lost.map((l, i) => (l || i < joinedAt ? 0 : i + 1));
          const last = Math.max(0, ...delivered);
          if (last > 0) {
            expect(client.at).toBeGreaterThanOrEqual(last);
            expect(client.state).toEqual(serverState(client.at));
          } else expect(client.state).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('holds the changes that come while a snapshot is on its way and applies only the newer ones', () => {
    const client = new Client();
    expect(client.sequencer.expect(MATCH)).toBe(true);
    expect(client.sequencer.expect(MATCH)).toBe(false); // one ask at a time
    client.push([change(4), change(5), change(6)]);
    expect(client.state).toBeNull();
    client.snapshot(5);
    expect(client.at).toBe(6);
    expect(client.state).toEqual(serverState(6));
  });

  it('asks again when the held changes leave a gap after the snapshot, and after a failed ask', () => {
    const client = new Client();
    client.push([change(3)]);
    expect(client.asks).toBe(1);
    client.push([change(9)]);
    client.snapshot(4);
    expect(client.asks).toBe(2);
    expect(client.at).toBe(4);
    client.snapshot(9);
    client.sequencer.failed(MATCH);
    client.push([change(10), change(12)]);
    expect(client.at).toBe(10);
    expect(client.asks).toBe(3);
  });

  it('keeps matches apart, and after a reset knows none of them', () => {
    const client = new LiveSequencer<Change>((c) => c.matchId);
    client.snapshot(1, 5);
    client.snapshot(2, 0);
    const { apply, ask } = client.receive([
      { matchId: 1, seq: 6, outcome: 0, value: 6 },
      { matchId: 2, seq: 2, outcome: 0, value: 2 },
      { matchId: 3, seq: 1, outcome: 0, value: 1 },
    ]);
    expect(apply.map((c) => c.matchId)).toEqual([1]);
    expect(ask).toEqual([2, 3]);
    expect(client.known().sort()).toEqual([1, 2, 3]);
    client.reset();
    expect(client.known()).toEqual([]);
    expect(client.receive([{ matchId: 1, seq: 7, outcome: 0, value: 7 }]).ask).toEqual([1]);
  });
});
