import { z } from 'zod';
import { route } from './route.ts';
import {
  LiabilityQuery,
  LiabilityResponse,
  TradingLimitParams,
  TradingLimitRequest,
  TradingLimitRow,
  TradingLimitsQuery,
  TradingLimitsResponse,
} from '../api/trading.ts';

/** The back office's trading and risk view (issue 17, item 2). */
export const trading = {
  liability: route({
    method: 'get',
    path: '/admin/liability',
    tag: 'admin',
    summary:
      'Open exposure of the waiting coupons per match, market and outcome (what the book pays if it wins, net of the stakes), the largest first',
    access: 'admin',
    query: LiabilityQuery,
    response: LiabilityResponse,
  }),
  limits: route({
    method: 'get',
    path: '/admin/trading-limits',
    tag: 'admin',
    summary:
      'The trading limits per sport, league, match, market type and player (max stake, max payout, per-match total, stake factor)',
    access: 'admin',
    query: TradingLimitsQuery,
    response: TradingLimitsResponse,
  }),
  setLimit: route({
    method: 'put',
    path: '/admin/trading-limits',
    tag: 'admin',
    summary:
      'Set or replace the limit of one sport, league, match, market type or player; the most restrictive applies at placement; audited',
    access: 'admin',
    body: TradingLimitRequest,
    response: TradingLimitRow,
  }),
  removeLimit: route({
    method: 'delete',
    path: '/admin/trading-limits/:id',
    tag: 'admin',
    summary: 'Remove a trading limit; audited',
    access: 'admin',
    params: TradingLimitParams,
    response: z.object({ removed: z.boolean() }),
  }),
};
