import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentMethodProblem } from './method-rules.ts';

const field = fc.record({
  name: fc.stringMatching(/^[a-z]{1,6}$/),
  minLength: fc.integer({ min: 0, max: 50 }),
  maxLength: fc.integer({ min: 0, max: 50 }),
});

describe('payment method rules', () => {
  it('a minimum above a set maximum is refused; a maximum of 0 means none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (min, max) => {
        const problem = paymentMethodProblem({ minAmount: min, maxAmount: max }, []);
        expect(problem).toBe(max !== 0 && min > max ? 'minAboveMax' : null);
      }),
    );
  });

  it('fields need distinct names and a minimum length not above the maximum (0: none)', () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 6 }), (fields) => {
        const twice = fields.some((f, i) => fields.findIndex((g) => g.name === f.name) !== i);
        const lengths = fields.some((f) => f.maxLength !== 0 && f.minLength > f.maxLength);
        const problem = paymentMethodProblem({ minAmount: 0, maxAmount: 0 }, fields);
        if (!twice && !lengths) expect(problem).toBeNull();
        else expect(['fieldNameTwice', 'fieldLengths']).toContain(problem);
      }),
    );
  });
});
