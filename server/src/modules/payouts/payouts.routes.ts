import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import { checkTicket, payTicket } from './payouts.service.ts';

/**
 * Ticket check and cash payout at a shop: a won or sold ticket of the shop (or of a dealer's
 * subtree) is paid once, in cash; the record says who paid it on which terminal. The shop's
 * balance goes down by what leaves its till.
 */
export const payoutsModule: Module = {
  name: 'payouts',
  mount(api, ctx) {
    api.implement(contract.payouts.ticket, ({ params, req }) =>
      checkTicket(ctx.database.db, currentUser(req), params.ticketId),
    );

    api.implement(contract.payouts.payout, ({ params, body, req }) =>
      payTicket(ctx.database, currentUser(req), params.ticketId, body.terminalNo),
    );
  },
};
