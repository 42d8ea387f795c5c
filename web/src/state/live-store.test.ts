import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMatchEvent, LiveOddsEvent } from '../realtime/live-events.ts';
import { applyMatches, applyOdds, forgetPushed, liveOdd, subscribeOdd, useLive } from './live-store.ts';

const odd = (outcomeId: number, value: number, dir: -1 | 0 | 1 = 0): LiveOddsEvent => ({
  matchId: 1,
  marketId: 10,
  outcomeId,
  odd: value,
  dir,
  active: true,
  iss: false,
  isv: true,
  ts: 0,
  seq: 0,
});

const matchState = (id: number, status: string): LiveMatchEvent => ({
  id,
  status,
  betStatus: 'started',
  score: null,
  time: null,
  iss: false,
  isv: true,
  ts: 0,
  seq: 0,
});

describe('live store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells only the listeners of outcomes that moved, once per frame', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeOdd(101, first);
    const stopSecond = subscribeOdd(102, second);
    applyOdds([odd(101, 1.5)], 1_000);
    applyOdds([odd(101, 1.6), odd(103, 2)], 1_000);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // Outcomes nobody shows are kept, for the buttons that show them later.
    expect(liveOdd(103)?.odd).toBe(2);
    stopFirst();
    stopSecond();
    applyOdds([odd(101, 1.7)]);
    vi.advanceTimersByTime(20);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('keeps the direction and time of the last move when an update does not move the odd', () => {
    applyOdds([odd(201, 1.5)], 1_000);
    applyOdds([odd(201, 1.8)], 2_000);
    expect(liveOdd(201)).toMatchObject({ odd: 1.8, dir: 1, at: 2_000 });
    applyOdds([{ ...odd(201, 1.8), iss: true }], 3_000);
    expect(liveOdd(201)).toMatchObject({ odd: 1.8, dir: 1, at: 2_000, iss: true });
    applyOdds([odd(201, 1.7, -1)], 4_000);
    expect(liveOdd(201)).toMatchObject({ dir: -1, at: 4_000 });
  });

  it('applies the match states of a frame together', () => {
    const renders = vi.fn();
    const stop = useLive.subscribe(renders);
    applyMatches([matchState(7, '1p')]);
    applyMatches([matchState(8, '2p')]);
    expect(useLive.getState().matches[7]).toBeUndefined();
    vi.advanceTimersByTime(20);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(useLive.getState().matches[7]?.status).toBe('1p');
    expect(useLive.getState().matches[8]).not.toHaveProperty('ts');
    stop();
  });

  it('drops what was pushed for matches followed no more, and tells the buttons that show them', () => {
    const shown = vi.fn();
    const stop = subscribeOdd(301, shown);
    applyOdds([odd(301, 1.5), { ...odd(302, 2.5), matchId: 2 }], 1_000);
    applyMatches([matchState(1, '1p'), matchState(2, '2p')]);
    vi.advanceTimersByTime(20);
    expect(shown).toHaveBeenCalledTimes(1);
    // one match left: its entries go, the other's stay
    forgetPushed([1]);
    vi.advanceTimersByTime(20);
    expect(liveOdd(301)).toBeUndefined();
    expect(liveOdd(302)?.odd).toBe(2.5);
    expect(useLive.getState().matches[1]).toBeUndefined();
    expect(useLive.getState().matches[2]?.status).toBe('2p');
    expect(shown).toHaveBeenCalledTimes(2);
    // nothing followed any more: every pushed state goes, and nothing is behind
    useLive.setState({ behind: true });
    forgetPushed('all');
    expect(liveOdd(302)).toBeUndefined();
    expect(useLive.getState()).toMatchObject({ matches: {}, behind: false });
    stop();
  });
});
