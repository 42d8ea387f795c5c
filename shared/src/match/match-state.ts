import type { Match } from '../api/sports.ts';

/** Statuses after which a match leaves the live list and the slip (section 4). */
export const ENDED_STATUSES: readonly string[] = ['ended', 'interrupted', 'retired', 'walkover', 'after_ot'];
export const LIVE_WINDOW_MS = 150 * 60_000;
export const STALE_AFTER_MS = 300_000;
/** A not-started match this late is dropped from the live feed. */
export const LATE_START_MS = 5 * 60_000;

export type MatchClass = 'pre' | 'live' | 'half' | 'ended';

type StateOf = Pick<Match, 'ttype' | 'status'>;

export const isEndedStatus = (status: string): boolean => ENDED_STATUSES.includes(status);

/**
 * "pre (N with no status), live (status other than not_started), half (status contains pause)";
 * an ended status is its own class so lists can drop it.
 */
export function classifyMatch(m: StateOf): MatchClass {
  if (isEndedStatus(m.status) || m.status.includes('end')) return 'ended';
  if (m.status.includes('pause') || m.status === 'paused') return 'half';
  if (m.ttype === 'L' && m.status !== '' && m.status !== 'not_started') return 'live';
  return 'pre';
}

/**
 * Whether a live list drops the match: an ended status; football in '4p' with a 90-minute period
 * length; or not started and more than 5 minutes past its start.
 */
export function removedFromLive(
  m: Pick<Match, 'status' | 'sportId' | 'matchDate'>,
  now: number,
  periodLength?: number,
): boolean {
  if (isEndedStatus(m.status)) return true;
  if (m.sportId === 1 && m.status === '4p' && periodLength === 90) return true;
  return m.status === 'not_started' && now - Date.parse(m.matchDate) > LATE_START_MS;
}

/**
 * Whether a match has kicked off: flagged live, a status of play (or after it), or its start time
 * reached. A cancelled match has not started; it is refused on its own.
 */
export function hasStarted(m: Pick<Match, 'ttype' | 'status' | 'matchDate'>, now: number): boolean {
  if (m.status === 'cancelled') return false;
  if (m.ttype === 'L') return true;
  if (m.status !== '' && m.status !== 'not_started') return true;
  return Date.parse(m.matchDate) <= now;
}

/** "Pre-match lists exclude matches whose date has passed." */
export function listablePreMatch(m: Pick<Match, 'matchDate'>, now: number): boolean {
  return Date.parse(m.matchDate) > now;
}

/** "A live match is one that started less than 150 minutes ago (or flagged live)." */
export function inLiveWindow(m: Pick<Match, 'matchDate' | 'ttype'>, now: number): boolean {
  if (m.ttype === 'L') return true;
  const started = Date.parse(m.matchDate);
  return started <= now && now - started < LIVE_WINDOW_MS;
}

/** "A match with no update for 300 seconds gets bet status stopped unless its status is exempt." */
export function isStale(
  lastUpdate: number,
  now: number,
  status: string,
  exempt: readonly string[] = [],
): boolean {
  return now - lastUpdate > STALE_AFTER_MS && !exempt.includes(status);
}

/** Defaults when the feed says nothing: suspended = live and stopped; visible = pre-match or started. */
export function defaultFlags(m: Pick<Match, 'ttype' | 'betStatus'>): { iss: boolean; isv: boolean } {
  const pre = m.ttype === 'N';
  return { iss: !pre && m.betStatus === 'stopped', isv: pre || m.betStatus === 'started' };
}

/** "Odds show only if the match is visible and (pre-match or bet status started) and odds exist." */
export function oddsShown(m: Pick<Match, 'isv' | 'ttype' | 'betStatus' | 'markets'>): boolean {
  return m.isv && (m.ttype === 'N' || m.betStatus === 'started') && m.markets.length > 0;
}

/** When a football score changes, next-goal markets take the number of the next goal. */
export function nextGoalSpecial(score: { home: number; away: number }): string {
  return String(score.home + score.away + 1);
}

export type MatchClock =
  | { kind: 'date'; text: string }
  | { kind: 'ht' }
  | { kind: 'ft' }
  | { kind: 'minute'; minute: number; extra: number }
  /** basketball shows a translated period name: the key is `period.<status>` */
  | { kind: 'period'; status: string };

/**
 * What the time cell of a match shows: date 'dd/MM HH:mm' before the start, 'HT' in a pause,
 * the minute with an apostrophe (and extra time) while live, 'FT' at the end, and the period
 * name for basketball.
 */
export function matchClock(
  m: Pick<Match, 'status' | 'ttype' | 'sportId' | 'matchDate' | 'time'>,
  timeZone = 'Europe/Istanbul',
): MatchClock {
  if (m.status.includes('end') || isEndedStatus(m.status)) return { kind: 'ft' };
  if (m.status.includes('pause')) return { kind: 'ht' };
  if (m.ttype === 'L' && m.status && m.status !== 'not_started') {
    if (m.sportId === 3) return { kind: 'period', status: m.status };
    return { kind: 'minute', minute: m.time?.minute ?? 0, extra: m.time?.extra ?? 0 };
  }
  return { kind: 'date', text: formatMatchDate(m.matchDate, timeZone) };
}

/** 'dd/MM HH:mm' in a time zone. */
export function formatMatchDate(iso: string, timeZone = 'Europe/Istanbul'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['day']}/${parts['month']} ${parts['hour']}:${parts['minute']}`;
}

/** The minute text of a live clock: 45' or 45+2'. */
export function minuteText(clock: { minute: number; extra: number }): string {
  return clock.extra > 0 ? `${clock.minute}+${clock.extra}'` : `${clock.minute}'`;
}
