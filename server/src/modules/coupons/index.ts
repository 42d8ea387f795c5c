// Coupons: placement, reading, selling, cancelling and the printable ticket.
export { couponLines } from './coupon-read.ts';
export { couponSettings } from './coupon-settings.ts';
export { createCouponsModule } from './coupons.routes.ts';
export { placeCoupon } from './placement.service.ts';
export { refundUnstartedCoupons, voidAtCounter } from './coupon-actions.service.ts';
export { ticketCodes, ticketHtml, ticketLabels } from './print-ticket.ts';
export type { TicketCodes, TicketLabels } from './print-ticket.ts';
