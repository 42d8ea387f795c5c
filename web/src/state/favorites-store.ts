import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { FavoriteKind, FavoriteList } from '@bet/shared';
import { client } from '../api/client.ts';

interface FavoritesState {
  /** favourite matches (pre-match and live) */
  ids: number[];
  /** favourite leagues (tournament ids) */
  leagues: number[];
  /** the player whose server list this mirrors; null for a guest (kept on the device only) */
  owner: number | null;
  /** a guest's marks that the owner's server list does not have yet */
  carried: { ids: number[]; leagues: number[] } | null;
  toggle: (matchId: number) => void;
  toggleLeague: (tournamentId: number) => void;
  add: (matchIds: readonly number[]) => void;
  clear: () => void;
}

const flip = (list: readonly number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Tells the server of one change while a player is logged in; its answer is the list from then on. */
function sync(kind: FavoriteKind, id: number, on: boolean): void {
  if (useFavorites.getState().owner === null) return;
  client.favorites
    .set({ kind, id, on })
    .then(applyServerList)
    // A star the server did not get is carried to it at the next page load (an unstar is not: the
    // server's list then shows the mark again, which loses nothing).
    .catch(() => {
      if (on) carry(kind, id);
    });
}

function carry(kind: FavoriteKind, id: number): void {
  const carried = useFavorites.getState().carried ?? { ids: [], leagues: [] };
  const list = kind === 'match' ? carried.ids : carried.leagues;
  if (list.includes(id)) return;
  useFavorites.setState({
    carried: kind === 'match' ? { ...carried, ids: [...list, id] } : { ...carried, leagues: [...list, id] },
  });
}

function applyServerList(list: FavoriteList): void {
  useFavorites.setState({ ids: list.matches, leagues: list.tournaments });
}

/**
 * Favourite matches and leagues: the Favourites chip, the Favorites page and the slip hand-off.
 * A guest keeps them on the device; a logged-in player's live on the server (PUT /favorites), so
 * they follow the player to another device.
 */
export const useFavorites = create<FavoritesState>()(
  persist(
    (set, get) => ({
      ids: [],
      leagues: [],
      owner: null,
      carried: null,
      toggle: (id) => {
        const on = !get().ids.includes(id);
        set((s) => ({ ids: flip(s.ids, id) }));
        sync('match', id, on);
      },
      toggleLeague: (id) => {
        const on = !get().leagues.includes(id);
        set((s) => ({ leagues: flip(s.leagues, id) }));
        sync('tournament', id, on);
      },
      add: (ids) => {
        const fresh = ids.filter((id) => !get().ids.includes(id));
        set((s) => ({ ids: [...s.ids, ...fresh] }));
        for (const id of fresh) sync('match', id, true);
      },
      clear: () => {
        const { ids, leagues } = get();
        set({ ids: [], leagues: [] });
        for (const id of ids) sync('match', id, false);
        for (const id of leagues) sync('tournament', id, false);
      },
    }),
    { name: 'favorites' },
  ),
);

/** The user whose server list this page load has asked for (undefined: none yet). */
let fetchedFor: number | null | undefined;

/**
 * A player logged in: what the device kept as a guest joins the player's server list, and the
 * server's list is shown from then on. Each page load asks the server again, so a change made on
 * another device shows here. Logged out: the player's list leaves the device with them.
 */
export async function favoritesFollowUser(userId: number | null): Promise<void> {
  if (userId === fetchedFor) return;
  fetchedFor = userId;
  const state = useFavorites.getState();
  if (userId === null) {
    if (state.owner !== null) useFavorites.setState({ owner: null, ids: [], leagues: [], carried: null });
    return;
  }
  // A guest's own marks move to the account; another player's list left on the device does not.
  // They are kept until the server has them: a page load that ends mid-way carries them on.
  const carried =
    state.owner === userId
      ? state.carried
      : state.owner === null
        ? { ids: state.ids, leagues: state.leagues }
        : null;
  useFavorites.setState({ owner: userId, carried });
  try {
    let list = await client.favorites.list();
    const missing: Array<[FavoriteKind, number]> = [
      ...(carried?.ids ?? [])
        .filter((id) => !list.matches.includes(id))
        .map((id) => ['match', id] as [FavoriteKind, number]),
      ...(carried?.leagues ?? [])
        .filter((id) => !list.tournaments.includes(id))
        .map((id) => ['tournament', id] as [FavoriteKind, number]),
    ];
    for (const [kind, id] of missing) {
      // an ended match or league is gone from the catalogue (404): it is left behind
      list = await client.favorites.set({ kind, id, on: true }).catch(() => list);
    }
    if (useFavorites.getState().owner === userId) {
      useFavorites.setState({ carried: null });
      applyServerList(list);
    }
  } catch {
    // The server is not reached: the device's list (and what it carries) stays until the next load.
    fetchedFor = undefined;
  }
}
