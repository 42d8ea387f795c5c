import type { Match } from '@bet/shared';

/** The match-detail link with what its back button needs: sid, cid, tid and ttype (and match for the list). */
export function matchDetailPath(
  lang: string,
  m: Pick<Match, 'id' | 'sportId' | 'categoryId' | 'tournamentId' | 'ttype'>,
): string {
  const q = new URLSearchParams({
    sid: String(m.sportId),
    cid: String(m.categoryId),
    tid: String(m.tournamentId),
    ttype: m.ttype,
  });
  return `/${lang}/matchdetail/${m.id}?${q}`;
}
