import { create } from 'zustand';
import type { NotificationState } from '@bet/shared';

interface Notice {
  state: NotificationState;
  /** a message key, translated when shown */
  message: string;
  /** the server's own text, shown when the key has no translation */
  fallback?: string;
  title?: string;
}

interface NotifyState extends Notice {
  show: (notice: Notice) => void;
  hide: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The notification dialog of the spec: success and error notices clear themselves after 4 s. */
export const useNotify = create<NotifyState>()((set) => ({
  state: 0,
  message: '',
  show: (notice) => {
    clearTimeout(timer);
    set({ title: undefined, fallback: undefined, ...notice });
    // Waiting states (5, 6) stay until the work they wait for ends.
    if (notice.state !== 5 && notice.state !== 6) timer = setTimeout(() => set({ state: 0 }), 4000);
  },
  hide: () => {
    clearTimeout(timer);
    set({ state: 0 });
  },
}));
