import { sql, type Kysely } from 'kysely';
import { withId, type MigrationContext } from '../ddl.ts';

/**
 * Wager records as GLI-33 asks for them: where a coupon was taken (channel and address), each
 * change of its status with its time and cause, and an archive for records past the 5-year
 * retention. Coupons already placed get their placement and, when settled, one change at
 * settled_at whose cause is not known any more ('before').
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('channel', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('ip', 'text').execute();
  await db.schema.createIndex('coupons_created').on('coupons').columns(['created_at', 'id']).execute();

  await withId(db.schema.createTable('coupon_status_changes'), ctx)
    .addColumn('coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('status_from', 'integer')
    .addColumn('status_to', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_status_changes_coupon')
    .on('coupon_status_changes')
    .columns(['coupon_id', 'id'])
    .execute();
  await sql`insert into coupon_status_changes (coupon_id, status_from, status_to, cause, actor_id, created_at)
    select id, null, 0, 'placed', null, created_at from coupons`.execute(db);
  await sql`insert into coupon_status_changes (coupon_id, status_from, status_to, cause, actor_id, created_at)
    select id, 0, status, 'before', null, coalesce(settled_at, created_at) from coupons where status <> 0`.execute(
    db,
  );

  // One row per archived wager record: the record as exported, its hash, and the sweep that moved
  // it; the sweep's audit row carries the digest of its batch, so the chain check covers the archive.
  await db.schema
    .createTable('wager_archive')
    .addColumn('coupon_id', 'bigint', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wager_archive_created')
    .on('wager_archive')
    .columns(['created_at', 'coupon_id'])
    .execute();
  await db.schema
    .createIndex('wager_archive_batch')
    .on('wager_archive')
    .columns(['batch', 'coupon_id'])
    .execute();
}
