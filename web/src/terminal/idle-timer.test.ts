import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IDLE_MS, IdleTimer, idleMsFromSetting } from './idle-timer.ts';

describe('idle return to Home', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after the idle time without a touch', () => {
    const onIdle = vi.fn();
    new IdleTimer(90_000, onIdle);
    vi.advanceTimersByTime(89_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('every touch starts the wait again; after firing a touch arms it again', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(90_000, onIdle);
    vi.advanceTimersByTime(60_000);
    timer.touch();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.touch();
    vi.advanceTimersByTime(90_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('stops for good when stopped', () => {
    const onIdle = vi.fn();
    const timer = new IdleTimer(1000, onIdle);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('reads the idle time from the site setting in seconds, 90 s when unset or unusable', () => {
    expect(idleMsFromSetting('120')).toBe(120_000);
    expect(idleMsFromSetting(undefined)).toBe(DEFAULT_IDLE_MS);
    expect(idleMsFromSetting('abc')).toBe(DEFAULT_IDLE_MS);
    expect(idleMsFromSetting('2')).toBe(DEFAULT_IDLE_MS);
  });
});
