import { useEffect, useRef } from 'react';
import type { Coupon } from '@bet/shared';
import { askAgainUntilStopped } from '../../api/ask-again.ts';
import { client } from '../../api/client.ts';

/** How often a sale whose answer was lost is looked up while the connection seems back. */
const LOST_SALE_LOOKUP_MS = 5_000;

/**
 * Looks up the coupons whose sale lost its answer, once the connection is back (at once when it
 * is, then on each 'online' and every few seconds while one is still away): each found coupon is
 * handed to `onFound`, sold or not, for the page to say which.
 */
export function useSaleLookup(ticketIds: readonly string[], onFound: (coupon: Coupon) => void): void {
  const found = useRef(onFound);
  found.current = onFound;
  const asked = ticketIds.join(' ');
  useEffect(() => {
    if (!asked) return;
    return askAgainUntilStopped(async (stopped) => {
      for (const ticketId of asked.split(' ')) {
        const coupon = await client.coupons.get({ ticketId });
        if (stopped()) return;
        found.current(coupon);
      }
    }, LOST_SALE_LOOKUP_MS);
  }, [asked]);
}
