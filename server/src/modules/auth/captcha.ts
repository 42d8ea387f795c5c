import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const CAPTCHA_TTL_MS = 10 * 60 * 1000;
// No 0/O, 1/I/L: they are easy to misread on a small screen.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new captcha: its answer stays on the server; the client gets an id and an SVG image. */
export async function createCaptcha(db: Kysely<DB>): Promise<{ captchaId: string; image: string }> {
  const answer = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
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

function captchaSvg(text: string): string {
  const chars = [...text]
    .map((c, i) => {
      const x = 14 + i * 22;
      const y = 30 + randomInt(-5, 6);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-20, 21)} ${x} ${y})">${c}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 4 },
    () =>
      `<line x1="${randomInt(0, 130)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 130)}" y2="${randomInt(0, 44)}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="44" viewBox="0 0 130 44">` +
    `<rect width="130" height="44" fill="#eef"/><g stroke="#889" stroke-width="1.5">${lines}</g>` +
    `<g font-family="monospace" font-size="24" font-weight="bold" fill="#335">${chars}</g></svg>`
  );
}
