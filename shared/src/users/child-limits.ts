import { LIMIT_KINDS, PRODUCT_KEYS, type LimitKind, type Products } from '../api/accounts.ts';

/**
 * A user's betting terms may never exceed its parent dealer's: every stake bound lies inside the
 * parent's stake range, max pay and the odds caps are at most the parent's, minimum picks at least
 * the parent's, and a product or bet kind the parent lacks is off. Money in minor units, odds in
 * thousandths. An administrator (the house) has no terms of its own and bounds nobody.
 */

export interface TermLimitSet {
  minTip: number;
  minStake: number;
  maxStake: number;
  maxPay: number;
  status: 0 | 1;
}
export type TermLimits = Record<LimitKind, TermLimitSet>;

export interface UserTerms {
  limits: TermLimits;
  products: Products;
  minOddsMilli: number;
  maxOddsMilli: number;
  /** cap on a coupon's total odds; 0 means none */
  maxOddsCouponMilli: number;
  system: 0 | 1;
}

/** The fields a write asks for explicitly; a limit kind is asked for as a whole. */
export interface TermsRequest {
  limits?: Partial<TermLimits>;
  products?: Partial<Products>;
  minOddsMilli?: number;
  maxOddsMilli?: number;
  maxOddsCouponMilli?: number;
  system?: 0 | 1;
}

export type TermsRefusalKey = 'limitAboveParent' | 'limitBelowParent' | 'productNotAllowed';

export interface TermsRefusal {
  key: TermsRefusalKey;
  /** e.g. `limits.single.maxStake`, `products.casinoUser`, `maxOdds` */
  field: string;
  /** the parent's bound that was crossed, in the field's unit */
  limit: number;
  unit: 'minor' | 'milli' | 'count' | 'flag';
}

export interface ChildTermsResult {
  /** the child's terms: asked-for fields as asked when allowed, everything else clamped */
  terms: UserTerms;
  /** every asked-for field the parent does not allow; the write must be refused when not empty */
  refusals: TermsRefusal[];
}

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
const flag = (x: number): 0 | 1 => (x >= 1 ? 1 : 0);
/** 0 means no cap, so it is the largest value */
const capOf = (x: number) => (x === 0 ? Infinity : x);

function clampLimitSet(p: TermLimitSet, c: TermLimitSet): TermLimitSet {
  return {
    minTip: Math.max(c.minTip, p.minTip),
    minStake: clamp(c.minStake, p.minStake, p.maxStake),
    maxStake: clamp(c.maxStake, p.minStake, p.maxStake),
    maxPay: Math.min(c.maxPay, p.maxPay),
    status: flag(Math.min(c.status, p.status)),
  };
}

/** `child` narrowed to what `parent` allows; unchanged when it already fits. `null`: no bounding parent. */
export function clampTerms(parent: UserTerms | null, child: UserTerms): UserTerms {
  if (!parent) return child;
  const limits = Object.fromEntries(
    LIMIT_KINDS.map((k) => [k, clampLimitSet(parent.limits[k], child.limits[k])]),
  ) as TermLimits;
  const products = Object.fromEntries(
    PRODUCT_KEYS.map((k) => [
      k,
      { status: flag(Math.min(child.products[k]?.status ?? 0, parent.products[k]?.status ?? 0)) },
    ]),
  ) as Products;
  const cap = Math.min(capOf(child.maxOddsCouponMilli), capOf(parent.maxOddsCouponMilli));
  return {
    limits,
    products,
    minOddsMilli: clamp(child.minOddsMilli, parent.minOddsMilli, parent.maxOddsMilli),
    maxOddsMilli: clamp(child.maxOddsMilli, parent.minOddsMilli, parent.maxOddsMilli),
    maxOddsCouponMilli: cap === Infinity ? 0 : cap,
    system: flag(Math.min(child.system, parent.system)),
  };
}

