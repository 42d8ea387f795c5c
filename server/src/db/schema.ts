import type { SettingsTable } from './tables/settings.ts';
import type { MigrationsTable } from './tables/migrations.ts';
import type { UsersTable } from './tables/users.ts';
import type { AccountsTable, LedgerMovementsTable } from './tables/ledger.ts';
import type { RateLimitCountersTable, SessionsTable } from './tables/sessions.ts';
import type { AuditLogTable } from './tables/audit.ts';
import type { AuthCodesTable, CaptchasTable, OutboxTable } from './tables/outbox.ts';
import type {
  CategoriesTable,
  MarketsTable,
  MarketTypesTable,
  MatchesTable,
  MatchResultsTable,
  OutcomesTable,
  SportsTable,
  TeamsTable,
  TournamentsTable,
} from './tables/sports.ts';
import type { CouponLinesTable, CouponsTable } from './tables/coupons.ts';
import type { TicketPayoutsTable } from './tables/payouts.ts';
import type { AnnouncementsTable } from './tables/announcements.ts';
import type { WorldHistoryTable } from './tables/world-history.ts';
import type { CouponKeysTable } from './tables/coupon-keys.ts';

/**
 * Every table of the database. Conventions that keep one query code for SQLite and PostgreSQL:
 * money is `bigint` in minor units, times are `bigint` epoch milliseconds (UTC), flags are
 * `integer` 0/1 and structured values are JSON in `text`.
 */
export interface DB {
  schema_migrations: MigrationsTable;
  settings: SettingsTable;
  users: UsersTable;
  accounts: AccountsTable;
  ledger_movements: LedgerMovementsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  auth_codes: AuthCodesTable;
  captchas: CaptchasTable;
  sports: SportsTable;
  categories: CategoriesTable;
  tournaments: TournamentsTable;
  teams: TeamsTable;
  matches: MatchesTable;
  markets: MarketsTable;
  market_types: MarketTypesTable;
  outcomes: OutcomesTable;
  match_results: MatchResultsTable;
  coupons: CouponsTable;
  coupon_lines: CouponLinesTable;
  ticket_payouts: TicketPayoutsTable;
  announcements: AnnouncementsTable;
  rate_limit_counters: RateLimitCountersTable;
  world_history: WorldHistoryTable;
  coupon_keys: CouponKeysTable;
}
