import { SITE_TIME_ZONE, calendarDayIn } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../ddl.ts';

/**
 * A shift belongs to its shop's business day: the zone of the shop's terminal is kept with the
 * shift, and the day the shift opened on in that zone (shop_day, yyyy-mm-dd), so the end-of-day
 * report of a shop in Istanbul and of one in New York each means its own day. Shifts already
 * written opened in the site's zone.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('shifts')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(SITE_TIME_ZONE))
    .execute();
  await db.schema.alterTable('shifts').addColumn('shop_day', 'text').execute();
  const trx = db as unknown as Kysely<{ shifts: { id: number; opened_at: number; shop_day: string | null } }>;
  const rows = await trx.selectFrom('shifts').select(['id', 'opened_at']).execute();
  for (const r of rows)
    await trx
      .updateTable('shifts')
      .set({ shop_day: calendarDayIn(Number(r.opened_at), SITE_TIME_ZONE) })
      .where('id', '=', r.id)
      .execute();
  await db.schema.createIndex('shifts_shop_day').on('shifts').columns(['shop_day']).execute();
}
