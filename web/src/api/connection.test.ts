import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_SHOWN_MS,
  connectionBreaks,
  onConnectionBack,
  reportReachable,
  reportUnreachable,
  useConnection,
} from './connection.ts';

describe('the connection status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useConnection.setState({ status: 'online', epoch: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects on a request without an answer, is back on the next answer, then quiet again', () => {
    const back = vi.fn();
    const stop = onConnectionBack(back);
    reportUnreachable();
    reportUnreachable();
    expect(useConnection.getState()).toEqual({ status: 'reconnecting', epoch: 0 });
    reportReachable();
    expect(useConnection.getState()).toEqual({ status: 'back', epoch: 1 });
    expect(back).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BACK_SHOWN_MS);
    expect(useConnection.getState().status).toBe('online');
    stop();
  });

  it('answers while all is well change nothing and call nobody', () => {
    const back = vi.fn();
    const stop = onConnectionBack(back);
    reportReachable();
    reportReachable();
    expect(useConnection.getState()).toEqual({ status: 'online', epoch: 0 });
    expect(back).not.toHaveBeenCalled();
    stop();
  });

  it('a new break while "back" shows keeps reconnecting until an answer comes', () => {
    reportUnreachable();
    reportReachable();
    reportUnreachable();
    vi.advanceTimersByTime(BACK_SHOWN_MS * 2);
    expect(useConnection.getState()).toEqual({ status: 'reconnecting', epoch: 1 });
    reportReachable();
    expect(useConnection.getState().epoch).toBe(2);
  });

  it('an answer to a request sent before the break leaves it reconnecting; one sent after brings it back', () => {
    const before = connectionBreaks();
    reportUnreachable();
    const after = connectionBreaks();
    reportUnreachable();
    reportReachable(before);
    expect(useConnection.getState()).toEqual({ status: 'reconnecting', epoch: 0 });
    reportReachable(after);
    expect(useConnection.getState()).toEqual({ status: 'back', epoch: 1 });
  });
});
