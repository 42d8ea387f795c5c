// The back office's trading and risk view: the book's open exposure per match, market and outcome,
// and the operator's limits per sport, league, match, market type and player.
export { createTradingModule } from './trading.routes.ts';
export { limitedPicks, tradingLimitsFor } from './trading-limits.service.ts';
export type { PlayerTradingLimits } from './trading-limits.service.ts';
