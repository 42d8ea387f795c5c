import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_KINDS, PRODUCT_KEYS, type Products } from '../api/accounts.ts';
import {
  childTerms,
  clampTerms,
  effectiveTerms,
  type TermLimitSet,
  type TermLimits,
  type TermsRequest,
  type UserTerms,
} from './child-limits.ts';

// Small ranges, so that generated parents and children often meet at the bounds.
const arbFlag = fc.constantFrom<0 | 1>(0, 1);
const runs = { numRuns: 1000 };
const arbLimitSet: fc.Arbitrary<TermLimitSet> = fc
  .record({
    minTip: fc.integer({ min: 1, max: 4 }),
    a: fc.integer({ min: 0, max: 8 }),
    b: fc.integer({ min: 0, max: 8 }),
    maxPay: fc.integer({ min: 0, max: 8 }),
    status: arbFlag,
  })
  .map(({ a, b, ...rest }) => ({ ...rest, minStake: Math.min(a, b), maxStake: Math.max(a, b) }));
const arbLimits = fc.record(
  Object.fromEntries(LIMIT_KINDS.map((k) => [k, arbLimitSet])) as Record<
    keyof TermLimits,
    typeof arbLimitSet
  >,
);
const arbProducts = fc.record(
  Object.fromEntries(PRODUCT_KEYS.map((k) => [k, fc.record({ status: arbFlag })])),
) as fc.Arbitrary<Products>;
const arbTerms: fc.Arbitrary<UserTerms> = fc
  .record({
    limits: arbLimits,
    products: arbProducts,
    o1: fc.integer({ min: 1000, max: 1006 }),
    o2: fc.integer({ min: 1000, max: 1006 }),
    maxOddsCouponMilli: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 1006 })),
    system: arbFlag,
  })
  .map(({ o1, o2, ...rest }) => ({
    ...rest,
    minOddsMilli: Math.min(o1, o2),
    maxOddsMilli: Math.max(o1, o2),
  }));
/** a request that asks for some of a generated child's fields */
const arbRequest = (child: UserTerms): fc.Arbitrary<TermsRequest> =>
  fc
    .record({
      kinds: fc.subarray([...LIMIT_KINDS], { maxLength: 1 }),
      products: fc.subarray([...PRODUCT_KEYS], { maxLength: 2 }),
      odds: fc.boolean(),
      system: fc.boolean(),
    })
    .map((pick) => ({
      limits: Object.fromEntries(pick.kinds.map((k) => [k, child.limits[k]])),
      products: Object.fromEntries(pick.products.map((k) => [k, child.products[k]])),
      ...(pick.odds
        ? {
            minOddsMilli: child.minOddsMilli,
            maxOddsMilli: child.maxOddsMilli,
            maxOddsCouponMilli: child.maxOddsCouponMilli,
          }
        : {}),
      ...(pick.system ? { system: child.system } : {}),
    }));

const cap = (x: number) => (x === 0 ? Infinity : x);

/** Whether `c` stays inside everything `p` allows. */
function within(p: UserTerms, c: UserTerms): boolean {
  return (
    LIMIT_KINDS.every((k) => {
      const a = p.limits[k];
      const b = c.limits[k];
      return (
        b.minTip >= a.minTip &&
        b.minStake >= a.minStake &&
        b.minStake <= a.maxStake &&
        b.maxStake >= a.minStake &&
        b.maxStake <= a.maxStake &&
        b.minStake <= b.maxStake &&
        b.maxPay <= a.maxPay &&
        b.status <= a.status
      );
    }) &&
    PRODUCT_KEYS.every((k) => c.products[k].status <= p.products[k].status) &&
    c.minOddsMilli >= p.minOddsMilli &&
    c.maxOddsMilli <= p.maxOddsMilli &&
    c.minOddsMilli <= c.maxOddsMilli &&
    cap(c.maxOddsCouponMilli) <= cap(p.maxOddsCouponMilli) &&
    c.system <= p.system
  );
}

const pairWithRequest = fc
  .tuple(arbTerms, arbTerms, arbTerms)
  .chain(([parent, base, asked]) => arbRequest(asked).map((req) => ({ parent, base, req })));

