import { toMajor, type NetworkNode, type NetworkQuery, type NetworkResponse, type Role } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../auth/index.ts';
import { requireSubtreeUser } from '../users/index.ts';
import { likeText, subtreeUsers } from './subtree.ts';

/** The ids on a path ('/1/4/9/' → [1, 4, 9]). */
const idsOf = (path: string) => path.split('/').filter(Boolean).map(Number);

/**
 * One level of the caller's subtree (the children of `parentId`, the caller's own when absent), or
 * a search of all of it. Either is a page of at most `limit` users read with a fixed number of
 * queries (the page, its count, its child counts, and for a search the names on the way down),
 * so a network of any size opens as fast as a small one.
 */
export async function network(db: Kysely<DB>, caller: AuthUser, q: NetworkQuery): Promise<NetworkResponse> {
  let base = subtreeUsers(db, caller);
  if (q.keyWord) {
    const text = likeText(q.keyWord);
    // Only wildcard characters: nothing a name can hold (user names are letters and digits).
    if (!text) return { results: [], totalCount: 0 };
    const like = `%${text}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.user_name']), 'like', like),
        eb(eb.fn('lower', ['u.first_name']), 'like', like),
        eb(eb.fn('lower', ['u.last_name']), 'like', like),
      ]),
    );
  } else {
    const parentId = q.parentId ?? caller.id;
    // Another branch's user answers as a missing one (404), as everywhere in the admin API.
    if (parentId !== caller.id) await requireSubtreeUser(db, caller, parentId);
    base = base.where('u.parent_id', '=', parentId);
  }
  const [rows, count] = await Promise.all([
    base
      .leftJoin('accounts as a', 'a.user_id', 'u.id')
      .select([
        'u.id',
        'u.user_name',
        'u.role',
        'u.user_type',
        'u.parent_id',
        'u.status',
        'u.path',
        'u.currency',
        'a.balance',
      ])
      .orderBy('u.user_name')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const own = idsOf(caller.path).length;
  // In a search, each result shows the way down to it: the users between the caller and it.
  const between = q.keyWord ? [...new Set(rows.flatMap((r) => idsOf(r.path).slice(own, -1)))] : [];
  const [children, names] = await Promise.all([
    ids.length
      ? db
          .selectFrom('users')
          .select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('parent_id', 'in', ids)
          .groupBy('parent_id')
          .execute()
      : [],
    between.length
      ? db.selectFrom('users').select(['id', 'user_name']).where('id', 'in', between).execute()
      : [],
  ]);
  const childCount = new Map(children.map((c) => [Number(c.parent_id), Number(c.n)]));
  const nameOf = new Map(names.map((n) => [Number(n.id), n.user_name]));
  return {
    totalCount: Number(count.n),
    results: rows.map((r): NetworkNode => ({
      userId: Number(r.id),
      userName: r.user_name,
      role: r.role as Role,
      userType: r.user_type,
      parentId: r.parent_id === null ? null : Number(r.parent_id),
      status: r.status,
      credit: toMajor(Number(r.balance ?? 0)),
      currency: r.currency,
      childCount: childCount.get(Number(r.id)) ?? 0,
      ancestors: q.keyWord
        ? idsOf(r.path)
            .slice(own, -1)
            .map((id) => ({ userId: id, userName: nameOf.get(id) ?? '' }))
        : [],
    })),
  };
}
