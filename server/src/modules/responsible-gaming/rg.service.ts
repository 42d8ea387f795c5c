import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  bindingExclusion,
  confirmRefusal,
  exclusionEnd,
  limitChangeOf,
  lossOf,
  newExclusionAllowed,
  pendingState,
  rgParamsFromSettings,
  rgPeriodEnd,
  rgPeriodStart,
  toMajor,
  toMinor,
  type RgAdminLimitLower,
  type RgExclusionAnswer,
  type RgExclusionRequest,
  type RgLimitSet,
  type RgLimitSetAnswer,
  type RgLimitSlot,
  type RgPendingLimit,
  type RgState,
  type RgParams,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { RgLimitsTable } from '../../db/tables/responsible-gaming.ts';
import { refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { AuthUser, SessionStore } from '../auth/index.ts';
import { readSettings } from '../settings/index.ts';
import { inTransaction } from '../wallet/index.ts';
import { activeExclusion, runningExclusions, usageSince } from './enforcement.ts';

/** What the module needs from the areas above it, passed in by the composition root. */
export interface RgDeps {
  database: Database;
  sessions: SessionStore;
  /** cancels and refunds the player's waiting pre-match coupons whose matches have not started */
  refundUnstartedCoupons(trx: Transaction<DB>, userId: number, now: number, actorId: number): Promise<number>;
}

type LimitRow = Selectable<RgLimitsTable>;

const iso = (ms: number) => new Date(ms).toISOString();

export async function readRgParams(database: Database): Promise<RgParams> {
  return rgParamsFromSettings(await readSettings(database));
}

const pendingOf = (row: LimitRow | undefined): RgPendingLimit | null =>
  row && row.pending === 1
    ? {
        amount: row.pending_amount === null ? null : Number(row.pending_amount),
        requestedAt: Number(row.pending_requested_at),
        appliesAt: Number(row.pending_applies_at),
        expiresAt: Number(row.pending_expires_at),
      }
    : null;

async function limitRow(
  db: Kysely<DB>,
  userId: number,
  currency: string,
  slot: RgLimitSlot,
): Promise<LimitRow | undefined> {
  return db
    .selectFrom('rg_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('kind', '=', slot.kind)
    .where('period', '=', slot.period)
    .executeTakeFirst();
}

interface SlotWrite {
  amount: number | null;
  pending: RgPendingLimit | null;
}

async function writeSlot(
  trx: Kysely<DB>,
  userId: number,
  currency: string,
  slot: RgLimitSlot,
  w: SlotWrite,
): Promise<void> {
  const values = {
    amount: w.amount,
    pending: w.pending ? 1 : 0,
    pending_amount: w.pending?.amount ?? null,
    pending_requested_at: w.pending?.requestedAt ?? null,
    pending_applies_at: w.pending?.appliesAt ?? null,
    pending_expires_at: w.pending?.expiresAt ?? null,
    updated_at: Date.now(),
  };
  await trx
    .insertInto('rg_limits')
    .values({ user_id: userId, currency, kind: slot.kind, period: slot.period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period', 'currency']).doUpdateSet(values))
    .execute();
}

/** The player's whole responsible gaming state as the account page shows it. */
export async function rgState(database: Database, userId: number, currency: string): Promise<RgState> {
  const db = database.db;
  const now = Date.now();
  const params = await readRgParams(database);
  const rows = await db
    .selectFrom('rg_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .execute();
  const usage = new Map(
    await Promise.all(
      RG_LIMIT_PERIODS.map(
        async (p) => [p, await usageSince(db, userId, currency, rgPeriodStart(p, now))] as const,
      ),
    ),
  );
  const limits = RG_LIMIT_KINDS.flatMap((kind) =>
    RG_LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const u = usage.get(period)!;
      const used = kind === 'deposit' ? u.deposits : kind === 'stake' ? u.stakes : lossOf(u);
      const pending = pendingOf(row);
      const state = pending ? pendingState(pending, now) : null;
      return {
        kind,
        period,
        currency,
        amount: row?.amount == null ? null : toMajor(Number(row.amount)),
        used: toMajor(used),
        periodEndsAt: iso(rgPeriodEnd(period, now)),
        pending:
          pending && state !== 'lapsed' && state !== null
            ? {
                amount: pending.amount === null ? null : toMajor(pending.amount),
                requestedAt: iso(pending.requestedAt),
                appliesAt: iso(pending.appliesAt),
                expiresAt: iso(pending.expiresAt),
                state,
              }
            : null,
      };
    }),
  );
  const exclusion = await activeExclusion(db, userId, now);
  return {
    limits,
    exclusion: exclusion
      ? {
          type: exclusion.type,
          startsAt: iso(exclusion.startsAt),
          endsAt: exclusion.endsAt === null ? null : iso(exclusion.endsAt),
        }
      : null,
    coolingOffHours: Math.round(params.coolingOffMs / 3_600_000),
    raiseAtPeriodEnd: params.raiseAtPeriodEnd,
    confirmDays: Math.round(params.confirmWindowMs / 86_400_000),
  };
}

const auditSlot = (slot: RgLimitSlot, currency: string, amount: number | null) => ({
  kind: slot.kind,
  period: slot.period,
  currency,
  amount: amount === null ? null : toMajor(amount),
});

/**
 * The player sets, lowers, raises or removes one of the own limits. A first or lower limit applies
 * at once (and withdraws a waiting loosening); a raise or removal becomes a pending request; the
 * value in force asked again withdraws a pending request. Every change is audited.
 */
export async function setOwnLimit(
  database: Database,
  user: AuthUser,
  body: RgLimitSet,
  ip: string,
): Promise<RgLimitSetAnswer> {
  const params = await readRgParams(database);
  const next = body.amount === null ? null : toMinor(body.amount);
  const outcome = await inTransaction(database, async (trx) => {
    const now = Date.now();
    const row = await limitRow(trx, user.id, user.currency, body);
    const current = row?.amount == null ? null : Number(row.amount);
    const pending = pendingOf(row);
    const change = limitChangeOf(current, next, body.period, now, params);
    const audit = (action: string, after: unknown) =>
      recordAudit(trx, {
        actorId: user.id,
        action,
        targetType: 'user',
        targetId: user.id,
        before: { ...auditSlot(body, user.currency, current), pending: pending?.amount ?? null },
        after,
        ip,
      });
    if (change.kind === 'none') {
      if (!pending) return 'unchanged' as const;
      await writeSlot(trx, user.id, user.currency, body, { amount: current, pending: null });
      await audit('rg.limit.cancelled', auditSlot(body, user.currency, current));
      return 'unchanged' as const;
    }
    if (change.kind === 'immediate') {
      await writeSlot(trx, user.id, user.currency, body, { amount: next, pending: null });
      await audit('rg.limit.set', auditSlot(body, user.currency, next));
      return 'applied' as const;
    }
    const request = {
      amount: next,
      requestedAt: now,
      appliesAt: change.appliesAt,
      expiresAt: change.expiresAt,
    };
    await writeSlot(trx, user.id, user.currency, body, { amount: current, pending: request });
    await audit('rg.limit.requested', {
      ...auditSlot(body, user.currency, next),
      appliesAt: iso(change.appliesAt),
      expiresAt: iso(change.expiresAt),
    });
    return 'pending' as const;
  });
  return { outcome, state: await rgState(database, user.id, user.currency) };
}

/** The player confirms a pending loosening once its cooling-off has passed and before it lapses. */
export async function confirmOwnLimit(
  database: Database,
  user: AuthUser,
  slot: RgLimitSlot,
  ip: string,
): Promise<RgState> {
  const lapsed = await inTransaction(database, async (trx) => {
    const now = Date.now();
    const row = await limitRow(trx, user.id, user.currency, slot);
    const pending = pendingOf(row);
    const refusal = confirmRefusal(pending, now);
    const current = row?.amount == null ? null : Number(row.amount);
    if (refusal === 'rgChangeLapsed') {
      // a lapsed request is gone for good: cleared, then refused below
      await writeSlot(trx, user.id, user.currency, slot, { amount: current, pending: null });
      await recordAudit(trx, {
        actorId: user.id,
        action: 'rg.limit.expired',
        targetType: 'user',
        targetId: user.id,
        before: { ...auditSlot(slot, user.currency, current), pending: pending?.amount ?? null },
        ip,
      });
      return true;
    }
    if (refusal) throw refused(refusal);
    await writeSlot(trx, user.id, user.currency, slot, { amount: pending!.amount, pending: null });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'rg.limit.confirmed',
      targetType: 'user',
      targetId: user.id,
      before: auditSlot(slot, user.currency, current),
      after: auditSlot(slot, user.currency, pending!.amount),
      ip,
    });
    return false;
  });
  if (lapsed) throw refused('rgChangeLapsed');
  return rgState(database, user.id, user.currency);
}

/** The player withdraws a pending loosening; the limit in force stays. */
export async function cancelOwnLimitChange(
  database: Database,
  user: AuthUser,
  slot: RgLimitSlot,
  ip: string,
): Promise<RgState> {
  await inTransaction(database, async (trx) => {
    const row = await limitRow(trx, user.id, user.currency, slot);
    const pending = pendingOf(row);
    if (!pending) throw refused('rgNoPendingChange');
    const current = row?.amount == null ? null : Number(row.amount);
    await writeSlot(trx, user.id, user.currency, slot, { amount: current, pending: null });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'rg.limit.cancelled',
      targetType: 'user',
      targetId: user.id,
      before: { ...auditSlot(slot, user.currency, current), pending: pending.amount },
      after: auditSlot(slot, user.currency, current),
      ip,
    });
  });
  return rgState(database, user.id, user.currency);
}

