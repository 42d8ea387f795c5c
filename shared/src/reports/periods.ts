const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The site's own time zone: its dates are read in it when the player has chosen no other. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

/** The zone a `timezone` cookie names (the Timezones page keeps the player's choice there), if it is a real one. */
export function zoneFromCookieHeader(cookie: string | undefined): string | undefined {
  const raw = /(?:^|;\s*)timezone=([^;]*)/.exec(cookie ?? '')?.[1];
  if (!raw) return undefined;
  try {
    const zone = decodeURIComponent(raw);
    return isKnownTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as Europe/Istanbul). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  /** the wall-clock time read as if it were UTC */
  wall: number;
  /** 0 Monday … 6 Sunday */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function local(t: number, zone: string): LocalTime {
  const parts = Object.fromEntries(
    formatOf(zone)
      .formatToParts(t)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
  return { wall: wall + (t % 1000), weekday: WEEKDAYS.indexOf(parts['weekday'] ?? 'Mon') };
}

/** The instant a wall-clock time of `zone` happens (the earlier one when a clock change repeats it). */
function instantOf(wall: number, zone: string): number {
  // The zone's offset near that time, then once more at the guess: a clock change in between moves it.
  let guess = wall - (local(wall, zone).wall - wall);
  guess = wall - (local(guess, zone).wall - guess);
  return guess;
}

/** Midnight of the day `t` falls in, in `zone`. */
export function startOfDay(t: number, zone: string): number {
  const { wall } = local(t, zone);
  return instantOf(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS), zone);
}

export interface DashboardPeriods {
  /** today's midnight */
  todayFrom: number;
  /** Monday's midnight of this week */
  weekFrom: number;
  /** the last seven days' midnights, oldest first (the last is today's) */
  days: number[];
}

/** Where today, this week (from Monday) and each of the last seven days begin, in `zone`. */
export function dashboardPeriods(now: number, zone: string): DashboardPeriods {
  const { wall, weekday } = local(now, zone);
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const days = Array.from({ length: 7 }, (_, i) => instantOf(midnight - (6 - i) * DAY_MS, zone));
  return {
    todayFrom: days[6]!,
    weekFrom: instantOf(midnight - weekday * DAY_MS, zone),
    days,
  };
}

/**
 * Where a calendar day (year-month-day, as a date field gives it) begins in `zone`, and where the
 * next one begins: a date filter picked in the player's zone as a range of instants. Null for a
 * day that does not exist.
 */
export function dayRangeIn(ymd: string, zone: string): { from: number; until: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(wall).toISOString().slice(0, 10) !== ymd) return null;
  return { from: instantOf(wall, zone), until: instantOf(wall + DAY_MS, zone) };
}

/**
 * The calendar day (year-month-day) `t` falls on in `zone`: a shop's business day. It is the day
 * whose `dayRangeIn` holds `t`: where the clock goes back across midnight (St John's until 2011),
 * the repeated hour of the evening before counts to the day that has already begun.
 */
export function calendarDayIn(t: number, zone: string): string {
  const { wall } = local(t, zone);
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const day = t >= instantOf(midnight + DAY_MS, zone) ? midnight + DAY_MS : midnight;
  return new Date(day).toISOString().slice(0, 10);
}
