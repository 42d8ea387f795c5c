/**
 * Time-outs (a break of 1 day to 3 months) and self-exclusions (6 months to permanent). Both start
 * at once and cannot be lifted early; while one runs the player cannot log in, deposit or bet.
 */

export const TIME_OUT_LENGTHS = ['1d', '1w', '1m', '2m', '3m'] as const;
export type TimeOutLength = (typeof TIME_OUT_LENGTHS)[number];

export const SELF_EXCLUSION_LENGTHS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSION_LENGTHS)[number];

export type ExclusionType = 'timeOut' | 'selfExclusion';

export interface Exclusion {
  type: ExclusionType;
  startsAt: number;
  /** null: permanent */
  endsAt: number | null;
}

const DAY_MS = 86_400_000;

/** Adds calendar months in UTC; a day past the end of the target month falls to its last day. */
function addMonths(at: number, months: number): number {
  const d = new Date(at);
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** When an exclusion of this length taken at `from` ends; null for a permanent one. */
export function exclusionEnd(length: TimeOutLength | SelfExclusionLength, from: number): number | null {
  switch (length) {
    case '1d':
      return from + DAY_MS;
    case '1w':
      return from + 7 * DAY_MS;
    case '1m':
      return addMonths(from, 1);
    case '2m':
      return addMonths(from, 2);
    case '3m':
      return addMonths(from, 3);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

export const isExclusionActive = (e: Exclusion, now: number): boolean =>
  e.startsAt <= now && (e.endsAt === null || now < e.endsAt);

/**
 * The exclusion that binds now: of those running, the one that ends last (permanent beats any
 * date), a self-exclusion before a time-out of the same end. Null when none runs.
 */
export function bindingExclusion(exclusions: readonly Exclusion[], now: number): Exclusion | null {
  let best: Exclusion | null = null;
  for (const e of exclusions) {
    if (!isExclusionActive(e, now)) continue;
    if (!best) {
      best = e;
      continue;
    }
    const a = e.endsAt ?? Infinity;
    const b = best.endsAt ?? Infinity;
    if (a > b || (a === b && e.type === 'selfExclusion' && best.type === 'timeOut')) best = e;
  }
  return best;
}

/** The message key that refuses a login, a deposit or a bet during an exclusion. */
export const exclusionRefusalKey = (e: Exclusion): 'rgTimedOut' | 'rgSelfExcluded' =>
  e.type === 'timeOut' ? 'rgTimedOut' : 'rgSelfExcluded';

/**
 * Whether a new exclusion may be taken while `current` runs: only one that ends later (so none
 * can shorten a running one); a permanent self-exclusion admits nothing more.
 */
export function newExclusionAllowed(current: Exclusion | null, newEnd: number | null): boolean {
  if (!current) return true;
  if (current.endsAt === null) return false;
  return newEnd === null || newEnd > current.endsAt;
}
