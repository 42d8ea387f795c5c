import type { UserInfo } from '../api/accounts.ts';
import { toMinor } from '../money/money.ts';
import { STAKE_FACTOR_ONE, narrowLimitSets } from '../trading/trading-limits.ts';
import { DEFAULT_USER, type LimitKind, type LimitSet, type SlipUser } from './types.ts';

/**
 * The slip engine's user from `GET /me` (amounts in major units), so the web app shows what the
 * server will accept. Without a user (a guest) the defaults of the spec apply.
 */
export function slipUserFromInfo(info: UserInfo | null | undefined): SlipUser {
  if (!info) return DEFAULT_USER;
  const limits = Object.fromEntries(
    Object.entries(info.limits).map(([kind, l]) => [
      kind,
      {
        minTip: l.minTip,
        minStake: toMinor(l.minStake),
        maxStake: toMinor(l.maxStake),
        maxPay: toMinor(l.maxPay),
        status: l.status,
      } satisfies LimitSet,
    ]),
  ) as Record<LimitKind, LimitSet>;
  const first = info.bonus.rates[0];
  return {
    staketype: info.staketype,
    limits,
    minOdds: info.minOdds,
    maxOdds: info.maxOdds,
    maxOddsCoupon: info.maxOddsCoupon.limit,
    bonus: {
      status: first && info.bonus.status === 1 ? 1 : 0,
      percent: first?.percent ?? 0,
      tipCount: first?.tips ?? 0,
      minOdds: info.bonus.minOdds,
    },
    systemEnabled: info.system.status === 1,
    credit: toMinor(info.credit),
  };
}

/**
 * The slip engine's user under the operator's trading limits as `POST /coupons/limits` told them
 * (amounts in major units), so the slip shows the maximum placement will allow.
 */
export function withTradingLimits(
  user: SlipUser,
  told: { maxStake: number | null; maxPay: number | null; stakeFactor: number } | null | undefined,
): SlipUser {
  if (!told) return user;
  const minor = (v: number | null) => (v === null ? null : toMinor(v));
  return {
    ...user,
    limits: narrowLimitSets(user.limits, {
      maxStake: minor(told.maxStake),
      maxPay: minor(told.maxPay),
      stakeFactor: Math.round(told.stakeFactor * STAKE_FACTOR_ONE),
    }),
  };
}
