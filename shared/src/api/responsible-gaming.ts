import { z } from 'zod';
import { ApiAmount, ApiIdParam, Paging } from './common.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import { RG_LIMIT_KINDS, RG_LIMIT_PERIODS, MAX_RG_LIMIT_AMOUNT } from '../responsible-gaming/limits.ts';
import { SELF_EXCLUSION_LENGTHS, TIME_OUT_LENGTHS } from '../responsible-gaming/exclusions.ts';
import { REALITY_CHECK_MINUTES } from '../responsible-gaming/reality-check.ts';

export const RgLimitKindSchema = z.enum(RG_LIMIT_KINDS);
export const RgLimitPeriodSchema = z.enum(RG_LIMIT_PERIODS);

/**
 * A limit's amount in major units: more than zero, at most MAX_RG_LIMIT_AMOUNT minor units. Zod runs
 * this check even when ApiAmount's own checks failed, so it must not throw on what they refuse.
 */
const LimitAmount = ApiAmount.refine((n) => n > 0 && Math.round(n * MINOR_PER_MAJOR) <= MAX_RG_LIMIT_AMOUNT, {
  message: 'out of range',
});

/** One limit slot of the player, as the account page shows it (amounts in major units, times ISO). */
export const RgLimitView = z
  .object({
    kind: RgLimitKindSchema,
    period: RgLimitPeriodSchema,
    currency: z.string(),
    /** null: no limit in force */
    amount: z.number().nullable(),
    /** what the period has used so far (deposits, stakes, or stakes minus returns) */
    used: z.number(),
    periodEndsAt: z.string(),
    pending: z
      .object({
        /** null: the request removes the limit */
        amount: z.number().nullable(),
        requestedAt: z.string(),
        appliesAt: z.string(),
        expiresAt: z.string(),
        state: z.enum(['coolingOff', 'confirmable']),
      })
      .nullable(),
  })
  .meta({ id: 'RgLimitView' });
export type RgLimitView = z.infer<typeof RgLimitView>;

export const RgExclusionView = z
  .object({
    type: z.enum(['timeOut', 'selfExclusion']),
    startsAt: z.string(),
    /** null: permanent */
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'RgExclusionView' });
export type RgExclusionView = z.infer<typeof RgExclusionView>;

export const RgState = z
  .object({
    limits: z.array(RgLimitView),
    exclusion: RgExclusionView.nullable(),
    coolingOffHours: z.number(),
    raiseAtPeriodEnd: z.boolean(),
    confirmDays: z.number(),
  })
  .meta({ id: 'RgState' });
export type RgState = z.infer<typeof RgState>;

/** The player sets, lowers, raises (amount) or removes (null) one limit. */
export const RgLimitSet = z
  .object({ kind: RgLimitKindSchema, period: RgLimitPeriodSchema, amount: LimitAmount.nullable() })
  .meta({ id: 'RgLimitSet' });
export type RgLimitSet = z.infer<typeof RgLimitSet>;

/** Names a limit slot whose pending change is confirmed or withdrawn. */
export const RgLimitSlot = z
  .object({ kind: RgLimitKindSchema, period: RgLimitPeriodSchema })
  .meta({ id: 'RgLimitSlot' });
export type RgLimitSlot = z.infer<typeof RgLimitSlot>;

/** What a limit change did: applied now, or waits for the cooling-off and the player's confirmation. */
export const RgLimitSetAnswer = z
  .object({ outcome: z.enum(['applied', 'pending', 'unchanged']), state: RgState })
  .meta({ id: 'RgLimitSetAnswer' });
export type RgLimitSetAnswer = z.infer<typeof RgLimitSetAnswer>;

/** A time-out or self-exclusion; `confirm` must be true (the page asks first). */
export const RgExclusionRequest = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('timeOut'), length: z.enum(TIME_OUT_LENGTHS), confirm: z.literal(true) }),
    z.object({
      type: z.literal('selfExclusion'),
      length: z.enum(SELF_EXCLUSION_LENGTHS),
      confirm: z.literal(true),
    }),
  ])
  .meta({ id: 'RgExclusionRequest' });
export type RgExclusionRequest = z.infer<typeof RgExclusionRequest>;

export const RgExclusionAnswer = z
  .object({ exclusion: RgExclusionView, refundedCoupons: z.number().int() })
  .meta({ id: 'RgExclusionAnswer' });
export type RgExclusionAnswer = z.infer<typeof RgExclusionAnswer>;

export const RgUserParams = z.object({ userId: ApiIdParam });

/** A dealer or administrator lowers (or first sets) a player's limit: never raises; a reason is required. */
export const RgAdminLimitLower = z
  .object({
    kind: RgLimitKindSchema,
    period: RgLimitPeriodSchema,
    amount: LimitAmount,
    reason: z.string().trim().min(3).max(500),
  })
  .meta({ id: 'RgAdminLimitLower' });
export type RgAdminLimitLower = z.infer<typeof RgAdminLimitLower>;

/** The back office's list of players: by name, and only those with limits, waiting changes or an exclusion. */
export const RgPlayersQuery = Paging.extend({
  userName: z.string().max(50).optional(),
  only: z.enum(['limits', 'pending', 'excluded']).optional(),
});
export type RgPlayersQuery = z.infer<typeof RgPlayersQuery>;

export const RgPlayerRow = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    currency: z.string(),
    /** limits in force in the player's currency */
    limits: z.number().int(),
    /** loosenings waiting for their cooling-off or the player's confirmation */
    pending: z.number().int(),
    exclusion: RgExclusionView.nullable(),
  })
  .meta({ id: 'RgPlayerRow' });

export const RgPlayerList = z
  .object({ results: z.array(RgPlayerRow), totalCount: z.number().int() })
  .meta({ id: 'RgPlayerList' });
export type RgPlayerList = z.infer<typeof RgPlayerList>;

/** One responsible gaming entry of a player's audit trail (amounts in major units). */
export const RgHistoryEntry = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actorName: z.string().nullable(),
    createdAt: z.string(),
    reason: z.string(),
    kind: RgLimitKindSchema.nullable(),
    period: RgLimitPeriodSchema.nullable(),
    amountBefore: z.number().nullable(),
    amountAfter: z.number().nullable(),
    /** a time-out's or self-exclusion's length */
    length: z.string().nullable(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'RgHistoryEntry' });

export const RgHistory = z.object({ results: z.array(RgHistoryEntry) }).meta({ id: 'RgHistory' });
export type RgHistory = z.infer<typeof RgHistory>;

/**
 * The session as a reality check shows it: how long it has run, what was staked and came back in
 * it (major units), and the interval in force (minutes, 0: none), the player's own and the site's.
 */
export const RgSession = z
  .object({
    sessionStartedAt: z.string(),
    staked: z.number(),
    returned: z.number(),
    /** returned minus staked: negative when the session lost */
    net: z.number(),
    currency: z.string(),
    minutes: z.number().int(),
    ownMinutes: z.number().int().nullable(),
    siteMinutes: z.number().int(),
    /** the player has no deposit limit and was not yet asked to set one (registration or first deposit) */
    askDepositLimit: z.boolean(),
  })
  .meta({ id: 'RgSession' });
export type RgSession = z.infer<typeof RgSession>;

/** The player's own reality check interval; null goes back to the site's. */
export const RgRealityCheckSet = z
  .object({ minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))).nullable() })
  .meta({ id: 'RgRealityCheckSet' });
export type RgRealityCheckSet = z.infer<typeof RgRealityCheckSet>;
