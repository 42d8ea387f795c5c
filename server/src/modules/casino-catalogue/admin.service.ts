import type { Kysely } from 'kysely';
import type {
  CasinoAdminEntry,
  CasinoAdminKind,
  CasinoAdminList,
  CasinoAdminQuery,
  CasinoAdminUpdate,
  CasinoProductKey,
} from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of one kind, filtered, in lobby order; `id` narrows to one. */
async function rowsOf(
  db: Kysely<DB>,
  kind: CasinoAdminKind,
  query: Partial<CasinoAdminQuery>,
  id?: number,
): Promise<{ rows: CasinoAdminEntry[]; total: number }> {
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  const word = query.keyWord ? likeOf(query.keyWord) : undefined;
  if (kind === 'providers') {
    let q = db.selectFrom('casino_providers');
    if (id !== undefined) q = q.where('id', '=', id);
    if (word)
      q = q.where((eb) =>
        eb.or([eb(eb.fn('lower', ['name']), 'like', word), eb(eb.fn('lower', ['code']), 'like', word)]),
      );
    if (query.product)
      q = q.where(
        'id',
        'in',
        db.selectFrom('casino_games').select('provider_id').where('product', '=', query.product),
      );
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('sort').orderBy('id').offset(offset).limit(limit).execute();
    return {
      total: Number(n),
      rows: rows.map((r) => ({
        kind,
        id: Number(r.id),
        name: r.name,
        code: r.code,
        product: null,
        providerName: null,
        sort: r.sort,
        active: r.active === 1,
        mobile: null,
        hasDemo: null,
        logo: r.logo,
      })),
    };
  }
  if (kind === 'categories') {
    let q = db.selectFrom('casino_categories');
    if (id !== undefined) q = q.where('id', '=', id);
    if (word) q = q.where(db.fn('lower', ['name']), 'like', word);
    if (query.product) q = q.where('product', '=', query.product);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('product')
      .orderBy('sort')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute();
    return {
      total: Number(n),
      rows: rows.map((r) => ({
        kind,
        id: Number(r.id),
        name: r.name,
        code: '',
        product: r.product as CasinoProductKey,
        providerName: null,
        sort: r.sort,
        active: null,
        mobile: null,
        hasDemo: null,
        logo: '',
      })),
    };
  }
  let q = db.selectFrom('casino_games as g').innerJoin('casino_providers as p', 'p.id', 'g.provider_id');
  if (id !== undefined) q = q.where('g.id', '=', id);
  if (word)
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['g.title']), 'like', word), eb(eb.fn('lower', ['g.code']), 'like', word)]),
    );
  if (query.product) q = q.where('g.product', '=', query.product);
  if (query.providerId) q = q.where('g.provider_id', '=', query.providerId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'g.id',
      'g.title',
      'g.code',
      'g.product',
      'p.name as pname',
      'g.sort',
      'g.active',
      'g.mobile',
      'g.has_demo',
      'g.logo',
    ])
    .orderBy('p.sort')
    .orderBy('p.id')
    .orderBy('g.sort')
    .orderBy('g.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(n),
    rows: rows.map((r) => ({
      kind,
      id: Number(r.id),
      name: r.title,
      code: r.code,
      product: r.product as CasinoProductKey,
      providerName: r.pname,
      sort: r.sort,
      active: r.active === 1,
      mobile: r.mobile === 1,
      hasDemo: r.has_demo === 1,
      logo: r.logo,
    })),
  };
}

export async function listCatalogue(
  db: Kysely<DB>,
  kind: CasinoAdminKind,
  query: CasinoAdminQuery,
): Promise<CasinoAdminList> {
  const { rows, total } = await rowsOf(db, kind, query);
  return { results: rows, totalCount: total };
}

/**
 * The operator's change of a provider, category or game, written with its audit row in one
 * transaction. A switch a kind does not have (`active` of a category, `mobile` of anything but a
 * game) is refused rather than ignored, so the operator never believes a change was made.
 */
export async function updateCatalogue(
  db: Kysely<DB>,
  kind: CasinoAdminKind,
  id: number,
  body: CasinoAdminUpdate,
  actor: { id: number; ip: string },
): Promise<CasinoAdminEntry> {
  if (body.active !== undefined && kind === 'categories')
    throw badRequest('invalidRequest', { issues: [{ path: 'active', message: 'not for categories' }] });
  if (body.mobile !== undefined && kind !== 'games')
    throw badRequest('invalidRequest', { issues: [{ path: 'mobile', message: 'only for games' }] });
  return db.transaction().execute(async (trx) => {
    const [before] = (await rowsOf(trx, kind, {}, id)).rows;
    if (!before) throw notFound('notFound');
    const flag = (b: boolean | undefined) => (b === undefined ? undefined : b ? 1 : 0);
    if (kind === 'providers')
      await trx
        .updateTable('casino_providers')
        .set({ name: body.name, sort: body.sort, active: flag(body.active) })
        .where('id', '=', id)
        .execute();
    else if (kind === 'categories')
      await trx
        .updateTable('casino_categories')
        .set({ name: body.name, sort: body.sort })
        .where('id', '=', id)
        .execute();
    else
      await trx
        .updateTable('casino_games')
        .set({ title: body.name, sort: body.sort, active: flag(body.active), mobile: flag(body.mobile) })
        .where('id', '=', id)
        .execute();
    const [after] = (await rowsOf(trx, kind, {}, id)).rows;
    const changed = (e: CasinoAdminEntry) =>
      Object.fromEntries(Object.keys(body).map((k) => [k, e[k as keyof CasinoAdminEntry]]));
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'casino.update',
      targetType: kind,
      targetId: id,
      before: changed(before),
      after: changed(after!),
      ip: actor.ip,
    });
    return after!;
  });
}
