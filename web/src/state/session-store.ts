import { create } from 'zustand';
import { SIGNED_IN_COOKIE, type UserInfo } from '@bet/shared';
import { ApiError, client } from '../api/client.ts';
import { onConnectionBack, useConnection } from '../api/connection.ts';

/** The logged-in user as `GET /me` returns it (API.md "Session and account"); amounts in major units. */
export type SessionUser = UserInfo;

interface SessionState {
  /** 'unknown' until the first `GET /me` answered */
  status: 'unknown' | 'guest' | 'user';
  user: SessionUser | null;
  busy: boolean;
  /** The session ended while the user was here (time limit, or ended elsewhere): the login follows. */
  sessionEnded: boolean;
  /** Counts logins and ends: an answer about an earlier session must not end a newer one. */
  seq: number;
  /**
   * The balance shown is the one last known, not read since the connection broke (or, in a tab
   * opened offline, the device's copy): the header marks it as possibly out of date.
   */
  balanceStale: boolean;
  /** Asks the server who we are (the session cookie is httpOnly). */
  refresh: () => Promise<void>;
  /** `captcha`: the answer to the captcha a refused login asked for (`captchaRequired`). */
  login: (
    userName: string,
    password: string,
    captcha?: { captchaId: string; captcha: string },
  ) => Promise<void>;
  logout: () => Promise<void>;
  /** The server said the session is gone (`login: false`). */
  expired: () => void;
  /** The session ran out or was ended elsewhere: the app returns to the login page. */
  ended: () => void;
  setCredit: (credit: number) => void;
}

/** Whether someone signed in on this browser (the server's readable mark beside the session cookie). */
const signedIn = () =>
  typeof document === 'undefined' || new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1`).test(document.cookie);

/**
 * The user this browser last knew, kept for a page opened or reloaded while the server is out of
 * reach, on the device, so that a new tab opened offline shows the player's header too (name, the
 * balance last known) and not a guest's; personal details are left out. Cleared on logout and when the server says there is no
 * session; the session cookie still decides everything on the server.
 */
const KEPT_USER = 'sessionUser';

function keptUser(): SessionUser | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_USER) ?? 'null') as SessionUser | null;
    return typeof kept?.userId === 'number' && typeof kept.credit === 'number' ? kept : null;
  } catch {
    return null;
  }
}

/** Not kept on the device: an offline page shows them empty until the server answers again. */
const NOT_KEPT = { birthDate: '', email: '', mobile: '', city: '', address: '', postCode: '' } as const;

function keepUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(KEPT_USER, JSON.stringify({ ...user, ...NOT_KEPT }));
    else localStorage.removeItem(KEPT_USER);
  } catch {
    // storage blocked: offline, the page then knows no user
  }
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'unknown',
  user: null,
  busy: false,
  sessionEnded: false,
  seq: 0,
  balanceStale: false,
  refresh: async () => {
    // A guest has no session to ask about: the 401 the server would answer is no error.
    if (!signedIn()) {
      set({ user: null, status: 'guest' });
      keepUser(null);
      return;
    }
    const seq = get().seq;
    try {
      const user = await client.users.me();
      // a login or logout meanwhile knows better
      if (get().seq === seq) set({ user, status: 'user', sessionEnded: false, balanceStale: false });
    } catch (err) {
      if (get().seq !== seq) return;
      if (err instanceof ApiError && err.status === 401) {
        set({ user: null, status: 'guest' });
        keepUser(null);
      } else {
        // Out of reach (a page opened offline): the user last known here stands in until the
        // connection is back and the session is read again; else the page shows a guest's header.
        const kept = err instanceof ApiError && err.failure === 'network' ? keptUser() : null;
        set((s) =>
          s.status !== 'unknown'
            ? {}
            : kept
              ? { user: kept, status: 'user', balanceStale: true }
              : { status: 'guest' },
        );
      }
    }
  },
  login: async (userName, password, captcha) => {
    set({ busy: true });
    try {
      const { user } = await client.auth.login({ userName, password, ...captcha });
      set((s) => ({ user, status: 'user', sessionEnded: false, seq: s.seq + 1, balanceStale: false }));
    } finally {
      set({ busy: false });
    }
  },
  logout: async () => {
    try {
      await client.auth.logout();
    } finally {
      set((s) => ({ user: null, status: 'guest', sessionEnded: false, seq: s.seq + 1 }));
    }
  },
  expired: () => set((s) => ({ user: null, status: 'guest', seq: s.seq + 1 })),
  ended: () =>
    set((s) => (s.user ? { user: null, status: 'guest', sessionEnded: true, seq: s.seq + 1 } : {})),
  // a balance the server gave is current again, unless the break is not over
  setCredit: (credit) =>
    set((s) =>
      s.user
        ? {
            user: { ...s.user, credit },
            balanceStale: s.balanceStale && useConnection.getState().status === 'reconnecting',
          }
        : {},
    ),
}));

useSession.subscribe((s, before) => {
  if (s.user !== before.user) keepUser(s.user);
});

// Back from a break: who is logged in, and the balance, are read again (a page opened without a
// network could not ask; pushes were missed meanwhile). Until then the balance is marked.
onConnectionBack(() => void useSession.getState().refresh());
useConnection.subscribe((c, before) => {
  if (c.status === 'reconnecting' && before.status !== 'reconnecting' && useSession.getState().user)
    useSession.setState({ balanceStale: true });
});
