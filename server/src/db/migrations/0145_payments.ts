import { randomBytes } from 'node:crypto';
import type { Generated, Kysely } from 'kysely';
import { nowDefault, withId, type MigrationContext } from '../ddl.ts';

/**
 * Payments (issue 16 item 3): categories and methods with their forms (kept as the back office
 * will edit them), transfer requests, the providers' shared secrets, and every notification a
 * provider sent with what became of it. Seeds the demo methods: bank transfer both ways and the
 * built-in demo card provider (in a popup frame and as a full redirect).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('payment_providers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    // the key both sides sign notifications with (HMAC-SHA256)
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();

  await withId(db.schema.createTable('payment_categories'), ctx)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('payment_methods'), ctx)
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    // 0 deposit, 1 withdraw
    .addColumn('transfer_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    // 'bankTransfer' or 'demoCard'
    .addColumn('provider', 'text', (c) => c.notNull())
    // 0 message, 1 redirect, 2 popup frame
    .addColumn('continuation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('info_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('banks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('transfer_requests'), ctx)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('method_id', 'bigint', (c) => c.notNull())
    .addColumn('transfer_type', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 0 waiting, 1 confirmed, 2 cancelled
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text', (c) => c.notNull())
    // the provider's transaction id once it has notified one
    .addColumn('provider_ref', 'text')
    .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
    // the provider's payment page, for a request that has one
    .addColumn('payment_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    .execute();
  await db.schema
    .createIndex('transfer_requests_key')
    .on('transfer_requests')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  // one provider transaction can confirm one request only (several nulls are allowed on both databases)
  await db.schema
    .createIndex('transfer_requests_provider_ref')
    .on('transfer_requests')
    .columns(['provider', 'provider_ref'])
    .unique()
    .execute();
  await db.schema
    .createIndex('transfer_requests_user')
    .on('transfer_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('transfer_requests_status')
    .on('transfer_requests')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db.schema.createTable('payment_notifications'), ctx)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('merchant_reference', 'text', (c) => c.notNull())
    .addColumn('request_id', 'bigint')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 'credited', 'failed', 'duplicate', 'forged', 'late', 'replayed', 'mismatch', 'unknown'
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();
  await db.schema
    .createIndex('payment_notifications_tx')
    .on('payment_notifications')
    .columns(['provider', 'transaction_id'])
    .execute();

  // the demo card provider's own side: its payment pages and what was paid on them
  await db.schema
    .createTable('demo_card_payments')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('merchant_reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('notify_path', 'text', (c) => c.notNull())
    // 'redirect' or 'frame': how the page was opened, so it knows how to end
    .addColumn('mode', 'text', (c) => c.notNull())
    // 'open', 'paid', 'failed', 'cancelled'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'bigint', (c) => nowDefault(c, ctx))
    .execute();

  await seedDemoMethods(db);
}

const BANKS = [
  { name: 'Ziraat Bankası', swiftcode: 'TCZBTR2A', available: true },
  { name: 'Garanti BBVA', swiftcode: 'TGBATRIS', available: true },
  { name: 'Türkiye İş Bankası', swiftcode: 'ISBKTRIS', available: true },
  { name: 'Akbank', swiftcode: 'AKBKTRIS', available: false },
];

const field = (
  name: string,
  title: string,
  type: string,
  minLength: number,
  maxLength: number,
  required: 0 | 1,
  placeHolder = '',
) => ({ name, title, type, placeHolder, minLength, maxLength, required });

/** The columns the seed writes, as they are at this migration (every row names them all: a row of a multi-row insert cannot fall back to a default on SQLite). */
interface SeedTables {
  payment_providers: { code: string; secret: string };
  payment_categories: { id: Generated<number>; name: string; info: string; sort: number; open_link?: number };
  payment_methods: {
    category_id: number;
    transfer_type: number;
    name: string;
    tag: string;
    provider: string;
    continuation: number;
    min_amount: number;
    max_amount: number;
    banks: string;
    info_fields: string;
    fields: string;
    sort: number;
  };
}

async function seedDemoMethods(db: Kysely<unknown>): Promise<void> {
  const d = db as Kysely<SeedTables>;
  await d
    .insertInto('payment_providers')
    .values([
      { code: 'bankTransfer', secret: randomBytes(32).toString('hex') },
      { code: 'demoCard', secret: randomBytes(32).toString('hex') },
    ])
    .execute();
  const bank = await d
    .insertInto('payment_categories')
    .values({
      name: 'Banka Havalesi / EFT',
      info: 'Talebiniz bayiniz tarafından onaylandığında hesabınıza geçer.',
      sort: 1,
      open_link: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = await d
    .insertInto('payment_categories')
    .values({ name: 'Kredi Kartı', info: 'Ödeme sayfasında kartınızla anında yatırın.', sort: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await d
    .insertInto('payment_methods')
    .values([
      {
        category_id: Number(bank.id),
        transfer_type: 0,
        name: 'Havale / EFT',
        tag: 'HAVALE',
        provider: 'bankTransfer',
        continuation: 0,
        min_amount: 5_000,
        max_amount: 5_000_000,
        banks: JSON.stringify(BANKS),
        info_fields: JSON.stringify([
          { label: 'Alıcı', text: 'Demo Bahis A.Ş.' },
          { label: 'IBAN', text: 'TR12 0001 0012 3456 7890 1234 56' },
        ]),
        fields: JSON.stringify([
          field('senderName', 'Gönderen adı soyadı', 'text', 5, 50, 1),
          field('transferDate', 'Havale tarihi', 'date', 0, 0, 1, 'gg-aa-yyyy'),
          field('transferTime', 'Havale saati', 'time', 0, 0, 0, 'ss:dd'),
        ]),
        sort: 1,
      },
      {
        category_id: Number(card.id),
        transfer_type: 0,
        name: 'Demo Kart',
        tag: 'KART',
        provider: 'demoCard',
        continuation: 2,
        min_amount: 1_000,
        max_amount: 1_000_000,
        banks: '[]',
        info_fields: '[]',
        fields: '[]',
        sort: 2,
      },
      {
        category_id: Number(card.id),
        transfer_type: 0,
        name: 'Demo Kart 3D',
        tag: 'KART3D',
        provider: 'demoCard',
        continuation: 1,
        min_amount: 1_000,
        max_amount: 1_000_000,
        banks: '[]',
        info_fields: '[]',
        fields: '[]',
        sort: 3,
      },
      {
        category_id: Number(bank.id),
        transfer_type: 1,
        name: 'Banka Havalesi',
        tag: 'HAVALE',
        provider: 'bankTransfer',
        continuation: 0,
        min_amount: 10_000,
        max_amount: 2_500_000,
        banks: JSON.stringify(BANKS),
        info_fields: '[]',
        fields: JSON.stringify([
          field('accountHolder', 'Hesap sahibi', 'text', 5, 50, 1),
          field('iban', 'IBAN', 'text', 26, 34, 1, 'TR00 0000 0000 0000 0000 0000 00'),
          field('accountNumber', 'Hesap numarası', 'number', 6, 20, 0),
        ]),
        sort: 4,
      },
    ])
    .execute();
}
