import { contract } from '@bet/shared';
import type { AppContext } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { createCaptcha } from './captcha.ts';
import { activateAccount, forgotPassword, resetPassword } from './recovery.service.ts';
import { COUNTRIES, CURRENCIES } from './reference-data.ts';
import { isAvailable, register } from './registration.service.ts';
import type { AuthServices } from './services.ts';
import { assertSiteOpen } from '../settings/index.ts';
import { clientIp, optionalUser, setSessionCookie } from './session.ts';
import { limitPerAddress } from './signup-limits.ts';

/** Registration, availability checks, captcha, password recovery and account activation. */
export function mountRegistrationRoutes(api: ApiRouter, ctx: AppContext, svc: AuthServices): void {
  const db = ctx.database.db;

  api.implement(
    contract.auth.register,
    async ({ body, req, res }) => {
      await assertSiteOpen(ctx.database, await optionalUser(req));
      const out = await register(ctx.database, svc, body, {
        ip: clientIp(req),
        userAgent: req.get('user-agent') ?? '',
      });
      if (out.token) setSessionCookie(req, res, out.token);
      return { activation: out.activation, ...(out.user ? { user: out.user } : {}) };
    },
    { before: [limitPerAddress(svc, 'register')] },
  );

  api.implement(
    contract.auth.available,
    async ({ query }) => ({ available: await isAvailable(db, query.field, query.value) }),
    { before: [limitPerAddress(svc, 'available')] },
  );

  api.implement(
    contract.auth.captcha,
    ({ res }) => {
      res.set('cache-control', 'no-store');
      return createCaptcha(db);
    },
    { before: [limitPerAddress(svc, 'captcha')] },
  );

  api.implement(contract.auth.countries, () => ({ results: COUNTRIES.map((c) => ({ ...c })) }));

  api.implement(contract.auth.currencies, () => ({ results: CURRENCIES.map((code) => ({ code })) }));

  api.implement(contract.auth.forgotPassword, async ({ body, req }) => {
    await forgotPassword(ctx.database, svc, body, clientIp(req));
    return {};
  });

  api.implement(contract.auth.resetPassword, async ({ params, body, req }) => {
    await resetPassword(ctx.database, svc, params.code, body, clientIp(req));
    return {};
  });

  api.implement(contract.auth.activate, async ({ params, req }) => {
    await activateAccount(ctx.database, svc, params.code, clientIp(req));
    return {};
  });
}
