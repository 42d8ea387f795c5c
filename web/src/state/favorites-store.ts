import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface FavoritesState {
  ids: number[];
  toggle: (matchId: number) => void;
  add: (matchIds: readonly number[]) => void;
  clear: () => void;
}

/** Favourite matches, kept on the device (the spec's favourites chip, Favorites page and slip hand-off). */
export const useFavorites = create<FavoritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) =>
        set((s) => ({ ids: s.ids.includes(id) ? s.ids.filter((x) => x !== id) : [...s.ids, id] })),
      add: (ids) => set((s) => ({ ids: [...new Set([...s.ids, ...ids])] })),
      clear: () => set({ ids: [] }),
    }),
    { name: 'favorites' },
  ),
);
