import { systemBetsAllowed, fromThousandths } from '@bet/shared';
import type { SlipUser } from '@bet/shared';
import type { BettingProfile } from '../users/index.ts';

/**
 * The slip engine's view of a player, from the stored betting profile. The stored bonus is a
 * table of rates; its first rate is the engine's "percent per extra qualifying pick from
 * `tipCount` picks" (spec section 5).
 */
export function slipUserOf(profile: BettingProfile, credit: number): SlipUser {
  const first = profile.bonus.rates[0];
  return {
    staketype: profile.staketype,
    limits: profile.limits,
    minOdds: fromThousandths(profile.minOddsMilli),
    maxOdds: fromThousandths(profile.maxOddsMilli),
    maxOddsCoupon: fromThousandths(profile.maxOddsCouponMilli),
    bonus: {
      status: first && profile.bonus.status === 1 ? 1 : 0,
      percent: first?.percent ?? 0,
      tipCount: first?.tips ?? 0,
      minOdds: profile.bonus.minOdds,
    },
    systemEnabled: systemBetsAllowed(profile.systemStatus),
    credit,
  };
}
