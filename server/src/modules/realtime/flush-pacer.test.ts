import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlushPacer } from './flush-pacer.ts';

describe('FlushPacer', () => {
  let sent: number[];
  let pacer: FlushPacer;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    pacer = new FlushPacer(
      25,
      () => sent.push(Date.now()),
      () => Date.now(),
    );
  });
  afterEach(() => {
    pacer.stop();
    vi.useRealTimers();
  });

  it('sends a change after a quiet tick at the end of the turn, once however often asked', () => {
    const start = Date.now();
    pacer.request();
    pacer.request();
    expect(sent).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual([start]);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
  });

  it('holds changes asked within a tick of the last send until that tick ends, then sends them together', () => {
    const start = Date.now();
    pacer.request();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersByTime(10);
    pacer.request();
    vi.advanceTimersByTime(5);
    pacer.request();
    vi.advanceTimersByTime(9);
    expect(sent).toEqual([start]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([start, start + 25]);
    // a tick later than that is quiet again: at once
    vi.advanceTimersByTime(40);
    pacer.request();
    vi.advanceTimersToNextTimer();
    expect(sent).toEqual([start, start + 25, start + 65]);
  });

  it('sends nothing once stopped', () => {
    pacer.request();
    pacer.stop();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([]);
  });
});
