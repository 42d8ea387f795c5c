import { describe, expect, it } from 'vitest';
import {
  accountLinks,
  announcementVisible,
  canUsePayments,
  shutForMaintenance,
  countBadge,
  footerHidden,
  footerItems,
  hasProduct,
  isShopUser,
  nextAnnouncement,
  NOTIFY,
  notificationStays,
  notificationTone,
  type ShellUser,
} from './shell-rules.ts';

const player: ShellUser = {
  userType: 'U',
  onlineUser: 1,
  products: { sportUser: { status: 1 }, liveUser: { status: 1 }, casinoUser: { status: 0 } },
};
const shop: ShellUser = { ...player, userType: 'F', onlineUser: 0 };

describe('shell rules', () => {
  it('product access needs status 1', () => {
    expect(hasProduct(player, 'sportUser')).toBe(true);
    expect(hasProduct(player, 'casinoUser')).toBe(false);
    expect(hasProduct(player, 'bingoUser')).toBe(false);
    expect(hasProduct(null, 'sportUser')).toBe(false);
  });

  it('type F is the shop user', () => {
    expect(isShopUser(shop)).toBe(true);
    expect(isShopUser(player)).toBe(false);
  });

  it('"Withdraw (only for online users when login_screen and register_disabled are both off)"', () => {
    expect(canUsePayments(player, {})).toBe(true);
    expect(canUsePayments(player, { login_screen: '1' })).toBe(false);
    expect(canUsePayments(player, { register_disabled: '1' })).toBe(false);
    expect(canUsePayments({ ...player, onlineUser: 0 }, {})).toBe(false);
    expect(canUsePayments(null, {})).toBe(false);
  });

  it('maintenance shuts the site to players, shop users and guests, never to administrators', () => {
    const on = { maintenance_mode: '1' };
    expect(shutForMaintenance({ role: 'player' }, on)).toBe(true);
    expect(shutForMaintenance({ role: 'dealer' }, on)).toBe(true);
    expect(shutForMaintenance(null, on)).toBe(true);
    expect(shutForMaintenance({ role: 'admin' }, on)).toBe(false);
    expect(shutForMaintenance({ role: 'player' }, { maintenance_mode: '0' })).toBe(false);
    expect(shutForMaintenance({ role: 'player' }, {})).toBe(false);
  });

  it('"waiting-coupon count (shown as 9+ above 9)"', () => {
    expect(countBadge(9)).toBe('9');
    expect(countBadge(10)).toBe('9+');
  });

  it('"My coupons (if live or sport enabled and user not type F)"', () => {
    expect(accountLinks(player, {})[0]).toBe('myCoupons');
    expect(accountLinks(shop, {})).not.toContain('myCoupons');
    expect(accountLinks({ ...player, products: {} }, {})).not.toContain('myCoupons');
  });

  it('"Affiliate manager and Affiliate banners (for online users or those with an affiliate link)"', () => {
    expect(accountLinks(player, {})).toContain('affiliate');
    expect(accountLinks(shop, {})).not.toContain('affiliate');
    expect(accountLinks({ ...shop, affiliateLink: 'abc' }, {})).toContain('affiliateBanner');
    expect(accountLinks(player, {}).at(-1)).toBe('logout');
  });

  it('"Cashout (logged in, not type F)" in the footer', () => {
    expect(footerItems(player)).toEqual(['home', 'live', 'sports', 'cashout', 'coupon']);
    expect(footerItems(shop)).toEqual(['home', 'live', 'sports', 'coupon']);
    expect(footerItems(null)).toEqual(['home', 'live', 'sports', 'coupon']);
    expect(footerHidden('firstlogin')).toBe(true);
    expect(footerHidden('favoritesLive')).toBe(true);
    expect(footerHidden('home')).toBe(false);
  });

  it('"shown only if type is 2 or 0 and (type2 is not 0 or the current route is Home)"', () => {
    expect(announcementVisible({ type: 2, type2: 0, autoClose: 0 }, true)).toBe(true);
    expect(announcementVisible({ type: 2, type2: 0, autoClose: 0 }, false)).toBe(false);
    expect(announcementVisible({ type: 0, type2: 1, autoClose: 0 }, false)).toBe(true);
    expect(announcementVisible({ type: 1, type2: 1, autoClose: 0 }, true)).toBe(false);
  });

  it('"the last closes automatically if autoClose is 1, else the cycle loops"', () => {
    const loop = [
      { type: 0, type2: 1, autoClose: 0 },
      { type: 0, type2: 1, autoClose: 0 },
    ];
    expect(nextAnnouncement(loop, 0)).toBe(1);
    expect(nextAnnouncement(loop, 1)).toBe(0);
    expect(nextAnnouncement([loop[0]!, { type: 0, type2: 1, autoClose: 1 }], 1)).toBeNull();
  });

  it('"Notification dialog states: 0 hidden, 1 success, 2 error, 3 and 4 warning, 5 and 6 waiting"', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => notificationTone(s as 0))).toEqual([
      'hidden',
      'success',
      'error',
      'warning',
      'warning',
      'waiting',
      'waiting',
    ]);
    expect(Object.values(NOTIFY).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.values(NOTIFY).filter(notificationStays)).toEqual([
      NOTIFY.hidden,
      NOTIFY.waitingCoupon,
      NOTIFY.waiting,
    ]);
  });
});