/**
 * A dealer or administrator lowers (or first sets) a player's limit: it applies at once, withdraws
 * a waiting loosening, and is audited with the reason. Nothing here raises or removes a limit.
 */
export async function lowerPlayerLimit(
  database: Database,
  caller: AuthUser,
  player: { id: number; currency: string },
  body: RgAdminLimitLower,
  ip: string,
): Promise<RgState> {
  const next = toMinor(body.amount);
  await inTransaction(database, async (trx) => {
    const row = await limitRow(trx, player.id, player.currency, body);
    const current = row?.amount == null ? null : Number(row.amount);
    if (current !== null && next >= current) throw refused('rgOnlyLower');
    await writeSlot(trx, player.id, player.currency, body, { amount: next, pending: null });
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'rg.limit.lowered',
      targetType: 'user',
      targetId: player.id,
      before: { ...auditSlot(body, player.currency, current), pending: pendingOf(row)?.amount ?? null },
      after: { ...auditSlot(body, player.currency, next), reason: body.reason },
      ip,
    });
  });
  return rgState(database, player.id, player.currency);
}

/**
 * A time-out or self-exclusion, at once: stored with the refunds of the player's unstarted pre-match
 * coupons in one transaction, then every session and socket of the player ends. One that would end
 * before a running one is refused: nothing shortens an exclusion.
 */
