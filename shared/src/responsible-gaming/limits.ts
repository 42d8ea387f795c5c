/**
 * Responsible gaming rules both sides agree on: the player's financial limits (deposit, loss,
 * stake) per day, week and month, how a change to one applies, and what a limit refuses.
 * Periods are calendar periods in UTC (a day from midnight, a week from Monday, a month from the
 * 1st), so "the end of the current period" is a fixed time both sides compute alike. Amounts are
 * integer minor units of the limit's currency.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

export const RG_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type RgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];

/** The largest limit one may set, in minor units (ten million in major units). */
export const MAX_RG_LIMIT_AMOUNT = 1_000_000_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The jurisdiction's parameters, as site settings (see settings-catalogue.ts). */
export const RG_SETTING_KEYS = {
  coolingOffHours: 'rg_cooling_off_hours',
  raiseAtPeriodEnd: 'rg_raise_after_period_end',
  confirmDays: 'rg_confirm_days',
} as const;

export interface RgParams {
  /** how long a loosening waits before the player may confirm it (24 h by default) */
  coolingOffMs: number;
  /** a loosening also waits for the end of the limit's current period (Sweden) */
  raiseAtPeriodEnd: boolean;
  /** how long after the cooling-off the player may confirm; then the request lapses (7 days) */
  confirmWindowMs: number;
}

export const DEFAULT_RG_PARAMS: RgParams = {
  coolingOffMs: 24 * HOUR_MS,
  raiseAtPeriodEnd: false,
  confirmWindowMs: 7 * DAY_MS,
};

/** The parameters from the settings table's text values; a missing or broken value keeps its default. */
export function rgParamsFromSettings(settings: Record<string, string | undefined>): RgParams {
  const int = (key: string, min: number, max: number): number | undefined => {
    const raw = settings[key];
    if (raw === undefined || !/^\d{1,6}$/.test(raw)) return undefined;
    const n = Number(raw);
    return n >= min && n <= max ? n : undefined;
  };
  const hours = int(RG_SETTING_KEYS.coolingOffHours, 0, 8760);
  const days = int(RG_SETTING_KEYS.confirmDays, 1, 365);
  return {
    coolingOffMs: hours === undefined ? DEFAULT_RG_PARAMS.coolingOffMs : hours * HOUR_MS,
    raiseAtPeriodEnd: settings[RG_SETTING_KEYS.raiseAtPeriodEnd] === '1',
    confirmWindowMs: days === undefined ? DEFAULT_RG_PARAMS.confirmWindowMs : days * DAY_MS,
  };
}

