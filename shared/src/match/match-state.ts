import type { Match } from '../api/sports.ts';
import { setsToWin } from './sport-format.ts';

/** Sport ids the rules single out (sports section 1: football 1, basketball 3). */
export const SPORT_ID = { football: 1, basketball: 3 } as const;

/**
 * The match statuses the rules name. A feed sends others too ('1p', '2p', 'pause1', ...): a status
 * is text, and these are the ones code compares with.
 */
export const MATCH_STATUS = {
  notStarted: 'not_started',
  paused: 'paused',
  /** the fourth period: in a 90-minute football match, play is over */
  fourthPeriod: '4p',
  ended: 'ended',
  cancelled: 'cancelled',
  /** gone from the feed */
  removed: 'removed',
} as const;

/** Statuses after which a match leaves the live list and the slip (section 4). */
export const ENDED_STATUSES: readonly string[] = [
  MATCH_STATUS.ended,
  'interrupted',
  'retired',
  'walkover',
  'after_ot',
];

/** No play yet: no status at all, or not_started. */
export const isNotStarted = (status: string): boolean => status === '' || status === MATCH_STATUS.notStarted;
export const LIVE_WINDOW_MS = 150 * 60_000;
export const STALE_AFTER_MS = 300_000;
/** A not-started match this late is dropped from the live feed. */
export const LATE_START_MS = 5 * 60_000;

export type MatchClass = 'pre' | 'live' | 'half' | 'ended';

type StateOf = Pick<Match, 'ttype' | 'status'>;

export const isEndedStatus = (status: string): boolean => ENDED_STATUSES.includes(status);

/** A break in play: half time ('paused') or a numbered pause between periods ('pause1', ...). */
export const isBreak = (status: string): boolean => status.includes('pause');

/** The status a match takes when its result arrives: cancelled stays cancelled, any other result ends it. */
export const statusForResult = (
  resultStatus: string,
): typeof MATCH_STATUS.ended | typeof MATCH_STATUS.cancelled =>
  resultStatus === MATCH_STATUS.cancelled ? MATCH_STATUS.cancelled : MATCH_STATUS.ended;

/**
 * "pre (N with no status), live (status other than not_started), half (status contains pause)";
 * an ended status is its own class so lists can drop it.
 */
export function classifyMatch(m: StateOf): MatchClass {
  if (isEndedStatus(m.status) || m.status.includes('end')) return 'ended';
  if (isBreak(m.status)) return 'half';
  if (m.ttype === 'L' && !isNotStarted(m.status)) return 'live';
  return 'pre';
}

/**
 * The period length of a sport's matches when the feed gives none: football is played over 90
 * minutes unless a feed says a match has extra time.
 */
export const DEFAULT_PERIOD_LENGTH: Readonly<Record<number, number>> = { [SPORT_ID.football]: 90 };

/**
 * Whether play is over for the live list and the slip: an ended status, or "a football match in
 * status 4p with period length 90" (a 90-minute match has no fourth period to bet on).
 */
export function playOver(
  m: Pick<Match, 'status' | 'sportId'>,
  periodLength: number | undefined = DEFAULT_PERIOD_LENGTH[m.sportId],
): boolean {
  if (isEndedStatus(m.status)) return true;
  return m.sportId === SPORT_ID.football && m.status === MATCH_STATUS.fourthPeriod && periodLength === 90;
}

/**
 * Whether a live list drops the match: play is over (see playOver), or it is not started and more
 * than 5 minutes past its start.
 */
export function removedFromLive(
  m: Pick<Match, 'status' | 'sportId' | 'matchDate'>,
  now: number,
  periodLength?: number,
): boolean {
  if (playOver(m, periodLength ?? DEFAULT_PERIOD_LENGTH[m.sportId])) return true;
  return m.status === MATCH_STATUS.notStarted && now - Date.parse(m.matchDate) > LATE_START_MS;
}

/**
 * Whether a match has kicked off: flagged live, a status of play (or after it), or its start time
 * reached. A cancelled match has not started; it is refused on its own.
 */
export function hasStarted(m: Pick<Match, 'ttype' | 'status' | 'matchDate'>, now: number): boolean {
  if (m.status === MATCH_STATUS.cancelled) return false;
  if (m.ttype === 'L') return true;
  if (!isNotStarted(m.status)) return true;
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

/**
 * "A match with no update for 300 seconds gets bet status stopped unless its status is exempt":
 * breaks are long and silent, and a match not started yet has nothing to say.
 */
export function isStale(lastUpdate: number, now: number, status: string): boolean {
  return now - lastUpdate > STALE_AFTER_MS && !isBreak(status) && !isNotStarted(status);
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
  | { kind: 'period'; status: string }
  /** a sets sport (tennis, volleyball, table tennis, esports) shows the set (map) being played */
  | { kind: 'set'; set: number }
  /** ... and in a break, the set just over ('pause2' ends the second), null when the feed gives none */
  | { kind: 'setBreak'; set: number | null };

/**
 * What the time cell of a match shows: date 'dd/MM HH:mm' before the start, 'HT' in a pause
 * (in a sets sport, the end of the set just played: it has no half time),
 * the minute with an apostrophe (and extra time) while live, 'FT' at the end, the period
 * name for basketball, and the set being played ('3p' is the third set) for a sets sport.
 */
export function matchClock(
  m: Pick<Match, 'status' | 'ttype' | 'sportId' | 'matchDate' | 'time'>,
  timeZone = 'Europe/Istanbul',
): MatchClock {
  if (m.status.includes('end') || isEndedStatus(m.status)) return { kind: 'ft' };
  if (m.status.includes('pause')) {
    if (setsToWin(m.sportId) === null) return { kind: 'ht' };
    const after = /^pause(\d+)$/.exec(m.status);
    return { kind: 'setBreak', set: after ? Number(after[1]) : null };
  }
  if (m.ttype === 'L' && !isNotStarted(m.status)) {
    if (m.sportId === SPORT_ID.basketball) return { kind: 'period', status: m.status };
    const set = setsToWin(m.sportId) !== null ? /^(\d+)p$/.exec(m.status) : null;
    if (set) return { kind: 'set', set: Number(set[1]) };
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
