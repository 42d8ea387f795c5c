import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CasinoGame } from '@bet/shared';

/** "A slot favourite: logo, serviceId, masterServiceId, topServiceId, title": what a tile needs again. */
export type FavoriteGame = Pick<
  CasinoGame,
  'id' | 'providerId' | 'providerName' | 'title' | 'logo' | 'product' | 'hasDemo'
>;

/** Slots are kept as slot favourites, every other product as casino favourites (spec section 3). */
export const favoriteKind = (product: CasinoGame['product']): 'slot' | 'casino' =>
  product === 'slot' ? 'slot' : 'casino';

interface CasinoFavoritesState {
  slot: FavoriteGame[];
  casino: FavoriteGame[];
  toggle: (game: FavoriteGame) => void;
}

const MAX = 200;

/** Casino and slot favourites, kept on the device like the original client's. */
export const useCasinoFavorites = create<CasinoFavoritesState>()(
  persist(
    (set) => ({
      slot: [],
      casino: [],
      toggle: (game) =>
        set((s) => {
          const kind = favoriteKind(game.product);
          const list = s[kind];
          const next = list.some((g) => g.id === game.id)
            ? list.filter((g) => g.id !== game.id)
            : [
                ...list,
                {
                  id: game.id,
                  providerId: game.providerId,
                  providerName: game.providerName,
                  title: game.title,
                  logo: game.logo,
                  product: game.product,
                  hasDemo: game.hasDemo,
                },
              ].slice(-MAX);
          return { [kind]: next };
        }),
    }),
    { name: 'casinoFavorites', version: 1 },
  ),
);
