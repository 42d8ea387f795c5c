import type { Generated } from 'kysely';

/** The sports catalogue, matches, markets, outcomes and results (see migration 0010). */
export interface SportsTable {
  id: number;
  name: string;
  sort: number;
}
export interface CategoriesTable {
  id: number;
  sport_id: number;
  name: string;
  flag: string;
}
export interface TournamentsTable {
  id: number;
  sport_id: number;
  category_id: number;
  name: string;
  top: number;
}
export interface TeamsTable {
  id: number;
  sport_id: number;
  name: string;
}
export interface MatchesTable {
  id: number;
  code: string;
  sport_id: number;
  category_id: number;
  tournament_id: number;
  home_team_id: number;
  away_team_id: number;
  match_date: number;
  ttype: string;
  status: string;
  bet_status: string;
  active: number;
  score_home: number | null;
  score_away: number | null;
  minute: number | null;
  extra: number | null;
  min_tip: number;
  /** the feed version last applied: older or repeated messages change nothing */
  version: number;
  updated_at: number;
  removed: number;
  /** JSON: periods (scores of finished periods), corners, cards (migration 0012) */
  details: string;
  /** every market suspended by the operator (migration 0190) */
  held: Generated<number>;
}
export interface MarketsTable {
  id: number;
  match_id: number;
  type_id: number;
  name: string;
  special: string;
  active: number;
  iss: number;
  cashout: number;
  /** suspended by the operator: the feed cannot reopen it (migration 0190) */
  held: Generated<number>;
  /** the line's place among its match's lines, as the feed lists them (migration 0505) */
  position: Generated<number>;
}
export interface OutcomesTable {
  id: number;
  market_id: number;
  match_id: number;
  name: string;
  /** integer thousandths */
  odd: number;
  active: number;
  min_tip: number | null;
  /** JSON of the per-outcome stake and payout limits (minor units) */
  limits: string;
  /** the outcome's place in its line, as the feed lists them (migration 0505) */
  position: Generated<number>;
}
export interface MatchResultsTable {
  match_id: number;
  status: string;
  score_home: number;
  score_away: number;
  ht_home: number | null;
  ht_away: number | null;
  /** JSON: periods, corners, cards */
  details: string;
  created_at: number;
  /** moves on with every store of the result (a correction is a new revision) */
  revision: Generated<number>;
  /** the revision settlement has applied to the coupons, written with their money */
  applied_revision: Generated<number>;
  /** who decided the result: 'feed', or 'admin' (then feed results for the match are dropped) */
  source: Generated<'feed' | 'admin'>;
}
export interface MarketTypesTable {
  id: number;
  name: string;
  outcomes: string;
  main: number;
}

/** The operator's names of sports data per language (see migration 0190). */
export interface CatalogueNamesTable {
  kind: string;
  entity_id: number;
  lang: string;
  name: string;
}

/** The operator's order, visibility, top flag, logo and live settings of sports data (migration 0190). */
export interface CatalogueEntriesTable {
  kind: string;
  entity_id: number;
  sort: number | null;
  visible: number;
  top: number | null;
  logo: string;
  live: number;
  live_delay_ms: number | null;
  updated_at: number;
}
