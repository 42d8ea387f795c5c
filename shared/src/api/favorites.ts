import { z } from 'zod';
import { ApiId } from './common.ts';

/** What a player may mark as a favourite: a match (pre-match or live) or a league (tournament). */
export const FavoriteKind = z.enum(['match', 'tournament']);
export type FavoriteKind = z.infer<typeof FavoriteKind>;

/** A player's favourites, oldest first. */
export const FavoriteList = z
  .object({ matches: z.array(ApiId), tournaments: z.array(ApiId) })
  .meta({ id: 'FavoriteList' });
export type FavoriteList = z.infer<typeof FavoriteList>;

/**
 * Marks or unmarks one favourite; `on` says which, so sending it again changes nothing (a retry is
 * harmless, unlike a toggle).
 */
export const FavoriteSet = z
  .object({ kind: FavoriteKind, id: ApiId, on: z.boolean() })
  .meta({ id: 'FavoriteSet' });
export type FavoriteSet = z.infer<typeof FavoriteSet>;

/** At most this many favourites of each kind per player. */
export const MAX_FAVORITES = 200;
