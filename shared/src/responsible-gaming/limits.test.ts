import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RG_PARAMS,
  RG_EMPTY_USAGE,
  RG_LIMIT_PERIODS,
  confirmRefusal,
  limitChangeOf,
  limitRefusal,
  lossOf,
  pendingState,
  rgPeriodEnd,
  rgPeriodStart,
  rgParamsFromSettings,
  type RgActiveLimit,
  type RgPeriodUsage,
} from './limits.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('periods', () => {
  it('are calendar periods in UTC: day from midnight, week from Monday, month from the 1st', () => {
    const wed = at('2026-11-25T15:30:00Z');
    expect(rgPeriodStart('day', wed)).toBe(at('2026-11-25T00:00:00Z'));
    expect(rgPeriodEnd('day', wed)).toBe(at('2026-11-26T00:00:00Z'));
    expect(rgPeriodStart('week', wed)).toBe(at('2026-11-23T00:00:00Z'));
    expect(rgPeriodEnd('week', wed)).toBe(at('2026-11-30T00:00:00Z'));
    expect(rgPeriodStart('month', wed)).toBe(at('2026-11-01T00:00:00Z'));
    expect(rgPeriodEnd('month', wed)).toBe(at('2026-12-01T00:00:00Z'));
  });

  it('puts a Sunday in the week that began the Monday before', () => {
    expect(rgPeriodStart('week', at('2026-11-29T23:59:59Z'))).toBe(at('2026-11-23T00:00:00Z'));
    expect(rgPeriodStart('week', at('2026-11-30T00:00:00Z'))).toBe(at('2026-11-30T00:00:00Z'));
  });

  it('ends December in the next year and February on its own length', () => {
    expect(rgPeriodEnd('month', at('2026-12-31T12:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(rgPeriodEnd('month', at('2028-02-10T00:00:00Z'))).toBe(at('2028-03-01T00:00:00Z'));
  });

  it('always hold their moment: start <= at < end, and the end starts the next period (generated)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...RG_LIMIT_PERIODS),
        (t, period) => {
          const start = rgPeriodStart(period, t);
          const end = rgPeriodEnd(period, t);
          expect(start).toBeLessThanOrEqual(t);
          expect(t).toBeLessThan(end);
          expect(rgPeriodStart(period, end)).toBe(end);
          expect(rgPeriodStart(period, end - 1)).toBe(start);
        },
      ),
    );
  });
});

describe('settings', () => {
  it('default to 24 h cooling-off, no wait for the period end, 7 days to confirm', () => {
    expect(rgParamsFromSettings({})).toEqual(DEFAULT_RG_PARAMS);
    expect(DEFAULT_RG_PARAMS).toEqual({
      coolingOffMs: DAY,
      raiseAtPeriodEnd: false,
      confirmWindowMs: 7 * DAY,
    });
  });

  it('reads the jurisdiction from the site settings and ignores broken values', () => {
    expect(
      rgParamsFromSettings({
        rg_cooling_off_hours: '72',
        rg_raise_after_period_end: '1',
        rg_confirm_days: '3',
      }),
    ).toEqual({ coolingOffMs: 72 * HOUR, raiseAtPeriodEnd: true, confirmWindowMs: 3 * DAY });
    expect(rgParamsFromSettings({ rg_cooling_off_hours: '-1', rg_confirm_days: 'x' })).toEqual(
      DEFAULT_RG_PARAMS,
    );
    expect(rgParamsFromSettings({ rg_confirm_days: '0' }).confirmWindowMs).toBe(7 * DAY);
  });
});

describe('limit changes', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('apply a first limit and a lower one at once', () => {
    expect(limitChangeOf(null, 5000, 'day', now, DEFAULT_RG_PARAMS)).toEqual({ kind: 'immediate' });
    expect(limitChangeOf(5000, 4000, 'day', now, DEFAULT_RG_PARAMS)).toEqual({ kind: 'immediate' });
  });

  it('make a raise or a removal wait 24 h, then 7 days for the confirmation', () => {
    const raise = { kind: 'pending', appliesAt: now + DAY, expiresAt: now + 8 * DAY };
    expect(limitChangeOf(5000, 6000, 'month', now, DEFAULT_RG_PARAMS)).toEqual(raise);
    expect(limitChangeOf(5000, null, 'week', now, DEFAULT_RG_PARAMS)).toEqual(raise);
  });

  it('changes nothing for the same value', () => {
    expect(limitChangeOf(5000, 5000, 'day', now, DEFAULT_RG_PARAMS)).toEqual({ kind: 'none' });
    expect(limitChangeOf(null, null, 'day', now, DEFAULT_RG_PARAMS)).toEqual({ kind: 'none' });
  });

  it("waits for the period's end where the jurisdiction asks (Sweden: 72 h, a week with 24 h left)", () => {
    const sweden = { ...DEFAULT_RG_PARAMS, coolingOffMs: 72 * HOUR, raiseAtPeriodEnd: true };
    const sundayNoon = at('2026-11-29T00:00:00Z'); // 24 h before the week ends
    const change = limitChangeOf(100, 200, 'week', sundayNoon, sweden);
    expect(change).toEqual({
      kind: 'pending',
      appliesAt: at('2026-12-02T00:00:00Z'), // 48 h after the period's end
      expiresAt: at('2026-12-09T00:00:00Z'),
    });
    // a month with a fortnight left waits for the month
    expect(limitChangeOf(100, 200, 'month', at('2026-11-16T00:00:00Z'), sweden)).toMatchObject({
      appliesAt: at('2026-12-01T00:00:00Z'),
    });
  });

  it('never loosen at once and never delay a tightening (generated)', () => {
    const amount = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.constantFrom(...RG_LIMIT_PERIODS),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.record({
          coolingOffMs: fc.integer({ min: 0, max: 30 * DAY }),
          raiseAtPeriodEnd: fc.boolean(),
          confirmWindowMs: fc.integer({ min: DAY, max: 30 * DAY }),
        }),
        (current, next, period, t, params) => {
          const change = limitChangeOf(current, next, period, t, params);
          const looser = next === null ? current !== null : current !== null && next > current;
          if (current === next) expect(change.kind).toBe('none');
          else if (looser) {
            expect(change.kind).toBe('pending');
            if (change.kind !== 'pending') return;
            expect(change.appliesAt).toBeGreaterThanOrEqual(t + params.coolingOffMs);
            if (params.raiseAtPeriodEnd)
              expect(change.appliesAt).toBeGreaterThanOrEqual(rgPeriodEnd(period, t));
            expect(change.expiresAt - change.appliesAt).toBe(params.confirmWindowMs);
          } else expect(change.kind).toBe('immediate');
        },
      ),
    );
  });
});

