import type { Kysely } from 'kysely';
import { MAX_FAVORITES, type FavoriteList, type FavoriteSet } from '@bet/shared';
import type { DB } from '../../db/schema.ts';
import { notFound, refused } from '../../http/errors.ts';

/** A player's favourites, oldest first. */
export async function listFavorites(db: Kysely<DB>, userId: number): Promise<FavoriteList> {
  const rows = await db
    .selectFrom('favorites')
    .select(['kind', 'ref_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('ref_id')
    .execute();
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.ref_id));
  return { matches: of('match'), tournaments: of('tournament') };
}

/**
 * Marks or unmarks one favourite. Marking needs the match or league to exist (404 otherwise) and
 * room in the list (422 favoritesFull); marking one twice or unmarking one that is not there
 * changes nothing, so a retried request is harmless.
 */
export async function setFavorite(
  db: Kysely<DB>,
  userId: number,
  change: FavoriteSet,
  now = Date.now(),
): Promise<FavoriteList> {
  if (!change.on) {
    await db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('kind', '=', change.kind)
      .where('ref_id', '=', change.id)
      .execute();
    return listFavorites(db, userId);
  }
  const exists =
    change.kind === 'match'
      ? await db.selectFrom('matches').select('id').where('id', '=', change.id).executeTakeFirst()
      : await db.selectFrom('tournaments').select('id').where('id', '=', change.id).executeTakeFirst();
  if (!exists) throw notFound(change.kind === 'match' ? 'matchNotFound' : 'tournamentNotFound');
  const { count } = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', change.kind)
    .where('ref_id', '!=', change.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_FAVORITES) throw refused('favoritesFull', { max: MAX_FAVORITES });
  await db
    .insertInto('favorites')
    .values({ user_id: userId, kind: change.kind, ref_id: change.id, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doNothing())
    .execute();
  return listFavorites(db, userId);
}
