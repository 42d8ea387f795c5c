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
  ErrorBody,
  HealthResponse,
  SiteSettingsResponse,
  SiteSettingsUpdate,
  Paging,
  listOf,
} from './api/common.ts';
export { contract, createCheckingClient } from './contract/index.ts';
export { createApiClient } from './contract/api-client.ts';
export { CALLS } from './contract/calls.ts';
export type { Contract } from './contract/index.ts';
export { ApiError, callShape, createClientFor, fillPath } from './contract/client.ts';
export type {
  ApiClient,
  CallArgs,
  CallOptions,
  CallResult,
  CallShape,
  ClientMethod,
  ClientOptions,
  FetchAnswer,
  FetchLike,
} from './contract/client.ts';
export { ACCESS_ROLES, PROTOCOL_HEADER, PROTOCOL_VERSION, protocolMajor, route } from './contract/route.ts';
export type { Access, ContractAreas, HttpMethod, RouteEntry } from './contract/route.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, pickLanguage } from './i18n/languages.ts';
export type { LanguageCode } from './i18n/languages.ts';
export { tr } from './i18n/locales/tr.ts';
export type { MessageKey, Messages } from './i18n/locales/tr.ts';
export { en } from './i18n/locales/en.ts';
export { translate } from './i18n/translate.ts';
export { loadMessages } from './i18n/load.ts';
export { htmlLang, intlLocales, siteLanguage } from './i18n/intl-locale.ts';
export { missingTranslations } from './i18n/resources.ts';
export {
  ANNOUNCEMENT_INTERVAL_MS,
  accountLinks,
  announcementVisible,
  canUsePayments,
  countBadge,
  footerHidden,
  footerItems,
  hasProduct,
  isShopUser,
  nextAnnouncement,
  notificationTone,
} from './shell/shell-rules.ts';
export { LOGIN_MAX, LOGIN_MIN, loginFormError, sanitizeLoginName } from './shell/login-rules.ts';
export { childTerms, clampTerms, effectiveTerms } from './users/child-limits.ts';
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
export type { LiveMatchEvent, LiveOddsEvent } from './api/realtime.ts';
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
  ShareQuery,
  AdminCouponsQuery,
} from './api/coupons.ts';
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
  SELL_OPEN,
  couponStatusName,
  lineStatusName,
  isCancellable,
  isPaidOut,
  isSellable,
  isWaiting,
} from './coupons/coupon-state.ts';
export type { CouponStatusName, LineStatusName } from './coupons/coupon-state.ts';
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
export { TERMINAL_CHANNELS } from './terminal/bridge.ts';
export { terminalErrorKey } from './terminal/terminal-errors.ts';
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
export type {
  BridgeResult,
  PayoutReceipt,
  PrinterStatus,
  QueueState,
  SubmissionEntry,
  SubmissionOutcome,
  TerminalBridge,
  TerminalInfo,
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
  DEFAULT_CURRENCY,
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
  CreditRequest,
  CreditResponse,
  LedgerCheckResponse,
  UserIdParams,
} from './api/admin.ts';
export {
  MAX_AMOUNT_MINOR,
  MINOR_PER_MAJOR,
  currencySymbol,
  formatAmount,
  formatMoney,
  localAmount,
  parseAmount,
  siteCurrencyContext,
  toMajor,
  toMinor,
} from './money/money.ts';
export type { CurrencyContext, Minor, MoneyFormat } from './money/money.ts';
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
export { ODD_DISPLAY_CAP, displayOdd, formatOdd } from './odds/display.ts';
export type { OddDisplayOptions, OddsFormat } from './odds/display.ts';
export {
  MAIN_MARKET_TYPES,
  MOST_BALANCED_TYPES,
  OVER_UNDER_TYPES,
  isHalfLine,
  isQuarterLine,
  mainOverUnderLine,
  mostBalancedLine,
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
  isStale,
  listablePreMatch,
  matchClock,
  minuteText,
  nextGoalSpecial,
  oddsShown,
  removedFromLive,
} from './match/match-state.ts';
export type { MatchClass, MatchClock } from './match/match-state.ts';
export { compareLive } from './match/live-order.ts';
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
export { addPick, clearSlip, removePick, replacePick, togglePick, updatePicks } from './betslip/picks.ts';
export { matchEventUpdates } from './betslip/live-match.ts';
export type { PickUpdate } from './betslip/picks.ts';
export {
  binomial,
  combinationCode,
  elementarySums,
  sizesFromCode,
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
export { KEYPAD_MAX_LENGTH, keypadDone, keypadInput } from './betslip/keypad.ts';
export { oddsOf, betFactor, totalOddsOf } from './betslip/bet-factor.ts';
export type { BetFactor } from './betslip/bet-factor.ts';
export { stakeLimits, stakePerBet } from './betslip/stake-limits.ts';
export type { StakeLimits } from './betslip/stake-limits.ts';
export { cappedPay, payoutAt, stakeWithinMaxPay, withBonus } from './betslip/max-pay.ts';
export { meetsMinTip, requiredMinTip } from './betslip/min-tip.ts';
export { BONUS_CAP_PERCENT, bonusApplies, bonusPercentFor } from './betslip/bonus.ts';
export { evaluateSlip } from './betslip/evaluate.ts';
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
export {
  formatLineOdds,
  formatSummaryValue,
  formatTicketMoney,
  formatTotalOdds,
  ticketModel,
} from './ticket/ticket-model.ts';
export type {
  TicketFormat,
  TicketLineModel,
  TicketModel,
  TicketSummaryKey,
  TicketSummaryRow,
} from './ticket/ticket-model.ts';
export { slipUserFromInfo } from './betslip/user-info.ts';
