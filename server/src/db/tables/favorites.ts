/** A player's favourite match or league (migration 0105). */
export interface FavoritesTable {
  user_id: number;
  /** 'match' or 'tournament' */
  kind: string;
  ref_id: number;
  created_at: number;
}