describe('pending changes', () => {
  const pending = { amount: 9000, requestedAt: 0, appliesAt: 1000, expiresAt: 5000 };

  it('cool off, may then be confirmed, and lapse at their expiry', () => {
    expect(pendingState(pending, 999)).toBe('coolingOff');
    expect(pendingState(pending, 1000)).toBe('confirmable');
    expect(pendingState(pending, 4999)).toBe('confirmable');
    expect(pendingState(pending, 5000)).toBe('lapsed');
  });

  it('refuse a confirmation before the cooling-off ends, after the window, or with nothing pending', () => {
    expect(confirmRefusal(pending, 500)).toBe('rgCoolingOff');
    expect(confirmRefusal(pending, 2000)).toBeNull();
    expect(confirmRefusal(pending, 6000)).toBe('rgChangeLapsed');
    expect(confirmRefusal(null, 2000)).toBe('rgNoPendingChange');
  });
});

describe('limit refusals', () => {
  const usage =
    (u: Partial<Record<'day' | 'week' | 'month', Partial<RgPeriodUsage>>>) =>
    (p: 'day' | 'week' | 'month'): RgPeriodUsage => ({ ...RG_EMPTY_USAGE, ...u[p] });

  it('measure loss as stakes minus returns (10 staked, 8 won: 2 lost)', () => {
    expect(lossOf({ deposits: 0, stakes: 1000, returns: 800 })).toBe(200);
  });

  it('let a deposit up to the limit through and refuse the one past it', () => {
    const limits: RgActiveLimit[] = [{ kind: 'deposit', period: 'day', amount: 10_000 }];
    const u = usage({ day: { deposits: 6000 } });
    expect(limitRefusal(limits, u, { kind: 'deposit', amount: 4000 })).toBeNull();
    expect(limitRefusal(limits, u, { kind: 'deposit', amount: 4001 })).toEqual({
      key: 'rgDepositLimitReached',
      kind: 'deposit',
      period: 'day',
      limit: 10_000,
      left: 4000,
    });
    // a deposit limit does not bind stakes
    expect(limitRefusal(limits, u, { kind: 'stake', amount: 1_000_000 })).toBeNull();
  });

  it('count a stake against stake limits and, as lost, against loss limits', () => {
    const limits: RgActiveLimit[] = [
      { kind: 'stake', period: 'week', amount: 5000 },
      { kind: 'loss', period: 'day', amount: 1000 },
    ];
    // 3000 staked today, 2500 came back: 500 lost, so 500 more may be lost
    const u = usage({ day: { stakes: 3000, returns: 2500 }, week: { stakes: 3000, returns: 2500 } });
    expect(limitRefusal(limits, u, { kind: 'stake', amount: 500 })).toBeNull();
    expect(limitRefusal(limits, u, { kind: 'stake', amount: 501 })).toMatchObject({
      key: 'rgLossLimitReached',
      left: 500,
    });
    expect(limitRefusal(limits, u, { kind: 'deposit', amount: 1_000_000 })).toBeNull();
  });

  it('names the tightest limit when several would break', () => {
    const limits: RgActiveLimit[] = [
      { kind: 'stake', period: 'month', amount: 100_000 },
      { kind: 'stake', period: 'day', amount: 2000 },
    ];
    const u = usage({ day: { stakes: 1500 }, month: { stakes: 99_000 } });
    expect(limitRefusal(limits, u, { kind: 'stake', amount: 1500 })).toMatchObject({
      period: 'day',
      left: 500,
    });
  });

  it('refuses exactly the attempts that would take a measure past its limit (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('deposit' as const, 'loss' as const, 'stake' as const),
            period: fc.constantFrom(...RG_LIMIT_PERIODS),
            amount: fc.integer({ min: 1, max: 100_000 }),
          }),
          { maxLength: 6 },
        ),
        fc.record({
          deposits: fc.nat(200_000),
          stakes: fc.nat(200_000),
          returns: fc.nat(200_000),
        }),
        fc.constantFrom('deposit' as const, 'stake' as const),
        fc.integer({ min: 1, max: 100_000 }),
        (limits, u, kind, amount) => {
          const refusal = limitRefusal(limits, () => u, { kind, amount });
          const measure = (l: RgActiveLimit) =>
            l.kind === 'deposit' ? u.deposits : l.kind === 'stake' ? u.stakes : lossOf(u);
          const binding = limits.filter((l) => (kind === 'deposit') === (l.kind === 'deposit'));
          const broken = binding.filter((l) => measure(l) + amount > l.amount);
          expect(refusal === null).toBe(broken.length === 0);
          if (refusal) {
            const least = Math.min(...broken.map((l) => Math.max(0, l.amount - measure(l))));
            expect(refusal.left).toBe(least);
          }
        },
      ),
    );
  });
});
