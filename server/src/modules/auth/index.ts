// Sessions and login. Other modules guard their routes with requireUser / requireRole and read the
// caller with currentUser(req).
export {
  SESSION_COOKIE,
  accessGuard,
  currentUser,
  currentSession,
  clientIp,
  loadAuthUser,
  markSignedIn,
  optionalUser,
  requireRole,
  requireUser,
  sessionFromCookieHeader,
} from './session.ts';
export type { AuthUser } from './session.ts';
export { createAuthServices } from './services.ts';
export type { AuthServices, NewPlayer, UserAccounts } from './services.ts';
export type { LiveSession, SessionStore } from './session-store.ts';
export type { RateLimiter } from './rate-limiter.ts';
export { createAuthModule } from './auth.routes.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { assertNewPasswordAllowed, readPasswordPolicy } from './password-rules.ts';
