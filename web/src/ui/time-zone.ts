import { useIntlLocales } from '../i18n/locale.ts';

/** The browser's own zone: the spec's "automatic" entry of the Timezones list. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Istanbul';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone a `timezone` cookie names (spec: the Timezones page keeps the choice there), if it is a real one. */
export function zoneFromCookie(cookie: string): string | undefined {
  const raw = /(?:^|;\s*)timezone=([^;]*)/.exec(cookie)?.[1];
  if (!raw) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return isTimeZone(zone) ? zone : undefined;
}

let lastCookie: string | undefined;
let lastZone = BROWSER_TIME_ZONE;

/** The zone dates and clocks are shown in: the player's chosen zone, else the browser's. Read at each use, so a change applies at once. */
export function timeZone(): string {
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  if (cookie !== lastCookie) {
    lastCookie = cookie;
    lastZone = zoneFromCookie(cookie) ?? BROWSER_TIME_ZONE;
  }
  return lastZone;
}

/** The spec's match time, dd/MM HH:mm, written in the order and with the separators of the language. */
export const MATCH_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** A date with its time, in the short form of the language (coupon times, payout times). */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** Formatters are costly to make and rows re-render often: one per options object, language and zone. */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

export function dateFormat(
  locales: readonly string[],
  options: Intl.DateTimeFormatOptions,
  zone: string = timeZone(),
): Intl.DateTimeFormat {
  let byLocale = formatters.get(options);
  if (!byLocale) formatters.set(options, (byLocale = new Map()));
  const key = `${locales.join(',')}|${zone}`;
  let format = byLocale.get(key);
  if (!format) {
    // Times are 24-hour in every language (the spec's HH:mm): Arabic would otherwise write 3:05 م.
    format = new Intl.DateTimeFormat([...locales], { hourCycle: 'h23', ...options, timeZone: zone });
    byLocale.set(key, format);
  }
  return format;
}

/**
 * A date formatter in the page's language and the player's zone. Pass options defined once
 * (a module constant), not a new object each render.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions, zone?: string): Intl.DateTimeFormat {
  return dateFormat(useIntlLocales(), options, zone ?? timeZone());
}

/** One year, as the spec keeps the language and desktop choices. */
const ZONE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * Keeps the player's zone in the `timezone` cookie (the spec's name), read by every date of the
 * site and sent with printable tickets; undefined forgets it, so the browser's zone applies again.
 */
export function chooseTimeZone(zone: string | undefined): void {
  document.cookie =
    zone && isTimeZone(zone)
      ? `timezone=${encodeURIComponent(zone)}; path=/; max-age=${ZONE_COOKIE_MAX_AGE}; samesite=lax`
      : 'timezone=; path=/; max-age=0; samesite=lax';
}

/** Whether the player chose a zone (the cookie holds a real one) rather than the browser's. */
export function timeZoneChosen(): boolean {
  return typeof document !== 'undefined' && zoneFromCookie(document.cookie) !== undefined;
}

/** Every zone name this browser knows, UTC among them, sorted. */
export function allTimeZones(): string[] {
  const known =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...known, 'UTC'])].sort();
}
