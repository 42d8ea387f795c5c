import { formatAmount, type Minor } from '../money/money.ts';

/**
 * The dealer reports' rules, shared by the server (which pre-aggregates every ledger movement of a
 * coupon into daily rows and answers the reports) and the panel (which shows and charts them).
 * Money stays in minor units here; the API turns it into major units at the edge.
 */

/**
 * The products a report splits by: sports pre-match and live (by the coupon), then the casino's,
 * one per product of the catalogue (slots, live casino, virtual, TV games, bingo).
 */
export const REPORT_PRODUCTS = ['sport', 'live', 'slots', 'livecasino', 'virtual', 'tv', 'bingo'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

const CASINO_REPORT_PRODUCT: Readonly<Record<string, ReportProduct>> = {
  slot: 'slots',
  live: 'livecasino',
  virtual: 'virtual',
  tv: 'tv',
  bingo: 'bingo',
};

/** The report product of a casino game by its transactions' service (5 slot, 4 live, 7 virtual, 8 TV games, 6 bingo). */
const SERVICE_REPORT_PRODUCT: Readonly<Record<number, ReportProduct>> = {
  4: 'livecasino',
  6: 'bingo',
  7: 'virtual',
  8: 'tv',
};

/**
 * The report product of a casino game's catalogue product ('slot', 'live', 'virtual', 'tv',
 * 'bingo'); one the catalogue does not know books by its transactions' service (4 live, 6 bingo,
 * 7 virtual, 8 TV games, else slot games).
 */
export function casinoReportProduct(
  catalogueProduct: string | null | undefined,
  service: number,
): ReportProduct {
  const known =
    catalogueProduct && Object.hasOwn(CASINO_REPORT_PRODUCT, catalogueProduct)
      ? CASINO_REPORT_PRODUCT[catalogueProduct]
      : undefined;
  return known ?? SERVICE_REPORT_PRODUCT[service] ?? 'slots';
}

/** A sports coupon's product: live when it holds a match in play, else pre-match sport. */
export const couponReportProduct = (inPlay: boolean): ReportProduct => (inPlay ? 'live' : 'sport');

/** The periods a report buckets days into. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** What a report adds up, in minor units; `coupons` is a count. */
export interface ReportSums {
  /** stakes placed, net of stakes given back (cancel, void) */
  stakes: Minor;
  /** what went back to the players: wins, sales (cash-out) and result corrections */
  wins: Minor;
  /** bonuses paid */
  bonuses: Minor;
  /** coupons placed, net of those cancelled (casino: bets taken, net of those rolled back) */
  coupons: number;
}

export const ZERO_SUMS: Readonly<ReportSums> = { stakes: 0, wins: 0, bonuses: 0, coupons: 0 };

/** How each ledger movement type of a coupon enters the report; other types do not. */
const MOVEMENT_RULES: Record<string, (amount: Minor) => ReportSums> = {
  stake: (a) => ({ stakes: -a, wins: 0, bonuses: 0, coupons: 1 }),
  cancelRefund: (a) => ({ stakes: -a, wins: 0, bonuses: 0, coupons: -1 }),
  voidRefund: (a) => ({ stakes: -a, wins: 0, bonuses: 0, coupons: -1 }),
  win: (a) => ({ stakes: 0, wins: a, bonuses: 0, coupons: 0 }),
  winCorrection: (a) => ({ stakes: 0, wins: a, bonuses: 0, coupons: 0 }),
  cashout: (a) => ({ stakes: 0, wins: a, bonuses: 0, coupons: 0 }),
  couponBonus: (a) => ({ stakes: 0, wins: 0, bonuses: a, coupons: 0 }),
  // a casino provider's rollback gives its bet back: the bet no longer counts
  refund: (a) => ({ stakes: -a, wins: 0, bonuses: 0, coupons: -1 }),
  // a jackpot paid to a player goes back to the players like a win
  jackpotWin: (a) => ({ stakes: 0, wins: a, bonuses: 0, coupons: 0 }),
};

/** The movement types the reports count (the rest, such as credit transfers or cash payouts, are not play). */
export const REPORTED_MOVEMENT_TYPES: readonly string[] = Object.keys(MOVEMENT_RULES);

/**
 * What one ledger movement (signed minor units, as booked on the player's account) adds to the
 * report, or null when its type is not play. A stake of 10 (booked -1000) adds 1000 to stakes; a
 * refund of it (booked +1000) takes it away again.
 */
export function movementSums(type: string, amount: Minor): ReportSums | null {
  const rule = MOVEMENT_RULES[type];
  return rule ? rule(amount) : null;
}

export function addSums(a: ReportSums, b: ReportSums): ReportSums {
  return {
    stakes: a.stakes + b.stakes,
    wins: a.wins + b.wins,
    bonuses: a.bonuses + b.bonuses,
    coupons: a.coupons + b.coupons,
  };
}

/** Report figures: the sums and what follows from them. */
export interface ReportFigures extends ReportSums {
  /** gross gaming revenue: stakes − wins */
  ggr: Minor;
  /** net gaming revenue: GGR − bonuses */
  ngr: Minor;
  /** the dealer's share of a positive NGR at its commission rate; 0 when NGR is not positive */
  commission: Minor;
}

/**
 * GGR, NGR and commission from the sums. `commissionBp` is the dealer's rate in basis points
 * (1250 = 12.5 %); the commission is rounded toward zero, so it never pays a fraction of a cent
 * more than earned.
 */
export function reportFigures(s: ReportSums, commissionBp = 0): ReportFigures {
  const ggr = s.stakes - s.wins;
  const ngr = ggr - s.bonuses;
  const commission = ngr > 0 && commissionBp > 0 ? Number((BigInt(ngr) * BigInt(commissionBp)) / 10_000n) : 0;
  return { ...s, ggr, ngr, commission };
}

const DAY_MS = 86_400_000;

/** The UTC day number (days since 1970-01-01) of a time in epoch milliseconds. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** The ISO date (yyyy-mm-dd) of a day number. */
export function dayIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of an ISO date (yyyy-mm-dd), or null when it is not one. */
export function dayOfIso(iso: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms) || dayIso(ms / DAY_MS) !== iso) return null;
  return ms / DAY_MS;
}

