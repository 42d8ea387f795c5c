import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface MarketPrefs {
  /** the spec's "all-closed option": every market starts closed */
  allClosed: boolean;
  toggleAllClosed: () => void;
}

/** How markets open, remembered on the device (local storage `marketPrefs`). */
export const useMarketPrefs = create<MarketPrefs>()(
  persist(
    (set) => ({
      allClosed: false,
      toggleAllClosed: () => set((s) => ({ allClosed: !s.allClosed })),
    }),
    { name: 'marketPrefs' },
  ),
);
