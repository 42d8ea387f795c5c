import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_ODDS_CHANGE_POLICY, ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '@bet/shared';
import { useSession } from './session-store.ts';

interface OddsChangeState {
  /** each player's choice on this device, by user id ('guest' before login) */
  byUser: Record<string, OddsChangePolicy>;
  set: (userId: number | undefined, policy: OddsChangePolicy) => void;
}

const who = (userId: number | undefined) => (userId === undefined ? 'guest' : String(userId));

/** "Accept odds changes": always, only higher or never, remembered per player on this device. */
export const useOddsChange = create<OddsChangeState>()(
  persist(
    (set) => ({
      byUser: {},
      set: (userId, policy) => set((s) => ({ byUser: { ...s.byUser, [who(userId)]: policy } })),
    }),
    {
      name: 'odds-change',
      version: 1,
      // a stored value this build does not know falls back to the default rather than being sent
      merge: (persisted, current) => {
        const stored = ((persisted ?? {}) as Partial<OddsChangeState>).byUser ?? {};
        const byUser = Object.fromEntries(
          Object.entries(stored).filter(([, p]) => (ODDS_CHANGE_POLICIES as readonly string[]).includes(p)),
        );
        return { ...current, byUser };
      },
    },
  ),
);

/** The logged-in player's choice (outside React: the create flow). */
export function oddsChangePolicy(): OddsChangePolicy {
  const userId = useSession.getState().user?.userId;
  return useOddsChange.getState().byUser[who(userId)] ?? DEFAULT_ODDS_CHANGE_POLICY;
}

/** The player's choice and its setter, for the slip's control. */
export function useOddsChangePolicy(): [OddsChangePolicy, (policy: OddsChangePolicy) => void] {
  const userId = useSession((s) => s.user?.userId);
  const policy = useOddsChange((s) => s.byUser[who(userId)] ?? DEFAULT_ODDS_CHANGE_POLICY);
  const setPolicy = useOddsChange((s) => s.set);
  return [policy, (p) => setPolicy(userId, p)];
}
