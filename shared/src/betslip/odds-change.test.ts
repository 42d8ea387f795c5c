import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsOddsChange, ODDS_CHANGE_POLICIES, oddsChangePolicyOf } from './odds-change.ts';

const odd = fc.integer({ min: 1001, max: 500_000 }).map((t) => t / 1000);

describe('accept odds changes (always, only higher, never)', () => {
  it('an odd that did not move is taken under every policy', () => {
    fc.assert(
      fc.property(odd, fc.constantFrom(...ODDS_CHANGE_POLICIES), (o, policy) => {
        expect(acceptsOddsChange(policy, { sent: o, odd: o })).toBe(true);
      }),
    );
  });

  it('always takes any move, only-higher a rise and never none', () => {
    fc.assert(
      fc.property(odd, odd, (sent, now) => {
        fc.pre(sent !== now);
        expect(acceptsOddsChange('always', { sent, odd: now })).toBe(true);
        expect(acceptsOddsChange('higher', { sent, odd: now })).toBe(now > sent);
        expect(acceptsOddsChange('never', { sent, odd: now })).toBe(false);
      }),
    );
  });

  it('float noise below a thousandth is no move', () => {
    expect(acceptsOddsChange('never', { sent: 1.1 + 2.2, odd: 3.3 })).toBe(true);
    expect(acceptsOddsChange('higher', { sent: 2.5, odd: 2.499 })).toBe(false);
  });

  it("a request without a policy keeps the old flag's meaning", () => {
    expect(oddsChangePolicyOf({ oddChangeOk: true })).toBe('always');
    expect(oddsChangePolicyOf({ oddChangeOk: false })).toBe('never');
    expect(oddsChangePolicyOf({})).toBe('never');
    expect(oddsChangePolicyOf({ oddsChange: 'higher', oddChangeOk: true })).toBe('higher');
  });
});
