import type { SettingsTable } from './tables/settings.ts';
import type { SettingsHistoryTable } from './tables/site-admin.ts';
import type { MigrationsTable } from './tables/migrations.ts';
import type { UsersTable } from './tables/users.ts';
import type { AccountsTable, LedgerMovementsTable } from './tables/ledger.ts';
import type { RateLimitCountersTable, SessionsTable } from './tables/sessions.ts';
import type { AuditChainHeadTable, AuditLogArchiveTable, AuditLogTable } from './tables/audit.ts';
import type { FeedEventsTable, FeedProducersTable } from './tables/feed.ts';
import type { RgExclusionsTable, RgLimitsTable, RgPreferencesTable } from './tables/responsible-gaming.ts';
import type {
  CasinoCategoriesTable,
  CasinoGamesTable,
  CasinoProvidersTable,
  CasinoRoundsTable,
  CasinoSessionsTable,
  CasinoTransactionsTable,
  HouseGameSessionsTable,
  HouseGameRoundsTable,
} from './tables/casino.ts';
import type { JackpotDrawsTable, JackpotPoolsTable } from './tables/jackpots.ts';
import type {
  BingoBallsTable,
  BingoCardsTable,
  BingoDrawsTable,
  BingoPurchasesTable,
  BingoWinsTable,
} from './tables/bingo.ts';
import type { AuthCodesTable, CaptchasTable, OutboxTable } from './tables/outbox.ts';
import type {
  BannersTable,
  ContactMessagesTable,
  MessageTemplatesTable,
  PagesTable,
} from './tables/content.ts';
import type {
  CatalogueEntriesTable,
  CatalogueNamesTable,
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
import type {
  CouponLinesTable,
  CouponStatusChangesTable,
  CouponsTable,
  WagerArchiveTable,
} from './tables/coupons.ts';
import type { TradingLimitsTable } from './tables/trading.ts';
import type { TicketPayoutsTable } from './tables/payouts.ts';
import type { PayoutApprovalsTable, TicketVoidsTable, VouchersTable } from './tables/counter.ts';
import type { ShiftMovementsTable, ShiftsTable } from './tables/shifts.ts';
import type { HandTerminalsTable, ShopDepositsTable, ShopWithdrawalsTable } from './tables/shop-cash.ts';
import type { AnnouncementsTable } from './tables/announcements.ts';
import type { WorldHistoryTable } from './tables/world-history.ts';
import type { CouponKeysTable } from './tables/coupon-keys.ts';
import type { CreditTransferKeysTable } from './tables/credit-transfer-keys.ts';
import type { CouponSaleKeysTable } from './tables/coupon-sale-keys.ts';
import type { WaitingStakesTable } from './tables/waiting-stakes.ts';
import type { ParkedFeedSettlementsTable } from './tables/parked-feed-settlements.ts';
import type { FavoritesTable } from './tables/favorites.ts';
import type { ReportDailyTable, TerminalBuildsTable, TerminalStatusTable } from './tables/reports.ts';
import type {
  DemoCardPaymentsTable,
  PaymentCategoriesTable,
  PaymentMethodsTable,
  PaymentNotificationsTable,
  PaymentProvidersTable,
  TransferRequestsTable,
} from './tables/payments.ts';
import type {
  AffiliateBannersTable,
  AffiliatesTable,
  BonusRequestsTable,
  PromotionsTable,
} from './tables/promo.ts';

/**
 * Every table of the database. Conventions that keep one query code for SQLite and PostgreSQL:
 * money is `bigint` in minor units, times are `bigint` epoch milliseconds (UTC), flags are
 * `integer` 0/1 and structured values are JSON in `text`.
 */
export interface DB {
  schema_migrations: MigrationsTable;
  settings: SettingsTable;
  settings_history: SettingsHistoryTable;
  users: UsersTable;
  accounts: AccountsTable;
  ledger_movements: LedgerMovementsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  audit_log_archive: AuditLogArchiveTable;
  audit_chain_head: AuditChainHeadTable;
  outbox: OutboxTable;
  auth_codes: AuthCodesTable;
  captchas: CaptchasTable;
  pages: PagesTable;
  contact_messages: ContactMessagesTable;
  banners: BannersTable;
  message_templates: MessageTemplatesTable;
  sports: SportsTable;
  categories: CategoriesTable;
  tournaments: TournamentsTable;
  teams: TeamsTable;
  matches: MatchesTable;
  markets: MarketsTable;
  market_types: MarketTypesTable;
  outcomes: OutcomesTable;
  match_results: MatchResultsTable;
  catalogue_names: CatalogueNamesTable;
  catalogue_entries: CatalogueEntriesTable;
  coupons: CouponsTable;
  coupon_lines: CouponLinesTable;
  coupon_status_changes: CouponStatusChangesTable;
  wager_archive: WagerArchiveTable;
  ticket_payouts: TicketPayoutsTable;
  ticket_voids: TicketVoidsTable;
  payout_approvals: PayoutApprovalsTable;
  vouchers: VouchersTable;
  shifts: ShiftsTable;
  shift_movements: ShiftMovementsTable;
  shop_deposits: ShopDepositsTable;
  shop_withdrawals: ShopWithdrawalsTable;
  hand_terminals: HandTerminalsTable;
  announcements: AnnouncementsTable;
  rate_limit_counters: RateLimitCountersTable;
  feed_producers: FeedProducersTable;
  feed_events: FeedEventsTable;
  world_history: WorldHistoryTable;
  coupon_keys: CouponKeysTable;
  credit_transfer_keys: CreditTransferKeysTable;
  coupon_sale_keys: CouponSaleKeysTable;
  waiting_stakes: WaitingStakesTable;
  parked_feed_settlements: ParkedFeedSettlementsTable;
  favorites: FavoritesTable;
  report_daily: ReportDailyTable;
  payment_providers: PaymentProvidersTable;
  payment_categories: PaymentCategoriesTable;
  payment_methods: PaymentMethodsTable;
  transfer_requests: TransferRequestsTable;
  payment_notifications: PaymentNotificationsTable;
  demo_card_payments: DemoCardPaymentsTable;
  terminal_status: TerminalStatusTable;
  terminal_builds: TerminalBuildsTable;
  promotions: PromotionsTable;
  bonus_requests: BonusRequestsTable;
  affiliates: AffiliatesTable;
  affiliate_banners: AffiliateBannersTable;
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  rg_preferences: RgPreferencesTable;
  casino_providers: CasinoProvidersTable;
  casino_categories: CasinoCategoriesTable;
  casino_games: CasinoGamesTable;
  casino_sessions: CasinoSessionsTable;
  casino_rounds: CasinoRoundsTable;
  casino_transactions: CasinoTransactionsTable;
  house_game_sessions: HouseGameSessionsTable;
  house_game_rounds: HouseGameRoundsTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_draws: JackpotDrawsTable;
  bingo_draws: BingoDrawsTable;
  bingo_balls: BingoBallsTable;
  bingo_purchases: BingoPurchasesTable;
  bingo_cards: BingoCardsTable;
  bingo_wins: BingoWinsTable;
  trading_limits: TradingLimitsTable;
}
