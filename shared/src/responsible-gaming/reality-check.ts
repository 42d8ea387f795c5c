/**
 * Reality checks: every N minutes of a session the site stops the player with the session's
 * length and net result. N is the site's setting (the jurisdiction's default, 0 for none) unless
 * the player chose an interval of their own. The checks fall on whole multiples of N from the
 * session's start, so a reload or a second tab does not move them.
 */

/** The intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const RG_REALITY_CHECK_SETTING = 'rg_reality_check_minutes';
/** The site's interval when the setting is missing or broken. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
export const MAX_REALITY_CHECK_MINUTES = 1440;

const MINUTE_MS = 60_000;

/** The site's interval from its setting's text (0: the site shows no checks unless a player asks). */
export function siteRealityCheckMinutes(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return DEFAULT_REALITY_CHECK_MINUTES;
  const n = Number(raw);
  return n <= MAX_REALITY_CHECK_MINUTES ? n : DEFAULT_REALITY_CHECK_MINUTES;
}

/** The interval in force: the player's own choice, else the site's (0: none). */
export function realityCheckInterval(siteMinutes: number, ownMinutes: number | null): number {
  return ownMinutes ?? siteMinutes;
}

/** When the next check falls after `now` (epoch ms), or null when there are none. */
export function nextRealityCheckAt(sessionStartedAt: number, minutes: number, now: number): number | null {
  if (!(minutes > 0)) return null;
  const every = minutes * MINUTE_MS;
  const done = Math.max(0, Math.floor((now - sessionStartedAt) / every));
  return sessionStartedAt + (done + 1) * every;
}

/** The session's net result for the player in minor units: what came back minus what was staked. */
export const sessionNet = (staked: number, returned: number): number => returned - staked;
