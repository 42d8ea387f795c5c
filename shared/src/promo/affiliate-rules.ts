import type { Minor } from '../money/money.ts';

/**
 * The affiliate programme's rules (accounts-and-platform section 2 "Affiliate manager"), shared by
 * the server (which sums an affiliate's period) and the web (which offers the period filters and
 * shows the win). Money stays in minor units; periods are UTC day boundaries in epoch milliseconds.
 */

/** Affiliate status: 0 not an affiliate (a request may be pending), 1 active, 2 refused. */
export const AFFILIATE_STATUS = { none: 0, active: 1, refused: 2 } as const;

/** `cutoff` 0 settles monthly; 1 to 7 settles weekly, the week starting on that ISO weekday (1 Monday). */
export const MAX_CUTOFF = 7;

/** Percentages are kept in basis points: 2500 = 25 %. */
export const PERCENT_BP = 100;

/**
 * The spec's affiliate win: (income − expense) × percent / 100, here with the percent in basis
 * points. Rounded toward zero, so a fraction of a cent is never paid more than earned; the result
 * may be negative (a losing period), which the manager does not show.
 */
export function affiliateWin(income: Minor, expense: Minor, percentBp: number): Minor {
  const net = BigInt(income) - BigInt(expense);
  return Number((net * BigInt(percentBp)) / 10_000n);
}

/** The win the manager shows: only a positive one ("shown if positive"), else null. */
export function shownAffiliateWin(income: Minor, expense: Minor, percentBp: number): Minor | null {
  const win = affiliateWin(income, expense, percentBp);
  return win > 0 ? win : null;
}

const DAY_MS = 86_400_000;

/** A period of the manager: [from, to) in epoch milliseconds. */
export interface AffiliatePeriod {
  from: number;
  to: number;
}

/** What the filters pick: a year, a month (1–12) and, when weekly, a week of that month (1-based). */
export interface AffiliateSelection {
  year: number;
  month: number;
  week?: number | undefined;
}

export const isWeekly = (cutoff: number): boolean => cutoff >= 1 && cutoff <= MAX_CUTOFF;

/** The ISO weekday (1 Monday … 7 Sunday) of a UTC time. */
function isoWeekday(ms: number): number {
  const d = new Date(ms).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * The weeks of a month for a weekly affiliate: every week that starts (on the `cutoff` weekday)
 * inside the month, in order. A week that starts on the 30th belongs to that month even though
 * it ends in the next, so every day belongs to exactly one week.
 */
export function affiliateWeeks(year: number, month: number, cutoff: number): AffiliatePeriod[] {
  const first = Date.UTC(year, month - 1, 1);
  const next = Date.UTC(year, month, 1);
  const shift = (((cutoff - isoWeekday(first)) % 7) + 7) % 7;
  const weeks: AffiliatePeriod[] = [];
  for (let from = first + shift * DAY_MS; from < next; from += 7 * DAY_MS)
    weeks.push({ from, to: from + 7 * DAY_MS });
  return weeks;
}

/**
 * The period a selection names: the month when monthly, otherwise the chosen week of it (the
 * first when none is chosen). Null when the week does not exist in that month.
 */
export function affiliatePeriod(sel: AffiliateSelection, cutoff: number): AffiliatePeriod | null {
  if (!isWeekly(cutoff))
    return { from: Date.UTC(sel.year, sel.month - 1, 1), to: Date.UTC(sel.year, sel.month, 1) };
  return affiliateWeeks(sel.year, sel.month, cutoff)[(sel.week ?? 1) - 1] ?? null;
}

/** The selection of the period that holds `now`: what the manager opens on. */
export function currentAffiliateSelection(now: number, cutoff: number): AffiliateSelection {
  const d = new Date(now);
  if (!isWeekly(cutoff)) return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const start = today - ((((isoWeekday(today) - cutoff) % 7) + 7) % 7) * DAY_MS;
  const s = new Date(start);
  const year = s.getUTCFullYear();
  const month = s.getUTCMonth() + 1;
  const week = affiliateWeeks(year, month, cutoff).findIndex((w) => w.from === start) + 1;
  return { year, month, week };
}

/** The years the filter offers: the current year and the three before it, newest first. */
export function affiliateYears(now: number): number[] {
  const y = new Date(now).getUTCFullYear();
  return [y, y - 1, y - 2, y - 3];
}

/** The affiliate link: {origin}/{lang}/register/{code}. */
export function affiliateLinkUrl(origin: string, lang: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/${lang}/register/${encodeURIComponent(code)}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML a partner pastes into its own site: the banner image linking to the affiliate link. */
export function affiliateBannerSnippet(
  banner: { name: string; image: string; width: number; height: number },
  link: string,
): string {
  return (
    `<a href="${escapeHtml(link)}" target="_blank" rel="noopener">` +
    `<img src="${escapeHtml(banner.image)}" width="${banner.width}" height="${banner.height}" ` +
    `alt="${escapeHtml(banner.name)}"></a>`
  );
}

/** A code to sign up with: 8 characters of an alphabet without look-alikes (0/O, 1/I/l). */
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE = /^[A-Za-z0-9_-]{3,50}$/;

/**
 * Who may use the affiliate pages: online users or those who already hold an affiliate link, while
 * the programme is on (the affiliateStatus setting is not '0').
 */
export function mayUseAffiliate(
  user: { onlineUser: number; affiliateLink?: string | null | undefined },
  settings: { affiliateStatus?: string | undefined },
): boolean {
  return settings.affiliateStatus !== '0' && (user.onlineUser === 1 || !!user.affiliateLink);
}
