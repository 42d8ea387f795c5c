import { create } from 'zustand';
import { ApiError, client, onSessionTimes, type SessionRemaining } from '../api/client.ts';
import { forgetUser } from './forget-user.ts';
import { useSession } from './session-store.ts';

/** Tabs of one browser share one session: each tells the others what the server last said. */
const SHARED_KEY = 'session-remaining';

interface SessionClockState {
  /** What the server last said about the session (any tab), or null when nothing is known. */
  remaining: SessionRemaining | null;
  update: (remaining: SessionRemaining) => void;
  /** Asks the server whether the session lives ("stay signed in": the question is a use and renews it). */
  ask: () => Promise<'alive' | 'ended' | 'unknown'>;
  /** Asks, and ends the session here too when the server says it is gone; false then. */
  check: () => Promise<boolean>;
  /** The session ran out: it ends on the server too, and the app returns to the login. */
  end: () => Promise<void>;
}

const endsAt = (r: SessionRemaining) => r.receivedAt + Math.min(r.idleMs, r.absoluteMs);

export const useSessionClock = create<SessionClockState>()((set, get) => ({
  remaining: null,
  update: (remaining) => {
    set({ remaining });
    try {
      localStorage.setItem(SHARED_KEY, JSON.stringify(remaining));
    } catch {
      // storage full or blocked: other tabs find out from their own answers
    }
  },
  ask: async () => {
    try {
      await client.auth.session();
      return 'alive';
    } catch (err) {
      return err instanceof ApiError && err.status === 401 ? 'ended' : 'unknown';
    }
  },
  check: async () => {
    const seq = useSession.getState().seq;
    const answer = await get().ask();
    if (answer === 'ended') closeSession(seq);
    return answer !== 'ended';
  },
  end: async () => {
    if (!get().remaining) return;
    const seq = useSession.getState().seq;
    try {
      await client.auth.logout();
    } catch {
      // the server ends it by itself at the same moment
    }
    closeSession(seq);
  },
}));

/** Ends the session here, unless the user logged in anew since `seq` (the answer was about the old one). */
function closeSession(seq: number): void {
  const session = useSession.getState();
  if (session.seq !== seq || !session.user) return;
  useSessionClock.setState({ remaining: null });
  forgetUser();
  useSession.getState().ended();
}

onSessionTimes((remaining) => useSessionClock.getState().update(remaining));

// Another tab's use renewed the session: this tab's warning moves on with it.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key !== SHARED_KEY || !e.newValue) return;
    try {
      const shared = JSON.parse(e.newValue) as SessionRemaining;
      const mine = useSessionClock.getState().remaining;
      if (useSession.getState().user && (!mine || endsAt(shared) > endsAt(mine)))
        useSessionClock.setState({ remaining: shared });
    } catch {
      // not ours
    }
  });

// A user who signed out has no session to count down; the next login's answers start a new one.
useSession.subscribe((s, before) => {
  if (before.user && !s.user) useSessionClock.setState({ remaining: null });
});
