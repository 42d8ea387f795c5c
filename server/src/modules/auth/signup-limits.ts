import type { RequestHandler } from 'express';
import { tooManyRequests } from './login-throttle.ts';
import type { AttemptPolicy } from './rate-limiter.ts';
import type { AuthServices } from './services.ts';
import { clientIp } from './session.ts';

/**
 * Requests per address of the sign-up calls a script would repeat: registering, fetching
 * captchas, and asking whether a user name, e-mail, mobile or id number is taken (an oracle for
 * who has an account). Counted before the request is read, so a burst cannot slip under them.
 */
export const SIGNUP_LIMITS = {
  register: { windowMs: 60 * 60 * 1000, limit: 10 },
  captcha: { windowMs: 15 * 60 * 1000, limit: 30 },
  available: { windowMs: 15 * 60 * 1000, limit: 60 },
} satisfies Record<string, AttemptPolicy & { limit: number }>;

export type SignupCall = keyof typeof SIGNUP_LIMITS;

/** Middleware: 429 `tooManyRequests` with `retryAfter` once the address has used up `call`. */
export function limitPerAddress(svc: AuthServices, call: SignupCall): RequestHandler {
  return async (req, _res, next) => {
    const attempt = await svc.limiter.take(`signup:${call}:${clientIp(req)}`, SIGNUP_LIMITS[call]);
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs);
    next();
  };
}
