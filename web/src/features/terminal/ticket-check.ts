import { couponStatusName, type CouponStatus } from '@bet/shared';

/** `GET /terminal/tickets/:ticketId` and the payout's answer (amounts in major units), as the contract has it. */
export type { TicketCheck } from '@bet/shared';

export const TICKET_ID = /^\d{6,20}$/;

export const ticketStatusKey = (status: CouponStatus): string => `coupon.status.${couponStatusName(status)}`;
