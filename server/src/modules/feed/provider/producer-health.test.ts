import { describe, expect, it } from 'vitest';
import { ProducerHealth, type HealthAction } from './producer-health.ts';
import { PRODUCT } from './protocol.ts';

const T = { aliveTimeoutMs: 20_000, recoveryTimeoutMs: 60_000 };
const kinds = (actions: HealthAction[]) => actions.map((a) => `${a.kind}:${a.product}`);
const recoveryOf = (actions: HealthAction[]) => {
  const r = actions.find((a) => a.kind === 'recover');
  if (!r || r.kind !== 'recover') throw new Error('no recovery asked for');
  return r;
};

/** A producer brought up: started, alive, recovered. */
function upAt(now: number, last = new Map([[PRODUCT.live, 5_000]])) {
  const h = new ProducerHealth([PRODUCT.live], last, now, T);
  const r = recoveryOf(h.start(now));
  h.onAlive(PRODUCT.live, false, now + 100);
  expect(h.onSnapshotComplete(PRODUCT.live, r.requestId, now + 200)).toEqual([
    { kind: 'reopen', product: PRODUCT.live },
  ]);
  return h;
}

describe('producer health', () => {
  it('a lost broker connection takes every producer down; the reconnect recovers from the last message', () => {
    const h = upAt(1_000_000);
    h.onMessage(PRODUCT.live, 7_000);
    expect(h.onDisconnected(1_001_000)).toEqual([{ kind: 'hold', product: PRODUCT.live }]);
    expect(h.isUp(PRODUCT.live)).toBe(false);
    expect(h.status()[0]).toMatchObject({ state: 'down', downSince: 1_001_000 });
    // still down at the next loss: held again, down since the first
    expect(h.onDisconnected(1_002_000)).toEqual([{ kind: 'hold', product: PRODUCT.live }]);
    expect(h.status()[0]?.downSince).toBe(1_001_000);
    const r = recoveryOf(h.start(1_003_000));
    expect(r.after).toBe(7_000);
    h.onAlive(PRODUCT.live, true, 1_003_100);
    expect(kinds(h.onSnapshotComplete(PRODUCT.live, r.requestId, 1_003_200))).toEqual(['reopen:1']);
    expect(h.isUp(PRODUCT.live)).toBe(true);
  });

  it('starts every producer held and recovering from the last message it applied', () => {
    const h = new ProducerHealth(
      [PRODUCT.live, PRODUCT.prematch],
      new Map([[PRODUCT.live, 5_000]]),
      1_000_000,
      T,
    );
    const actions = h.start(1_000_000);
    expect(kinds(actions)).toEqual(['hold:1', 'recover:1', 'hold:3', 'recover:3']);
    expect(actions.filter((a) => a.kind === 'recover').map((a) => a.kind === 'recover' && a.after)).toEqual([
      5_000,
      null,
    ]);
    expect(h.isUp(PRODUCT.live)).toBe(false);
  });

  it('reopens only on the snapshot_complete of the recovery it asked for, while alives come', () => {
    const h = new ProducerHealth([PRODUCT.live], new Map(), 0, T);
    const r = recoveryOf(h.start(0));
    expect(h.onSnapshotComplete(PRODUCT.live, r.requestId + 1, 50)).toEqual([]);
    // the snapshot may overtake the first alive: it is a sign of life of its own
    expect(kinds(h.onSnapshotComplete(PRODUCT.live, r.requestId, 80))).toEqual(['reopen:1']);
    expect(h.isUp(PRODUCT.live)).toBe(true);
    // a producer whose alives stopped while it recovered is not trusted with its snapshot
    const second = recoveryOf(h.onAlive(PRODUCT.live, false, 100));
    expect(h.tick(20_101)).toEqual([]);
    expect(h.status()[0]!.state).toBe('down');
    expect(h.onSnapshotComplete(PRODUCT.live, second.requestId, 20_200)).toEqual([]);
  });

  it('goes down after the alive timeout, asks for a recovery from its last message when alives return', () => {
    const h = upAt(0);
    h.onMessage(PRODUCT.live, 9_000);
    h.onAlive(PRODUCT.live, true, 10_000);
    expect(h.tick(30_000)).toEqual([]);
    expect(kinds(h.tick(30_001))).toEqual(['hold:1']);
    expect(h.status()[0]).toMatchObject({ state: 'down', downSince: 30_001 });
    expect(h.tick(40_000)).toEqual([]);
    const r = recoveryOf(h.onAlive(PRODUCT.live, true, 41_000));
    expect(r.after).toBe(9_000);
    expect(kinds(h.onSnapshotComplete(PRODUCT.live, r.requestId, 41_500))).toEqual(['reopen:1']);
  });

  it('an alive that says the client is not subscribed takes an up producer down and recovers it once', () => {
    const h = upAt(0);
    expect(kinds(h.onAlive(PRODUCT.live, false, 1_000))).toEqual(['hold:1', 'recover:1']);
    // while that recovery runs, more such alives ask for nothing more
    expect(h.onAlive(PRODUCT.live, false, 2_000)).toEqual([]);
  });

  it('a recovery request that failed is asked again on the next alive, and one never answered after a while', () => {
    const h = new ProducerHealth([PRODUCT.live], new Map(), 0, T);
    const first = recoveryOf(h.start(0));
    h.onRecoveryFailed(PRODUCT.live, first.requestId);
    const second = recoveryOf(h.onAlive(PRODUCT.live, true, 1_000));
    expect(second.requestId).not.toBe(first.requestId);
    h.onAlive(PRODUCT.live, true, 55_000);
    expect(h.tick(59_000)).toEqual([]);
    h.onAlive(PRODUCT.live, true, 61_000);
    const third = recoveryOf(h.tick(61_001));
    expect(third.requestId).not.toBe(second.requestId);
  });
});
