import { create } from 'zustand';
import { NOTIFY, notificationStays, type NotificationState } from '@bet/shared';

export interface Notice {
  state: NotificationState;
  /** a message key, translated when shown; empty for the waiting states' own text */
  message: string;
  /** the message's parameters (a refusal's details, such as the seconds to wait) */
  params?: Record<string, string | number>;
  /** the server's own text, shown when the key has no translation */
  fallback?: string;
  title?: string;
  /** how long a finished notice stays (4 s unless said: sells clear after 3 s) */
  ms?: number;
}

interface NotifyState extends Notice {
  /** bumps on every notice, so the same text shown twice still restarts its timer */
  seq: number;
  show: (notice: Notice) => void;
  hide: () => void;
}

/** "notification clears after 4 s or 3 s": 4 s for coupon creation and most notices, 3 s for a sale. */
export const NOTICE_MS = 4000;
export const SELL_NOTICE_MS = 3000;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The notification dialog of the spec: 0 hidden, 1 success, 2 error, 3 and 4 warning (cleared after
 * their time), 5 and 6 waiting (kept until the work they wait for ends and replaces them).
 */
export const useNotify = create<NotifyState>()((set) => ({
  state: NOTIFY.hidden,
  message: '',
  seq: 0,
  show: (notice) => {
    clearTimeout(timer);
    set((s) => ({
      title: undefined,
      params: undefined,
      fallback: undefined,
      ms: undefined,
      ...notice,
      seq: s.seq + 1,
    }));
    if (!notificationStays(notice.state))
      timer = setTimeout(() => set({ state: NOTIFY.hidden }), notice.ms ?? NOTICE_MS);
  },
  hide: () => {
    clearTimeout(timer);
    set({ state: NOTIFY.hidden });
  },
}));
