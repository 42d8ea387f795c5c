import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import {
  USER_STATUS,
  ACCESS_ROLES,
  SESSION_ABSOLUTE_HEADER,
  SESSION_IDLE_HEADER,
  SIGNED_IN_COOKIE,
  type Access,
  type Permissions,
  type Role,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { KeptCopy, keptPerDatabase } from '../../db/kept-copy.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { endedByRevocation } from './revoked-sessions.ts';
import { sessionIdOf, type LiveSession, type SessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'sid';

/** The logged-in user as handlers see it. */
export interface AuthUser {
  id: number;
  userName: string;
  role: Role;
  userType: string;
  operatorId: number;
  parentId: number | null;
  /** '/1/4/9/': ids from the root down to this user */
  path: string;
  currency: string;
  permissions: Permissions;
  transfersBlocked: boolean;
}

const resolvers = new WeakMap<Request, () => Promise<AuthUser | null>>();
const resolved = new WeakMap<Request, AuthUser>();
const liveSessions = new WeakMap<Request, LiveSession>();
/** Why a request's session cookie names no live session, when that is known (a message key). */
const endedWhy = new WeakMap<Request, string>();

/**
 * A cookie's value, or undefined when it is absent or not valid percent-encoding: a mangled
 * cookie is no session, never an error (our tokens are base64url and never need an escape).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** An open, activated user by id, or null. */
export async function loadAuthUser(db: Kysely<DB>, userId: number): Promise<AuthUser | null> {
  const u = await db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'role',
      'user_type',
      'operator_id',
      'parent_id',
      'path',
      'currency',
      'permissions',
      'transfers_blocked',
    ])
    .where('id', '=', userId)
    .where('status', '=', USER_STATUS.active)
    .where('activated', '=', 1)
    .executeTakeFirst();
  if (!u) return null;
  return {
    id: Number(u.id),
    userName: u.user_name,
    role: u.role as Role,
    userType: u.user_type,
    operatorId: Number(u.operator_id),
    parentId: u.parent_id === null ? null : Number(u.parent_id),
    path: u.path,
    currency: u.currency,
    permissions: JSON.parse(u.permissions) as Permissions,
    transfersBlocked: u.transfers_blocked === 1,
  };
}

/** Columns of `users` whose change leaves every signed-in user as it was (written at each login). */
const NOT_AUTH = new Set(['last_login_at']);

// Every request with a session needs its user: kept in memory and dropped whole when a committed
// write changes `users` (on this instance or, through the change relay, another), so a block or a
// changed permission applies to the next request.
const authUsers = keptPerDatabase(
  (database) =>
    new KeptCopy<number, AuthUser | null>(
      database,
      (userId) => loadAuthUser(database.db, userId),
      (change) =>
        change.table === 'users' && !(change.columns?.length && change.columns.every((c) => NOT_AUTH.has(c))),
    ),
);

/**
 * The live session and user of a session cookie header, or null. `touch: false` for checks that
 * are not the user's own use (the realtime server's), so they do not keep an idle session alive.
 */
export async function sessionFromCookieHeader(
  database: Database,
  sessions: SessionStore,
  cookieHeader: string | undefined,
  options: { touch?: boolean } = {},
): Promise<{ session: LiveSession; user: AuthUser } | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const session = await sessions.resolve(token, options);
  if (!session) return null;
  // a copy per request: handlers may not change the kept one
  const user = await authUsers(database).get(session.userId);
  return user ? { session, user: { ...user } } : null;
}

/** Tells the client how long its session has left, so it can warn before the end. */
function sendSessionTimes(res: Response | undefined, session: LiveSession): void {
  if (!res || res.headersSent) return;
  const now = Date.now();
  res.setHeader(SESSION_IDLE_HEADER, String(Math.max(0, session.idleEndsAt - now)));
  res.setHeader(SESSION_ABSOLUTE_HEADER, String(Math.max(0, session.absoluteEndsAt - now)));
}

