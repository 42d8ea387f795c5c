import { create } from 'zustand';
import type { AnnouncementItem } from '@bet/shared';
import { client } from '../api/client.ts';

interface NotificationsState {
  items: AnnouncementItem[];
  loaded: boolean;
  /** Reads the logged-in player's notifications (GET /notifications); a failure keeps the list empty. */
  load: () => Promise<void>;
  reset: () => void;
}

/** The player's notifications: the left menu shows their count, the Notifications page lists them. */
export const useNotifications = create<NotificationsState>()((set) => ({
  items: [],
  loaded: false,
  load: async () => {
    try {
      const { results } = await client.announcements.notifications();
      set({ items: results, loaded: true });
    } catch {
      set({ items: [], loaded: true });
    }
  },
  reset: () => set({ items: [], loaded: false }),
}));
