import type { Match } from '@bet/shared';

/** Response shapes of the sports calls (API.md "Sports"), as the screens read them. */
export interface SportItem {
  id: number;
  name: string;
  matchCount: number;
  liveCount: number;
}
export interface CategoryItem {
  id: number;
  name: string;
  flag: string;
  matchCount: number;
}
export interface TournamentItem {
  id: number;
  name: string;
  matchCount: number;
}
export interface ListOf<T> {
  results: T[];
  totalCount?: number;
}
export type MatchListResult = ListOf<Match>;
