import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../api/accounts.ts';
import { mayMoveCredit } from './credit-rule.ts';

const arbId = fc.integer({ min: 1, max: 6 });
const arbCase = fc.record({
  caller: fc.record({ userId: arbId, role: fc.constantFrom(...ROLES) }),
  target: fc.record({ userId: arbId, parentId: fc.option(arbId, { nil: null }) }),
});

describe('mayMoveCredit', () => {
  it('lets a dealer of any level reach exactly the users it carries directly', () => {
    fc.assert(
      fc.property(arbCase, ({ caller, target }) => {
        fc.pre(caller.role !== 'admin');
        expect(mayMoveCredit(caller, target)).toBe(
          target.parentId === caller.userId && target.userId !== caller.userId,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('lets the house reach anyone but itself', () => {
    fc.assert(
      fc.property(arbCase, ({ caller, target }) => {
        expect(mayMoveCredit({ ...caller, role: 'admin' }, target)).toBe(target.userId !== caller.userId);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a sub-dealer's player to the dealer above it", () => {
    expect(mayMoveCredit({ userId: 1, role: 'dealer' }, { userId: 3, parentId: 2 })).toBe(false);
    expect(mayMoveCredit({ userId: 2, role: 'subDealer' }, { userId: 3, parentId: 2 })).toBe(true);
  });
});
