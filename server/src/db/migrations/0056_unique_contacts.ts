import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * The e-mail (in any case), mobile and id number of a self-registered player belong to one account:
 * the database itself refuses a second, so parallel sign-ups cannot both pass the availability
 * check. Empty values are not contact data and stay out. Accounts that dealers open for their
 * shops are left out too: one shop may give its accounts one e-mail.
 * Duplicates made before this (by that very race) are left as they are: the oldest account of each
 * value is in the index, the later ones are listed out of it, and no new account can take the value.
 */
const CONTACTS = [
  {
    index: 'users_online_email_unique',
    column: 'email',
    key: 'lower(email)',
    same: 'lower(o.email) = lower(u.email)',
  },
  { index: 'users_online_mobile_unique', column: 'mobile', key: 'mobile', same: 'o.mobile = u.mobile' },
  {
    index: 'users_online_id_number_unique',
    column: 'id_number',
    key: 'id_number',
    same: 'o.id_number = u.id_number',
  },
] as const;

export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  for (const { index, column, key, same } of CONTACTS) {
    const { rows } = await sql<{ id: number }>`
      select u.id from users u
      where u.online_user = 1 and ${sql.ref(`u.${column}`)} <> '' and exists (
        select 1 from users o where o.online_user = 1 and o.id < u.id and ${sql.raw(same)}
      )`.execute(db);
    const later = rows.map((r) => sql.lit(Number(r.id)));
    const exempt = later.length ? sql` and id not in (${sql.join(later)})` : sql``;
    await sql`create unique index ${sql.id(index)} on users (${sql.raw(key)})
      where online_user = 1 and ${sql.ref(column)} <> ''${exempt}`.execute(db);
  }
}
