import { sql, type Kysely } from 'kysely';

/**
 * Sessions keep their last use and their user's type: the idle end is the last use plus the idle
 * time of that type (shop terminals have their own), the absolute end the login plus the lifetime.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('N'))
    .execute();
  // Sessions open at the upgrade: their last extension was 12 hours before their old end.
  await sql`UPDATE sessions SET last_seen_at = expires_at - 43200000`.execute(db);
  await sql`UPDATE sessions SET user_type = (SELECT u.user_type FROM users u WHERE u.id = sessions.user_id)`.execute(
    db,
  );
}
