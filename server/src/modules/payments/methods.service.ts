import type { Kysely } from 'kysely';
import {
  PaymentField,
  PaymentTextTranslations,
  toMajor,
  translatePaymentCategory,
  translatePaymentMethod,
  type LanguageCode,
  type PaymentTextTranslation,
  type PaymentBank,
  type PaymentCategory,
  type PaymentMethod,
  type TransferType,
} from '@bet/shared';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

const Fields = z.array(PaymentField);
const InfoFields = z.array(z.object({ label: z.string(), text: z.string() }));
const Banks = z.array(z.object({ name: z.string(), swiftcode: z.string(), available: z.boolean() }));

/** A method's stored JSON read back; a row the back office broke reads as empty rather than failing the page. */
const readJson = <T>(schema: z.ZodType<T>, text: string, empty: T): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
};

export const methodFields = (m: { fields: string }) => readJson(Fields, m.fields, []);
/** A category's or method's texts in the site's languages. */
export const rowTranslations = (translations: string): PaymentTextTranslation[] =>
  readJson(PaymentTextTranslations, translations, []);
export const methodBanks = (m: { banks: string }): PaymentBank[] => readJson(Banks, m.banks, []);

export async function findMethod(db: Kysely<DB>, payId: number) {
  const row = await db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_categories as c', 'c.id', 'm.category_id')
    .selectAll('m')
    .select(['c.name as category_name', 'c.logo as category_logo'])
    .where('m.id', '=', payId)
    .where('m.active', '=', 1)
    .where('c.active', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('paymentMethodNotFound');
  return row;
}

/**
 * The categories that have an active method of the direction, each with those methods, in their
 * order, with their texts in the page's language.
 */
export async function listCategories(
  db: Kysely<DB>,
  transferType: TransferType,
  lang: LanguageCode,
): Promise<PaymentCategory[]> {
  const rows = await db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_categories as c', 'c.id', 'm.category_id')
    .selectAll('m')
    .select([
      'c.name as category_name',
      'c.info as category_info',
      'c.logo as category_logo',
      'c.open_link',
      'c.sort as category_sort',
      'c.translations as category_translations',
    ])
    .where('m.transfer_type', '=', transferType)
    .where('m.active', '=', 1)
    .where('c.active', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
  const categories = new Map<number, PaymentCategory>();
  for (const r of rows) {
    const payCatId = Number(r.category_id);
    let category = categories.get(payCatId);
    if (!category) {
      category = {
        info: translatePaymentCategory(
          { payCatId, catName: r.category_name, info: r.category_info, typeLogo: r.category_logo },
          rowTranslations(r.category_translations),
          lang,
        ),
        openLink: r.open_link === 1 ? 1 : 0,
        paytypes: [],
      };
      categories.set(payCatId, category);
    }
    const method: PaymentMethod = {
      payId: Number(r.id),
      payCatId,
      payType: r.name,
      payTag: r.tag,
      bankLogo: r.logo,
      transferType,
      infofields: readJson(InfoFields, r.info_fields, []),
      minAmount: toMajor(Number(r.min_amount)),
      maxAmount: toMajor(Number(r.max_amount)),
      fields: methodFields(r),
      hasBanks: methodBanks(r).length > 0,
      iframe: r.continuation === 1 ? 1 : r.continuation === 2 ? 2 : 0,
    };
    category.paytypes.push(translatePaymentMethod(method, rowTranslations(r.translations), lang));
  }
  return [...categories.values()];
}

export async function listBanks(db: Kysely<DB>, payId: number): Promise<{ banks: PaymentBank[] }> {
  return { banks: methodBanks(await findMethod(db, payId)) };
}
