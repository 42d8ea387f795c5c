import type { Database } from '../../db/database.ts';
import { readSettings } from '../settings/index.ts';
import { DEFAULT_CASHOUT_MARGIN } from '../cashout/index.ts';

/** Operator settings of betting, from the site settings (a row in `settings` overrides a default). */
export interface CouponSettings {
  /** live picks wait this long and are checked again before the coupon is taken */
  liveDelayMs: number;
  /** 'same coupon already made N times' */
  sameCouponLimit: number;
  /** what one player may have staked on one match in waiting coupons (minor units) */
  matchStakeLimit: number;
  /** pre-match coupons may be cancelled this long after they were made */
  cancelWindowMs: number;
  /** share of a cash-out's fair value the house keeps */
  cashoutMargin: number;
  /** coupon lists reach back this many days unless asked for older ones (the spec's coupons_day) */
  couponsDays: number;
}

export async function couponSettings(database: Database): Promise<CouponSettings> {
  const s = await readSettings(database);
  const num = (key: string, fallback: number) =>
    s[key] !== undefined && s[key] !== '' ? Number(s[key]) : fallback;
  return {
    liveDelayMs: num('live_delay_ms', 3000),
    sameCouponLimit: num('same_coupon_limit', 3),
    matchStakeLimit: num('match_stake_limit', 500_000),
    cancelWindowMs: num('coupon_cancel_ms', 5 * 60_000),
    cashoutMargin: num('cashout_margin', DEFAULT_CASHOUT_MARGIN),
    couponsDays: num('coupons_day', 30),
  };
}
