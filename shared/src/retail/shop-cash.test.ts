import { describe, expect, it } from 'vitest';
import {
  SHOP_CASH_DEFAULTS,
  SHOP_DEPOSIT_MAX,
  SHOP_DEPOSIT_MIN,
  inShopNetwork,
  playerRef,
  shopDepositAmountError,
  shopCashSettings,
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
    // the site's own range
    const range = { depositMin: 2000, depositMax: 3000 };
    expect(shopDepositAmountError(2000, range)).toBeNull();
    expect(shopDepositAmountError(3000, range)).toBeNull();
    expect(shopDepositAmountError(1999, range)).toBe('shopAmountOutOfRange');
    expect(shopDepositAmountError(3001, range)).toBe('shopAmountOutOfRange');
  });

  it('reads the counter cash settings, with defaults for unset, broken or crossed values', () => {
    expect(shopCashSettings({})).toEqual(SHOP_CASH_DEFAULTS);
    expect(
      shopCashSettings({ shop_deposit_min: '500', shop_deposit_max: '20000', withdrawal_code_days: '3' }),
    ).toEqual({ depositMin: 500, depositMax: 20000, withdrawalCodeDays: 3 });
    expect(shopCashSettings({ shop_deposit_min: '0', withdrawal_code_days: 'x' })).toEqual(
      SHOP_CASH_DEFAULTS,
    );
    expect(shopCashSettings({ shop_deposit_max: '1.5', withdrawal_code_days: '-2' })).toEqual(
      SHOP_CASH_DEFAULTS,
    );
    // a minimum above the maximum never leaves a counter that refuses every amount
    expect(shopCashSettings({ shop_deposit_min: '9000000' })).toMatchObject({
      depositMin: SHOP_DEPOSIT_MIN,
      depositMax: SHOP_DEPOSIT_MAX,
    });
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
