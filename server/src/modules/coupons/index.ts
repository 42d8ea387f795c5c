// Coupons: placement, reading, selling, cancelling and the printable ticket.
export { couponSettings } from './coupon-settings.ts';
export { couponsModule } from './coupons.routes.ts';
export { placeCoupon } from './placement.service.ts';
export { ticketCodes, ticketHtml, ticketLabels } from './print-ticket.ts';
export type { TicketCodes, TicketLabels } from './print-ticket.ts';
