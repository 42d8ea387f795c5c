import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** "colour themes red, blue, green, orange, gold, black (default blue)" (accounts section 9). */
export const THEMES = ['red', 'blue', 'green', 'orange', 'gold', 'black'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'blue';

export const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

interface UiState {
  /** Menus open exclusively: opening one closes the other. */
  openMenu: 'left' | 'right' | null;
  /** The player's own choice; null follows the site's default theme. */
  theme: Theme | null;
  /** The login popup, opened where a guest tries something that needs a login. */
  loginPopup: boolean;
  /** Where to go once the popup's login succeeds (a page that needed it). */
  loginNext: string | null;
  openLoginPopup: (next?: string) => void;
  closeLoginPopup: () => void;
  toggleMenu: (menu: 'left' | 'right') => void;
  closeMenus: () => void;
  setTheme: (theme: Theme) => void;
}

export const useUi = create<UiState>()(
  persist(
    (set) => ({
      openMenu: null,
      theme: null,
      loginPopup: false,
      loginNext: null,
      openLoginPopup: (next) => set({ loginPopup: true, loginNext: next ?? null, openMenu: null }),
      closeLoginPopup: () => set({ loginPopup: false, loginNext: null }),
      toggleMenu: (menu) => set((s) => ({ openMenu: s.openMenu === menu ? null : menu })),
      closeMenus: () => set({ openMenu: null }),
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: 'ui',
      version: 1,
      partialize: (s) => ({ theme: s.theme }),
      merge: (persisted, current) => {
        const theme = (persisted as { theme?: unknown } | undefined)?.theme;
        return { ...current, theme: isTheme(theme) ? theme : null };
      },
    },
  ),
);

/** The theme in force: the player's choice, else the site's default (site_default_theme), else blue. */
export function effectiveTheme(chosen: Theme | null, siteDefault: string | undefined): Theme {
  return chosen ?? (isTheme(siteDefault) ? siteDefault : DEFAULT_THEME);
}
