import type { ErrorRequestHandler, RequestHandler } from 'express';
import { translate, type ErrorBody } from '@bet/shared';
import type { Logger } from '../logger.ts';
import { requestLanguage } from './language.ts';

/**
 * The one error type of the server. `code` is a message key of the spec's dictionary, so the
 * client can translate it; `details` carries extra fields such as `changed` or `couponErrors`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: Record<string, unknown>,
    /** Fields placed beside `error` in the body, e.g. `login: false` on a 401. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code = 'invalidRequest', details?: Record<string, unknown>) =>
  new AppError(400, code, details);
/** 401: no live session; `code` says why when the server knows (a handheld its dealer revoked). */
export const unauthorized = (code = 'notLoggedIn') => new AppError(401, code, undefined, { login: false });
export const forbidden = (code = 'forbidden') => new AppError(403, code);
export const notFound = (code = 'notFound') => new AppError(404, code);
export const conflict = (code: string, details?: Record<string, unknown>) => new AppError(409, code, details);
export const refused = (code: string, details?: Record<string, unknown>) => new AppError(422, code, details);

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/**
 * Turns anything thrown into the contract's JSON error body. Malformed input (refused by a schema,
 * or by the HTTP layer: a bad escape, a body that does not decode) is the client's fault and is
 * logged at warn; only unknown errors are logged at error, and their details are hidden.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const lang = requestLanguage(req);
    let appError: AppError;
    if (err instanceof AppError) {
      appError = err;
    } else if (isClientError(err)) {
      appError = new AppError(err.status, 'invalidRequest', { reason: clientErrorReason(err) });
    } else {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
      appError = new AppError(500, 'technicalError');
    }
    if (appError.code === 'invalidRequest')
      logger.warn(
        { method: req.method, url: req.originalUrl.slice(0, 500), details: appError.details },
        'malformed request refused',
      );
    const body: ErrorBody & Record<string, unknown> = {
      ...appError.extra,
      error: {
        code: appError.code,
        message: translate(appError.code, lang, appError.details),
        details: appError.details,
      },
    };
    if (res.headersSent) return;
    const retryAfter = appError.details?.['retryAfter'];
    if (appError.status === 429 && typeof retryAfter === 'number') res.set('retry-after', String(retryAfter));
    res.status(appError.status).json(body);
  };
}

/**
 * An error the HTTP layer raised about the request itself (body-parser, the router's parameter
 * decoding, decompression): they carry a 4xx `status`, as http-errors does.
 */
function isClientError(err: unknown): err is { status: number; type?: unknown; name?: unknown } {
  if (typeof err !== 'object' || err === null || !('status' in err)) return false;
  const status = (err as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientErrorReason(err: { type?: unknown; name?: unknown; code?: unknown }): string {
  if (typeof err.type === 'string') return err.type;
  if (err.name === 'URIError') return 'uri.malformed';
  return typeof err.code === 'string' ? err.code : 'request.malformed';
}
