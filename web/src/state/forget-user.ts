import { useNotifications } from './notifications-store.ts';
import { useSlip } from './slip-store.ts';

/**
 * What belonged to a user who signed out (or whose session ended) leaves with them. The slip
 * stays: the spec clears it only when asked.
 */
export function forgetUser(): void {
  useSlip.getState().setLastCoupon(null);
  useNotifications.getState().reset();
}
