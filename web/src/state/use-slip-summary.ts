import { useMemo } from 'react';
import { evaluateSlip, slipUserFromInfo, type SlipSummary } from '@bet/shared';
import { useSession } from './session-store.ts';
import { useSlip } from './slip-store.ts';

/** The shared engine's view of the slip for the logged-in user (or the spec's defaults for a guest). */
export function useSlipSummary(): SlipSummary {
  const slip = useSlip((s) => s.slip);
  const user = useSession((s) => s.user);
  return useMemo(() => evaluateSlip(slip, slipUserFromInfo(user)), [slip, user]);
}
