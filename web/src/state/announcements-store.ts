import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AnnouncementItem } from '@bet/shared';
import { client } from '../api/client.ts';

/** The popup version the player closed: its id with its edit time, so an edited popup shows again. */
export const seenKey = (a: Pick<AnnouncementItem, 'id' | 'updatedAt'>) => `${a.id}@${a.updatedAt}`;

/** How many closed popups are remembered (the oldest are forgotten first). */
const SEEN_MAX = 200;

interface AnnouncementsState {
  items: AnnouncementItem[];
  lang: string | null;
  /** closed popups, remembered on this device */
  seen: string[];
  load: (lang: string) => Promise<void>;
  markSeen: (items: readonly AnnouncementItem[]) => void;
}

/** The site's popups (GET /announcements), read once per language; closed ones do not come back. */
export const useAnnouncements = create<AnnouncementsState>()(
  persist(
    (set, get) => ({
      items: [],
      lang: null,
      seen: [],
      load: async (lang) => {
        if (get().lang === lang) return;
        set({ lang });
        try {
          const { results } = await client.announcements.list();
          // "popup failure: empty list"
          if (get().lang === lang) set({ items: results });
        } catch {
          if (get().lang === lang) set({ items: [] });
        }
      },
      markSeen: (items) =>
        set((s) => ({ seen: [...new Set([...s.seen, ...items.map(seenKey)])].slice(-SEEN_MAX) })),
    }),
    { name: 'announcements', partialize: (s) => ({ seen: s.seen }) },
  ),
);
