import { SITE_TIME_ZONE, dayRangeIn, isKnownTimeZone, zoneFromCookieHeader } from '@bet/shared';
import { badRequest } from '../../http/errors.ts';

/**
 * A query date of the API: ISO 8601 or `yyyy/MM/dd` (the spec's form). A bare day is a day of
 * `zone`; used as the end of a range it means the whole of that day. A day that does not exist
 * (2026-02-30) is refused.
 */
export function parseQueryDate(value: string | undefined, end: boolean, zone = 'UTC'): number | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value);
  if (day) {
    const range = dayRangeIn(`${day[1]}-${day[2]}-${day[3]}`, zone);
    if (!range) throw badRequest('invalidRequest', { in: 'query', reason: `bad date ${value}` });
    return end ? range.until - 1 : range.from;
  }
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw badRequest('invalidRequest', { in: 'query', reason: `bad date ${value}` });
  return t;
}

/**
 * The zone whose days a player's bare dates mean: the one the query names, else the player's
 * `timezone` cookie (the zone the site shows the player's dates in), else the site's own.
 */
export function queryDateZone(named: string | undefined, cookie: string | undefined): string {
  if (named !== undefined && !isKnownTimeZone(named))
    throw badRequest('invalidRequest', { in: 'query', reason: 'timezone' });
  return named ?? zoneFromCookieHeader(cookie) ?? SITE_TIME_ZONE;
}
