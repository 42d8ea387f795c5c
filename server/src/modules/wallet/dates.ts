import { badRequest } from '../../http/errors.ts';

/**
 * A query date of the API: ISO 8601 or `yyyy/MM/dd` (the spec's form). A bare day used as the end of
 * a range means the whole of that day.
 */
export function parseQueryDate(value: string | undefined, end: boolean): number | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value);
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return end ? start + 86_400_000 - 1 : start;
  }
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw badRequest('invalidRequest', { in: 'query', reason: `bad date ${value}` });
  return t;
}
