/** A crashed or hung page is reloaded at most this many times within RELOAD_WINDOW_MS. */
export const RELOAD_LIMIT = 3;
export const RELOAD_WINDOW_MS = 5 * 60_000;

export interface ReloadDecision {
  /** 'reload' the page, or give up and show the out-of-service screen */
  action: 'reload' | 'outOfService';
  /** the reloads still inside the window, with this one when it reloads: the next call's history */
  reloads: number[];
}

/**
 * What to do about a page that crashed or hung at `now`, given when the earlier reloads were: a
 * sliding window, so a terminal that crashed three times last week is not out of service today,
 * while one that keeps crashing stops trying (a page that dies on load would otherwise reload
 * forever, and a shop would see it flicker instead of a screen that says to call someone).
 */
export function decideReload(
  reloads: readonly number[],
  now: number,
  limit = RELOAD_LIMIT,
  windowMs = RELOAD_WINDOW_MS,
): ReloadDecision {
  const recent = reloads.filter((at) => at > now - windowMs && at <= now);
  if (recent.length >= limit) return { action: 'outOfService', reloads: recent };
  return { action: 'reload', reloads: [...recent, now] };
}

/** An out-of-service terminal tries its page again after this long, then twice as long each time, */
export const RETRY_FIRST_MS = 60_000;
/** ... up to this long between two tries. */
export const RETRY_MAX_MS = 30 * 60_000;

/**
 * How long an out-of-service terminal waits before its `attempt`-th try (0 the first) to load its
 * page again: doubling from `firstMs` up to `maxMs`, so a server that is down for an hour is not
 * asked every minute, and a terminal whose fault went away comes back within minutes.
 */
export function retryDelay(attempt: number, firstMs = RETRY_FIRST_MS, maxMs = RETRY_MAX_MS): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(0, attempt), 30));
}
