// Settling coupons from match results, through the ledger; entering and previewing results by hand.
export { createSettlementModule } from './settlement.routes.ts';
export { applyProviderSettlement, settleMatch } from './settlement.service.ts';
export { createFeedSettlement } from './feed-settlement.ts';
export { createResultEntry, type ResultEntry, type ResultInput } from './result-entry.ts';
