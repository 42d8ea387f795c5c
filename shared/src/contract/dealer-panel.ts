import { route } from './route.ts';
import { TransactionsQuery, TransactionsResponse } from '../api/accounts.ts';
import { UserIdParams } from '../api/admin.ts';
import {
  DashboardQuery,
  DashboardResponse,
  FinanceQuery,
  FinanceResponse,
  NetworkQuery,
  NetworkResponse,
} from '../api/dealer-panel.ts';

/** The dealer panel's reads over the caller's subtree. */
export const dealerPanel = {
  dashboard: route({
    method: 'get',
    path: '/admin/dashboard',
    tag: 'admin',
    summary: "Today's and this week's figures of the caller's subtree, open coupons, the last seven days",
    access: 'panel',
    query: DashboardQuery,
    response: DashboardResponse,
  }),
  network: route({
    method: 'get',
    path: '/admin/network',
    tag: 'admin',
    summary: "One level of the caller's subtree with balances and child counts, or a search of all of it",
    access: 'manager',
    query: NetworkQuery,
    response: NetworkResponse,
  }),
  finance: route({
    method: 'get',
    path: '/admin/finance',
    tag: 'admin',
    summary: "Credit given to and taken back from the caller's subtree, with totals (page size 50)",
    access: 'manager',
    query: FinanceQuery,
    response: FinanceResponse,
  }),
  userTransactions: route({
    method: 'get',
    path: '/admin/users/:id/transactions',
    tag: 'admin',
    summary: 'The balance movements of a user of the subtree, newest first',
    access: 'manager',
    params: UserIdParams,
    query: TransactionsQuery,
    response: TransactionsResponse,
  }),
};
