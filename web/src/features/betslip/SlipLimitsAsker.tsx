import { useEffect, useState } from 'react';
import { slipUserFromInfo, withTradingLimits, type SlipLimitsResponse } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip } from '../../state/slip-store.ts';

/**
 * Asks the server which trading limits bind the slip whenever its markets or the player change,
 * and lays them over the player's own limits for the slip to show the maximum placement allows
 * (loaded after the first paint, off the first route). A failed ask leaves the player's own
 * limits shown: placement applies the operator's anyway.
 */
export default function SlipLimitsAsker() {
  const user = useSession((s) => s.user);
  const picks = useSlip((s) => s.slip.picks);
  const markets = picks.map((p) => `${p.matchId}:${p.marketId}`).join(',');
  const key = user && markets ? `${user.userId}|${markets}` : '';
  const [told, setTold] = useState<{ key: string; limits: SlipLimitsResponse } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const asked = key
      .split('|')[1]!
      .split(',')
      .map((p) => {
        const [matchId, marketId] = p.split(':').map(Number);
        return { matchId: matchId!, marketId: marketId! };
      });
    client.coupons.limits({ picks: asked }).then(
      (limits) => current && setTold({ key, limits }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  useEffect(() => {
    if (!told || told.key !== key) return;
    const limits = withTradingLimits(slipUserFromInfo(user), told.limits).limits;
    useSlip.setState({ narrowed: { picks, user, limits } });
  }, [told, key, user, picks]);
  return null;
}
