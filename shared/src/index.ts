// The public entry of the domain core. Pure code only: it runs in the browser and in Node.
export {
  API_BASE,
  ApiAmount,
  ApiCount,
  ApiCountParam,
  ApiId,
  ApiIdParam,
  MAX_INPUT_AMOUNT,
  MAX_INPUT_INT,
  MAX_INPUT_ODD,
  findNulCharacter,
  ApiOdd,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SIGNED_IN_COOKIE,
  ErrorBody,
  HealthResponse,
  SiteSettingsResponse,
  SiteSettingsUpdate,
  Paging,
  listOf,
} from './api/common.ts';
export { contract, createCheckingClient } from './contract/index.ts';
export { createApiClient } from './contract/api-client.ts';
export {
  AUDIT_GENESIS_HASH,
  auditRowHash,
  canonicalAuditRow,
  chainAuditRow,
  createAuditChainCheck,
  verifyAuditChain,
} from './audit/chain.ts';
export type {
  AuditBreakReason,
  AuditChainBreak,
  AuditChainFields,
  AuditChainHead,
  AuditChainResult,
  AuditChainRow,
} from './audit/chain.ts';
export { sha256Hex } from './audit/sha256.ts';
export { AUDIT_CSV_HEADER, auditCsvPage, auditCsvRow } from './audit/audit-csv.ts';
export type { AuditCsvEntry } from './audit/audit-csv.ts';
export { BACK_OFFICE_CALLS, BINGO_CALLS, CALLS, PLAYER_CALLS } from './contract/calls.ts';
export type {
  BackOfficeArea,
  BackOfficeContract,
  BingoContract,
  LazyPlayerArea,
  PlayerContract,
} from './contract/calls.ts';
export type { Contract } from './contract/index.ts';
export type { CounterVoidReceipt, PayoutApproval, TicketCheck, Voucher } from './contract/payouts.ts';
export { ApiError, callShape, createClientFor, fillPath } from './contract/client.ts';
export type {
  ApiClient,
  CallArgs,
  CallOptions,
  CallResult,
  CallShape,
  ClientMethod,
  ApiFailure,
  ClientOptions,
  FetchAnswer,
  FetchLike,
} from './contract/client.ts';
export { ACCESS_ROLES, PROTOCOL_HEADER, PROTOCOL_VERSION, protocolMajor, route } from './contract/route.ts';
export type { Access, ContractAreas, HttpMethod, RouteEntry } from './contract/route.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, languageDir, pickLanguage } from './i18n/languages.ts';
export type { LanguageCode } from './i18n/languages.ts';
export { tr } from './i18n/locales/tr.ts';
export type { CoreKey, CoreMessages, MessageKey, Messages } from './i18n/locales/tr.ts';
export type { PageKey, PageMessages } from './i18n/pages/tr.ts';
export { en } from './i18n/locales/en.ts';
export { translate } from './i18n/translate.ts';
export { loadMessages, loadPageMessages } from './i18n/load.ts';
export { htmlLang, intlLocales, siteLanguage } from './i18n/intl-locale.ts';
export { missingTranslations } from './i18n/resources.ts';
export { entityName, entityNameKey, lookupFromTranslator } from './i18n/entity-names.ts';
export type { EntityKind, NameLookup, NameOverride, NamedEntity } from './i18n/entity-names.ts';
export {
  ANNOUNCEMENT_INTERVAL_MS,
  accountLinks,
  announcementVisible,
  canUsePayments,
  shutForMaintenance,
  countBadge,
  footerHidden,
  footerItems,
  hasProduct,
  isShopUser,
  NOTIFY,
  nextAnnouncement,
  notificationStays,
  notificationTone,
} from './shell/shell-rules.ts';
export { LOGIN_MAX, LOGIN_MIN, loginFormError, sanitizeLoginName } from './shell/login-rules.ts';
export { childTerms, clampTerms, effectiveTerms } from './users/child-limits.ts';
export { mayMoveCredit } from './users/credit-rule.ts';
export { FLAG, hasPermission, isOn, toFlag } from './users/flags.ts';
export type { FlagValue } from './users/flags.ts';
export { SYSTEM_STATUS, USER_STATUS, isActiveUser, systemBetsAllowed } from './users/user-state.ts';
export { COMMISSION_BP_MAX, commissionAllowed, effectiveCommissionBp } from './users/commission.ts';
export type {
  ChildTermsResult,
  TermLimitSet,
  TermLimits,
  TermsRefusal,
  TermsRefusalKey,
  TermsRequest,
  UserTerms,
} from './users/child-limits.ts';
export {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_HARD_MAX,
  PASSWORD_HARD_MIN,
  PASSWORD_MAX_FLOOR,
  PASSWORD_SETTING_KEYS,
  passwordLength,
  passwordPolicyFromSettings,
  passwordRuleDetails,
  passwordRuleError,
} from './auth/password-policy.ts';
export type { PasswordContext, PasswordPolicy, PasswordRuleKey } from './auth/password-policy.ts';
export {
  DEFAULT_SESSION_POLICY,
  SESSION_ABSOLUTE_HEADER,
  SESSION_IDLE_HEADER,
  LONGEST_SESSION_MS,
  SESSION_SETTING_KEYS,
  SESSION_WARNING_MS,
  isSessionLive,
  safeNextPath,
  sessionEnds,
  sessionLimits,
  sessionNeedsTouch,
  sessionPolicyFromSettings,
  sessionWarning,
} from './auth/session-policy.ts';
export type {
  SessionEnds,
  SessionLimits,
  SessionPolicy,
  SessionTimes,
  SessionWarning,
} from './auth/session-policy.ts';
export type {
  AccountLink,
  Announcement,
  FooterItem,
  NotificationState,
  ProductKey,
  ShellSettings,
  ShellUser,
} from './shell/shell-rules.ts';
export { BetStatus, Market, Match, Outcome, Score } from './api/sports.ts';
export {
  BalanceAnswer,
  BalancePush,
  CashoutPush,
  CouponPush,
  PayoutApprovalPush,
  LiveMatchEvent,
  LiveOddsEvent,
  LiveSnapshot,
  MAX_MATCHES_PER_CLIENT,
  MAX_SNAPSHOT_MATCHES,
  SnapshotAnswer,
  SnapshotRequest,
  SocketAck,
  SubscriptionRequest,
} from './api/realtime.ts';
export { LiveSequencer, sequenceStep } from './match/live-sequence.ts';
export type { SequenceStep } from './match/live-sequence.ts';
export {
  Coupon,
  CouponCreateRequest,
  CouponCreateResponse,
  CouponLine,
  CouponPick,
  CouponRefusalDetails,
  CouponStatus,
  SellType,
  TicketType,
  CouponListQuery,
  CouponListResponse,
  TicketParams,
  IdempotencyKeyParams,
  SellRequest,
  SellResponse,
  CancelResponse,
  PrintQuery,
  ShareCodeResponse,
  ShareParams,
} from './api/coupons.ts';
export {
  AdminCoupon,
  AdminCouponList,
  AdminCouponsQuery,
  HEARTBEAT_INTERVAL_MS,
  ONLINE_WINDOW_MS,
  PRINTER_STATES,
  TERMINAL_STATES,
  ReportFiguresApi,
  ReportGroupBy,
  ReportQuery,
  ReportResponse,
  ReportRow,
  TerminalBuild,
  TerminalBuildApprove,
  TerminalBuildList,
  TerminalHeartbeat,
  TerminalHeartbeatResponse,
  KioskBetBlockAnswer,
  TerminalList,
  TerminalListQuery,
  TerminalRow,
} from './api/dealer.ts';
export type { PrinterState, TerminalState } from './api/dealer.ts';
export { FavoriteKind, FavoriteList, FavoriteSet, MAX_FAVORITES } from './api/favorites.ts';
export {
  CouponVoidRequest,
  CouponVoidResponse,
  ResultEntryRequest,
  ResultEntryResponse,
} from './api/corrections.ts';
export { VOID_REASONS, cancelRefusal, voidReasonKey } from './coupons/cancel-rules.ts';
export {
  COUPON_STATUS,
  COUPON_STATUS_LIST,
  LINE_STATUS,
  SELL_CLOSED,
  SELL_OPEN,
  couponStatusName,
  lineStatusName,
  isCancellable,
  isPaidOut,
  isSellable,
  isSettledByResults,
  isWaiting,
  settledCouponStatus,
} from './coupons/coupon-state.ts';
export type { CouponStatusName, LineStatusName } from './coupons/coupon-state.ts';
export { couponAmount } from './coupons/coupon-amount.ts';
export type { CouponAmountKey } from './coupons/coupon-amount.ts';
export type { CancelActor, CancelFacts, CancelRefusal, VoidReason } from './coupons/cancel-rules.ts';
export {
  ANNOUNCEMENT_KINDS,
  AdminAnnouncement,
  AdminAnnouncementList,
  AdminAnnouncementQuery,
  AnnouncementItem,
  AnnouncementCreate,
  AnnouncementIdParams,
  AnnouncementKind,
  AnnouncementList,
  AnnouncementUpdate,
} from './api/announcements.ts';
export { TERMINAL_CHANNELS, bridgeCalls, bridgeEvents } from './contract/bridge.ts';
export type {
  BridgeArgs,
  BridgeCallEntry,
  BridgeCalls,
  BridgeEventEntry,
  BridgeEvents,
  BridgeValue,
  CheckedBridgeArgs,
  TerminalBridge,
} from './contract/bridge.ts';
export { sockets } from './contract/sockets.ts';
export type {
  NamespaceEntry,
  PushEvents,
  RequestAnswer,
  RequestEvents,
  RequestPayload,
  SocketRequestEntry,
  Sockets,
} from './contract/sockets.ts';
export { terminalErrorKey } from './terminal/terminal-errors.ts';
export {
  BUILD_HASH_PATTERN,
  PRINTER_FAULTS,
  buildStateOf,
  kioskBetBlock,
  counterBetBlock,
  terminalState,
} from './terminal/kiosk-integrity.ts';
export type { BuildState, KioskBlock } from './terminal/kiosk-integrity.ts';
export {
  SUBMISSION_EVENTS,
  SUBMISSION_STATES,
  canAcknowledgeSubmission,
  checkDelayMs,
  isFinalSubmission,
  nextSubmissionState,
  submissionStateKey,
} from './terminal/submission-state.ts';
export type { SubmissionEvent, SubmissionState } from './terminal/submission-state.ts';
export type { BridgeResult } from './terminal/bridge.ts';
export {
  CashReportSlip,
  CounterSlip,
  PayoutReceipt,
  PrinterStatus,
  QueueState,
  SubmissionEntry,
  SubmissionOutcome,
  TerminalInfo,
  bridgeResult,
} from './terminal/bridge.ts';
export {
  AvailabilityQuery,
  AvailabilityResponse,
  BonusSettings,
  CaptchaResponse,
  ChangePasswordRequest,
  CountriesResponse,
  Country,
  CurrenciesResponse,
  DEALER_PERMISSIONS,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PHONE_CODE,
  EmptyResponse,
  ForgotPasswordRequest,
  LIMIT_KINDS,
  LimitSet,
  Limits,
  LoginRequest,
  LoginResponse,
  MAX_AGE,
  MIN_AGE,
  MeResponse,
  PRODUCT_KEYS,
  Permissions,
  Products,
  ProfileUpdateRequest,
  ROLES,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  Role,
  SessionTimesResponse,
  StatusResponse,
  Transaction,
  TransactionsQuery,
  TransactionsResponse,
  USER_NAME_MAX,
  USER_NAME_MIN,
  UserInfo,
  activationOutcome,
  ageOn,
  changePasswordError,
  forgotPasswordError,
  profileUpdateError,
  registrationErrors,
  resetPasswordError,
  sanitizeRegisterUserName,
} from './api/accounts.ts';
export type {
  DealerPermission,
  LimitKind,
  ProductName,
  RegisterError,
  RegisterErrorKey,
  RegisterOutcome,
  RegisterRules,
} from './api/accounts.ts';
export {
  AdminParentChange,
  AdminPasswordReset,
  AdminUser,
  AdminUserCreate,
  AdminUserList,
  AdminUserListQuery,
  AdminUserSettings,
  AdminUserUpdate,
  AuditEntry,
  AuditList,
  AuditQuery,
  AuditExportQuery,
  CreditRequest,
  CreditResponse,
  AuditVerifyResponse,
  WagerExportQuery,
  FailedLoginStats,
  LedgerCheckResponse,
  UserIdParams,
} from './api/admin.ts';
export {
  DashboardQuery,
  DashboardResponse,
  FinanceEntry,
  FinanceQuery,
  FinanceResponse,
  NetworkNode,
  NetworkQuery,
  NetworkResponse,
} from './api/dealer-panel.ts';
export {
  SITE_TIME_ZONE,
  calendarDayIn,
  dashboardPeriods,
  dayRangeIn,
  isKnownTimeZone,
  startOfDay,
  zoneFromCookieHeader,
} from './reports/periods.ts';
export type { DashboardPeriods } from './reports/periods.ts';
export {
  DEFAULT_CURRENCY,
  MAX_AMOUNT_MINOR,
  MINOR_PER_MAJOR,
  amountFormatOptions,
  currencySymbol,
  formatAmount,
  formatMoney,
  localAmount,
  localPercent,
  moneyText,
  parseAmount,
  siteCurrencyContext,
  toMajor,
  toMinor,
  writtenAmountSymbols,
} from './money/money.ts';
export type { CurrencyContext, Minor, MoneyFormat } from './money/money.ts';
export { mayBecomeAmount, readTypedAmount } from './amounts/typed-amount.ts';
export { LEDGER_MOVEMENT_TYPES, isLedgerMovementType } from './ledger/ledger-movements.ts';
export type { LedgerMovementType } from './ledger/ledger-movements.ts';
export { LEDGER_SERVICE, TRANSACTION_SERVICES } from './ledger/ledger-services.ts';
export type { LedgerService, TransactionService } from './ledger/ledger-services.ts';
export {
  ODD_SCALE,
  fromThousandths,
  payout,
  percentFromHundredths,
  percentOf,
  percentToHundredths,
  roundToThousandths,
  scaledPayout,
  toThousandths,
} from './money/payout.ts';
export type { Thousandths } from './money/payout.ts';
export {
  MIN_BETTABLE_ODD,
  MIN_COUNTED_ODD,
  ODD_FLASH_MS,
  isBettable,
  oddDirection,
  unavailableReason,
} from './odds/bettable.ts';
export type { OddMarket, OddMatch, OddOutcome, UnavailableReason } from './odds/bettable.ts';
export { ODD_DISPLAY_CAP, displayOdd, floorThousandths, formatOdd } from './odds/display.ts';
export { FRACTION_LADDER, fractionalOdd } from './odds/fractions.ts';
export { LIVE_ODDS_TABS, ODDS_LAYOUT, liveOddsTabs, oddsLayout, rateGroupOf } from './odds/odds-layout.ts';
export { columnCells, columnOutcome, type RateGroup } from './odds/odds-columns.ts';
export { findShortCodePick, parseShortCode } from './betslip/short-code.ts';
export type { ShortCodeEntry } from './betslip/short-code.ts';
export type { OddDisplayOptions, OddsFormat } from './odds/display.ts';
export {
  MAIN_MARKET_TYPES,
  MOST_BALANCED_TYPES,
  OVER_UNDER_TYPES,
  isHalfLine,
  isQuarterLine,
  mainOverUnderLine,
  mostBalancedLine,
  balancedLineFirst,
  overOutcome,
  visibleLines,
} from './odds/lines.ts';
export {
  FIRST_ON_HANDICAP,
  MARKET_FILTERS,
  availableFilters,
  filterMarkets,
  isMarketFilter,
} from './odds/market-filters.ts';
export type { MarketFilter } from './odds/market-filters.ts';
export {
  ENDED_STATUSES,
  LATE_START_MS,
  LIVE_WINDOW_MS,
  STALE_AFTER_MS,
  classifyMatch,
  defaultFlags,
  formatMatchDate,
  inLiveWindow,
  hasStarted,
  isEndedStatus,
  isBreak,
  statusForResult,
  isStale,
  listablePreMatch,
  matchClock,
  minuteText,
  nextGoalSpecial,
  oddsShown,
  removedFromLive,
  playOver,
  DEFAULT_PERIOD_LENGTH,
  SPORT_ID,
  MATCH_STATUS,
  isNotStarted,
} from './match/match-state.ts';
export type { MatchClass, MatchClock } from './match/match-state.ts';
export { compareLive } from './match/live-order.ts';
export { extraPlay, hasHalfTime, hasNoDraw, isFinalScore, setsToWin } from './match/sport-format.ts';
export type { ExtraPlayScore } from './match/sport-format.ts';
export { CHILD_SPAN, marketIdOf, nestedId, outcomeIdOf } from './match/catalogue-ids.ts';
export type { LiveOrder } from './match/live-order.ts';
export {
  DEFAULT_CAPS,
  DEFAULT_LIMIT_SET,
  DEFAULT_USER,
  EMPTY_SLIP,
  keyOf,
  sameMarket,
  sameOutcome,
} from './betslip/types.ts';
export type {
  BonusRule,
  LimitKind as SlipLimitKind,
  LimitSet as SlipLimitSet,
  OutcomeLimits,
  PickKey,
  Slip,
  SlipCaps,
  SlipChange,
  SlipMessage,
  SlipPick,
  SlipUser,
} from './betslip/types.ts';
export { isCounted, isLocked } from './betslip/lock.ts';
export { dropOutOfLimitPicks, oddLimitMessage } from './betslip/odd-limits.ts';
export { PICK_EXPIRY_MS, goneReason, pruneSlip, startedSinceSeen } from './betslip/prune.ts';
export { pickCap } from './betslip/pick-caps.ts';
export {
  addPick,
  clearSlip,
  dropSentPicks,
  removePick,
  replacePick,
  togglePick,
  updatePicks,
} from './betslip/picks.ts';
export { matchEventUpdates } from './betslip/live-match.ts';
export type { PickUpdate, SentPick } from './betslip/picks.ts';
export {
  binomial,
  combinationCode,
  elementarySums,
  sizesFromCode,
  systemLabel,
  systemSizesOf,
  systemTotals,
  systemTotalsByEnumeration,
} from './betslip/system-math.ts';
export type { SystemTotals } from './betslip/system-math.ts';
export {
  canToggleBanker,
  ensureSystemBankers,
  systemOptions,
  toggleBanker,
  toggleSystemSize,
} from './betslip/system.ts';
export type { SystemOption } from './betslip/system.ts';
export { COUPON_FILTER, couponType, couponTypeCode, historyKind, limitKind } from './betslip/coupon-type.ts';
export type { CouponFilter } from './betslip/coupon-type.ts';
export { DEFAULT_QUICK_AMOUNTS, applyQuickAmount, quickAmounts } from './betslip/quick-amounts.ts';
export type { QuickStakeState } from './betslip/quick-amounts.ts';
export { KEYPAD_MAX_LENGTH, keypadDone, keypadInput, stakeOfText, stakeText } from './betslip/keypad.ts';
export { oddsOf, betFactor, couponOddsCap, totalOddsOf } from './betslip/bet-factor.ts';
export type { BetFactor } from './betslip/bet-factor.ts';
export { splitStake, stakeLimits, stakePerBet } from './betslip/stake-limits.ts';
export type { StakeSplit } from './betslip/stake-limits.ts';
export type { StakeLimits } from './betslip/stake-limits.ts';
export { cappedPay, payoutAt, stakeWithinMaxPay, withBonus } from './betslip/max-pay.ts';
export { meetsMinTip, picksMinTip, requiredMinTip } from './betslip/min-tip.ts';
export { BONUS_CAP_PERCENT, bonusApplies, bonusPercentFor } from './betslip/bonus.ts';
export { evaluateSlip, isBlocking } from './betslip/evaluate.ts';
export {
  DEFAULT_ODDS_CHANGE_POLICY,
  ODDS_CHANGE_POLICIES,
  acceptsOddsChange,
  oddsChangePolicyOf,
} from './betslip/odds-change.ts';
export type { OddsChange, OddsChangePolicy } from './betslip/odds-change.ts';
export type { SlipSummary } from './betslip/evaluate.ts';
export { pickFromMatch } from './betslip/from-match.ts';
export {
  CategoriesListResponse,
  CategoryParams,
  CategorySummary,
  DateRangeQuery,
  FavoritesQuery,
  LiveQuery,
  MatchDetailResponse,
  MatchIdParams,
  MatchListResponse,
  MatchesQuery,
  QueryDate,
  ResultRow,
  ResultsListResponse,
  ResultsQuery,
  ShortCodeParams,
  SportIdParams,
  SportSummary,
  SportsListResponse,
  TournamentSummary,
  TournamentsListResponse,
} from './api/sports-queries.ts';
export { lineFactor, lineStatus } from './settlement/resolve.ts';
export { verdictFactor } from './settlement/outcome-settlement.ts';
export type { OutcomeVerdict } from './settlement/outcome-settlement.ts';
export { RESULT_STATUSES, callsMatchOff, owedOf, resultRefusal } from './settlement/result-rules.ts';
export type { ResultStatus } from './settlement/result-rules.ts';
export { MARKET_TYPE, MARKET_TYPES, marketTypeDefinition } from './markets/market-types.ts';
export type {
  MarketTypeDefinition,
  MarketTypeId,
  SettlementBasis,
  SpecialKind,
} from './markets/market-types.ts';
export { parseSpecial, parseSpecialOfKind, specialLabel } from './markets/special.ts';
export type { Special, SpecialTranslator } from './markets/special.ts';
export { lineResult, outcomeRule, resolveLine } from './markets/settle.ts';
export type { LineResult, OutcomeRule, SettlementResult } from './markets/settle.ts';
export { fairChance } from './markets/fair-chance.ts';
export type { WeightedResult } from './markets/fair-chance.ts';
export { couponPayout } from './settlement/payout.ts';
export type { SettledLine } from './settlement/payout.ts';
export { couponIncome, possiblePayout, waitingPayout } from './settlement/income.ts';
export { FEED_PRODUCERS, FEED_PRODUCER_STATES, FeedProducerStatus, FeedStatus } from './api/feed-admin.ts';
export type { FeedProducer, FeedProducerState } from './api/feed-admin.ts';
export { RESULT_REASONS, awaitsResult, compareDeskMatches } from './settlement/result-desk.ts';
export { AUDIT_REASONS, auditReason } from './reports/audit-reason.ts';
export type { AuditReason } from './reports/audit-reason.ts';
export type { ResultReason } from './settlement/result-desk.ts';
export {
  ResultDecision,
  ResultDeskList,
  ResultDeskMatch,
  ResultDeskQuery,
  ResultPreview,
} from './api/result-desk.ts';
export type { CouponTerms, IncomeLine, WaitingLine } from './settlement/income.ts';
export { bookExposure, outcomeLiability, payoutIfOutcomeWins } from './trading/liability.ts';
export {
  LiabilityMarket,
  LiabilityMatch,
  LiabilityOutcome,
  LiabilityQuery,
  LiabilityResponse,
  LimitScopeSchema,
  SlipLimitsRequest,
  SlipLimitsResponse,
  StakeFactor,
  TradingLimitParams,
  TradingLimitRequest,
  TradingLimitRow,
  TradingLimitsQuery,
  TradingLimitsResponse,
} from './api/trading.ts';
export {
  LIMIT_SCOPES,
  STAKE_FACTOR_MAX,
  STAKE_FACTOR_MIN,
  STAKE_FACTOR_ONE,
  effectiveLimits,
  narrowLimitSets,
  scaled as scaledByFactor,
} from './trading/trading-limits.ts';
export type { EffectiveLimits, LimitScope, LimitedPick, TradingLimit } from './trading/trading-limits.ts';
export type {
  ExposureCoupon,
  ExposureLine,
  MarketExposure,
  MatchExposure,
  OutcomeExposure,
} from './trading/liability.ts';
export {
  formatLineOdds,
  formatSummaryValue,
  formatTicketMoney,
  formatTotalOdds,
  resourceNamer,
  ticketModel,
} from './ticket/ticket-model.ts';
export type {
  EntityNamer,
  TicketFormat,
  TicketLineModel,
  TicketModel,
  TicketSummaryKey,
  TicketSummaryRow,
} from './ticket/ticket-model.ts';
export { TICKET_ID_LENGTH, isTicketId, ticketIdFromBody } from './ticket/ticket-id.ts';
export {
  SECURE_CODE_KINDS,
  SECURE_CODE_LENGTH,
  SECURE_CODE_RANDOM_DIGITS,
  dammCheckDigit,
  formatSecureCode,
  isDammValid,
  normaliseSecureCode,
  secureCodeFrom,
  secureCodeKind,
} from './ticket/secure-code.ts';
export type { SecureCodeKind } from './ticket/secure-code.ts';
export {
  COUNTER_VOID_REASONS,
  counterVoidReasonKey,
  mayVoidAtCounter,
  RETAIL_DEFAULTS,
  RETAIL_SETTING_KEYS,
  payoutExpiresAt,
  retailSettings,
  voucherExpiresAt,
} from './ticket/counter-rules.ts';
export type { CounterVoidReason, RetailSettings } from './ticket/counter-rules.ts';
export { slipUserFromInfo, withTradingLimits } from './betslip/user-info.ts';
export {
  REPORTED_MOVEMENT_TYPES,
  REPORT_PERIODS,
  REPORT_PRODUCTS,
  ZERO_SUMS,
  addSums,
  bucketDays,
  casinoReportProduct,
  couponReportProduct,
  csvAmount,
  csvCell,
  dayIso,
  dayOf,
  dayOfIso,
  movementSums,
  periodStart,
  reportFigures,
  toCsv,
} from './reports/report-rules.ts';
export type { ReportFigures, ReportPeriod, ReportProduct, ReportSums } from './reports/report-rules.ts';
export {
  AdminTransferRequestRow,
  AdminTransferRequestsQuery,
  PAYMENT_CONTINUATION,
  PAYMENT_FRAME,
  PAYMENT_SIGNATURE_HEADER,
  PaymentBank,
  PaymentCategory,
  PaymentField,
  PaymentMethod,
  PaymentNotification,
  TRANSFER_OUTCOMES,
  TRANSFER_STATUS,
  TRANSFER_RESULT,
  TRANSFER_TYPE,
  TransferOutcomeKind,
  TransferRequestAnswer,
  TransferRequestCreate,
  TransferRequestRow,
  TransferRequestsQuery,
  paymentSignatureBase,
} from './api/payments.ts';
export type { PaymentContinuation, TransferStatus, TransferType } from './api/payments.ts';
export {
  PAYMENT_FIELD_TYPES,
  checkPaymentAmount,
  checkPaymentField,
  checkPaymentForm,
  filterPaymentInput,
  isPaymentDate,
  isPaymentTime,
  paymentValueToSend,
  readPaymentAmount,
} from './payments/field-rules.ts';
export { transferOutcome, transferOutcomeCondition } from './payments/transfer-outcome.ts';
export type { TransferOutcome, TransferOutcomeCondition } from './payments/transfer-outcome.ts';
export type {
  PaymentAmountError,
  PaymentFieldError,
  PaymentFieldRule,
  PaymentFieldType,
} from './payments/field-rules.ts';
export {
  AFFILIATE_CODE,
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_STATUS,
  MAX_CUTOFF,
  affiliateBannerSnippet,
  affiliateLinkUrl,
  affiliatePeriod,
  affiliateWeeks,
  affiliateWin,
  affiliateYears,
  currentAffiliateSelection,
  isWeekly,
  mayUseAffiliate,
  shownAffiliateWin,
} from './promo/affiliate-rules.ts';
export type { AffiliatePeriod, AffiliateSelection } from './promo/affiliate-rules.ts';
export { BONUS_STATUS, bonusDecisionEffect } from './promo/bonus-rules.ts';
export type { BonusDecision, BonusStatus } from './promo/bonus-rules.ts';
export {
  AdminAffiliate,
  AdminPromotion,
  AdminBonusRequest,
  AffiliateBannerList,
  AffiliateCouponList,
  AffiliateDecisionBody,
  MAX_AFFILIATE_PERCENT_BP,
  AffiliateMovementList,
  AffiliateState,
  AffiliateSummary,
  AffiliateUserList,
  Bonus,
  BonusList,
  Promotion,
  PromotionCreate,
  PromotionList,
  TopWinnerList,
} from './api/promo.ts';
export {
  CONTACT_TOPICS,
  CONTACT_TOPIC_KEYS,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  contactFormError,
  contactSubcategories,
  isContactTopic,
} from './content/contact.ts';
export type { ContactForm, ContactTopic } from './content/contact.ts';
export { BANNER_SLOTS, bannerSlotSize } from './content/banners.ts';
export {
  MESSAGE_TEMPLATES,
  missingPlaceholders,
  placeholdersOf,
  unknownPlaceholders,
} from './content/message-templates.ts';
export type { MessageTemplateName } from './content/message-templates.ts';
export {
  MessageTemplateEntry,
  MessageTemplateList,
  MessageTemplateParams,
  MessageTemplateSave,
} from './api/message-templates.ts';
export {
  Banner,
  BannerList,
  AdminBanner,
  AdminBannerList,
  BannerChange,
  BannerImageAnswer,
  BannerImageUpload,
  BannerSave,
  BANNER_UPLOAD_MAX_BYTES,
  ContactAnswer,
  ContactRequest,
  Page,
  PageParams,
  PageSave,
} from './api/content.ts';
export {
  COLOUR_THEMES,
  SETTING_GROUPS,
  SETTING_LONG_TEXT_MAX,
  SETTING_TEXT_MAX,
  SITE_SETTINGS,
  enabledLanguages,
  settingDefinition,
  settingValueProblem,
  siteSettingsProblem,
} from './site/settings-catalogue.ts';
export type {
  ColourTheme,
  SettingDefinition,
  SettingGroup,
  SettingProblem,
  SettingRule,
} from './site/settings-catalogue.ts';
export {
  SITE_IMAGE_BOXES,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_SETTINGS,
  SiteImageAnswer,
  SiteImageUpload,
} from './site/site-images.ts';
export type { SiteImageSetting } from './site/site-images.ts';
export { paymentMethodProblem } from './payments/method-rules.ts';
export {
  PaymentTextTranslation,
  PaymentTextTranslations,
  translatePaymentCategory,
  translatePaymentMethod,
  translatePaymentText,
  untranslatedPaymentTexts,
} from './payments/translations.ts';
export type { MethodFieldShape, MethodLimits } from './payments/method-rules.ts';
export {
  AdminPage,
  AdminPageList,
  AdminPaymentCategory,
  AdminPaymentCategoryBody,
  AdminPaymentMethod,
  AdminPaymentMethodBody,
  AdminPaymentMethods,
  AdminSettings,
  CacheCleared,
  SettingChange,
  SettingsHistory,
  SettingsHistoryQuery,
} from './api/site-admin.ts';
export {
  CATALOGUE_KINDS,
  CatalogueEntry,
  CatalogueKind,
  CatalogueListQuery,
  CatalogueListResponse,
  CatalogueNamesResponse,
  CatalogueUpdateRequest,
  Fixture,
  FixtureCreateRequest,
  FixtureListQuery,
  FixtureListResponse,
  FixtureMarket,
  FixtureUpdateRequest,
  MAX_CATALOGUE_NAME,
  MAX_LIVE_DELAY_MS,
  MIN_MANUAL_ODD,
  ManualOdd,
  OddsUpdateRequest,
  SuspendRequest,
} from './api/sports-admin.ts';
export {
  DEFAULT_RG_PARAMS,
  RG_EMPTY_USAGE,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  MAX_RG_LIMIT_AMOUNT,
  RG_REFUSAL_KEYS,
  RG_SETTING_KEYS,
  confirmRefusal,
  limitChangeOf,
  limitRefusal,
  lossOf,
  pendingState,
  rgPeriodEnd,
  rgPeriodStart,
  rgParamsFromSettings,
} from './responsible-gaming/limits.ts';
export type {
  RgActiveLimit,
  RgLimitChange,
  RgLimitKind,
  RgLimitPeriod,
  RgLimitRefusal,
  RgPendingLimit,
  RgPendingState,
  RgPeriodUsage,
  RgParams,
  RgRefusalKey,
} from './responsible-gaming/limits.ts';
export {
  SELF_EXCLUSION_LENGTHS,
  TIME_OUT_LENGTHS,
  bindingExclusion,
  exclusionEnd,
  exclusionRefusalKey,
  isExclusionActive,
  newExclusionAllowed,
} from './responsible-gaming/exclusions.ts';
export type {
  Exclusion,
  ExclusionType,
  SelfExclusionLength,
  TimeOutLength,
} from './responsible-gaming/exclusions.ts';
export {
  DEFAULT_REALITY_CHECK_MINUTES,
  MAX_REALITY_CHECK_MINUTES,
  REALITY_CHECK_MINUTES,
  RG_REALITY_CHECK_SETTING,
  nextRealityCheckAt,
  realityCheckInterval,
  sessionNet,
  siteRealityCheckMinutes,
} from './responsible-gaming/reality-check.ts';
export type { RealityCheckMinutes } from './responsible-gaming/reality-check.ts';
export {
  RgLimitKindSchema,
  RgLimitPeriodSchema,
  RgAdminLimitLower,
  RgExclusionAnswer,
  RgExclusionRequest,
  RgExclusionView,
  RgLimitSet,
  RgLimitSetAnswer,
  RgLimitSlot,
  RgLimitView,
  RgState,
  RgUserParams,
  RgHistory,
  RgPlayerList,
  RgPlayersQuery,
  RgRealityCheckSet,
  RgSession,
} from './api/responsible-gaming.ts';
export {
  CASINO_PRODUCTS,
  FILTER_SEARCH_DEBOUNCE_MS,
  INITIAL_PROVIDER_TABS,
  LOBBY_ROW_GAMES,
  LOBBY_SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  foldSearchText,
  gameMatches,
  searchDebounceMs,
  searchState,
  settingIds,
} from './casino/lobby-rules.ts';
export type { CasinoProduct as CasinoProductKey, SearchState } from './casino/lobby-rules.ts';
export {
  CASINO_ADMIN_KINDS,
  CasinoAdminEntry,
  CasinoAdminKind,
  CasinoAdminList,
  CasinoAdminQuery,
  CasinoAdminUpdate,
  CasinoCategory,
  CasinoGame,
  CasinoGameList,
  CasinoGamesQuery,
  CasinoHomeLists,
  CasinoLobby,
  CasinoLobbyQuery,
  CasinoProduct,
  CasinoProviderRow,
  MAX_CASINO_NAME,
  MAX_GAME_LIST,
} from './api/casino.ts';
export { acceptedWords, uniformInt, wordsFromBytes } from './casino/rng.ts';
export {
  BINGO_BALLS,
  BINGO_COLUMNS,
  BINGO_PER_ROW,
  BINGO_PRIZE_SHARE_BP,
  BINGO_ROWS,
  BINGO_STAGES,
  BINGO_STAGE_ROWS,
  bingoPrizes,
  cardNumbers,
  cardProblem,
  columnRange,
  completedRows,
  decideBall,
  drawBall,
  generateCard,
  splitPrize,
} from './bingo/bingo.ts';
export type { BingoCard, BingoStage, StageWin } from './bingo/bingo.ts';
export {
  bingoCountdownMs,
  cardsLeftToBuy,
  formatCountdown,
  numbersToGo,
  withBall,
  withWinners,
} from './bingo/bingo-view.ts';
export {
  BINGO_MAX_CARDS,
  BingoBallPush,
  BingoBuy,
  BingoBuyAnswer,
  BingoCardRows,
  BingoCardView,
  BingoDrawStatus,
  BingoDrawView,
  BingoMyCards,
  BingoRoomState,
  BingoStageName,
  BingoWinner,
  BingoWinnerPush,
} from './api/bingo.ts';
export {
  CASINO_JACKPOT_SERVICES,
  JACKPOT_RECONNECT_ATTEMPTS,
  JACKPOT_RULES,
  JACKPOT_TIERS,
  JackpotData,
  JackpotPoolsView,
  JackpotWinner,
  jackpotContribution,
  jackpotDropPoint,
  jackpotLight,
  jackpotReconnectDelay,
  jackpotTiersOf,
  jackpotWins,
  maskedWinnerName,
} from './casino/jackpot.ts';
export type { JackpotTier, JackpotTierRule } from './casino/jackpot.ts';
export type { WordSource } from './casino/rng.ts';
export {
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_RTP,
  SLOT_RTP_FRACTION,
  SLOT_STOPS,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  SLOT_SYMBOL_COUNTS,
  evaluateSlot,
  linePay,
  slotStakeValid,
  slotWin,
  slotWindow,
  spinSlot,
} from './casino/slot.ts';
export type { SlotLineWin, SlotOutcome, SlotSymbol } from './casino/slot.ts';
export {
  ROULETTE_BET_KINDS,
  ROULETTE_POCKETS,
  ROULETTE_RTP,
  rouletteColour,
  rouletteCovers,
  roulettePayout,
  rouletteStakeValid,
  spinRoulette,
} from './casino/roulette.ts';
export type { RouletteBet, RouletteBetKind, RouletteColour } from './casino/roulette.ts';
export {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  DICE_OUTCOMES,
  DICE_RTP,
  diceClientSeedValid,
  diceMessage,
  dicePayout,
  diceRollFromDigest,
  diceTargetValid,
  diceWins,
} from './casino/dice.ts';
export {
  CASINO_REQUEST_TOLERANCE_MS,
  CASINO_SIGNATURE_HEADER,
  CASINO_WALLET_PATH,
  WALLET_ACTIONS,
  WALLET_REQUESTS,
  WALLET_STATUS,
  WalletAnswer,
} from './casino/wallet-protocol.ts';
export type { WalletAction, WalletRequest, WalletStatus } from './casino/wallet-protocol.ts';
export { CasinoLaunchAnswer, CasinoLaunchBody, CasinoLaunchParams } from './contract/casino-play.ts';
export {
  HOUSE_BASE,
  HOUSE_GAMES,
  HOUSE_STAKES,
  HouseGameParams,
  HouseGameQuery,
  HouseOutcome,
  HousePlayAnswer,
  HousePlayRequest,
  HouseSessionParams,
  HouseState,
  casinoWallet,
  houseGames,
  providerContract,
} from './contract/casino-providers.ts';
export type { HouseGame, ProviderContract } from './contract/casino-providers.ts';
export {
  CASH_IN_REASONS,
  CASH_OUT_REASONS,
  CASH_REASONS,
  SHIFT_CASH_KINDS,
  SHIFT_STATES,
  TILL_DIRECTION,
  cashVariance,
  expectedCash,
  tillDelta,
  tillTotals,
  varianceNeedsNote,
} from './shifts/till.ts';
export type { CashReason, ShiftCashKind, ShiftState } from './shifts/till.ts';
export {
  cashReportText,
  dayReportModel,
  shiftCashKindKey,
  shiftReportModel,
  shiftStateKey,
} from './shifts/cash-report.ts';
export type {
  CashReportFormat,
  CashReportModel,
  CashReportRow,
  CashReportSection,
  CashReportText,
  CashReportValue,
} from './shifts/cash-report.ts';
export {
  CurrentShift,
  DayReport,
  DayReportQuery,
  OpenShift,
  ShiftCashRequest,
  ShiftCloseRequest,
  ShiftList,
  ShiftListQuery,
  ShiftNoteRequest,
  ShiftOpenRequest,
  ShiftReport,
  ShiftRow,
  SHIFT_CASH_MAX,
} from './api/shifts.ts';
export {
  SYSTEM_LOG_LEVELS,
  SystemLog,
  SystemLogEntry,
  SystemLogQuery,
  type SystemLogLevel,
} from './api/system-log.ts';
export {
  HAND_TERMINALS_PER_SHOP,
  SHOP_CASH_PROVIDER,
  SHOP_DEPOSIT_MAX,
  SHOP_DEPOSIT_MIN,
  SHOP_WITHDRAWAL_RESULT,
  WITHDRAWAL_CODE_DAYS,
  inShopNetwork,
  playerRef,
  shopDepositAmountError,
  shopPlayerRefusal,
  withdrawalCodeExpiresAt,
  withdrawalCodeRefusal,
  SHOP_CASH_DEFAULTS,
  SHOP_CASH_SETTING_KEYS,
  shopCashSettings,
} from './retail/shop-cash.ts';
export type { ShopCashSettings, ShopPlayerState, WithdrawalCodeRefusal } from './retail/shop-cash.ts';
export {
  AddMoneyRequest,
  HandTerminalLoginRequest,
  HandTerminalRow,
  PayWithdrawalRequest,
  ShopDepositReceipt,
  ShopPlayer,
  ShopWithdrawal,
} from './api/shop-cash.ts';
