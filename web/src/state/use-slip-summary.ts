import { useMemo } from 'react';
import { evaluateSlip, slipUserFromInfo, type SlipSummary } from '@bet/shared';
import { useSession } from './session-store.ts';
import { useSlip } from './slip-store.ts';

/**
 * The shared engine's view of the slip for the logged-in user (or the spec's defaults for a
 * guest), under the operator's trading limits on its markets once the server has told them.
 */
export function useSlipSummary(): SlipSummary {
  const slip = useSlip((s) => s.slip);
  const narrowed = useSlip((s) => s.narrowed);
  const user = useSession((s) => s.user);
  return useMemo(() => {
    const own = slipUserFromInfo(user);
    const fits = narrowed?.picks === slip.picks && narrowed.user === user;
    return evaluateSlip(slip, fits ? { ...own, limits: narrowed.limits } : own);
  }, [slip, user, narrowed]);
}
