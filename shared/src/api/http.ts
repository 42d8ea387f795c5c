// Plain constants of the HTTP contract, apart from the zod schemas of common.ts: a browser that only
// calls the API bundles these few strings, not the schema library.

/** The header every state-changing request must carry (CSRF guard). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'fetch';
export const API_BASE = '/api/v1';
/**
 * A cookie the page may read, set beside the httpOnly session cookie and cleared with it: without
 * it no one signed in on this browser, and the page does not ask the server who the visitor is
 * (a guest's 401 is not an error to log).
 */
export const SIGNED_IN_COOKIE = 'signed_in';