export async function excludeSelf(
  deps: RgDeps,
  user: AuthUser,
  body: RgExclusionRequest,
  ip: string,
): Promise<RgExclusionAnswer> {
  const now = Date.now();
  const endsAt = exclusionEnd(body.length, now);
  const refundedCoupons = await inTransaction(deps.database, async (trx) => {
    const binding = bindingExclusion(await runningExclusions(trx, user.id, now), now);
    if (!newExclusionAllowed(binding, endsAt)) throw refused('rgAlreadyExcluded');
    await trx
      .insertInto('rg_exclusions')
      .values({ user_id: user.id, type: body.type, length: body.length, starts_at: now, ends_at: endsAt })
      .execute();
    const refunded = await deps.refundUnstartedCoupons(trx, user.id, now, user.id);
    await recordAudit(trx, {
      actorId: user.id,
      action: body.type === 'timeOut' ? 'rg.timeOut' : 'rg.selfExclusion',
      targetType: 'user',
      targetId: user.id,
      after: { length: body.length, endsAt: endsAt === null ? null : iso(endsAt), refundedCoupons: refunded },
      ip,
    });
    return refunded;
  });
  await deps.sessions.destroyAllOf(user.id);
  return {
    exclusion: { type: body.type, startsAt: iso(now), endsAt: endsAt === null ? null : iso(endsAt) },
    refundedCoupons,
  };
}
