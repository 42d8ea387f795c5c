/**
 * What a player has waiting on a match (migration 0520): the stakes of the player's waiting
 * coupons with a pick of it, each coupon once. Zero once they are all settled.
 */
export interface WaitingStakesTable {
  user_id: number;
  match_id: number;
  /** minor units */
  stake: number;
}
