import {
  EMPTY_SLIP,
  addPick,
  pickFromMatch,
  slipUserFromInfo,
  type CouponLine,
  type Slip,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { notifySlipMessages, useSlip } from '../../state/slip-store.ts';

/**
 * Rebuilds a slip from a coupon's lines with today's odds: each line's match is read again and
 * its outcome added through the engine, so picks that can no longer be bet are refused as usual.
 */
export async function rebuildSlip(lines: readonly CouponLine[]): Promise<number> {
  const user = slipUserFromInfo(useSession.getState().user);
  const ids = [...new Set(lines.map((l) => l.matchId))];
  const details = await Promise.all(ids.map((id) => client.sports.match({ id }).catch(() => null)));
  let slip: Slip = { ...EMPTY_SLIP, stake: useSlip.getState().slip.stake };
  const now = Date.now();
  for (const line of lines) {
    const d = details[ids.indexOf(line.matchId)];
    const market = d?.markets.find((m) => m.id === line.marketId);
    const outcome = market?.outcomes.find((o) => o.id === line.outcomeId);
    if (!d || !market || !outcome) continue;
    const change = addPick(slip, pickFromMatch(d.match, market, outcome, now), user);
    notifySlipMessages(change.messages);
    slip = change.slip;
  }
  useSlip.getState().replace(slip);
  return slip.picks.length;
}
