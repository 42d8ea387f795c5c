import { roundToThousandths } from '../money/payout.ts';

/**
 * The player's answer to "accept odds changes": take the coupon at whatever the odds are now,
 * only when every change is in the player's favour, or never without asking again.
 */
export const ODDS_CHANGE_POLICIES = ['always', 'higher', 'never'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** The spec's default: "odds-change acceptance on (oddChangeOk 1)". */
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'always';

/** An odd the player saw and the odd it is now, as decimals with at most three places. */
export interface OddsChange {
  sent: number;
  odd: number;
}

/** Whether the policy takes one moved odd without asking (an odd that did not move always is). */
export function acceptsOddsChange(policy: OddsChangePolicy, change: OddsChange): boolean {
  const sent = roundToThousandths(change.sent);
  const now = roundToThousandths(change.odd);
  if (now === sent) return true;
  if (policy === 'always') return true;
  return policy === 'higher' && now > sent;
}

/** The policy a request means: its own, or the older yes/no flag. */
export function oddsChangePolicyOf(req: {
  oddsChange?: OddsChangePolicy | undefined;
  oddChangeOk?: boolean | undefined;
}): OddsChangePolicy {
  return req.oddsChange ?? (req.oddChangeOk ? 'always' : 'never');
}
