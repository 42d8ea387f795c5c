import { COUPON_STATUS, COUPON_STATUS_LIST, type Coupon } from '@bet/shared';

/** My coupons: tabs All / Wait / Win / Lost and their statuses; 25 a page (spec sections 2 and 9). */
export const COUPON_TABS = [
  { key: 'all', status: undefined },
  { key: 'wait', status: COUPON_STATUS.waiting },
  { key: 'win', status: COUPON_STATUS.won },
  { key: 'lost', status: COUPON_STATUS.lost },
] as const;
export type CouponTab = (typeof COUPON_TABS)[number]['key'];
export const COUPONS_PAGE = 25;

/** The statuses the search offers: waiting, won, lost, cancelled, sold. */
export const COUPON_STATUSES = COUPON_STATUS_LIST;

/** "coupon history window from setting coupons_day (default 30)". */
export function couponsDays(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n > 0 ? n : 30;
}

/** A coupon older than the history window is archived: its detail is read with archived=1. */
export function isArchived(coupon: Pick<Coupon, 'ticketDate'>, days: number, now = Date.now()): boolean {
  return Date.parse(coupon.ticketDate) < now - days * 86_400_000;
}

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
