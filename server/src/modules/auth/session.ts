import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Permissions, Role } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { SessionStore } from './session-store.ts';

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
    .where('status', '=', 1)
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

/** The user of a session cookie header (used by the realtime server too), or null. */
export async function userFromCookieHeader(
  db: Kysely<DB>,
  sessions: SessionStore,
  cookieHeader: string | undefined,
): Promise<AuthUser | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const userId = await sessions.resolve(token);
  return userId === null ? null : loadAuthUser(db, userId);
}

/**
 * Installed by the auth module before every other module's routes: it lets `requireUser` find the
 * session of a request. The lookup is lazy, so public routes never touch the session store.
 */
export function sessionMiddleware(db: Kysely<DB>, sessions: SessionStore): RequestHandler {
  return (req, _res, next) => {
    let pending: Promise<AuthUser | null> | undefined;
    resolvers.set(req, () => (pending ??= userFromCookieHeader(db, sessions, req.headers.cookie)));
    next();
  };
}

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
  if (!(await optionalUser(req))) throw unauthorized();
  next();
};

/** Refuses a request without a session (401) or whose user has none of these roles (403). */
export function requireRole(...roles: Role[]): RequestHandler {
  return async (req, _res, next) => {
    const user = await optionalUser(req);
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
    next();
  };
}

/** The user of a request that passed `requireUser` or `requireRole`. */
export function currentUser(req: Request): AuthUser {
  const user = resolved.get(req);
  if (!user) throw new Error('currentUser() needs requireUser or requireRole before the handler');
  return user;
}

/** The caller's address, for rate limits and the audit log. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  // No Max-Age: the server decides when a session ends (idle expiry), the browser drops it on exit.
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

export function sessionToken(req: Request): string | undefined {
  return readCookie(req.headers.cookie, SESSION_COOKIE);
}
