import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { formatOdd, type OddsFormat } from '@bet/shared';
import { useSession } from './session-store.ts';

interface OddsFormatState {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
}

/** The player's odds format (decimal by default), applied wherever odds are shown. */
export const useOddsFormat = create<OddsFormatState>()(
  persist((set) => ({ format: 'decimal', setFormat: (format) => set({ format }) }), { name: 'oddsFormat' }),
);

/** Formats odds in the player's chosen format, capped by the user's maxOddsCoupon. */
export function useOddText(): (odd: number, down?: boolean) => string {
  const format = useOddsFormat((s) => s.format);
  const maxOddsCoupon = useSession((s) => s.user?.maxOddsCoupon.limit ?? 0);
  // A total odd is shown rounded down (down), like the payout worked out from it.
  return (odd, down = false) => formatOdd(odd, format, { maxOddsCoupon, down });
}
