/** My coupons: tabs All / Wait / Win / Lost and their statuses; 25 a page (spec sections 2 and 9). */
export const COUPON_TABS = [
  { key: 'all', status: undefined },
  { key: 'wait', status: 0 },
  { key: 'win', status: 1 },
  { key: 'lost', status: -1 },
] as const;
export type CouponTab = (typeof COUPON_TABS)[number]['key'];
export const COUPONS_PAGE = 25;

/** "Coupon history date ranges are sent with slashes (yyyy/MM/dd)." */
export function slashDate(isoDay: string): string {
  return isoDay.replaceAll('-', '/');
}

/** A date input's value (yyyy-MM-dd) `days` days from today, local. */
export function dayInput(days: number, now = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const STATUS_KEY: Record<number, string> = {
  0: 'waiting',
  1: 'won',
  [-1]: 'lost',
  [-2]: 'cancelled',
  2: 'sold',
};
