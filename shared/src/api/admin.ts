import { z } from 'zod';
import { ApiAmount, ApiCount, ApiId, ApiIdParam, ApiOdd, Paging, PeriodFilter } from './common.ts';
import { BonusSettings, Limits, Permissions, Products, Role } from './accounts.ts';
import { AUDIT_REASONS } from '../reports/audit-reason.ts';

/** Dealer and admin contract (API.md "Dealer and admin"): a caller sees and touches only its subtree. */

export const AdminUserListQuery = Paging.extend({
  parentId: ApiIdParam.optional(),
  role: Role.optional(),
  keyWord: z.string().max(50).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const AdminUser = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    role: Role,
    userType: z.string(),
    parentId: z.number().int().nullable(),
    parentName: z.string().nullable(),
    /** 1 open, 0 closed */
    status: z.number().int(),
    /** 1 active, 0 waiting for activation */
    activated: z.number().int(),
    credit: z.number(),
    /** what the user owes (a result correction took the balance below zero); 0 otherwise */
    owed: z.number(),
    currency: z.string(),
    onlineUser: z.number().int(),
    transfersBlocked: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    limits: Limits,
    products: Products,
    permissions: Permissions,
    userOpenLimit: z.number().int(),
    /** casino stakes a day of the user's subtree, major units; 0 no limit */
    casinoLimit: z.number(),
    minOdds: z.number(),
    maxOdds: z.number(),
    maxOddsCoupon: z.number(),
    staketype: z.number().int(),
    system: z.number().int(),
    bonus: BonusSettings,
    /** the commission rate that applies (basis points): its own, lowered to any dealer's above it */
    commissionBp: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = z
  .object({
    results: z.array(AdminUser),
    totalCount: z.number().int(),
    /** over every user the filter finds (not only this page): how many owe, and how much in all */
    owingUsers: z.number().int(),
    owedTotal: z.number(),
  })
  .meta({ id: 'AdminUserList' });

export const UserIdParams = z.object({ id: ApiIdParam });

/** What a dealer may set on a user of its subtree; absent fields keep their value. */
export const AdminUserSettings = z.object({
  limits: Limits.partial().optional(),
  products: Products.partial().optional(),
  permissions: Permissions.partial().optional(),
  userOpenLimit: ApiCount.optional(),
  onlineUser: z.union([z.literal(0), z.literal(1)]).optional(),
  transfersBlocked: z.union([z.literal(0), z.literal(1)]).optional(),
  staketype: z.number().int().min(0).max(1).optional(),
  minOdds: ApiOdd.refine((n) => n >= 1).optional(),
  maxOdds: ApiOdd.refine((n) => n >= 1).optional(),
  maxOddsCoupon: ApiOdd.optional(),
  system: z.union([z.literal(0), z.literal(1)]).optional(),
  bonus: BonusSettings.optional(),
  /** a dealer's commission on its subtree's positive NGR, in basis points (1250 = 12.5 %); at most the parent's */
  commissionBp: z.number().int().min(0).max(10_000).optional(),
  /**
   * the most casino stakes the user and everyone below it may place in a (UTC) day, major units;
   * 0 is no limit. A bet beyond it is refused: "casino limits full, contact dealer".
   */
  casinoLimit: ApiAmount.refine((n) => n >= 0, { message: 'must not be negative' }).optional(),
});
export type AdminUserSettings = z.infer<typeof AdminUserSettings>;

export const AdminUserCreate = AdminUserSettings.extend({
  userName: z.string().max(50),
  password: z.string().max(200),
  role: Role,
  /** defaults to the caller */
  parentId: ApiId.optional(),
  currency: z.string().length(3).optional(),
  firstName: z.string().max(50).default(''),
  lastName: z.string().max(50).default(''),
  email: z.string().max(100).default(''),
  terminalNo: z.string().max(50).optional(),
}).meta({ id: 'AdminUserCreate' });
export type AdminUserCreate = z.infer<typeof AdminUserCreate>;

export const AdminUserUpdate = AdminUserSettings.meta({ id: 'AdminUserUpdate' });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const AdminPasswordReset = z
  .object({ password: z.string().max(200) })
  .meta({ id: 'AdminPasswordReset' });
export const AdminParentChange = z.object({ parentId: ApiId }).meta({ id: 'AdminParentChange' });

export const CreditRequest = z
  .object({
    amount: ApiAmount.refine((n) => n > 0, { message: 'must be above 0' }),
    /** 'in' gives credit to the user, 'out' takes it back */
    direction: z.enum(['in', 'out']),
    note: z.string().max(200).default(''),
    /**
     * The caller's key of this transfer: sent again with the same request (its answer was lost),
     * it is answered as the first time and moves nothing; with another request, 409
     * idempotencyKeyReused. Without a key, each request is a transfer of its own.
     */
    idempotencyKey: z.string().min(8).max(100).optional(),
  })
  .meta({ id: 'CreditRequest' });
export type CreditRequest = z.infer<typeof CreditRequest>;

export const CreditResponse = z
  .object({
    /** the user's balance after */
    credit: z.number(),
    /** the caller's balance after (null for an admin, who gives from the house) */
    dealerCredit: z.number().nullable(),
  })
  .meta({ id: 'CreditResponse' });
export type CreditResponse = z.infer<typeof CreditResponse>;

export const AuditQuery = Paging.extend({
  ...PeriodFilter.shape,
  actorId: ApiIdParam.optional(),
  targetId: ApiIdParam.optional(),
  action: z.string().max(50).optional(),
  /** part of the user name of who did it or of whom it was done to */
  userName: z.string().max(50).optional(),
  /**
   * the IANA zone whose days a bare date (YYYY-MM-DD) means; without it the caller's `timezone`
   * cookie, else the site's zone
   */
  timezone: z.string().max(64).optional(),
});

/** The audit log's CSV export: the list's filters, every matching row (newest first). */
export const AuditExportQuery = AuditQuery.omit({ offset: true, limit: true });
export type AuditExportQuery = z.infer<typeof AuditExportQuery>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.number().int().nullable(),
    /** the user name when the target is a user */
    targetName: z.string().nullable(),
    /** what was typed as the reason or note of the write ('' when nothing was) */
    reason: z.string(),
    /** a reason from the fixed list (AUDIT_REASONS), as its code; the panel says it in the reader's language */
    reasonCode: z.enum(AUDIT_REASONS).nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });

