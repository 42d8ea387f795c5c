import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const THEMES = ['red', 'blue', 'green', 'orange', 'gold', 'black'] as const;
export type Theme = (typeof THEMES)[number];

interface UiState {
  /** Menus open exclusively: opening one closes the other. */
  openMenu: 'left' | 'right' | null;
  theme: Theme;
  /** The login popup, opened where a guest tries something that needs a login. */
  loginPopup: boolean;
  openLoginPopup: () => void;
  closeLoginPopup: () => void;
  toggleMenu: (menu: 'left' | 'right') => void;
  closeMenus: () => void;
  setTheme: (theme: Theme) => void;
}

export const useUi = create<UiState>()(
  persist(
    (set) => ({
      openMenu: null,
      theme: 'blue',
      loginPopup: false,
      openLoginPopup: () => set({ loginPopup: true, openMenu: null }),
      closeLoginPopup: () => set({ loginPopup: false }),
      toggleMenu: (menu) => set((s) => ({ openMenu: s.openMenu === menu ? null : menu })),
      closeMenus: () => set({ openMenu: null }),
      setTheme: (theme) => set({ theme }),
    }),
    { name: 'ui', partialize: (s) => ({ theme: s.theme }) },
  ),
);
