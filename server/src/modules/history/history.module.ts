import type { Module } from '../../context.ts';
import { isFeedLeader } from '../feed/index.ts';
import type { SportsService } from '../sports/index.ts';
import { seedWorldHistory } from './world-history.service.ts';

/**
 * Mounted after settlement (whose result listener pays the past coupons): the instance running
 * the simulator gives a fresh world its last two days, so lists and reports are never empty.
 */
export const createHistoryModule = (sports: SportsService): Module => ({
  name: 'history',
  async mount(_api, ctx) {
    if (ctx.config.feed !== 'simulator' || !isFeedLeader(ctx)) return;
    const report = await seedWorldHistory(ctx, sports);
    if (report) ctx.logger.info(report, 'simulated world given its past');
  },
});
