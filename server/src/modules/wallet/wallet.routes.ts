import {
  CreditRequest,
  CreditResponse,
  LedgerCheckResponse,
  TransactionsQuery,
  TransactionsResponse,
  UserIdParams,
} from '@bet/shared';
import type { Module } from '../../context.ts';
import { clientIp, currentUser, requireRole, requireUser } from '../auth/index.ts';
import { MANAGER_ROLES } from '../users/index.ts';
import { creditTransfer } from './credit.service.ts';
import { verifyLedger } from './ledger.ts';
import { listTransactions } from './transactions.service.ts';

/** The own movements, credit transfers down the hierarchy and the ledger proof. */
export const walletModule: Module = {
  name: 'wallet',
  mount(api, ctx) {
    api.route({
      method: 'get',
      path: '/transactions',
      tag: 'session',
      summary: 'The own balance movements, newest first (page size 50)',
      query: TransactionsQuery,
      response: TransactionsResponse,
      before: [requireUser],
      handler: ({ query, req }) => listTransactions(ctx.database.db, currentUser(req).id, query),
    });

    api.route({
      method: 'post',
      path: '/admin/users/:id/credit',
      tag: 'admin',
      summary: "Give credit to ('in') or take it back from ('out') a user of the caller's subtree",
      params: UserIdParams,
      body: CreditRequest,
      response: CreditResponse,
      before: [requireRole(...MANAGER_ROLES)],
      handler: ({ params, body, req }) =>
        creditTransfer(ctx.database, currentUser(req), params.id, body, clientIp(req)),
    });

    api.route({
      method: 'get',
      path: '/admin/ledger/check',
      tag: 'admin',
      summary: 'Proves that every balance equals the sum of its movements',
      response: LedgerCheckResponse,
      before: [requireRole('admin')],
      handler: () => verifyLedger(ctx.database.db),
    });
  },
};
