import { z } from 'zod';
import { MAX_AMOUNT_MINOR, MINOR_PER_MAJOR } from '../money/money.ts';

/** The body of every error response: `code` is a message key clients translate. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Readiness, and the protocol version the server speaks (clients of an older major are refused). */
export const HealthResponse = z
  .object({
    status: z.literal('ok'),
    protocolVersion: z.string(),
    /** the web build the server serves (build.json); a page of another build offers a reload */
    buildId: z.string().optional(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * The largest id or count an input may carry: a 32-bit integer, the `integer` columns' range on
 * PostgreSQL. A bigger number cannot name anything stored, and would fail in the database.
 */
export const MAX_INPUT_INT = 2_147_483_647;

/** An id in a body. */
export const ApiId = z.number().int().min(1).max(MAX_INPUT_INT);
/** An id in a path or a query (text, read as a number). */
export const ApiIdParam = z.coerce.number().int().min(1).max(MAX_INPUT_INT);
/** A whole number of zero or more in a body (counts, limits, codes). */
export const ApiCount = z.number().int().min(0).max(MAX_INPUT_INT);
/** A list offset or another count in a query. */
export const ApiCountParam = z.coerce.number().int().min(0).max(MAX_INPUT_INT);

/** `?offset=&limit=` of every list. */
export const Paging = z.object({
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type Paging = z.infer<typeof Paging>;

/** `?from=&to=` of a list over a period: ISO dates or times, each end optional. */
export const PeriodFilter = z.object({
  from: z.string().max(30).optional(),
  to: z.string().max(30).optional(),
});

/** A list response: `{ results, totalCount }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), totalCount: z.number().int() });
}

/** The largest amount, in major units, that any input may carry (see MAX_AMOUNT_MINOR). */
export const MAX_INPUT_AMOUNT = MAX_AMOUNT_MINOR / MINOR_PER_MAJOR;

/** True when n has at most `places` decimals, allowing for binary floating-point noise. */
export function hasAtMostDecimals(n: number, places: number): boolean {
  const scaled = n * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/** Amounts in the API are major units with at most 2 decimals, within ±MAX_INPUT_AMOUNT. */
export const ApiAmount = z
  .number()
  .min(-MAX_INPUT_AMOUNT)
  .max(MAX_INPUT_AMOUNT)
  .refine((n) => hasAtMostDecimals(n, 2), { message: 'at most 2 decimals' });

/** The largest odd an input may carry: its thousandths still fit a 32-bit column. */
export const MAX_INPUT_ODD = 1_000_000;

/** Odds in the API have at most 3 decimals, from 0 to MAX_INPUT_ODD. */
export const ApiOdd = z
  .number()
  .min(0)
  .max(MAX_INPUT_ODD)
  .refine((n) => hasAtMostDecimals(n, 3), { message: 'at most 3 decimals' });

/**
 * Where an input holds a NUL character, in a string or a key, as a dotted path ('' for the value
 * itself); null when it holds none. No real text has one, and PostgreSQL cannot store it, so the
 * edge refuses such input before any schema or query sees it. Walks without recursion, so a
 * deeply nested body cannot exhaust the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE, SIGNED_IN_COOKIE } from './http.ts';

export const SiteSettingsResponse = z
  .object({ settings: z.record(z.string(), z.string()) })
  .meta({ id: 'SiteSettingsResponse' });
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;

/**
 * An administrator's change of site settings: keys as the spec names them (letters, digits, _),
 * values as text (flags '0'/'1'); an empty text gives the setting back its default.
 */
export const SiteSettingsUpdate = z
  .object({
    settings: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), z.string().max(5000))
      .refine((s) => Object.keys(s).length > 0 && Object.keys(s).length <= 100, {
        message: '1 to 100 settings',
      }),
  })
  .meta({ id: 'SiteSettingsUpdate' });
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;
