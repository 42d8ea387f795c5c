// A module of its own, so a bundle that needs only this table does not carry the other.
import type { BackOfficeContract, CallsOf } from './call-areas.ts';

/** How to call each back-office area (see BackOfficeArea). */
export const BACK_OFFICE_CALLS: CallsOf<BackOfficeContract> = {
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
  bannersAdmin: {
    list: { method: 'get', path: '/admin/banners' },
    uploadImage: { method: 'post', path: '/admin/banners/images', body: true },
    create: { method: 'post', path: '/admin/banners', body: true },
    update: { method: 'patch', path: '/admin/banners/:id', params: true, body: true },
    remove: { method: 'delete', path: '/admin/banners/:id', params: true },
  },
  messageTemplates: {
    list: { method: 'get', path: '/admin/message-templates' },
    save: { method: 'put', path: '/admin/message-templates/:template/:lang', params: true, body: true },
    reset: { method: 'delete', path: '/admin/message-templates/:template/:lang', params: true },
  },
  audit: {
    list: { method: 'get', path: '/admin/audit', query: true },
    export: { method: 'get', path: '/admin/audit/export', query: true, raw: true },
    verify: { method: 'post', path: '/admin/audit/verify' },
    systemLog: { method: 'get', path: '/admin/system-log', query: true },
    failedLogins: { method: 'get', path: '/admin/audit/failed-logins' },
    wagerExport: { method: 'get', path: '/admin/wagers/export', query: true, raw: true },
  },
  casinoAdmin: {
    list: { method: 'get', path: '/admin/casino/:kind', params: true, query: true },
    update: { method: 'patch', path: '/admin/casino/:kind/:id', params: true, body: true },
    jackpots: { method: 'get', path: '/admin/jackpots' },
  },
  dealerCoupons: {
    get: { method: 'get', path: '/admin/coupons/:ticketId', params: true },
    sell: { method: 'post', path: '/admin/coupons/:ticketId/sell', params: true, body: true },
    print: { method: 'get', path: '/admin/coupons/:ticketId/print', params: true, query: true, raw: true },
  },
  dealerPanel: {
    dashboard: { method: 'get', path: '/admin/dashboard', query: true },
    network: { method: 'get', path: '/admin/network', query: true },
    finance: { method: 'get', path: '/admin/finance', query: true },
    userTransactions: { method: 'get', path: '/admin/users/:id/transactions', params: true, query: true },
  },
  feedAdmin: {
    status: { method: 'get', path: '/admin/feed' },
  },
  payoutApprovals: {
    list: { method: 'get', path: '/admin/payout-approvals', query: true },
    decide: { method: 'post', path: '/admin/payout-approvals/:id', params: true, body: true },
  },
  reports: {
    get: { method: 'get', path: '/admin/reports', query: true },
    export: { method: 'get', path: '/admin/reports/export', query: true, raw: true },
  },
  resultDesk: {
    matches: { method: 'get', path: '/admin/result-desk/matches', query: true },
    preview: { method: 'post', path: '/admin/result-desk/matches/:id/preview', params: true, body: true },
    confirm: { method: 'post', path: '/admin/result-desk/matches/:id/confirm', params: true, body: true },
  },
  siteAdmin: {
    settings: { method: 'get', path: '/admin/settings' },
    settingsHistory: { method: 'get', path: '/admin/settings/history', query: true },
    uploadImage: { method: 'post', path: '/admin/settings/images', body: true },
    clearCache: { method: 'post', path: '/admin/settings/cache' },
    pages: { method: 'get', path: '/admin/pages' },
    page: { method: 'get', path: '/admin/pages/:id', params: true },
    paymentMethods: { method: 'get', path: '/admin/payment-methods' },
    createPaymentCategory: { method: 'post', path: '/admin/payment-categories', body: true },
    updatePaymentCategory: { method: 'put', path: '/admin/payment-categories/:id', params: true, body: true },
    createPaymentMethod: { method: 'post', path: '/admin/payment-methods', body: true },
    updatePaymentMethod: { method: 'put', path: '/admin/payment-methods/:id', params: true, body: true },
  },
  settlement: {
    enterResult: { method: 'post', path: '/admin/matches/:id/result', params: true, body: true },
  },
  sportsAdmin: {
    catalogue: { method: 'get', path: '/admin/catalogue/:kind', params: true, query: true },
    updateEntry: { method: 'patch', path: '/admin/catalogue/:kind/:id', params: true, body: true },
    fixtures: { method: 'get', path: '/admin/fixtures', query: true },
    createFixture: { method: 'post', path: '/admin/fixtures', body: true },
    updateFixture: { method: 'patch', path: '/admin/fixtures/:id', params: true, body: true },
    suspendFixture: { method: 'post', path: '/admin/fixtures/:id/suspend', params: true, body: true },
    suspendMarket: {
      method: 'post',
      path: '/admin/fixtures/:id/markets/:marketId/suspend',
      params: true,
      body: true,
    },
    setOdds: { method: 'put', path: '/admin/fixtures/:id/odds', params: true, body: true },
  },
  responsibleGamingAdmin: {
    players: { method: 'get', path: '/admin/responsible-gaming', query: true },
    history: { method: 'get', path: '/admin/responsible-gaming/:userId/history', params: true },
    state: { method: 'get', path: '/admin/responsible-gaming/:userId', params: true },
    lowerLimit: {
      method: 'post',
      path: '/admin/responsible-gaming/:userId/limits',
      params: true,
      body: true,
    },
  },
  // The shop terminal's shift screens are lazy pages too: they call through the panel's client,
  // so none of this loads on the player's first route.
  shifts: {
    current: { method: 'get', path: '/terminal/shift' },
    open: { method: 'post', path: '/terminal/shift/open', body: true },
    cash: { method: 'post', path: '/terminal/shift/cash', body: true },
    close: { method: 'post', path: '/terminal/shift/close', body: true },
    note: { method: 'post', path: '/terminal/shifts/:id/note', params: true, body: true },
    report: { method: 'get', path: '/terminal/shifts/:id/report', params: true },
    dayReport: { method: 'get', path: '/terminal/day-report', query: true },
  },
  shiftsAdmin: {
    list: { method: 'get', path: '/admin/shifts', query: true },
    report: { method: 'get', path: '/admin/shifts/:id/report', params: true },
    dayReport: { method: 'get', path: '/admin/shifts/day-report', query: true },
    signOff: { method: 'post', path: '/admin/shifts/:id/sign-off', params: true },
  },
  shopCash: {
    player: { method: 'get', path: '/terminal/players/:player', params: true },
    addMoney: { method: 'post', path: '/terminal/add-money', body: true },
    withdrawal: { method: 'get', path: '/terminal/withdrawals/:code', params: true, query: true },
    payWithdrawal: { method: 'post', path: '/terminal/withdrawals/:code/pay', params: true, body: true },
  },
  handTerminals: {
    list: { method: 'get', path: '/admin/hand-terminals', query: true },
    revoke: { method: 'post', path: '/admin/hand-terminals/:id/revoke', params: true },
  },
  terminals: {
    betBlock: { method: 'get', path: '/terminal/bet-block' },
    heartbeat: { method: 'post', path: '/terminal/heartbeat', body: true },
    list: { method: 'get', path: '/admin/terminals', query: true },
    builds: { method: 'get', path: '/admin/terminal-builds' },
    approveBuild: { method: 'post', path: '/admin/terminal-builds', body: true },
    revokeBuild: { method: 'post', path: '/admin/terminal-builds/:hash/revoke', params: true },
  },
  trading: {
    liability: { method: 'get', path: '/admin/liability', query: true },
    limits: { method: 'get', path: '/admin/trading-limits', query: true },
    setLimit: { method: 'put', path: '/admin/trading-limits', body: true },
    removeLimit: { method: 'delete', path: '/admin/trading-limits/:id', params: true },
  },
};
