/**
 * Cash of online players at a shop counter: a deposit the cashier takes in (addMoney) and a
 * withdrawal the player asked for online and collects at a shop with a one-time code
 * (withdrawPrint). The server refuses by these rules and the terminal's form checks the same.
 */

/** Bounds of one counter deposit, in minor units, unless the site sets its own. */
export const SHOP_DEPOSIT_MIN = 100;
export const SHOP_DEPOSIT_MAX = 5_000_000;

/** Days a withdrawal code can be collected at a shop, unless the site sets its own; then the request expires. */
export const WITHDRAWAL_CODE_DAYS = 7;

/** The site settings of online players' cash at a counter (the back office edits them). */
export const SHOP_CASH_SETTING_KEYS = {
  depositMin: 'shop_deposit_min',
  depositMax: 'shop_deposit_max',
  withdrawalCodeDays: 'withdrawal_code_days',
} as const;

export interface ShopCashSettings {
  /** the smallest and largest counter deposit, minor units */
  depositMin: number;
  depositMax: number;
  /** days a withdrawal code can be collected */
  withdrawalCodeDays: number;
}

export const SHOP_CASH_DEFAULTS: ShopCashSettings = {
  depositMin: SHOP_DEPOSIT_MIN,
  depositMax: SHOP_DEPOSIT_MAX,
  withdrawalCodeDays: WITHDRAWAL_CODE_DAYS,
};

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/**
 * The counter's cash settings from the site settings: an unset or broken value takes its default,
 * and a range whose minimum lies above its maximum (the back office refuses to store one, but a
 * default may meet a stored value) is the default range, so a counter never refuses every amount.
 */
export function shopCashSettings(settings: Record<string, string | undefined>): ShopCashSettings {
  const k = SHOP_CASH_SETTING_KEYS;
  const depositMin = positive(settings[k.depositMin], SHOP_CASH_DEFAULTS.depositMin);
  const depositMax = positive(settings[k.depositMax], SHOP_CASH_DEFAULTS.depositMax);
  const range =
    depositMin <= depositMax
      ? { depositMin, depositMax }
      : { depositMin: SHOP_CASH_DEFAULTS.depositMin, depositMax: SHOP_CASH_DEFAULTS.depositMax };
  return {
    ...range,
    withdrawalCodeDays: positive(settings[k.withdrawalCodeDays], SHOP_CASH_DEFAULTS.withdrawalCodeDays),
  };
}

/** The payment provider of a withdrawal paid in cash at a shop. */
export const SHOP_CASH_PROVIDER = 'shopCash';

/** What a shop withdrawal's request says as its result once a shop paid it, or once its code expired. */
export const SHOP_WITHDRAWAL_RESULT = { paid: 'paidAtShop', expired: 'withdrawalCodeExpired' } as const;

/** The most handhelds a shop may log in from; a new device beyond them is refused. */
export const HAND_TERMINALS_PER_SHOP = 5;

/** Why a counter deposit's amount is refused, or null; the range is the site's (shopCashSettings). */
export function shopDepositAmountError(
  minor: number,
  range: Pick<ShopCashSettings, 'depositMin' | 'depositMax'> = SHOP_CASH_DEFAULTS,
): 'shopAmountOutOfRange' | null {
  return Number.isSafeInteger(minor) && minor >= range.depositMin && minor <= range.depositMax
    ? null
    : 'shopAmountOutOfRange';
}

/** How the cashier named the player: digits only are a user id, anything else a user name. */
export function playerRef(input: string): { id: number } | { userName: string } {
  const text = input.trim();
  return /^\d{1,15}$/.test(text) ? { id: Number(text) } : { userName: text.toLowerCase() };
}

export interface ShopPlayerState {
  /** 1 open, 0 closed */
  status: number;
  onlineUser: number;
  transfersBlocked: number;
  role: string;
}

/** Why a player's account cannot take cash at a counter, or null when it can. */
export function shopPlayerRefusal(
  p: ShopPlayerState,
): 'userNotFound' | 'shopPlayerNotOnline' | 'shopPlayerBlocked' | null {
  // only a player's account takes cash this way; a dealer or another shop is not found as one
  if (p.role !== 'player') return 'userNotFound';
  if (p.onlineUser !== 1) return 'shopPlayerNotOnline';
  if (p.status !== 1 || p.transfersBlocked === 1) return 'shopPlayerBlocked';
  return null;
}

/**
 * Whether a shop may take or pay a player's cash: the player belongs to the network of the
 * shop's own dealer (its parent), as a dealer manages only its own users. Paths are the users'
 * ids from the root ('/1/4/9/').
 */
export function inShopNetwork(shopPath: string, playerPath: string): boolean {
  const parent = shopPath.replace(/\d+\/$/, '');
  return parent.length > 1 && playerPath.startsWith(parent);
}

/** When a withdrawal code made at `createdAt` stops being payable. */
export const withdrawalCodeExpiresAt = (createdAt: number, days = WITHDRAWAL_CODE_DAYS) =>
  createdAt + days * 86_400_000;

export type WithdrawalCodeRefusal =
  'withdrawalCodePaid' | 'withdrawalCodeCancelled' | 'withdrawalCodeExpired';

/** Why a withdrawal code cannot be paid now (its request's state), or null when it can. */
export function withdrawalCodeRefusal(
  w: { paidAt: number | null; status: number; expiresAt: number },
  now: number,
): WithdrawalCodeRefusal | null {
  if (w.paidAt !== null) return 'withdrawalCodePaid';
  // 0 waiting; a request cancelled by the dealer or the provider has given its hold back
  if (w.status !== 0) return 'withdrawalCodeCancelled';
  if (now >= w.expiresAt) return 'withdrawalCodeExpired';
  return null;
}
