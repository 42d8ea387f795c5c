import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { MatchLayout } from '../../ui/MatchRow.tsx';

interface LayoutState {
  layout: MatchLayout;
  toggle: () => void;
}

/** The row/list layout toggle of LiveBets, remembered on the device (local storage `liveLayout`). */
export const useLiveLayout = create<LayoutState>()(
  persist(
    (set) => ({
      layout: 'row',
      toggle: () => set((s) => ({ layout: s.layout === 'row' ? 'list' : 'row' })),
    }),
    { name: 'liveLayout' },
  ),
);
