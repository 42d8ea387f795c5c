import { isEndedStatus, oddsShown, type Match } from '@bet/shared';

/** "the first 10 markets open by default unless the all-closed option is on". */
export const OPEN_MARKETS = 10;

/** Whether a market is open: the player's own tap wins, else the first 10 unless all start closed. */
export function marketOpen(index: number, allClosed: boolean, tapped: boolean | undefined): boolean {
  return tapped ?? (!allClosed && index < OPEN_MARKETS);
}

/**
 * The back button of the caption: "a back button to LiveBets or SportBets carrying sid, cid, tid
 * and match". LiveBets for a live match (the `ttype` the page was opened with, else the match's),
 * SportBets otherwise. It carries the sid, cid and tid the page was opened with, so the list comes
 * back as it was; a page opened without any of them (a shared link) carries the match's own.
 */
export function backPath(
  lang: string,
  query: URLSearchParams,
  match: Pick<Match, 'id' | 'sportId' | 'categoryId' | 'tournamentId' | 'ttype'> | undefined,
  matchId: string,
): string {
  const ttype = query.get('ttype') ?? match?.ttype ?? 'N';
  const given = (['sid', 'cid', 'tid'] as const).filter((k) => /^\d+$/.test(query.get(k) ?? ''));
  const out = new URLSearchParams();
  if (given.length > 0) for (const k of given) out.set(k, query.get(k)!);
  else if (match) {
    out.set('sid', String(match.sportId));
    out.set('cid', String(match.categoryId));
    out.set('tid', String(match.tournamentId));
  }
  if (/^\d+$/.test(matchId)) out.set('match', matchId);
  const path = `/${lang}/${ttype === 'L' ? 'livebets' : 'sports'}`;
  return out.size > 0 ? `${path}?${out}` : path;
}

type Shown = Pick<Match, 'isv' | 'ttype' | 'betStatus' | 'markets' | 'status'>;

/**
 * Whether the markets show or the match-closed text does. "Odds show only if the match is visible
 * and (pre-match or bet status started) and odds exist", judged on the match as pushed now, so a
 * match that reopens shows its odds again. Except at the end: "When a match receives an end status
 * while its detail view is open, every odd is suspended and its bet status becomes stopped": the
 * odds that were open stay on screen, locked, rather than vanishing.
 */
export function detailOddsShown(loaded: Shown, now: Shown): boolean {
  if (now.status === 'removed' || isEndedStatus(now.status)) return oddsShown(loaded);
  return oddsShown(now);
}
