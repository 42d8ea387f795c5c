import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Why a session that is gone ended, when it was a revoked handheld's: its next call is told so
 * (a message key), not only that nobody is logged in.
 */
export async function endedByRevocation(db: Kysely<DB>, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('hand_terminals')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is not', null)
    .executeTakeFirst();
  return row ? 'handTerminalRevoked' : null;
}