/**
 * Installed by the auth module before every other module's routes: it lets `requireUser` find the
 * session of a request. The lookup is lazy, so public routes never touch the session store.
 */
export function sessionMiddleware(database: Database, sessions: SessionStore): RequestHandler {
  return (req, _res, next) => {
    let pending: Promise<AuthUser | null> | undefined;
    const resolve = async () => {
      const found = await sessionFromCookieHeader(database, sessions, req.headers.cookie);
      if (found) {
        liveSessions.set(req, found.session);
        sendSessionTimes(req.res, found.session);
        return found.user;
      }
      // Only a cookie that names no session costs the look-up: a revoked handheld is told so.
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const why = token ? await endedByRevocation(database.db, sessionIdOf(token)) : null;
      if (why) endedWhy.set(req, why);
      return null;
    };
    resolvers.set(req, () => (pending ??= resolve()));
    next();
  };
}

/**
 * Personal answers are never stored by a browser or a proxy: every answer to a request that carries
 * a session cookie, and every /auth answer (logins and sign-ups set one). A public route may still
 * set its own caching after this (the sports catalogue is the same for everyone).
 */
export const noStoreForSessions: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/auth/') || readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined)
    res.set('Cache-Control', 'no-store');
  next();
};

/** The session's user of a request, or null (for routes that serve guests and users alike). */
export async function optionalUser(req: Request): Promise<AuthUser | null> {
  const known = resolved.get(req);
  if (known) return known;
  const resolve = resolvers.get(req);
  if (!resolve) throw new Error('the auth module must be mounted before routes that read the session');
  const user = await resolve();
  if (user) resolved.set(req, user);
  return user;
}

/** Refuses a request without a live session: 401 with `login: false`. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  if (!(await optionalUser(req))) throw unauthorized(endedWhy.get(req));
  next();
};

/** Refuses a request without a session (401) or whose user has none of these roles (403). */
export function requireRole(...roles: Role[]): RequestHandler {
  return async (req, _res, next) => {
    const user = await optionalUser(req);
    if (!user) throw unauthorized(endedWhy.get(req));
    if (!roles.includes(user.role)) throw forbidden();
    next();
  };
}

/** The guard of a contract entry's access: none, a session, or a session of one of its roles. */
export function accessGuard(access: Access): RequestHandler[] {
  if (access === 'public') return [];
  if (access === 'user') return [requireUser];
  return [requireRole(...ACCESS_ROLES[access])];
}

/** The user of a request that passed `requireUser` or `requireRole`. */
export function currentUser(req: Request): AuthUser {
  const user = resolved.get(req);
  if (!user) throw new Error('currentUser() needs requireUser or requireRole before the handler');
  return user;
}

/** The session of a request that passed `requireUser` or `requireRole`. */
export function currentSession(req: Request): LiveSession {
  const session = liveSessions.get(req);
  if (!session) throw new Error('currentSession() needs requireUser or requireRole before the handler');
  return session;
}

/** The caller's address, for rate limits and the audit log. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  // No Max-Age: the server decides when a session ends (idle expiry), the browser drops it on exit.
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
  res.cookie(SIGNED_IN_COOKIE, '1', { sameSite: 'lax', secure: req.secure, path: '/' });
}

/**
 * Marks a browser that holds a session cookie but not the signed-in marker (a session from before
 * the marker existed), when it loads a page: else the page would take it for a guest and not ask.
 */
export function markSignedIn(req: Request, res: Response): void {
  const cookies = req.headers.cookie;
  if (
    readCookie(cookies, SESSION_COOKIE) !== undefined &&
    readCookie(cookies, SIGNED_IN_COOKIE) === undefined
  )
    res.cookie(SIGNED_IN_COOKIE, '1', { sameSite: 'lax', secure: req.secure, path: '/' });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
  res.clearCookie(SIGNED_IN_COOKIE, { sameSite: 'lax', secure: req.secure, path: '/' });
}

export function sessionToken(req: Request): string | undefined {
  return readCookie(req.headers.cookie, SESSION_COOKIE);
}
