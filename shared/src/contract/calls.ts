import type { CallShape } from './client.ts';
import type { Contract } from './index.ts';

export type CallTable = { [A in keyof Contract]: { [N in keyof Contract[A]]: CallShape } };

/**
 * How to call each contract entry, without its schemas (see CallShape). The keys must match the
 * contract (typecheck) and each shape its entry (calls.test.ts).
 */
export const CALLS: CallTable = {
  adminUsers: {
    list: { method: 'get', path: '/admin/users', query: true },
    create: { method: 'post', path: '/admin/users', body: true },
    get: { method: 'get', path: '/admin/users/:id', params: true },
    update: { method: 'patch', path: '/admin/users/:id', params: true, body: true },
    close: { method: 'post', path: '/admin/users/:id/close', params: true },
    reopen: { method: 'post', path: '/admin/users/:id/reopen', params: true },
    resetPassword: { method: 'post', path: '/admin/users/:id/password', params: true, body: true },
    changeParent: { method: 'post', path: '/admin/users/:id/parent', params: true, body: true },
  },
  announcements: {
    list: { method: 'get', path: '/announcements' },
    notifications: { method: 'get', path: '/notifications' },
    adminList: { method: 'get', path: '/admin/announcements', query: true },
    create: { method: 'post', path: '/admin/announcements', body: true },
    update: { method: 'patch', path: '/admin/announcements/:id', params: true, body: true },
    remove: { method: 'delete', path: '/admin/announcements/:id', params: true },
  },
  audit: {
    list: { method: 'get', path: '/admin/audit', query: true },
  },
  auth: {
    login: { method: 'post', path: '/auth/login', body: true },
    logout: { method: 'post', path: '/auth/logout' },
    session: { method: 'get', path: '/auth/session' },
    changePassword: { method: 'post', path: '/auth/change-password', body: true },
    register: { method: 'post', path: '/auth/register', body: true },
    available: { method: 'get', path: '/auth/available', query: true },
    captcha: { method: 'get', path: '/auth/captcha' },
    countries: { method: 'get', path: '/auth/countries' },
    currencies: { method: 'get', path: '/auth/currencies' },
    forgotPassword: { method: 'post', path: '/auth/forgot-password', body: true },
    resetPassword: { method: 'post', path: '/auth/reset-password/:code', params: true, body: true },
    activate: { method: 'post', path: '/auth/activate/:code', params: true },
  },
  coupons: {
    create: { method: 'post', path: '/coupons', body: true },
    list: { method: 'get', path: '/coupons', query: true },
    byKey: { method: 'get', path: '/coupons/by-key/:idempotencyKey', params: true },
    closeKey: { method: 'post', path: '/coupons/by-key/:idempotencyKey/close', params: true },
    cancel: { method: 'post', path: '/coupons/:ticketId/cancel', params: true },
    void: { method: 'post', path: '/admin/coupons/:ticketId/void', params: true, body: true },
    sell: { method: 'post', path: '/coupons/:ticketId/sell', params: true, body: true },
    print: { method: 'get', path: '/coupons/:ticketId/print', params: true, query: true, raw: true },
    share: { method: 'get', path: '/coupons/:ticketId/share', params: true, query: true },
    adminList: { method: 'get', path: '/admin/coupons', query: true },
    get: { method: 'get', path: '/coupons/:ticketId', params: true },
  },
  health: {
    get: { method: 'get', path: '/health' },
  },
  payouts: {
    ticket: { method: 'get', path: '/terminal/tickets/:ticketId', params: true },
    payout: { method: 'post', path: '/terminal/tickets/:ticketId/payout', params: true, body: true },
  },
  results: {
    list: { method: 'get', path: '/results', query: true },
  },
  settings: {
    get: { method: 'get', path: '/settings' },
    update: { method: 'patch', path: '/admin/settings', body: true },
  },
  settlement: {
    enterResult: { method: 'post', path: '/admin/matches/:id/result', params: true, body: true },
  },
  sports: {
    list: { method: 'get', path: '/sports', query: true },
    categories: { method: 'get', path: '/sports/:sportId/categories', params: true, query: true },
    tournaments: {
      method: 'get',
      path: '/sports/:sportId/categories/:categoryId/tournaments',
      params: true,
      query: true,
    },
    matches: { method: 'get', path: '/matches', query: true },
    match: { method: 'get', path: '/matches/:id', params: true },
    live: { method: 'get', path: '/live', query: true },
    liveFavorites: { method: 'get', path: '/live/favorites', query: true },
    shortCode: { method: 'get', path: '/short-codes/:code', params: true },
  },
  users: {
    me: { method: 'get', path: '/me' },
    updateMe: { method: 'patch', path: '/me', body: true },
  },
  wallet: {
    transactions: { method: 'get', path: '/transactions', query: true },
    credit: { method: 'post', path: '/admin/users/:id/credit', params: true, body: true },
    ledgerCheck: { method: 'get', path: '/admin/ledger/check' },
  },
};
