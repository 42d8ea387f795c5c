import { describe, expect, it } from 'vitest';
import {
  SHOP_DEPOSIT_MAX,
  SHOP_DEPOSIT_MIN,
  inShopNetwork,
  playerRef,
  shopDepositAmountError,
  shopPlayerRefusal,
  withdrawalCodeExpiresAt,
  withdrawalCodeRefusal,
} from './shop-cash.ts';
import { secureCodeFrom, secureCodeKind } from '../ticket/secure-code.ts';

describe('shop cash of online players', () => {
  it('bounds a counter deposit', () => {
    expect(shopDepositAmountError(SHOP_DEPOSIT_MIN)).toBeNull();
    expect(shopDepositAmountError(SHOP_DEPOSIT_MAX)).toBeNull();
    expect(shopDepositAmountError(SHOP_DEPOSIT_MIN - 1)).toBe('shopAmountOutOfRange');
    expect(shopDepositAmountError(SHOP_DEPOSIT_MAX + 1)).toBe('shopAmountOutOfRange');
    expect(shopDepositAmountError(0.5)).toBe('shopAmountOutOfRange');
  });

  it('reads a player as an id or a user name', () => {
    expect(playerRef(' 42 ')).toEqual({ id: 42 });
    expect(playerRef('Ayse.K')).toEqual({ userName: 'ayse.k' });
    expect(playerRef('a42')).toEqual({ userName: 'a42' });
  });

  it('refuses accounts that cannot take cash', () => {
    const ok = { status: 1, onlineUser: 1, transfersBlocked: 0, role: 'player' };
    expect(shopPlayerRefusal(ok)).toBeNull();
    expect(shopPlayerRefusal({ ...ok, role: 'dealer' })).toBe('userNotFound');
    expect(shopPlayerRefusal({ ...ok, onlineUser: 0 })).toBe('shopPlayerNotOnline');
    expect(shopPlayerRefusal({ ...ok, status: 0 })).toBe('shopPlayerBlocked');
    expect(shopPlayerRefusal({ ...ok, transfersBlocked: 1 })).toBe('shopPlayerBlocked');
  });

  it("keeps a shop to its own dealer's network", () => {
    expect(inShopNetwork('/1/4/9/', '/1/4/12/')).toBe(true);
    expect(inShopNetwork('/1/4/9/', '/1/4/7/30/')).toBe(true);
    expect(inShopNetwork('/1/4/9/', '/1/5/12/')).toBe(false);
    // '/1/4' must not match '/1/40'
    expect(inShopNetwork('/1/4/9/', '/1/40/12/')).toBe(false);
    expect(inShopNetwork('/9/', '/10/')).toBe(false);
  });

  it('pays a withdrawal code once, while it waits and before it expires', () => {
    const at = Date.UTC(2026, 0, 1);
    const w = { paidAt: null, status: 0, expiresAt: withdrawalCodeExpiresAt(at, 7) };
    expect(w.expiresAt - at).toBe(7 * 86_400_000);
    expect(withdrawalCodeRefusal(w, at)).toBeNull();
    expect(withdrawalCodeRefusal(w, w.expiresAt)).toBe('withdrawalCodeExpired');
    expect(withdrawalCodeRefusal({ ...w, status: 2 }, at)).toBe('withdrawalCodeCancelled');
    expect(withdrawalCodeRefusal({ ...w, paidAt: at }, w.expiresAt + 1)).toBe('withdrawalCodePaid');
  });

  it('gives withdrawal codes a kind of their own', () => {
    const code = secureCodeFrom('withdrawal', '12345678901234567890');
    expect(code.startsWith('3')).toBe(true);
    expect(secureCodeKind(code)).toBe('withdrawal');
  });
});
