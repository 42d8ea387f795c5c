import type { LiveOrder } from '@bet/shared';

/**
 * The query of LiveBets (sports-betting section 2: "Live matches; query sid, cid, activeOdd, match
 * (scroll to that match), favorites=1, timeOut"), plus the screen's own tab and order. The spec
 * names the parameters; what each does where it says nothing more is our reading, written here:
 *
 * - sid: the sport tab; without it the first sport with live matches.
 * - cid: the list narrowed to one category (country); the screen shows it as a chip that clears it.
 * - match: the list scrolls to that match and marks it (the way back from MatchDetail uses it).
 * - activeOdd: the match whose markets are open inline in the list (with its TV / statistics
 *   frames when it has any); the list scrolls to it when no `match` is given.
 * - favorites=1: the favourite matches (of every sport) instead of the sport's list.
 * - timeOut: a stamp the Home quick link sets; a new value reloads the lists and counts, so the
 *   link always shows fresh data even when LiveBets is already open.
 */
export type LiveTab = 'live' | 'upcoming';

export interface LiveQuery {
  sid: number | undefined;
  cid: number | undefined;
  match: number | undefined;
  activeOdd: number | undefined;
  favorites: boolean;
  timeOut: string;
  tab: LiveTab;
  order: LiveOrder;
}

const id = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export function readLiveQuery(p: URLSearchParams): LiveQuery {
  return {
    sid: id(p.get('sid')),
    cid: id(p.get('cid')),
    match: id(p.get('match')),
    activeOdd: id(p.get('activeOdd')),
    favorites: p.get('favorites') === '1',
    timeOut: p.get('timeOut') ?? '',
    tab: p.get('tab') === 'upcoming' ? 'upcoming' : 'live',
    order: p.get('order') === 'league' ? 'league' : 'time',
  };
}

/** The match the list scrolls to: the one named by `match`, else the open one. */
export const scrollTarget = (q: LiveQuery): number | undefined => q.match ?? q.activeOdd;

type Changes = Record<string, string | number | undefined>;

/** The query with some parameters set (undefined removes one). */
export function withQuery(p: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(p);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/** Where the list was scrolled or opened belongs to the list it was in: a new list starts clean. */
const FRESH_LIST: Changes = { cid: undefined, match: undefined, activeOdd: undefined };

/** A sport tab: that sport's list, leaving favourites. */
export const pickSport = (p: URLSearchParams, sid: number) =>
  withQuery(p, { ...FRESH_LIST, sid, favorites: undefined });

/** The live or upcoming tab of the current sport. */
export const pickTab = (p: URLSearchParams, tab: LiveTab) =>
  withQuery(p, { ...FRESH_LIST, tab: tab === 'live' ? undefined : tab, favorites: undefined });

export const toggleFavorites = (p: URLSearchParams) =>
  withQuery(p, { ...FRESH_LIST, favorites: p.get('favorites') === '1' ? undefined : 1 });

/** Opens a match's markets in the list, or closes them when they are the open ones. */
export const toggleActiveOdd = (p: URLSearchParams, matchId: number) =>
  withQuery(p, { activeOdd: id(p.get('activeOdd')) === matchId ? undefined : matchId, match: undefined });

/**
 * The MatchDetail link of a live-list row: it carries the list's own sport and category (not the
 * match's), so the detail's back button returns to the list as it was, scrolled to the match. A
 * favourite belongs to no list of ours: its link carries its own sport.
 */
export function liveDetailPath(
  lang: string,
  q: Pick<LiveQuery, 'sid' | 'cid' | 'favorites'>,
  m: { id: number; sportId: number; ttype: 'N' | 'L' },
): string {
  const own = q.favorites || q.sid === undefined;
  const out = new URLSearchParams({ sid: String(own ? m.sportId : q.sid) });
  if (!own && q.cid !== undefined) out.set('cid', String(q.cid));
  out.set('ttype', m.ttype);
  return `/${lang}/matchdetail/${m.id}?${out}`;
}
