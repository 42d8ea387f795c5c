import {
  ChangePasswordRequest,
  EmptyResponse,
  LoginRequest,
  LoginResponse,
  SessionTimesResponse,
} from '@bet/shared';
import type { Module } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppContext } from '../../context.ts';
import { login } from './login.service.ts';
import { changePassword } from './password.service.ts';
import { createAuthServices, type AuthServices, type UserAccounts } from './services.ts';
import {
  clearSessionCookie,
  clientIp,
  currentSession,
  currentUser,
  requireUser,
  noStoreForSessions,
  sessionMiddleware,
  sessionToken,
  setSessionCookie,
} from './session.ts';
import { mountRegistrationRoutes } from './registration.routes.ts';

/**
 * Sessions, login and passwords. Mounted before every module that reads the session: it installs
 * the session lookup that `requireUser` and `requireRole` use. `accounts` comes from the users module.
 */
export const createAuthModule = (accounts: UserAccounts): Module => ({
  name: 'auth',
  mount(api, ctx) {
    const svc = createAuthServices(ctx, accounts);
    api.router.use(noStoreForSessions, sessionMiddleware(ctx.database.db, svc.sessions));
    mountSessionRoutes(api, ctx, svc);
    mountRegistrationRoutes(api, ctx, svc);
  },
});

function mountSessionRoutes(api: ApiRouter, ctx: AppContext, svc: AuthServices): void {
  const meta = (req: Parameters<typeof clientIp>[0]) => ({
    ip: clientIp(req),
    userAgent: req.get('user-agent') ?? '',
  });

  api.route({
    method: 'post',
    path: '/auth/login',
    tag: 'session',
    summary: 'Log in: sets the httpOnly session cookie',
    body: LoginRequest,
    response: LoginResponse,
    handler: async ({ body, req, res }) => {
      const { token, user } = await login(ctx.database, svc, body, meta(req));
      setSessionCookie(req, res, token);
      return { user };
    },
  });

  api.route({
    method: 'post',
    path: '/auth/logout',
    tag: 'session',
    summary: 'Log out: the session ends on the server and the cookie is cleared',
    response: EmptyResponse,
    handler: async ({ req, res }) => {
      const token = sessionToken(req);
      if (token) await svc.sessions.destroy(token);
      clearSessionCookie(req, res);
      return {};
    },
  });

  api.route({
    method: 'get',
    path: '/auth/session',
    tag: 'session',
    summary: 'How long the session has left; a call renews the idle time ("stay signed in")',
    response: SessionTimesResponse,
    before: [requireUser],
    handler: ({ req }) => {
      const session = currentSession(req);
      const now = Date.now();
      return {
        idleMs: Math.max(0, session.idleEndsAt - now),
        absoluteMs: Math.max(0, session.absoluteEndsAt - now),
      };
    },
  });

  api.route({
    method: 'post',
    path: '/auth/change-password',
    tag: 'session',
    summary: 'Change the own password (4 to 12 characters); other sessions end',
    body: ChangePasswordRequest,
    response: EmptyResponse,
    before: [requireUser],
    handler: async ({ body, req, res }) => {
      const token = await changePassword(ctx.database, svc, currentUser(req), body, meta(req));
      setSessionCookie(req, res, token);
      return {};
    },
  });
}
