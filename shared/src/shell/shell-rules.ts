/**
 * Visibility rules of the application shell (accounts-and-platform section 2 "Application shell"
 * and section 6 "Roles and permissions"), shared by the web app and the terminal.
 */

export type ProductKey =
  | 'sportUser'
  | 'liveUser'
  | 'casinoUser'
  | 'slotUser'
  | 'bingoUser'
  | 'virtualUser'
  | 'tvgamesUser'
  | 'livejackpotUser'
  | 'slotjackpotUser';

/** The parts of the logged-in user the shell looks at. */
export interface ShellUser {
  userType: string;
  onlineUser: number;
  products: Partial<Record<ProductKey, { status: number }>>;
  affiliateLink?: string | null;
}

/** The parts of the site settings the shell looks at (flags arrive as strings '0'/'1'). */
export interface ShellSettings {
  login_screen?: string;
  register_disabled?: string;
  affiliateStatus?: string;
  maintenance_mode?: string;
}

export const isShopUser = (user: ShellUser | null | undefined): boolean => user?.userType === 'F';

/** A product area is open to a user whose status for it is 1. */
export function hasProduct(user: ShellUser | null | undefined, product: ProductKey): boolean {
  return user?.products[product]?.status === 1;
}

/** Deposit, withdraw, transfer and bonus: online users only, and only while login_screen and register_disabled are both off. */
export function canUsePayments(
  user: Pick<ShellUser, 'onlineUser'> | null | undefined,
  settings: ShellSettings,
): boolean {
  return (
    !!user && user.onlineUser === 1 && settings.login_screen !== '1' && settings.register_disabled !== '1'
  );
}

/**
 * While maintenance_mode is 1 the site is shut to everyone but administrators: players and guests
 * see the maintenance page, and the server refuses their actions (`siteInMaintenance`).
 */
export function shutForMaintenance(
  user: { role: string } | null | undefined,
  settings: Pick<ShellSettings, 'maintenance_mode'>,
): boolean {
  return settings.maintenance_mode === '1' && user?.role !== 'admin';
}

/** The waiting-coupon badge shows '9+' above 9. */
export function countBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export type AccountLink =
  | 'myCoupons'
  | 'bonusRequest'
  | 'transferRequest'
  | 'deposit'
  | 'withdraw'
  | 'affiliate'
  | 'affiliateBanner'
  | 'transactions'
  | 'userInformation'
  | 'settings'
  | 'changePassword'
  | 'logout';

/** The links of the logged-in right menu, in the spec's order, each under its condition. */
export function accountLinks(user: ShellUser, settings: ShellSettings): AccountLink[] {
  const links: AccountLink[] = [];
  const sportsOrLive = hasProduct(user, 'sportUser') || hasProduct(user, 'liveUser');
  if (sportsOrLive && !isShopUser(user)) links.push('myCoupons');
  links.push('bonusRequest', 'transferRequest', 'deposit');
  if (canUsePayments(user, settings)) links.push('withdraw');
  if (user.onlineUser === 1 || !!user.affiliateLink) links.push('affiliate', 'affiliateBanner');
  links.push('transactions', 'userInformation', 'settings', 'changePassword', 'logout');
  return links;
}

export type FooterItem = 'home' | 'live' | 'sports' | 'cashout' | 'coupon';

/** Footer: Home, Live, Sports, Cashout (logged in, not type F), and Coupon (with a count) or Coupons. */
export function footerItems(user: ShellUser | null | undefined): FooterItem[] {
  const items: FooterItem[] = ['home', 'live', 'sports'];
  if (user && !isShopUser(user)) items.push('cashout');
  items.push('coupon');
  return items;
}

/** Routes whose header and footer are hidden (Login; the footer also on FavoritesLive). */
export function footerHidden(routeName: string): boolean {
  return routeName === 'firstlogin' || routeName === 'favoritesLive';
}

export interface Announcement {
  type: number;
  type2: number;
  autoClose: number;
}

/** An announcement shows when its type is 2 or 0 and (type2 is not 0 or the page is Home). */
export function announcementVisible(popup: Announcement, onHome: boolean): boolean {
  return (popup.type === 2 || popup.type === 0) && (popup.type2 !== 0 || onHome);
}

/** Announcements cycle every 10 seconds. */
export const ANNOUNCEMENT_INTERVAL_MS = 10_000;

/**
 * The announcement to show after `index` when its 10 seconds are up: the next one; after the last,
 * null (closed) when it auto-closes, else the first again.
 */
export function nextAnnouncement(popups: Announcement[], index: number): number | null {
  if (index + 1 < popups.length) return index + 1;
  return popups[index]?.autoClose === 1 ? null : 0;
}

/**
 * Notification dialog states (sports section 6): 0 hidden, 1 success (green), 2 error (red),
 * 3 confirm/warning and 4 coupon error (orange), 5 and 6 waiting ('please wait coupon creation',
 * 'please wait').
 */
export const NOTIFY = {
  hidden: 0,
  success: 1,
  error: 2,
  warning: 3,
  couponError: 4,
  waitingCoupon: 5,
  waiting: 6,
} as const;
export type NotificationState = (typeof NOTIFY)[keyof typeof NOTIFY];

export function notificationTone(
  state: NotificationState,
): 'hidden' | 'success' | 'error' | 'warning' | 'waiting' {
  if (state === NOTIFY.hidden) return 'hidden';
  if (state === NOTIFY.success) return 'success';
  if (state === NOTIFY.error) return 'error';
  if (state === NOTIFY.warning || state === NOTIFY.couponError) return 'warning';
  return 'waiting';
}

/** A notice that stays until something replaces it: hidden, or one of the waiting states. */
export const notificationStays = (state: NotificationState): boolean =>
  state === NOTIFY.hidden || notificationTone(state) === 'waiting';
