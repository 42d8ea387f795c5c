import type { AppContext } from '../../context.ts';
import type { FeedSettlement } from '../feed/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { applyProviderSettlement } from './settlement.service.ts';

/**
 * Settles what a provider's feed settles by outcome, and tells each owner of a coupon it changed
 * (its new state and balance), as a result from the feed does.
 */
export function createFeedSettlement(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  push: UserPush,
): (s: FeedSettlement) => Promise<void> {
  return async (s) => {
    const report = await applyProviderSettlement(ctx, s);
    for (const c of report.settled) {
      push.coupon(c.userId, c.ticketId, c.status);
      await push.balance(c.userId);
    }
  };
}
