import { create } from 'zustand';
import { client } from '../api/client.ts';

interface SettingsState {
  settings: Record<string, string>;
  loaded: boolean;
  load: () => Promise<void>;
}

/** The public site settings, read once at start (the spec refreshes them every 6 hours). */
export const useSiteSettings = create<SettingsState>()((set) => ({
  settings: {},
  loaded: false,
  load: async () => {
    try {
      const { settings } = await client.settings.get();
      set({ settings, loaded: true });
    } catch {
      set({ loaded: true });
    }
  },
}));

export const SETTINGS_REFRESH_MS = 21_600_000;
