import { z } from 'zod';
import type { AdminPaymentCategoryBody, AdminPaymentMethodBody } from '@bet/shared';
import {
  PaymentField,
  paymentMethodProblem,
  toMajor,
  toMinor,
  type AdminPaymentCategory,
  type AdminPaymentMethod,
  type AdminPaymentMethods,
  type Minor,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';

type CategoryBody = z.output<typeof AdminPaymentCategoryBody>;
type MethodBody = z.output<typeof AdminPaymentMethodBody>;
type Actor = { id: number; ip: string };

const InfoFields = z.array(z.object({ label: z.string(), text: z.string() }));
const parsed = <T>(schema: z.ZodType<T>, text: string, empty: T): T => {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : empty;
  } catch {
    return empty;
  }
};

/** Every category and method, on or off, as the back office edits them. */
export async function listPaymentMethods(
  database: Database,
  providers: readonly string[],
): Promise<AdminPaymentMethods> {
  const categories = await database.db
    .selectFrom('payment_categories')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const methods = await database.db
    .selectFrom('payment_methods')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    categories: categories.map(categoryOut),
    methods: methods.map(methodOut),
    providers: [...providers],
  };
}

function categoryOut(r: {
  id: number | string;
  name: string;
  info: string;
  logo: string;
  open_link: number;
  sort: number;
  active: number;
}): AdminPaymentCategory {
  return {
    id: Number(r.id),
    name: r.name,
    info: r.info,
    logo: r.logo,
    openLink: r.open_link ? 1 : 0,
    sort: Number(r.sort),
    active: r.active ? 1 : 0,
  };
}

function methodOut(r: {
  id: number | string;
  category_id: number | string;
  transfer_type: number;
  name: string;
  tag: string;
  provider: string;
  continuation: number;
  logo: string;
  min_amount: number | string;
  max_amount: number | string;
  fields: string;
  info_fields: string;
  sort: number;
  active: number;
}): AdminPaymentMethod {
  return {
    id: Number(r.id),
    categoryId: Number(r.category_id),
    transferType: Number(r.transfer_type) === 1 ? 1 : 0,
    name: r.name,
    tag: r.tag,
    provider: r.provider,
    continuation: ([0, 1, 2] as const)[Number(r.continuation)] ?? 0,
    logo: r.logo,
    minAmount: toMajor(Number(r.min_amount) as Minor),
    maxAmount: toMajor(Number(r.max_amount) as Minor),
    fields: parsed(z.array(PaymentField), r.fields, []),
    infoFields: parsed(InfoFields, r.info_fields, []),
    sort: Number(r.sort),
    active: r.active ? 1 : 0,
  };
}

const categoryRow = (b: CategoryBody) => ({
  name: b.name,
  info: b.info,
  logo: b.logo,
  open_link: b.openLink,
  sort: b.sort,
  active: b.active,
});

/** Creates (id null) or changes a category, audited in the same transaction. */
export async function saveCategory(
  database: Database,
  id: number | null,
  body: CategoryBody,
  actor: Actor,
): Promise<AdminPaymentCategory> {
  return database.db.transaction().execute(async (trx) => {
    const before =
      id === null
        ? undefined
        : await trx.selectFrom('payment_categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !before) throw notFound('paymentCategoryNotFound');
    const row =
      id === null
        ? await trx
            .insertInto('payment_categories')
            .values(categoryRow(body))
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('payment_categories')
            .set(categoryRow(body))
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    const saved = categoryOut(row);
    await recordAudit(trx, {
      actorId: actor.id,
      action: id === null ? 'paymentCategory.create' : 'paymentCategory.update',
      targetType: 'paymentCategory',
      targetId: saved.id,
      before: before ? categoryOut(before) : null,
      after: saved,
      ip: actor.ip,
    });
    return saved;
  });
}

/**
 * Creates (id null) or changes a method: its category must exist, its provider be one of the
 * payments module's, and its limits and fields follow the shared `paymentMethodProblem`.
 */
export async function saveMethod(
  database: Database,
  providers: readonly string[],
  id: number | null,
  body: MethodBody,
  actor: Actor,
): Promise<AdminPaymentMethod> {
  const limits = { minAmount: toMinor(body.minAmount), maxAmount: toMinor(body.maxAmount) };
  const problem = paymentMethodProblem(limits, body.fields);
  if (problem) throw refused(problem);
  if (!providers.includes(body.provider)) throw refused('paymentProviderUnknown');
  return database.db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom('payment_categories')
      .select('id')
      .where('id', '=', body.categoryId)
      .executeTakeFirst();
    if (!category) throw refused('paymentCategoryNotFound');
    const before =
      id === null
        ? undefined
        : await trx.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
    if (id !== null && !before) throw notFound('paymentMethodNotFound');
    const values = {
      category_id: body.categoryId,
      transfer_type: body.transferType,
      name: body.name,
      tag: body.tag,
      provider: body.provider,
      continuation: body.continuation,
      logo: body.logo,
      min_amount: limits.minAmount,
      max_amount: limits.maxAmount,
      fields: JSON.stringify(body.fields),
      info_fields: JSON.stringify(body.infoFields),
      sort: body.sort,
      active: body.active,
    };
    const row =
      id === null
        ? await trx.insertInto('payment_methods').values(values).returningAll().executeTakeFirstOrThrow()
        : await trx
            .updateTable('payment_methods')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    const saved = methodOut(row);
    await recordAudit(trx, {
      actorId: actor.id,
      action: id === null ? 'paymentMethod.create' : 'paymentMethod.update',
      targetType: 'paymentMethod',
      targetId: saved.id,
      before: before ? methodOut(before) : null,
      after: saved,
      ip: actor.ip,
    });
    return saved;
  });
}
