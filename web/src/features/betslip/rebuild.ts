import {
  EMPTY_SLIP,
  addPick,
  goneReason,
  isLocked,
  pickFromMatch,
  slipUserFromInfo,
  type CouponLine,
  type Slip,
  type SlipPick,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip } from '../../state/slip-store.ts';

/** Whether a rebuilt pick can be bet now: not locked, and its match not ended. */
const isBettablePick = (p: SlipPick) => !isLocked(p) && goneReason(p, Date.now()) === null;

/** What a rebuild put on the slip, and the lines it could not. */
export interface RebuildResult {
  count: number;
  missing: CouponLine[];
}

/**
 * Rebuilds a slip from a coupon's lines with today's odds: each line's match is read again and
 * its outcome added through the engine, so picks that can no longer be bet are refused as usual
 * and reported back as missing.
 */
export async function rebuildSlip(lines: readonly CouponLine[]): Promise<RebuildResult> {
  const user = slipUserFromInfo(useSession.getState().user);
  const ids = [...new Set(lines.map((l) => l.matchId))];
  const details = await Promise.all(ids.map((id) => client.sports.match({ id }).catch(() => null)));
  let slip: Slip = { ...EMPTY_SLIP, stake: useSlip.getState().slip.stake };
  const now = Date.now();
  const missing: CouponLine[] = [];
  for (const line of lines) {
    const d = details[ids.indexOf(line.matchId)];
    const market = d?.markets.find((m) => m.id === line.marketId);
    const outcome = market?.outcomes.find((o) => o.id === line.outcomeId);
    // a match that started or ended, or an odd no longer offered, cannot be bet again
    const pick = d && market && outcome ? pickFromMatch(d.match, market, outcome, now) : null;
    if (!pick || !isBettablePick(pick)) {
      missing.push(line);
      continue;
    }
    const change = addPick(slip, pick, user);
    if (change.slip === slip) missing.push(line);
    else slip = change.slip;
  }
  useSlip.getState().replace(slip);
  useSlip.getState().setLastCoupon(null);
  return { count: slip.picks.length, missing };
}
