import type { LiveSnapshot } from '@bet/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOddsEvent } from '../realtime/live-events.ts';
import { LiveFeed } from '../realtime/live-feed.ts';
import {
  applyMatches,
  applyOdds,
  isBehind,
  liveCaughtUp,
  liveConnectionLost,
  liveOdd,
  useLive,
} from './live-store.ts';

const MATCH = 41;
const odd = (outcomeId: number, value: number, seq: number): LiveOddsEvent => ({
  matchId: MATCH,
  marketId: 410,
  outcomeId,
  odd: value,
  dir: 0,
  active: true,
  iss: false,
  isv: true,
  ts: 0,
  seq,
});
const state = (seq: number, status: string) => ({
  id: MATCH,
  status,
  betStatus: 'started' as const,
  score: null,
  time: null,
  iss: false,
  isv: true,
  ts: 0,
  seq,
});
const snapshot = (seq: number, odds: Array<[number, number]>, status = '1p'): LiveSnapshot => ({
  matchId: MATCH,
  seq,
  match: state(seq, status),
  odds: odds.map(([id, value]) => odd(id, value, seq)),
});

/** The feed wired to the live store as the socket wires it, with the snapshot asks in the test's hand. */
function wired() {
  const asks: Array<{ matchIds: number[]; answer: (s: LiveSnapshot[] | undefined) => void }> = [];
  const feed = new LiveFeed({
    ask: (matchIds) => new Promise((answer) => asks.push({ matchIds, answer })),
    deliver: (odds, matches) => {
      applyMatches(matches);
      applyOdds(odds);
    },
    caughtUp: liveCaughtUp,
  });
  return { feed, asks };
}
/** Lets the answered asks run (a reconnection's round waits on all of its parts), then a frame pass. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  vi.advanceTimersByTime(20);
};

describe('the live store fed by numbered changes and snapshots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the snapshot, then only the changes newer than it, in order', async () => {
    const { feed, asks } = wired();
    feed.follow([MATCH]);
    expect(asks.map((a) => a.matchIds)).toEqual([[MATCH]]);
    // Changes that come before the snapshot wait for it; the older of them are in it already.
    feed.pushed([odd(501, 1.7, 3), odd(502, 2.9, 4)]);
    expect(liveOdd(501)).toBeUndefined();
    asks[0]!.answer([
      snapshot(3, [
        [501, 1.7],
        [502, 3.1],
      ]),
    ]);
    await settle();
    expect(liveOdd(501)?.odd).toBe(1.7);
    expect(liveOdd(502)?.odd).toBe(2.9);
    expect(useLive.getState().matches[MATCH]?.status).toBe('1p');
    // An old or repeated change is dropped; the next one applies.
    feed.pushed([odd(501, 1.1, 2), odd(502, 2.9, 4), odd(501, 1.8, 5)]);
    feed.pushed([state(6, '2p')]);
    await settle();
    expect(liveOdd(501)?.odd).toBe(1.8);
    expect(useLive.getState().matches[MATCH]?.status).toBe('2p');
  });

  it('after a gap asks again, shows the snapshot and the changes after it, and drops what it had missed', async () => {
    const { feed, asks } = wired();
    feed.follow([MATCH]);
    asks[0]!.answer([snapshot(10, [[511, 1.5]])]);
    await settle();
    feed.pushed([odd(511, 1.6, 11)]);
    // 12 and 13 are lost; 14 shows the gap.
    feed.pushed([odd(511, 2.4, 14)]);
    expect(asks).toHaveLength(2);
    feed.pushed([odd(511, 2.5, 15)]);
    await settle();
    expect(liveOdd(511)?.odd).toBe(1.6);
    asks[1]!.answer([snapshot(14, [[511, 2.4]])]);
    await settle();
    expect(liveOdd(511)?.odd).toBe(2.5);
    expect(liveOdd(511)?.dir).toBe(1);
  });

  it('a reconnection forgets the old numbers and asks again; a late answer of the old one is ignored', async () => {
    const { feed, asks } = wired();
    feed.follow([MATCH]);
    feed.connected([MATCH], false);
    expect(asks).toHaveLength(2);
    asks[0]!.answer([snapshot(90, [[521, 9.9]])]);
    await settle();
    expect(liveOdd(521)).toBeUndefined();
    asks[1]!.answer([snapshot(2, [[521, 1.9]])]);
    feed.pushed([odd(521, 2.0, 3)]);
    await settle();
    expect(liveOdd(521)?.odd).toBe(2.0);
    // No answer (refused, timed out): the next change asks again.
    feed.pushed([odd(521, 2.2, 5)]);
    asks[2]!.answer(undefined);
    await settle();
    feed.pushed([odd(521, 2.3, 6)]);
    expect(asks).toHaveLength(4);
    asks[3]!.answer([snapshot(6, [[521, 2.3]])]);
    await settle();
    expect(liveOdd(521)?.odd).toBe(2.3);
  });

  it('after a dropped connection, a live match counts as behind until its snapshot is back', async () => {
    const OTHER = 42;
    const { feed, asks } = wired();
    feed.follow([MATCH]);
    asks[0]!.answer([snapshot(1, [[531, 1.4]])]);
    await settle();
    expect(isBehind(useLive.getState(), MATCH)).toBe(false);
    // asked just before the drop, answered after it
    feed.follow([OTHER]);
    const askedBefore = asks.at(-1)!;

    liveConnectionLost();
    expect(isBehind(useLive.getState(), MATCH)).toBe(true);
    expect(isBehind(useLive.getState(), OTHER)).toBe(true);
    // connected again: the prices are still those from before the drop until the snapshots answer
    feed.connected([MATCH, OTHER], false);
    const round = asks.at(-1)!;
    expect(round.matchIds).toEqual([MATCH, OTHER]);
    feed.pushed([odd(531, 1.9, 8)]);
    await settle();
    expect(isBehind(useLive.getState(), MATCH)).toBe(true);
    // the answer asked on the dropped connection does not count
    askedBefore.answer([{ ...snapshot(3, [[532, 3.3]]), matchId: OTHER }]);
    await settle();
    expect(isBehind(useLive.getState(), OTHER)).toBe(true);

    round.answer([snapshot(7, [[531, 1.8]])]);
    await settle();
    expect(isBehind(useLive.getState(), MATCH)).toBe(false);
    expect(liveOdd(531)?.odd).toBe(1.9);
    // every snapshot of the reconnection is back: nothing is behind, what it did not return either
    expect(isBehind(useLive.getState(), OTHER)).toBe(false);
    expect(useLive.getState().behind).toBe(false);
  });

  it('a reconnection whose snapshots get no answer stays behind until a later one does', async () => {
    const { feed, asks } = wired();
    liveConnectionLost();
    feed.connected([MATCH], false);
    asks.at(-1)!.answer(undefined);
    await settle();
    // given up: the answer never came, so the old prices stay locked
    expect(isBehind(useLive.getState(), MATCH)).toBe(true);
    feed.pushed([odd(541, 2.1, 4)]);
    asks.at(-1)!.answer([snapshot(4, [[541, 2.1]])]);
    await settle();
    expect(isBehind(useLive.getState(), MATCH)).toBe(false);
  });
});
