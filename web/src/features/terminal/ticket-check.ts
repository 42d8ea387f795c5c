import { couponStatusName, type CouponStatus } from '@bet/shared';

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

export const ticketStatusKey = (status: CouponStatus): string => `coupon.status.${couponStatusName(status)}`;
