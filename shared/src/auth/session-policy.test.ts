import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_POLICY,
  LONGEST_SESSION_MS,
  isSessionLive,
  safeNextPath,
  sessionEnds,
  sessionLimits,
  sessionNeedsTouch,
  sessionPolicyFromSettings,
  sessionWarning,
} from './session-policy.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('session policy', () => {
  it('defaults to 30 minutes idle and 12 hours in all, 12 hours idle for shop terminals', () => {
    const p = sessionPolicyFromSettings({});
    expect(p).toEqual(DEFAULT_SESSION_POLICY);
    expect(sessionLimits('N', p)).toEqual({ idleMs: 30 * MIN, absoluteMs: 12 * HOUR });
    expect(sessionLimits('F', p)).toEqual({ idleMs: 720 * MIN, absoluteMs: 12 * HOUR });
  });

  it('reads the settings and ignores values out of range or malformed', () => {
    const p = sessionPolicyFromSettings({
      session_idle_minutes: '15',
      session_absolute_hours: '8',
      session_idle_minutes_terminal: '0',
      session_absolute_hours_terminal: 'x',
    });
    expect(p).toEqual({
      idleMinutes: 15,
      absoluteHours: 8,
      terminalIdleMinutes: 720,
      terminalAbsoluteHours: 12,
    });
    expect(sessionPolicyFromSettings({ session_idle_minutes: '99999999' }).idleMinutes).toBe(30);
  });

  it('ends at the idle end or the absolute end, whichever comes first', () => {
    const limits = { idleMs: 30 * MIN, absoluteMs: 12 * HOUR };
    const t0 = 1_000_000;
    expect(sessionEnds({ createdAt: t0, lastSeenAt: t0 }, limits).endsAt).toBe(t0 + 30 * MIN);
    const late = { createdAt: t0, lastSeenAt: t0 + 12 * HOUR - 5 * MIN };
    expect(sessionEnds(late, limits).endsAt).toBe(t0 + 12 * HOUR);
    expect(isSessionLive(late, limits, t0 + 12 * HOUR - 1)).toBe(true);
    expect(isSessionLive(late, limits, t0 + 12 * HOUR)).toBe(false);
  });

  it('no session under any policy the settings allow outlives LONGEST_SESSION_MS (generated cases)', () => {
    const setting = fc.stringMatching(/^\d{1,6}$/);
    fc.assert(
      fc.property(setting, setting, setting, setting, fc.constantFrom('N', 'F', 'D'), (a, b, c, d, type) => {
        const policy = sessionPolicyFromSettings({
          session_idle_minutes: a,
          session_absolute_hours: b,
          session_idle_minutes_terminal: c,
          session_absolute_hours_terminal: d,
        });
        // a session ends at its absolute end at the latest, whatever its idle time
        return sessionLimits(type, policy).absoluteMs <= LONGEST_SESSION_MS;
      }),
    );
    // the longest the settings allow is reached
    const longest = sessionPolicyFromSettings({ session_absolute_hours: String(30 * 24) });
    expect(sessionLimits('N', longest).absoluteMs).toBe(LONGEST_SESSION_MS);
  });

  it('never lives past either limit, whatever the times (generated cases)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.integer({ min: MIN, max: 1e8 }),
        fc.integer({ min: HOUR, max: 1e9 }),
        (createdAt, seenAfter, nowAfter, idleMs, absoluteMs) => {
          const times = { createdAt, lastSeenAt: createdAt + seenAfter };
          const now = times.lastSeenAt + nowAfter;
          const live = isSessionLive(times, { idleMs, absoluteMs }, now);
          return live === (now - times.lastSeenAt < idleMs && now - createdAt < absoluteMs);
        },
      ),
    );
  });

  it('writes a use down at most once a minute, sooner for short idle times', () => {
    const t = { createdAt: 0, lastSeenAt: 0 };
    expect(sessionNeedsTouch(t, { idleMs: 30 * MIN, absoluteMs: HOUR }, 59_999)).toBe(false);
    expect(sessionNeedsTouch(t, { idleMs: 30 * MIN, absoluteMs: HOUR }, MIN)).toBe(true);
    expect(sessionNeedsTouch(t, { idleMs: 2 * MIN, absoluteMs: HOUR }, 30_000)).toBe(true);
  });

  it('warns two minutes before the end and says whether staying helps', () => {
    const r = { idleMs: 30 * MIN, absoluteMs: 10 * HOUR, receivedAt: 0 };
    expect(sessionWarning(r, 0)).toEqual({ kind: 'none', nextCheckMs: 28 * MIN });
    expect(sessionWarning(r, 28 * MIN)).toEqual({ kind: 'idle', secondsLeft: 120 });
    expect(sessionWarning(r, 30 * MIN)).toEqual({ kind: 'ended' });
    const nearLimit = { idleMs: 30 * MIN, absoluteMs: MIN, receivedAt: 0 };
    expect(sessionWarning(nearLimit, 1000)).toEqual({ kind: 'limit', secondsLeft: 59 });
    const short = { idleMs: 2 * MIN, absoluteMs: HOUR, receivedAt: 0 };
    expect(sessionWarning(short, 59_000).kind).toBe('none');
    expect(sessionWarning(short, 61_000)).toEqual({ kind: 'idle', secondsLeft: 59 });
  });

  it('returns only to paths of this site after login', () => {
    expect(safeNextPath('/tr/results?x=1')).toBe('/tr/results?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'tr/x',
      '',
      null,
      '/a\nb',
    ])
      expect(safeNextPath(bad)).toBeNull();
  });
});
