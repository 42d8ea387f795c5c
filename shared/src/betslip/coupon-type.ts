import type { TicketType } from '../api/coupons.ts';
import type { LimitKind, SlipPick } from './types.ts';

/**
 * Section 4: "single (one selection); multiple (more than one selection with at least two from the
 * same match); system (when a system combination is ticked); combine (otherwise)".
 */
export function couponType(
  picks: readonly Pick<SlipPick, 'matchId'>[],
  system: readonly number[],
): TicketType {
  if (picks.length === 1) return 'TK';
  if (system.length > 0) return 'SK';
  const matches = new Set(picks.map((p) => p.matchId));
  return matches.size < picks.length ? 'CK' : 'KK';
}

/** The payload's couponType: "KK sets couponType 0; SK sets couponType 2". */
export function couponTypeCode(type: TicketType): 0 | 2 {
  return type === 'SK' ? 2 : 0;
}

/** The user's limit set that governs a coupon: live when any pick is live, else by type. */
export function limitKind(type: TicketType, picks: readonly Pick<SlipPick, 'match'>[]): LimitKind {
  if (picks.some((p) => p.match.ttype === 'L')) return 'live';
  return ({ TK: 'single', KK: 'combine', CK: 'multiple', SK: 'system' } as const)[type];
}

/** The filter codes of coupon history: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export const COUPON_FILTER = { combine: 0, system: 1, multiple: 2, single: 3, live: 4 } as const;
export type CouponFilter = (typeof COUPON_FILTER)[keyof typeof COUPON_FILTER];

/**
 * How history shows a coupon: "live if isLive is 1; single if one tip; system if ticket type SK
 * or KK with system combination other than 0/1; combine for KK; multiple for CK."
 */
export function historyKind(c: {
  isLive: boolean;
  totalTipps: number;
  ticketType: string;
  systemCombi: string;
}): LimitKind {
  if (c.isLive) return 'live';
  if (c.totalTipps === 1) return 'single';
  const combi = c.systemCombi.trim();
  if (c.ticketType === 'SK' || (c.ticketType === 'KK' && combi !== '' && combi !== '0' && combi !== '1'))
    return 'system';
  if (c.ticketType === 'CK') return 'multiple';
  // "A slip type other than CK/KK/TK/SK is treated as KK (the default)."
  return 'combine';
}
