import type { RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PAYMENT_SIGNATURE_HEADER } from '@bet/shared';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must carry `X-Requested-With: fetch`. A cross-site form cannot set that
 * header and a cross-site fetch that sets it needs a CORS preflight we never grant.
 */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || req.get(CSRF_HEADER) === CSRF_HEADER_VALUE) return next();
  // A provider's server-to-server notification carries its signature instead: a cross-site form
  // cannot set that header either, and the notification is refused unless the signature holds.
  if (req.get(PAYMENT_SIGNATURE_HEADER) !== undefined) return next();
  next(forbidden('csrfHeaderMissing'));
};
