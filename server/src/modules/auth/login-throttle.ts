import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkCaptcha, createCaptcha } from './captcha.ts';
import type { AttemptPolicy } from './rate-limiter.ts';
import type { AuthServices } from './services.ts';

/**
 * Password guessing is slowed three ways, each counted BEFORE the password is checked:
 * - per user name and address: after a few attempts each next one waits, the wait doubling up to
 *   a cap. An attacker elsewhere cannot slow the owner down, and the wait always ends.
 * - per user name (any address): after a few failures a captcha must come with the login, so a
 *   guesser spread over many addresses is slowed too, while the owner can still get in.
 * - per address (any name): a looser count; above it every login from the address needs the
 *   captcha. A shop's cashiers share one address, so this never blocks outright.
 * A successful login clears its name's counts and takes its own attempt back from the address.
 */
export const LOGIN_PAIR_POLICY = {
  windowMs: 24 * 60 * 60 * 1000,
  delay: { after: 5, baseMs: 30_000, maxMs: 15 * 60 * 1000 },
} satisfies AttemptPolicy;
export const LOGIN_NAME_POLICY = { windowMs: 15 * 60 * 1000 } satisfies AttemptPolicy;
export const LOGIN_ADDRESS_POLICY = { windowMs: 15 * 60 * 1000 } satisfies AttemptPolicy;
/** Failed attempts on one user name (window above) after which the captcha is asked for. */
export const LOGIN_CAPTCHA_AFTER_NAME = 3;
/** Failed attempts from one address (window above) after which every login there needs the captcha. */
export const LOGIN_CAPTCHA_AFTER_ADDRESS = 30;

export const tooManyRequests = (retryAfterMs: number, code = 'tooManyRequests') =>
  new AppError(429, code, { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

const pairBucket = (name: string, ip: string) => `login:pair:${name}:${ip}`;
const nameBucket = (name: string) => `login:name:${name}`;
const addressBucket = (ip: string) => `login:ip:${ip}`;

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/** What the caller does once the password was checked. */
export interface PasswordCheckTicket {
  /** The password was right: the name's failures are forgotten, the address gets its attempt back. */
  passed(): Promise<void>;
}

/**
 * Lets one password check of `name` from `ip` go ahead, or refuses it: 429 `loginDelayed` with
 * `retryAfter` while the name and address wait, 403 `captchaRequired` (or `securityCode` for a
 * wrong answer) with a new captcha when one is needed. `captcha: false` is for forms without a
 * captcha (change password): they count and wait alike but are never asked for one.
 */
export async function admitPasswordCheck(
  db: Kysely<DB>,
  svc: AuthServices,
  name: string,
  ip: string,
  answer: CaptchaAnswer | false,
): Promise<PasswordCheckTicket> {
  const [byName, byAddress] = await Promise.all([
    svc.limiter.take(nameBucket(name), LOGIN_NAME_POLICY),
    svc.limiter.take(addressBucket(ip), LOGIN_ADDRESS_POLICY),
  ]);
  const needsCaptcha =
    byName.count > LOGIN_CAPTCHA_AFTER_NAME || byAddress.count > LOGIN_CAPTCHA_AFTER_ADDRESS;
  if (answer && needsCaptcha) {
    // A captcha is spent by its first check, so each answer admits one password check at most.
    const solved = !!answer.captchaId && (await checkCaptcha(db, answer.captchaId, answer.captcha ?? ''));
    if (!solved) {
      await svc.limiter.giveBack(addressBucket(ip));
      throw new AppError(403, answer.captchaId ? 'securityCode' : 'captchaRequired', {
        captcha: await createCaptcha(db),
      });
    }
  }
  const pair = await svc.limiter.take(pairBucket(name, ip), LOGIN_PAIR_POLICY);
  if (!pair.allowed) {
    await svc.limiter.giveBack(addressBucket(ip));
    throw tooManyRequests(pair.retryAfterMs, 'loginDelayed');
  }
  return {
    passed: async () => {
      await Promise.all([
        svc.limiter.reset(pairBucket(name, ip)),
        svc.limiter.reset(nameBucket(name)),
        svc.limiter.giveBack(addressBucket(ip)),
      ]);
    },
  };
}
