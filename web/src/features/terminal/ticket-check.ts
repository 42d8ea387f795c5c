import type { CouponStatus } from '@bet/shared';

/** `GET /terminal/tickets/:ticketId` and the payout's answer (amounts in major units). */
export interface TicketCheck {
  ticketId: string;
  status: CouponStatus;
  payable: number;
  paid: boolean;
  paidAt: string | null;
  terminalNo: string | null;
}

export const TICKET_ID = /^\d{6,20}$/;

const STATUS_KEYS: Record<CouponStatus, string> = {
  0: 'coupon.status.waiting',
  1: 'coupon.status.won',
  [-1]: 'coupon.status.lost',
  [-2]: 'coupon.status.cancelled',
  2: 'coupon.status.sold',
};

export const ticketStatusKey = (status: CouponStatus): string => STATUS_KEYS[status];
