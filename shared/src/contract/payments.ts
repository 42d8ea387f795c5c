import {
  AdminTransferRequestsQuery,
  AdminTransferRequestsResponse,
  AdminTransferRequestRow,
  PaymentBanksResponse,
  PaymentCategoriesQuery,
  PaymentCategoriesResponse,
  PaymentMethodParams,
  PaymentNotification,
  PaymentNotifyAnswer,
  PaymentNotifyParams,
  ShopWithdrawalCancel,
  TransferDecision,
  TransferRequestAnswer,
  TransferRequestCreate,
  TransferRequestParams,
  TransferRequestsQuery,
  TransferRequestsResponse,
} from '../api/payments.ts';
import { route } from './route.ts';

/** Deposits, withdrawals and their requests; providers' notifications. */
export const payments = {
  categories: route({
    method: 'get',
    path: '/payments/categories',
    tag: 'payments',
    summary:
      'Payment categories with their methods and forms for a deposit (transferType 0) or a withdrawal (1). ' +
      '403 paymentsNotAllowed for a user who may not pay online',
    access: 'user',
    query: PaymentCategoriesQuery,
    response: PaymentCategoriesResponse,
  }),
  banks: route({
    method: 'get',
    path: '/payments/methods/:payId/banks',
    tag: 'payments',
    summary: "A method's banks to choose from (an unavailable one says so); 404 paymentMethodNotFound",
    access: 'user',
    params: PaymentMethodParams,
    response: PaymentBanksResponse,
  }),
  request: route({
    method: 'post',
    path: '/payments/requests',
    tag: 'payments',
    summary:
      'Stores a deposit or withdrawal request (setTransferReq) after the amount and form checks; a withdrawal ' +
      'holds its amount at once. Answers how to go on: a message, a redirect or a popup frame. ' +
      'Idempotent on idempotencyKey (200 with the first answer)',
    access: 'user',
    body: TransferRequestCreate,
    response: TransferRequestAnswer,
    status: 201,
  }),
  list: route({
    method: 'get',
    path: '/payments/requests',
    tag: 'payments',
    summary: 'The own transfer requests, newest first, by date and status (50 a page)',
    access: 'user',
    query: TransferRequestsQuery,
    response: TransferRequestsResponse,
  }),
  notify: route({
    method: 'post',
    path: '/payments/notify/:provider',
    tag: 'payments',
    summary:
      "A provider's signed notification (HMAC-SHA256 of the fields and timestamp in X-Payment-Signature). " +
      'Credits a deposit once per provider transaction; a forged (401), late or replayed (409), ' +
      'mismatched (422) or unknown (404) one changes nothing and is logged',
    access: 'public',
    params: PaymentNotifyParams,
    body: PaymentNotification,
    response: PaymentNotifyAnswer,
  }),
  adminList: route({
    method: 'get',
    path: '/admin/payments/requests',
    tag: 'admin',
    summary: "Transfer requests of the dealer's own players (all of them for the admin), newest first",
    access: 'manager',
    query: AdminTransferRequestsQuery,
    response: AdminTransferRequestsResponse,
  }),
  approve: route({
    method: 'post',
    path: '/admin/payments/requests/:id/approve',
    tag: 'admin',
    summary:
      'Confirms a waiting request: a deposit is credited, a withdrawal is paid from its hold. Once only ' +
      '(409 transferRequestDecided); 422 decidedByProvider for a card deposit',
    access: 'manager',
    params: TransferRequestParams,
    body: TransferDecision,
    response: AdminTransferRequestRow,
  }),
  reject: route({
    method: 'post',
    path: '/admin/payments/requests/:id/reject',
    tag: 'admin',
    summary: 'Cancels a waiting request with a reason; a withdrawal gives its hold back. Once only',
    access: 'manager',
    params: TransferRequestParams,
    body: TransferDecision,
    response: AdminTransferRequestRow,
  }),
  cancelShopWithdrawal: route({
    method: 'post',
    path: '/admin/shop-withdrawals/:id/cancel',
    tag: 'admin',
    summary:
      'Cancels a withdrawal waiting to be collected in cash at a shop (its code pays no more) and gives the ' +
      'hold back, with a reason. Again after it was cancelled: the same answer, nothing moves twice; ' +
      '409 withdrawalCodePaid once a shop paid it',
    access: 'manager',
    params: TransferRequestParams,
    body: ShopWithdrawalCancel,
    response: AdminTransferRequestRow,
  }),
};