describe('a child never gets more than its parent', () => {
  it('the resulting terms always lie inside the parent’s', () => {
    fc.assert(
      fc.property(pairWithRequest, ({ parent, base, req }) =>
        within(parent, childTerms(parent, base, req).terms),
      ),
    );
  });

  it('is refused exactly when an asked-for field is outside the parent’s, and then names it', () => {
    fc.assert(
      fc.property(pairWithRequest, ({ parent, base, req }) => {
        const { terms, refusals } = childTerms(parent, base, req);
        // the asked-for fields over the parent's own terms: inside the parent exactly when they fit
        const asked: UserTerms = {
          ...parent,
          ...Object.fromEntries(
            (['minOddsMilli', 'maxOddsMilli', 'maxOddsCouponMilli', 'system'] as const)
              .filter((f) => req[f] !== undefined)
              .map((f) => [f, req[f]]),
          ),
          limits: { ...parent.limits, ...req.limits },
          products: { ...parent.products, ...req.products },
        };
        const askedFits = within(parent, asked);
        expect(refusals.length === 0).toBe(askedFits);
        for (const r of refusals)
          expect(r.key).toMatch(/^(limitAboveParent|limitBelowParent|productNotAllowed)$/);
        // an allowed request is taken as asked
        if (refusals.length === 0) {
          for (const [k, v] of Object.entries(req.limits ?? {})) expect(terms.limits[k as never]).toEqual(v);
          for (const [k, v] of Object.entries(req.products ?? {}))
            expect(terms.products[k as never]).toEqual(v);
          if (req.minOddsMilli !== undefined) expect(terms.minOddsMilli).toBe(req.minOddsMilli);
          if (req.maxOddsCouponMilli !== undefined)
            expect(terms.maxOddsCouponMilli).toBe(req.maxOddsCouponMilli);
        }
      }),
      runs,
    );
  });

  it('leaves a child that already fits unchanged, and clamping twice changes nothing more', () => {
    fc.assert(
      fc.property(arbTerms, arbTerms, (parent, child) => {
        const once = clampTerms(parent, child);
        expect(clampTerms(parent, once)).toEqual(once);
        if (within(parent, child)) expect(once).toEqual(child);
      }),
      runs,
    );
  });

  it('the effective terms of a chain lie inside every ancestor’s effective terms', () => {
    fc.assert(
      fc.property(fc.array(arbTerms, { minLength: 1, maxLength: 5 }), (chain) => {
        const eff = effectiveTerms(chain);
        for (let i = 1; i < chain.length; i++)
          if (!within(effectiveTerms(chain.slice(0, i)), eff)) return false;
        return true;
      }),
      runs,
    );
  });

  it('refuses the issue’s example: maxStake 1e9, maxPay 1e11 and a product the dealer lacks', () => {
    const dealer: UserTerms = {
      limits: Object.fromEntries(
        LIMIT_KINDS.map((k) => [
          k,
          { minTip: 1, minStake: 100, maxStake: 1_000_000, maxPay: 10_000_000, status: 1 },
        ]),
      ) as TermLimits,
      products: Object.fromEntries(
        PRODUCT_KEYS.map((k) => [k, { status: k === 'casinoUser' ? 0 : 1 }]),
      ) as Products,
      minOddsMilli: 1000,
      maxOddsMilli: 1_000_000,
      maxOddsCouponMilli: 0,
      system: 1,
    };
    const { refusals } = childTerms(dealer, dealer, {
      limits: { single: { minTip: 1, minStake: 100, maxStake: 1e11, maxPay: 1e13, status: 1 } },
      products: { casinoUser: { status: 1 } },
    });
    expect(refusals).toEqual([
      { key: 'limitAboveParent', field: 'limits.single.maxStake', limit: 1_000_000, unit: 'minor' },
      { key: 'limitAboveParent', field: 'limits.single.maxPay', limit: 10_000_000, unit: 'minor' },
      { key: 'productNotAllowed', field: 'products.casinoUser', limit: 0, unit: 'flag' },
    ]);
    // the same values coming from defaults are clamped, not refused
    const fromBase = childTerms(
      dealer,
      { ...dealer, products: { ...dealer.products, casinoUser: { status: 1 } } },
      {},
    );
    expect(fromBase.refusals).toEqual([]);
    expect(fromBase.terms.products.casinoUser.status).toBe(0);
  });
});