/** The first day of the period that holds `day`: itself, the Monday of its ISO week, or the 1st of its month. */
export function periodStart(day: number, period: ReportPeriod): number {
  if (period === 'day') return day;
  if (period === 'week') {
    // 1970-01-01 was a Thursday: day 0 is weekday 3 counted from Monday
    const fromMonday = (((day + 3) % 7) + 7) % 7;
    return day - fromMonday;
  }
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / DAY_MS;
}

/** Adds daily sums into their periods, in time order. */
export function bucketDays(
  days: ReadonlyArray<{ day: number } & ReportSums>,
  period: ReportPeriod,
): Array<{ day: number } & ReportSums> {
  const byStart = new Map<number, ReportSums>();
  for (const d of days) {
    const start = periodStart(d.day, period);
    byStart.set(start, addSums(byStart.get(start) ?? ZERO_SUMS, d));
  }
  return [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([day, s]) => ({ day, ...s }));
}

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; quotes doubled. Text
 * that starts like a formula (= + - @, a tab or a carriage return) gets an apostrophe before it, so
 * a user name or a typed reason cannot run in the spreadsheet that opens the file (OWASP's CSV
 * injection advice); numbers, negative ones included, stay numbers.
 */
export function csvCell(value: string | number): string {
  const raw = String(value);
  const text =
    typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) && !/^-?\d+(\.\d+)?$/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file a spreadsheet opens as meant: a UTF-8 byte order mark (so non-Latin names survive),
 * comma separated, CRLF line ends, amounts as plain numbers with a '.' decimal point and no
 * grouping, dates as ISO text.
 */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An amount in minor units as a CSV number: 123456 → '1234.56', -5 → '-0.05'. */
export function csvAmount(minor: Minor): string {
  return formatAmount(minor, 2);
}
