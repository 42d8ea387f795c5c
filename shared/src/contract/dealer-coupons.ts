import { z } from 'zod';
import { PrintQuery, SellRequest, SellResponse, TicketParams } from '../api/coupons.ts';
import { AdminCoupon } from '../api/dealer.ts';
import { route } from './route.ts';

/** A dealer's work on the coupons of its subtree (dealersCoupons); the list is `coupons.adminList`. */
export const dealerCoupons = {
  get: route({
    method: 'get',
    path: '/admin/coupons/:ticketId',
    tag: 'admin',
    summary: 'One coupon of the subtree with every line, its owner and what the caller may do with it',
    access: 'manager',
    params: TicketParams,
    response: AdminCoupon,
  }),
  sell: route({
    method: 'post',
    path: '/admin/coupons/:ticketId/sell',
    tag: 'admin',
    summary:
      "Sell a player's waiting coupon for the player at the price seen (the sell-coupon right; 409 with the new price if it moved)",
    access: 'manager',
    params: TicketParams,
    body: SellRequest,
    response: SellResponse,
  }),
  print: route({
    method: 'get',
    path: '/admin/coupons/:ticketId/print',
    tag: 'admin',
    summary: 'The printable HTML ticket of a coupon of the subtree',
    access: 'manager',
    params: TicketParams,
    query: PrintQuery,
    response: z.string(),
    raw: true,
  }),
};
