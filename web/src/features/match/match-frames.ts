/**
 * The frames of a match: tracker, TV, statistics and league table (sports-betting section 2:
 * "Match detail: ... tracker; TV; statistics; table tab"; "Live: ... a TV frame and a
 * statistics/league-table frame"). accounts-and-platform section 7: "TV, statistics and tracker
 * iframes use templates with placeholders for match id and language". A frame shows only when
 * the site has its template and the match has a source for it; our simulator gives neither, so
 * with it no frame appears.
 */
export type FrameKind = 'tracker' | 'tv' | 'statistics' | 'table';

/**
 * What a match may carry for its frames (section 3, client-side fields: "eid, statistics
 * availability"; the detail's short keys eid and isa). Our API's Match has none of these yet.
 */
export interface FrameSource {
  /** the provider's event id, the {matchId} of the templates */
  eid?: string | number | null;
  /** statistics (and the league table) exist for the match */
  isStatAvailable?: boolean;
  /** the match is in the TV stream list */
  tv?: boolean;
}

/** Site settings holding the templates; `{matchId}` and `{lang}` are replaced. */
export const FRAME_SETTINGS: Record<FrameKind, string> = {
  tracker: 'tracker_url',
  tv: 'tv_url',
  statistics: 'statistics_url',
  table: 'table_url',
};

/**
 * Height as a share of the width: "TV frame height 0.563 times width; tracker height
 * width/1.993". The spec gives none for statistics and the table; ours is a square.
 */
export const FRAME_HEIGHT: Record<FrameKind, number> = {
  tracker: 1 / 1.993,
  tv: 0.563,
  statistics: 1,
  table: 1,
};

export interface Frame {
  kind: FrameKind;
  src: string;
  /** height / width */
  height: number;
}

interface Context {
  lang: string;
  /** "TV stream list fetched only when the tv access flag is set; streams shown only when logged in" */
  loggedIn: boolean;
  settings: Readonly<Record<string, string>>;
}

const ORDER: FrameKind[] = ['tracker', 'tv', 'statistics', 'table'];

function fill(template: string, matchId: string, lang: string): string {
  return template
    .replaceAll('{matchId}', encodeURIComponent(matchId))
    .replaceAll('{lang}', encodeURIComponent(lang));
}

/**
 * The frames to show for a match, in the detail's order (tracker, TV, statistics, table): the
 * tracker and TV for a live match, TV only for a logged-in user, statistics and the table when
 * the match has statistics; each only with its template and the match's event id.
 */
export function matchFrames(
  match: { ttype: 'N' | 'L' } & FrameSource,
  { lang, loggedIn, settings }: Context,
): Frame[] {
  const eid = match.eid === undefined || match.eid === null ? '' : String(match.eid);
  if (!eid) return [];
  const has: Record<FrameKind, boolean> = {
    tracker: match.ttype === 'L',
    tv: match.ttype === 'L' && match.tv === true && loggedIn,
    statistics: match.isStatAvailable === true,
    table: match.isStatAvailable === true,
  };
  return ORDER.flatMap((kind) => {
    const template = settings[FRAME_SETTINGS[kind]]?.trim();
    if (!has[kind] || !template) return [];
    return [{ kind, src: fill(template, eid, lang), height: FRAME_HEIGHT[kind] }];
  });
}
