// Plain constants of the HTTP contract, apart from the zod schemas of common.ts: a browser that only
// calls the API bundles these few strings, not the schema library.

/** The header every state-changing request must carry (CSRF guard). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'fetch';
export const API_BASE = '/api/v1';
