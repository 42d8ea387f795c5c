import { route } from './route.ts';
import { TransactionsQuery, TransactionsResponse } from '../api/accounts.ts';
import { CreditRequest, CreditResponse, LedgerCheckResponse, UserIdParams } from '../api/admin.ts';

export const wallet = {
  transactions: route({
    method: 'get',
    path: '/transactions',
    tag: 'session',
    summary: 'The own balance movements, newest first (page size 50)',
    access: 'user',
    query: TransactionsQuery,
    response: TransactionsResponse,
  }),
  credit: route({
    method: 'post',
    path: '/admin/users/:id/credit',
    tag: 'admin',
    summary:
      "Give credit to ('in') or take it back from ('out') a user the caller carries directly (an administrator: any user); 403 thisDealerIsNotYours for a sub-dealer's user",
    access: 'manager',
    params: UserIdParams,
    body: CreditRequest,
    response: CreditResponse,
  }),
  ledgerCheck: route({
    method: 'get',
    path: '/admin/ledger/check',
    tag: 'admin',
    summary: 'Proves that every balance equals the sum of its movements',
    access: 'admin',
    response: LedgerCheckResponse,
  }),
};