export const AuditList = z
  .object({ results: z.array(AuditEntry), totalCount: z.number().int() })
  .meta({ id: 'AuditList' });

/** Where the audit chain first breaks: the verification's answer (shared/src/audit/chain.ts). */
export const AuditVerifyResponse = z
  .object({
    ok: z.boolean(),
    /** rows checked before the first break (all when ok) */
    checked: z.number().int(),
    /** of those, rows read from the archive (past the retention period) */
    archived: z.number().int(),
    lastSeq: z.number().int(),
    break: z
      .object({
        seq: z.number().int(),
        id: z.number().int().nullable(),
        /** missing: deleted; hash: edited; link: does not follow the row before; tail: newest rows gone */
        reason: z.enum(['missing', 'hash', 'link', 'tail']),
      })
      .nullable(),
    /** when the broken row was written, where it is still there */
    breakAt: z.string().nullable(),
    /** the wager records moved to the archive, checked against the digests their sweeps' audit rows hold */
    wagerArchive: z.object({
      ok: z.boolean(),
      checked: z.number().int(),
      /** the first archived ticket that no longer matches, or null */
      brokenTicket: z.string().nullable(),
    }),
  })
  .meta({ id: 'AuditVerifyResponse' });

/** A period of wager records (GLI-33) to export; bare dates are days of the site's zone unless `timezone` says. */
export const WagerExportQuery = z
  .object({
    from: z.string().min(1).max(30),
    to: z.string().min(1).max(30),
    format: z.enum(['csv', 'json']).default('csv'),
    timezone: z.string().max(64).optional(),
  })
  .meta({ id: 'WagerExportQuery' });
export type WagerExportQuery = z.infer<typeof WagerExportQuery>;

export const LedgerCheckResponse = z
  .object({
    ok: z.boolean(),
    accounts: z.number().int(),
    mismatches: z.array(z.object({ accountId: z.number().int(), balance: z.number(), sum: z.number() })),
  })
  .meta({ id: 'LedgerCheckResponse' });

/** Failed logins of the last day, so an operator sees guessing (from the audit trail's auth.loginFailed rows). */
export const FailedLoginStats = z
  .object({
    /** the start of the first hour counted (ISO) */
    since: z.string(),
    total: z.number().int(),
    /** 24 hours, oldest first, each from its start (ISO) */
    hours: z.array(z.object({ hour: z.string(), count: z.number().int() })),
    /** the addresses with the most, most first (at most 10) */
    ips: z.array(z.object({ ip: z.string(), count: z.number().int() })),
    /** the user names tried most, most first (at most 10) */
    userNames: z.array(z.object({ userName: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'FailedLoginStats' });
