import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_STATUS, bonusDecisionEffect, type BonusDecision } from './bonus-rules.ts';

describe('bonus decisions', () => {
  const decision = fc.constantFrom<BonusDecision>(BONUS_STATUS.accepted, BONUS_STATUS.denied);

  it('applies to a waiting request, repeats harmlessly, and is final', () => {
    fc.assert(
      fc.property(decision, decision, (first, second) => {
        expect(bonusDecisionEffect(BONUS_STATUS.waiting, first)).toBe('apply');
        expect(bonusDecisionEffect(first, second)).toBe(first === second ? 'same' : 'refuse');
      }),
    );
  });
});
