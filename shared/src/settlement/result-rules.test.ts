import { describe, expect, it } from 'vitest';
import { callsMatchOff, owedOf, resultRefusal } from './result-rules.ts';

describe('result rules', () => {
  const now = 1_700_000_000_000;
  it('refuses a score before kick-off and takes it from the start on', () => {
    expect(resultRefusal({ startsAt: now + 1, now, status: 'ended' })).toBe('matchNotStarted');
    expect(resultRefusal({ startsAt: now, now, status: 'ended' })).toBeNull();
    expect(resultRefusal({ startsAt: now - 60_000, now, status: 'ended' })).toBeNull();
  });
  it('a match may be called off before it starts', () => {
    expect(resultRefusal({ startsAt: now + 3600_000, now, status: 'cancelled' })).toBeNull();
    expect(resultRefusal({ startsAt: now + 3600_000, now, status: 'abandoned' })).toBeNull();
    expect(callsMatchOff('abandoned')).toBe(true);
    expect(callsMatchOff('ended')).toBe(false);
  });
  it('only a balance below zero is owed', () => {
    expect(owedOf(-1250)).toBe(1250);
    expect(owedOf(0)).toBe(0);
    expect(owedOf(300)).toBe(0);
  });
});
