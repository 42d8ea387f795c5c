import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_BACKOFF } from './worker.ts';

describe('retry back-off', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffMs(n, { baseMs: 5, maxMs: 30 }))).toEqual([0, 5, 10, 20, 30]);
    expect(backoffMs(10_000)).toBe(DEFAULT_BACKOFF.maxMs);
  });

  it('never shrinks from one try to the next and never passes the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.integer({ min: 0, max: 200 }),
        (baseMs, extra, attempts) => {
          const policy = { baseMs, maxMs: baseMs + extra };
          const now = backoffMs(attempts, policy);
          const next = backoffMs(attempts + 1, policy);
          return next >= now && next <= policy.maxMs && Number.isFinite(next);
        },
      ),
    );
  });
});
