import type { DealerPermission, Permissions, Role } from '../api/accounts.ts';
import { hasPermission } from '../users/flags.ts';

/**
 * Why a ticket is voided at a shop counter (before its first match starts). A fixed list, so the
 * day's report can count them; each has a message key `counterVoidReason.<reason>`.
 */
export const COUNTER_VOID_REASONS = [
  'customerRequest',
  'wrongSelection',
  'wrongStake',
  'printFault',
  'duplicateTicket',
] as const;
export type CounterVoidReason = (typeof COUNTER_VOID_REASONS)[number];

export const counterVoidReasonKey = (reason: CounterVoidReason) => `counterVoidReason.${reason}` as const;

const MANAGERS: readonly Role[] = ['topDealer', 'dealer', 'subDealer'];
const VOID_PERMISSION: DealerPermission = 'couponCancel';

/**
 * Who may void a ticket at the counter: the shop's own counter login (it sold the ticket), an
 * administrator, and a dealer above the shop that holds the coupon-cancel right. A player, an
 * affiliate or a dealer without the right may not.
 */
export function mayVoidAtCounter(role: Role, permissions: Partial<Permissions>): boolean {
  if (role === 'terminal' || role === 'filiale' || role === 'admin') return true;
  return MANAGERS.includes(role) && hasPermission(permissions, VOID_PERMISSION);
}

/** The site settings of the shop counter, read from the settings table's text. */
export interface RetailSettings {
  /** a payout above this (minor units) waits for the manager's approval; 0: never */
  payoutApprovalAbove: number;
  /** a settled ticket may be paid out for this many days, then it has expired */
  ticketPayoutDays: number;
  /** a voucher may be redeemed for this many days after it was issued */
  voucherDays: number;
}

export const RETAIL_SETTING_KEYS = {
  payoutApprovalAbove: 'payout_approval_above',
  ticketPayoutDays: 'ticket_payout_days',
  voucherDays: 'voucher_days',
} as const;

export const RETAIL_DEFAULTS: RetailSettings = {
  payoutApprovalAbove: 1_000_000,
  ticketPayoutDays: 182,
  voucherDays: 90,
};

const DAY_MS = 86_400_000;

function whole(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isSafeInteger(n) && n >= min ? n : fallback;
}

/** The counter's settings from the site settings (an unset or broken value takes its default). */
export function retailSettings(settings: Record<string, string | undefined>): RetailSettings {
  const k = RETAIL_SETTING_KEYS;
  return {
    payoutApprovalAbove: whole(settings[k.payoutApprovalAbove], RETAIL_DEFAULTS.payoutApprovalAbove, 0),
    ticketPayoutDays: whole(settings[k.ticketPayoutDays], RETAIL_DEFAULTS.ticketPayoutDays, 1),
    voucherDays: whole(settings[k.voucherDays], RETAIL_DEFAULTS.voucherDays, 1),
  };
}

/**
 * When a ticket can no longer be paid out: the payout days after it was settled (a ticket still
 * waiting for a result has no end yet: null).
 */
export function payoutExpiresAt(settledAt: number | null, ticketPayoutDays: number): number | null {
  return settledAt === null ? null : settledAt + ticketPayoutDays * DAY_MS;
}

/** When a voucher issued at `issuedAt` expires. */
export const voucherExpiresAt = (issuedAt: number, voucherDays: number): number =>
  issuedAt + voucherDays * DAY_MS;
