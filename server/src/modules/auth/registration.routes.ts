import {
  AvailabilityQuery,
  AvailabilityResponse,
  CaptchaResponse,
  CountriesResponse,
  CurrenciesResponse,
  EmptyResponse,
  ForgotPasswordRequest,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
} from '@bet/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { createCaptcha } from './captcha.ts';
import { activateAccount, forgotPassword, resetPassword } from './recovery.service.ts';
import { COUNTRIES, CURRENCIES } from './reference-data.ts';
import { isAvailable, register } from './registration.service.ts';
import type { AuthServices } from './services.ts';
import { clientIp, setSessionCookie } from './session.ts';
import { limitPerAddress } from './signup-limits.ts';

const CodeParams = z.object({ code: z.string().min(1).max(100) });

/** Registration, availability checks, captcha, password recovery and account activation. */
export function mountRegistrationRoutes(api: ApiRouter, ctx: AppContext, svc: AuthServices): void {
  const db = ctx.database.db;

  api.route({
    method: 'post',
    path: '/auth/register',
    tag: 'session',
    summary: 'Register a player; activation 0 logs in, 1 sends an e-mail code, 2 an SMS code',
    body: RegisterRequest,
    response: RegisterResponse,
    status: 201,
    before: [limitPerAddress(svc, 'register')],
    handler: async ({ body, req, res }) => {
      const out = await register(ctx.database, svc, body, {
        ip: clientIp(req),
        userAgent: req.get('user-agent') ?? '',
      });
      if (out.token) setSessionCookie(req, res, out.token);
      return { activation: out.activation, ...(out.user ? { user: out.user } : {}) };
    },
  });

  api.route({
    method: 'get',
    path: '/auth/available',
    tag: 'session',
    summary: 'Whether a user name, e-mail, mobile or id number is still free',
    query: AvailabilityQuery,
    response: AvailabilityResponse,
    before: [limitPerAddress(svc, 'available')],
    handler: async ({ query }) => ({ available: await isAvailable(db, query.field, query.value) }),
  });

  api.route({
    method: 'get',
    path: '/auth/captcha',
    tag: 'session',
    summary: 'A new captcha image; its answer stays on the server',
    response: CaptchaResponse,
    before: [limitPerAddress(svc, 'captcha')],
    handler: ({ res }) => {
      res.set('cache-control', 'no-store');
      return createCaptcha(db);
    },
  });

  api.route({
    method: 'get',
    path: '/auth/countries',
    tag: 'session',
    summary: 'Countries of the registration form',
    response: CountriesResponse,
    handler: () => ({ results: COUNTRIES.map((c) => ({ ...c })) }),
  });

  api.route({
    method: 'get',
    path: '/auth/currencies',
    tag: 'session',
    summary: 'Currencies of the registration form',
    response: CurrenciesResponse,
    handler: () => ({ results: CURRENCIES.map((code) => ({ code })) }),
  });

  api.route({
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'session',
    summary: 'Send a reset code when user name and birth date match',
    body: ForgotPasswordRequest,
    response: EmptyResponse,
    handler: async ({ body, req }) => {
      await forgotPassword(ctx.database, svc, body, clientIp(req));
      return {};
    },
  });

  api.route({
    method: 'post',
    path: '/auth/reset-password/:code',
    tag: 'session',
    summary: 'Set a new password with a reset code',
    params: CodeParams,
    body: ResetPasswordRequest,
    response: EmptyResponse,
    handler: async ({ params, body, req }) => {
      await resetPassword(ctx.database, svc, params.code, body, clientIp(req));
      return {};
    },
  });

  api.route({
    method: 'post',
    path: '/auth/activate/:code',
    tag: 'session',
    summary: 'Activate a registered account with its code',
    params: CodeParams,
    response: EmptyResponse,
    handler: async ({ params, req }) => {
      await activateAccount(ctx.database, svc, params.code, clientIp(req));
      return {};
    },
  });
}
