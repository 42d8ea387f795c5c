/**
 * When a session ends: after an idle time without use, and in any case an absolute time after login
 * (regulators' norm for players: 30 minutes idle, 12 hours in all). Shop terminals (user type F)
 * stand idle between customers, so they get a longer idle time. The server ends sessions with these
 * rules; the web app warns the user before the end with the same ones.
 */

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  terminalIdleMinutes: number;
  terminalAbsoluteHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMinutes: 30,
  absoluteHours: 12,
  terminalIdleMinutes: 720,
  terminalAbsoluteHours: 12,
};

export const SESSION_SETTING_KEYS = {
  idleMinutes: 'session_idle_minutes',
  absoluteHours: 'session_absolute_hours',
  terminalIdleMinutes: 'session_idle_minutes_terminal',
  terminalAbsoluteHours: 'session_absolute_hours_terminal',
} as const satisfies Record<keyof SessionPolicy, string>;

/** Each setting's allowed range: an idle time of a minute to a week, a lifetime of an hour to 30 days. */
const BOUNDS: Record<keyof SessionPolicy, [number, number]> = {
  idleMinutes: [1, 7 * 24 * 60],
  absoluteHours: [1, 30 * 24],
  terminalIdleMinutes: [1, 7 * 24 * 60],
  terminalAbsoluteHours: [1, 30 * 24],
};

/** The policy of the site settings; a missing, malformed or out-of-range value takes its default. */
export function sessionPolicyFromSettings(settings: Readonly<Record<string, string>>): SessionPolicy {
  const policy = { ...DEFAULT_SESSION_POLICY };
  for (const field of Object.keys(BOUNDS) as Array<keyof SessionPolicy>) {
    const raw = settings[SESSION_SETTING_KEYS[field]]?.trim();
    if (!raw || !/^\d{1,6}$/.test(raw)) continue;
    const value = Number(raw);
    const [min, max] = BOUNDS[field];
    if (value >= min && value <= max) policy[field] = value;
  }
  return policy;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The longest any session can last under any allowed policy (what keeps a user's sessions must last as long). */
export const LONGEST_SESSION_MS = Math.max(BOUNDS.absoluteHours[1], BOUNDS.terminalAbsoluteHours[1]) * HOUR;

/** The limits of one user type: shop terminals (F) have their own. */
export function sessionLimits(userType: string, policy: SessionPolicy): SessionLimits {
  return userType === 'F'
    ? { idleMs: policy.terminalIdleMinutes * MINUTE, absoluteMs: policy.terminalAbsoluteHours * HOUR }
    : { idleMs: policy.idleMinutes * MINUTE, absoluteMs: policy.absoluteHours * HOUR };
}

export interface SessionTimes {
  /** epoch ms of the login */
  createdAt: number;
  /** epoch ms of the last recorded use */
  lastSeenAt: number;
}

export interface SessionEnds {
  idleEndsAt: number;
  absoluteEndsAt: number;
  /** the earlier of the two: when the session ends unless it is used before */
  endsAt: number;
}

export function sessionEnds(times: SessionTimes, limits: SessionLimits): SessionEnds {
  const idleEndsAt = times.lastSeenAt + limits.idleMs;
  const absoluteEndsAt = times.createdAt + limits.absoluteMs;
  return { idleEndsAt, absoluteEndsAt, endsAt: Math.min(idleEndsAt, absoluteEndsAt) };
}

export function isSessionLive(times: SessionTimes, limits: SessionLimits, now: number): boolean {
  return now < sessionEnds(times, limits).endsAt;
}

/**
 * Whether a use at `now` is written down. Not every request writes: once a minute at most (a
 * quarter of the idle time when that is shorter), so the idle end is never more than that early.
 */
export function sessionNeedsTouch(times: SessionTimes, limits: SessionLimits, now: number): boolean {
  return now - times.lastSeenAt >= Math.min(MINUTE, limits.idleMs / 4);
}

/** How long before the end the web app warns. */
export const SESSION_WARNING_MS = 2 * MINUTE;

export type SessionWarning =
  | { kind: 'none'; nextCheckMs: number }
  /** idle: using the site (or "stay signed in") keeps the session */
  | { kind: 'idle'; secondsLeft: number }
  /** limit: the absolute lifetime is near, nothing can extend it */
  | { kind: 'limit'; secondsLeft: number }
  | { kind: 'ended' };

/**
 * What the web app shows at `now`, given how long the server last said the session has left (idle and
 * absolute, measured from `receivedAt`). The warning starts two minutes before the end, or half-way
 * through when the whole idle time is shorter than four minutes.
 */
export function sessionWarning(
  remaining: { idleMs: number; absoluteMs: number; receivedAt: number },
  now: number,
): SessionWarning {
  const elapsed = now - remaining.receivedAt;
  const idleLeft = remaining.idleMs - elapsed;
  const absoluteLeft = remaining.absoluteMs - elapsed;
  const left = Math.min(idleLeft, absoluteLeft);
  if (left <= 0) return { kind: 'ended' };
  const lead = Math.min(SESSION_WARNING_MS, remaining.idleMs / 2);
  if (left > lead) return { kind: 'none', nextCheckMs: left - lead };
  const secondsLeft = Math.ceil(left / 1000);
  return absoluteLeft <= idleLeft ? { kind: 'limit', secondsLeft } : { kind: 'idle', secondsLeft };
}

/** The response headers that tell the client how long its session has left, in ms. */
export const SESSION_IDLE_HEADER = 'x-session-idle-ms';
export const SESSION_ABSOLUTE_HEADER = 'x-session-absolute-ms';

/** A `next` path to return to after login: only a path of this site (no scheme, host or `//`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return null;
  return next;
}
