import { z } from 'zod';
import { ApiIdParam, Paging } from './common.ts';
import { Role } from './accounts.ts';
import { Coupon, CouponListQuery } from './coupons.ts';
import { REPORT_PERIODS, REPORT_PRODUCTS } from '../reports/report-rules.ts';
import { BUILD_HASH_PATTERN } from '../terminal/kiosk-integrity.ts';

/** The dealer panel's reports, shop terminals, coupons and audit log (API.md "Dealer and admin"). */

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-mm-dd');

/** `GET /admin/coupons`: the player filters plus user, user name and ticket id; 50 a page. */
export const AdminCouponsQuery = CouponListQuery.extend({
  userId: ApiIdParam.optional(),
  /** part of the owner's user name */
  userName: z.string().max(50).optional(),
  ticketId: z
    .string()
    .regex(/^\d{1,20}$/, 'digits of a ticket id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuery>;

/** A coupon as a dealer sees it: with its owner and what the caller may do with it now. */
export const AdminCoupon = Coupon.extend({
  userId: z.number().int(),
  userName: z.string(),
  /** 1 when the caller may cancel it now (its right and the cancel rule) */
  mayCancel: z.number().int(),
  /** 1 when the caller may sell it for the player now, at sellType.winPrice */
  maySell: z.number().int(),
}).meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponList = z
  .object({ results: z.array(AdminCoupon), totalCount: z.number().int() })
  .meta({ id: 'AdminCouponList' });

export const ReportGroupBy = z.enum(['period', 'user', 'product']);
export type ReportGroupBy = z.infer<typeof ReportGroupBy>;

/** `GET /admin/reports`: a dealer's subtree over a date range (UTC days, both ends included). */
export const ReportQuery = z.object({
  from: IsoDate,
  to: IsoDate,
  period: z.enum(REPORT_PERIODS).default('day'),
  /** rows per period, per user directly below the dealer (its subtree in each), or per product */
  groupBy: ReportGroupBy.default('period'),
  /** whose subtree: the caller's own when absent */
  dealerId: ApiIdParam.optional(),
  product: z.enum(REPORT_PRODUCTS).optional(),
  lang: z.string().length(2).optional(),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

/** Figures of a report, amounts in major units. */
export const ReportFiguresApi = z.object({
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonuses: z.number(),
  ngr: z.number(),
  commission: z.number(),
  coupons: z.number().int(),
});

export const ReportRow = ReportFiguresApi.extend({
  /** the period's first day (yyyy-mm-dd), the user's id or the product */
  key: z.string(),
  /** what to show for the key: the date, the user name or the product */
  label: z.string(),
  userId: z.number().int().nullable(),
  role: Role.nullable(),
}).meta({ id: 'ReportRow' });
export type ReportRow = z.infer<typeof ReportRow>;

export const ReportResponse = z
  .object({
    dealer: z.object({
      userId: z.number().int(),
      userName: z.string(),
      role: Role,
      /** the dealer's commission rate as it applies, in basis points (1250 = 12.5 %) */
      commissionBp: z.number().int(),
    }),
    from: z.string(),
    to: z.string(),
    period: z.enum(REPORT_PERIODS),
    groupBy: ReportGroupBy,
    rows: z.array(ReportRow),
    totals: ReportFiguresApi,
  })
  .meta({ id: 'ReportResponse' });
export type ReportResponse = z.infer<typeof ReportResponse>;

export const PRINTER_STATES = ['ok', 'paperNearEnd', 'paperOut', 'coverOpen', 'offline', 'unknown'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/**
 * What a shop terminal says about itself with each heartbeat, worst first: its page kept
 * crashing and it shows the out-of-service screen; it is installing an update; its printer cannot
 * print; or it is working.
 */
export const TERMINAL_STATES = ['outOfService', 'updating', 'printerProblem', 'ok'] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];

/** `POST /terminal/heartbeat`: a shop terminal says it is alive, with its printer and queue. */
export const TerminalHeartbeat = z
  .object({
    version: z.string().max(40),
    terminalNo: z.string().max(50).default(''),
    printer: z.enum(PRINTER_STATES),
    queueDepth: z.number().int().min(0).max(1_000_000),
    /** SHA-256 of the terminal's application files, computed at its start (GLI-20) */
    buildHash: z.string().regex(BUILD_HASH_PATTERN).optional(),
    /** the terminal's own state; a build that predates it says nothing and is taken as 'ok' */
    state: z.enum(TERMINAL_STATES).default('ok'),
  })
  .meta({ id: 'TerminalHeartbeat' });
export type TerminalHeartbeat = z.infer<typeof TerminalHeartbeat>;

export const TerminalHeartbeatResponse = z
  .object({
    seenAt: z.string(),
    intervalMs: z.number().int(),
    /** why the terminal may not take bets now (a message key), or null */
    betBlock: z.enum(['terminalBuildNotApproved', 'terminalPrinterFault']).nullable(),
  })
  .meta({ id: 'TerminalHeartbeatResponse' });

/** Why this shop counter may not take bets now (a message key), or null: what the counter shows. */
export const KioskBetBlockAnswer = z
  .object({
    betBlock: z.enum(['terminalBuildNotApproved', 'terminalPrinterFault', 'terminalNotVerified']).nullable(),
  })
  .meta({ id: 'KioskBetBlockAnswer' });

export const TerminalListQuery = Paging.extend({
  keyWord: z.string().max(50).optional(),
});

export const TerminalRow = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    parentName: z.string().nullable(),
    terminalNo: z.string(),
    /** 1 when a heartbeat came within the online window */
    online: z.number().int(),
    lastSeenAt: z.string().nullable(),
    printer: z.enum(PRINTER_STATES),
    /** the state it reported with its last heartbeat */
    state: z.enum(TERMINAL_STATES),
    queueDepth: z.number().int(),
    version: z.string(),
    /** 1 open, 0 closed */
    status: z.number().int(),
    /** the build it reported: approved, unknown, or none reported */
    build: z.enum(['approved', 'unknown', 'none']),
    buildHash: z.string(),
  })
  .meta({ id: 'TerminalRow' });

/** A build of the terminal software the operator approved (GLI-20). */
export const TerminalBuild = z
  .object({
    hash: z.string(),
    version: z.string(),
    note: z.string(),
    approvedBy: z.string().nullable(),
    approvedAt: z.string(),
  })
  .meta({ id: 'TerminalBuild' });
export const TerminalBuildList = z
  .object({ results: z.array(TerminalBuild), totalCount: z.number().int() })
  .meta({ id: 'TerminalBuildList' });
export const TerminalBuildApprove = z
  .object({
    hash: z.string().regex(BUILD_HASH_PATTERN),
    version: z.string().max(40).default(''),
    note: z.string().max(200).default(''),
  })
  .meta({ id: 'TerminalBuildApprove' });
export const TerminalBuildParams = z.object({ hash: z.string().regex(BUILD_HASH_PATTERN) });
export type TerminalRow = z.infer<typeof TerminalRow>;

export const TerminalList = z
  .object({ results: z.array(TerminalRow), totalCount: z.number().int(), online: z.number().int() })
  .meta({ id: 'TerminalList' });

/** How often a terminal sends its heartbeat, and how long after the last one it counts as online. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const ONLINE_WINDOW_MS = 3 * HEARTBEAT_INTERVAL_MS;
