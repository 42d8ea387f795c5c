import { COUPON_STATUS, toMajor } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { UserPush } from '../realtime/index.ts';
import type { SportsService } from '../sports/index.ts';
import { cashoutPrice, pricedLine } from './cashout-price.ts';

/**
 * When odds move, connected players whose waiting coupons hold those matches get the new cash-out
 * price of each (the `/user` namespace's `cashout` event). Only changed prices are sent.
 */
const MAX_REMEMBERED = 100_000;

/** `margin` reads the operator's cash-out margin (a coupon setting) when prices are worked out. */
export function startCashoutPush(
  ctx: AppContext,
  sports: SportsService,
  push: UserPush,
  margin: () => Promise<number>,
): void {
  const last = new Map<string, number>();
  sports.onChanges((changes) => {
    if (changes.odds.length === 0) return;
    const users = push.connectedUsers();
    if (users.size === 0) return;
    const matchIds = [...new Set(changes.odds.map((o) => o.matchId))];
    void (async () => {
      const cashoutMargin = await margin();
      const rows = await ctx.database.db
        .selectFrom('coupons as c')
        .innerJoin('coupon_lines as l', 'l.coupon_id', 'c.id')
        .select(['c.id', 'c.ticket_id', 'c.user_id', 'c.ticket_type', 'c.total_stake', 'c.max_pay'])
        .distinct()
        .where('c.status', '=', COUPON_STATUS.waiting)
        .where('c.user_id', 'in', [...users])
        .where('l.match_id', 'in', matchIds)
        .where('c.ticket_type', 'in', ['TK', 'KK'])
        .execute();
      if (rows.length === 0) return;
      // Every line of those coupons in one query, not one query per coupon.
      const lines = await ctx.database.db
        .selectFrom('coupon_lines')
        .select(['coupon_id', 'match_id', 'market_id', 'outcome_id', 'odd', 'status'])
        .where(
          'coupon_id',
          'in',
          rows.map((c) => c.id),
        )
        .execute();
      const byCoupon = new Map<number, typeof lines>();
      for (const l of lines)
        byCoupon.set(Number(l.coupon_id), [...(byCoupon.get(Number(l.coupon_id)) ?? []), l]);
      // Forgetting what was sent only costs one repeated price; it keeps the memory bounded.
      if (last.size > MAX_REMEMBERED) last.clear();
      for (const c of rows) {
        const price =
          cashoutPrice(
            { ticketType: c.ticket_type, stake: Number(c.total_stake), maxPay: Number(c.max_pay) },
            (byCoupon.get(Number(c.id)) ?? []).map(pricedLine),
            sports,
            cashoutMargin,
          ) ?? 0;
        if (last.get(c.ticket_id) === price) continue;
        last.set(c.ticket_id, price);
        push.cashout(Number(c.user_id), c.ticket_id, toMajor(price));
      }
    })().catch((err: unknown) => ctx.logger.warn({ err }, 'cash-out push failed'));
  });
}
