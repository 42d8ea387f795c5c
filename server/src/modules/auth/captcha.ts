import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { CAPTCHA_ALPHABET, captchaSvg } from './captcha-image.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/** A new captcha: its answer stays on the server; the client gets an id and an SVG image. */
export async function createCaptcha(db: Kysely<DB>): Promise<{ captchaId: string; image: string }> {
  const answer = Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
    '',
  );
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insertInto('captchas')
    .values({ id: captchaId, answer, expires_at: Date.now() + CAPTCHA_TTL_MS })
    .execute();
  await db.deleteFrom('captchas').where('expires_at', '<', Date.now()).execute();
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`,
  };
}

/** Spends a captcha (one try per captcha) and tells whether the answer was right; case does not matter. */
export async function checkCaptcha(db: Kysely<DB>, captchaId: string, answer: string): Promise<boolean> {
  if (!captchaId) return false;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', captchaId)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  return !!row && Number(row.expires_at) > Date.now() && row.answer === answer.trim().toUpperCase();
}
