import type { RequestHandler } from 'express';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, protocolMajor } from '@bet/shared';
import { AppError, badRequest } from './errors.ts';

const SUPPORTED_MAJOR = protocolMajor(PROTOCOL_VERSION)!;

/**
 * A client built for an older major protocol would fail half way through a flow, so it is refused
 * at once with 426 `clientTooOld` (the page asks for a reload, the terminal for an update). A
 * request without the header (a script, a probe) is served.
 */
/** Whether protocolGuard lets a request with this header through (absent: yes). */
export function protocolServed(sent: string | undefined): boolean {
  if (sent === undefined) return true;
  const major = protocolMajor(sent);
  return major !== null && major >= SUPPORTED_MAJOR;
}

export const protocolGuard: RequestHandler = (req, _res, next) => {
  const sent = req.get(PROTOCOL_HEADER);
  if (sent === undefined) return next();
  const major = protocolMajor(sent);
  if (major === null) return next(badRequest('invalidRequest', { in: 'headers', header: PROTOCOL_HEADER }));
  if (major < SUPPORTED_MAJOR)
    return next(new AppError(426, 'clientTooOld', { protocolVersion: PROTOCOL_VERSION }));
  next();
};
