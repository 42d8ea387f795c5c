import { z } from 'zod';
import { route } from './route.ts';
import { CouponStatus, TicketParams } from '../api/coupons.ts';

export const TicketCheck = z
  .object({
    ticketId: z.string(),
    /** 0 waiting, 1 won, -1 lost, -2 cancelled, 2 sold */
    status: CouponStatus,
    /** what the ticket pays in cash now (major units); 0 when nothing is due */
    payable: z.number(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    terminalNo: z.string().nullable(),
  })
  .meta({ id: 'TicketCheck' });

export const PayoutRequest = z.object({ terminalNo: z.string().trim().min(1).max(20) });

export const payouts = {
  ticket: route({
    method: 'get',
    path: '/terminal/tickets/:ticketId',
    tag: 'terminal',
    summary: 'Check a ticket (scanned or typed): its status and what it pays in cash',
    access: 'user',
    params: TicketParams,
    response: TicketCheck,
  }),
  payout: route({
    method: 'post',
    path: '/terminal/tickets/:ticketId/payout',
    tag: 'terminal',
    summary: 'Pay a won or sold ticket out in cash, once; a second payout is refused',
    access: 'user',
    params: TicketParams,
    body: PayoutRequest,
    response: TicketCheck,
  }),
};