/**
 * The terms that bind a user: its own, narrowed by each bounding ancestor's. `chain` runs from the
 * topmost bounding ancestor down to the user itself, so a dealer whose limits were lowered later
 * takes its whole subtree down with it.
 */
export function effectiveTerms(chain: readonly UserTerms[]): UserTerms {
  if (chain.length === 0) throw new Error('effectiveTerms needs at least the user itself');
  let bound: UserTerms | null = null;
  for (const own of chain) bound = clampTerms(bound, own);
  return bound!;
}

function refusalsOf(parent: UserTerms, req: TermsRequest): TermsRefusal[] {
  const out: TermsRefusal[] = [];
  const above = (field: string, limit: number, unit: TermsRefusal['unit']) =>
    out.push({ key: 'limitAboveParent', field, limit, unit });
  const below = (field: string, limit: number, unit: TermsRefusal['unit']) =>
    out.push({ key: 'limitBelowParent', field, limit, unit });
  const range = (field: string, x: number, lo: number, hi: number, unit: TermsRefusal['unit']) => {
    if (x < lo) below(field, lo, unit);
    else if (x > hi) above(field, hi, unit);
  };
  for (const k of LIMIT_KINDS) {
    const c = req.limits?.[k];
    if (!c) continue;
    const p = parent.limits[k];
    const f = `limits.${k}`;
    if (c.minTip < p.minTip) below(`${f}.minTip`, p.minTip, 'count');
    range(`${f}.minStake`, c.minStake, p.minStake, p.maxStake, 'minor');
    range(`${f}.maxStake`, c.maxStake, p.minStake, p.maxStake, 'minor');
    if (c.maxPay > p.maxPay) above(`${f}.maxPay`, p.maxPay, 'minor');
    if (c.status > p.status) above(`${f}.status`, p.status, 'flag');
  }
  for (const k of PRODUCT_KEYS) {
    const c = req.products?.[k];
    if (c && c.status === 1 && parent.products[k]?.status !== 1)
      out.push({ key: 'productNotAllowed', field: `products.${k}`, limit: 0, unit: 'flag' });
  }
  if (req.minOddsMilli !== undefined)
    range('minOdds', req.minOddsMilli, parent.minOddsMilli, parent.maxOddsMilli, 'milli');
  if (req.maxOddsMilli !== undefined)
    range('maxOdds', req.maxOddsMilli, parent.minOddsMilli, parent.maxOddsMilli, 'milli');
  if (
    req.maxOddsCouponMilli !== undefined &&
    capOf(req.maxOddsCouponMilli) > capOf(parent.maxOddsCouponMilli)
  )
    above('maxOddsCoupon', parent.maxOddsCouponMilli, 'milli');
  if (req.system !== undefined && req.system > parent.system) above('system', parent.system, 'flag');
  return out;
}

/**
 * A child's terms on create or change: `base` (its current terms, or the defaults of a new user)
 * with `request` laid over it. What the request asks for beyond the parent is refused with a
 * message key; what only comes from the base is clamped silently (a default, or a value the parent
 * has since lowered). `parent` is the parent's own effective terms, `null` for the house.
 */
export function childTerms(
  parent: UserTerms | null,
  base: UserTerms,
  request: TermsRequest,
): ChildTermsResult {
  const merged: UserTerms = {
    limits: { ...base.limits, ...definedOf(request.limits) },
    products: { ...base.products, ...definedOf(request.products) },
    minOddsMilli: request.minOddsMilli ?? base.minOddsMilli,
    maxOddsMilli: request.maxOddsMilli ?? base.maxOddsMilli,
    maxOddsCouponMilli: request.maxOddsCouponMilli ?? base.maxOddsCouponMilli,
    system: request.system ?? base.system,
  };
  if (!parent) return { terms: merged, refusals: [] };
  const refusals = refusalsOf(parent, request);
  return { terms: clampTerms(parent, merged), refusals };
}

function definedOf<T extends object>(o: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
