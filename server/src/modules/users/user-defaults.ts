import {
  DEALER_PERMISSIONS,
  LIMIT_KINDS,
  PRODUCT_KEYS,
  type BonusSettings,
  type LimitKind,
  type Permissions,
  type Products,
  type Role,
} from '@bet/shared';

/** A limit set as stored: money in minor units. */
export interface StoredLimitSet {
  minTip: number;
  minStake: number;
  maxStake: number;
  maxPay: number;
  status: 0 | 1;
}
export type StoredLimits = Record<LimitKind, StoredLimitSet>;

const BASE_LIMIT: StoredLimitSet = {
  minTip: 1,
  minStake: 100,
  maxStake: 1_000_000,
  maxPay: 10_000_000,
  status: 1,
};

export function defaultLimits(): StoredLimits {
  const limits = Object.fromEntries(LIMIT_KINDS.map((k) => [k, { ...BASE_LIMIT }])) as StoredLimits;
  limits.combine.minTip = 2;
  limits.multiple.minTip = 2;
  limits.system.minTip = 3;
  return limits;
}

/** Odds caps and the system flag of a new user (the column defaults of migration 0002). */
export const DEFAULT_ODDS_TERMS = {
  min_odds_milli: 1000,
  max_odds_milli: 1_000_000,
  max_odds_coupon_milli: 0,
  system_status: 1,
} as const;

export function defaultProducts(on: boolean): Products {
  return Object.fromEntries(PRODUCT_KEYS.map((k) => [k, { status: on ? 1 : 0 }])) as Products;
}

/** Managing roles get the usual dealer rights; everyone else none. */
export function defaultPermissions(role: Role): Permissions {
  const on = role === 'admin' || role === 'topDealer' || role === 'dealer' ? 1 : 0;
  const perms = Object.fromEntries(DEALER_PERMISSIONS.map((k) => [k, on])) as Permissions;
  if (role === 'subDealer') perms.sellCoupon = 1;
  return perms;
}

export function defaultBonus(): BonusSettings {
  return {
    status: 1,
    minOdds: 1.3,
    rates: [
      { tips: 3, percent: 3 },
      { tips: 5, percent: 5 },
      { tips: 8, percent: 10 },
    ],
  };
}
