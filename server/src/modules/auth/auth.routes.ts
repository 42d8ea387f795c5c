import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppContext } from '../../context.ts';
import { listHandTerminals, revokeHandTerminal } from './hand-terminals.ts';
import { login } from './login.service.ts';
import { changePassword } from './password.service.ts';
import type { AuthServices } from './services.ts';
import {
  clearSessionCookie,
  clientIp,
  currentSession,
  currentUser,
  noStoreForSessions,
  sessionMiddleware,
  sessionToken,
  setSessionCookie,
} from './session.ts';
import { mountRegistrationRoutes } from './registration.routes.ts';

/**
 * Sessions, login and passwords. Mounted before every module that reads the session: it installs
 * the session lookup that `requireUser` and `requireRole` use.
 */
export const createAuthModule = (svc: AuthServices): Module => ({
  name: 'auth',
  mount(api, ctx) {
    api.use(noStoreForSessions, sessionMiddleware(ctx.database, svc.sessions));
    mountSessionRoutes(api, ctx, svc);
    mountRegistrationRoutes(api, ctx, svc);
  },
});

function mountSessionRoutes(api: ApiRouter, ctx: AppContext, svc: AuthServices): void {
  const meta = (req: Parameters<typeof clientIp>[0]) => ({
    ip: clientIp(req),
    userAgent: req.get('user-agent') ?? '',
  });

  api.implement(contract.auth.login, async ({ body, req, res }) => {
    const { token, user } = await login(ctx.database, svc, body, meta(req));
    setSessionCookie(req, res, token);
    return { user };
  });

  api.implement(contract.auth.handTerminalLogin, async ({ body, req, res }) => {
    const { deviceId, deviceName, ...credentials } = body;
    const { token, user } = await login(ctx.database, svc, credentials, meta(req), {
      id: deviceId,
      name: deviceName,
    });
    setSessionCookie(req, res, token);
    return { user };
  });

  // A shop's handhelds, for its dealer: listed with when they were last seen, revoked at once.
  api.implement(contract.handTerminals.list, ({ query, req }) =>
    listHandTerminals(ctx.database.db, svc.sessions, currentUser(req), query.shopId),
  );
  api.implement(contract.handTerminals.revoke, ({ params, req }) =>
    revokeHandTerminal(ctx.database.db, svc.sessions, currentUser(req), params.id, clientIp(req)),
  );

  api.implement(contract.auth.logout, async ({ req, res }) => {
    const token = sessionToken(req);
    if (token) await svc.sessions.destroy(token);
    clearSessionCookie(req, res);
    return {};
  });

  api.implement(contract.auth.session, ({ req }) => {
    const session = currentSession(req);
    const now = Date.now();
    return {
      idleMs: Math.max(0, session.idleEndsAt - now),
      absoluteMs: Math.max(0, session.absoluteEndsAt - now),
    };
  });

  api.implement(contract.auth.changePassword, async ({ body, req, res }) => {
    const token = await changePassword(ctx.database, svc, currentUser(req), body, meta(req));
    setSessionCookie(req, res, token);
    return {};
  });
}
