import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** Issues a one-time code (stored only as a hash) for a password reset or an account activation. */
export async function issueCode(
  db: Kysely<DB>,
  kind: 'reset' | 'activation',
  userId: number,
  ttlMs: number,
): Promise<string> {
  const code = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  await db
    .insertInto('auth_codes')
    .values({
      code_hash: hashCode(code),
      kind,
      user_id: userId,
      created_at: Date.now(),
      expires_at: Date.now() + ttlMs,
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Spends a code: the one UPDATE both checks it (right kind, unused, not expired) and marks it used,
 * so two requests with the same code cannot both succeed. Returns the user, or null.
 */
export async function spendCode(
  db: Kysely<DB>,
  kind: 'reset' | 'activation',
  code: string,
): Promise<number | null> {
  if (!code) return null;
  const now = Date.now();
  const row = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashCode(code))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}
