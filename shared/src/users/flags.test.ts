import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEALER_PERMISSIONS } from '../api/accounts.ts';
import { FLAG, hasPermission, isOn, toFlag } from './flags.ts';

describe('0/1 flags', () => {
  it('a stored yes reads back as yes and a no as no, and only 1 is on', () => {
    fc.assert(
      fc.property(fc.boolean(), (on) => {
        expect(isOn(toFlag(on))).toBe(on);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined)), (n) => {
        expect(isOn(n)).toBe(n === FLAG.on);
      }),
    );
  });

  it('a dealer holds exactly the permissions set to 1', () => {
    const flags = fc.record(
      Object.fromEntries(DEALER_PERMISSIONS.map((p) => [p, fc.constantFrom<0 | 1>(0, 1)])) as Record<
        (typeof DEALER_PERMISSIONS)[number],
        fc.Arbitrary<0 | 1>
      >,
    );
    fc.assert(
      fc.property(flags, fc.constantFrom(...DEALER_PERMISSIONS), (permissions, p) => {
        expect(hasPermission(permissions, p)).toBe(permissions[p] === 1);
      }),
    );
    expect(hasPermission({}, 'couponCancel')).toBe(false);
  });
});
