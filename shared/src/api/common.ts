import { z } from 'zod';

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

export const HealthResponse = z.object({ status: z.literal('ok') }).meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `?offset=&limit=` of every list. */
export const Paging = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type Paging = z.infer<typeof Paging>;

/** A list response: `{ results, totalCount }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), totalCount: z.number().int() });
}

/** Amounts in the API are major units with at most 2 decimals. */
export const ApiAmount = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most 2 decimals' });

/** Odds in the API have at most 3 decimals. */
export const ApiOdd = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { message: 'at most 3 decimals' });

export { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE } from './http.ts';

export const SiteSettingsResponse = z
  .object({ settings: z.record(z.string(), z.string()) })
  .meta({ id: 'SiteSettingsResponse' });
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;