/** When the calendar period holding `at` began (UTC). */
export function rgPeriodStart(period: RgLimitPeriod, at: number): number {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  switch (period) {
    case 'day':
      return day;
    case 'week':
      // Monday is day 1 of the week; Sunday (0) belongs to the week that began six days before
      return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
}

/** When the calendar period holding `at` ends: the start of the next one. */
export function rgPeriodEnd(period: RgLimitPeriod, at: number): number {
  const start = rgPeriodStart(period, at);
  switch (period) {
    case 'day':
      return start + DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
}

/**
 * How a change from `current` to `next` applies (null is no limit). Setting a first limit and
 * lowering one tighten: they apply at once. Raising or removing one loosens: it is a request that
 * may be confirmed from `appliesAt` (after the cooling-off, and the period's end where the
 * jurisdiction asks for it) until `expiresAt`, after which it lapses.
 */
export type RgLimitChange =
  { kind: 'none' } | { kind: 'immediate' } | { kind: 'pending'; appliesAt: number; expiresAt: number };

export function limitChangeOf(
  current: number | null,
  next: number | null,
  period: RgLimitPeriod,
  now: number,
  params: RgParams,
): RgLimitChange {
  if (current === next) return { kind: 'none' };
  const tightens = next !== null && (current === null || next < current);
  if (tightens) return { kind: 'immediate' };
  let appliesAt = now + params.coolingOffMs;
  if (params.raiseAtPeriodEnd) appliesAt = Math.max(appliesAt, rgPeriodEnd(period, now));
  return { kind: 'pending', appliesAt, expiresAt: appliesAt + params.confirmWindowMs };
}

/** A loosening that waits: its new value (null removes the limit) and its times. */
export interface RgPendingLimit {
  amount: number | null;
  requestedAt: number;
  appliesAt: number;
  expiresAt: number;
}

export type RgPendingState = 'coolingOff' | 'confirmable' | 'lapsed';

export function pendingState(pending: RgPendingLimit, now: number): RgPendingState {
  if (now < pending.appliesAt) return 'coolingOff';
  if (now < pending.expiresAt) return 'confirmable';
  return 'lapsed';
}

/** Why the player's confirmation of a pending change is refused now, or null when it applies. */
export function confirmRefusal(pending: RgPendingLimit | null, now: number): RgRefusalKey | null {
  if (!pending) return 'rgNoPendingChange';
  const state = pendingState(pending, now);
  if (state === 'coolingOff') return 'rgCoolingOff';
  if (state === 'lapsed') return 'rgChangeLapsed';
  return null;
}

/** One of the player's limits as enforcement reads it. */
export interface RgActiveLimit {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: number;
}

/** What the player did in one period, in minor units: gross deposits, stakes and what came back. */
export interface RgPeriodUsage {
  deposits: number;
  stakes: number;
  /** wins, refunds, cash-outs: money coupons paid back */
  returns: number;
}

export const RG_EMPTY_USAGE: RgPeriodUsage = { deposits: 0, stakes: 0, returns: 0 };

/** Loss as the regulators define it: stakes minus returns (a stake of 10 that won 8 lost 2). */
export const lossOf = (u: RgPeriodUsage): number => u.stakes - u.returns;

/** Every message key a responsible gaming refusal may carry; each is translated in all languages. */
export const RG_REFUSAL_KEYS = [
  'rgDepositLimitReached',
  'rgLossLimitReached',
  'rgStakeLimitReached',
  'rgTimedOut',
  'rgSelfExcluded',
  'rgCoolingOff',
  'rgChangeLapsed',
  'rgNoPendingChange',
  'rgOnlyLower',
  'rgAlreadyExcluded',
] as const;
export type RgRefusalKey = (typeof RG_REFUSAL_KEYS)[number];

export interface RgLimitRefusal {
  key: 'rgDepositLimitReached' | 'rgLossLimitReached' | 'rgStakeLimitReached';
  kind: RgLimitKind;
  period: RgLimitPeriod;
  limit: number;
  /** how much more the limit allows in that period (never below 0) */
  left: number;
}

const REFUSAL_KEY = {
  deposit: 'rgDepositLimitReached',
  loss: 'rgLossLimitReached',
  stake: 'rgStakeLimitReached',
} as const;

/**
 * The first limit an attempt would break, or null. A deposit counts against deposit limits. A stake
 * counts against stake limits and, as if it were lost, against loss limits (the worst case: a
 * limit must hold whatever the result). With several periods the tightest applies; the refusal
 * names the one with the least left. Wins and refunds are never an attempt: nothing refuses them.
 */
export function limitRefusal(
  limits: readonly RgActiveLimit[],
  usage: (period: RgLimitPeriod) => RgPeriodUsage,
  attempt: { kind: 'deposit' | 'stake'; amount: number },
): RgLimitRefusal | null {
  let worst: RgLimitRefusal | null = null;
  for (const limit of limits) {
    if (attempt.kind === 'deposit' ? limit.kind !== 'deposit' : limit.kind === 'deposit') continue;
    const u = usage(limit.period);
    const used = limit.kind === 'deposit' ? u.deposits : limit.kind === 'stake' ? u.stakes : lossOf(u);
    const left = Math.max(0, limit.amount - used);
    if (attempt.amount <= limit.amount - used) continue;
    if (!worst || left < worst.left)
      worst = {
        key: REFUSAL_KEY[limit.kind],
        kind: limit.kind,
        period: limit.period,
        limit: limit.amount,
        left,
      };
  }
  return worst;
}
