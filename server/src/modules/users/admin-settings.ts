import { toMinor, toThousandths } from '@bet/shared';
import type { AdminUserSettings, LimitSet, Permissions, Products } from '@bet/shared';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { isManager } from './roles.ts';
import type { StoredLimitSet, StoredLimits } from './user-defaults.ts';
import type { UserRow } from './user-profile.ts';

type Current = Pick<UserRow, 'limits' | 'products' | 'permissions'>;

function toStoredLimit(l: LimitSet): StoredLimitSet {
  const s = {
    minTip: l.minTip,
    minStake: toMinor(l.minStake),
    maxStake: toMinor(l.maxStake),
    maxPay: toMinor(l.maxPay),
    status: l.status,
  };
  if (s.minStake > s.maxStake)
    throw badRequest('limitRangeInvalid', { minStake: l.minStake, maxStake: l.maxStake });
  return s;
}

/**
 * The column changes an admin-API write asks for, after the permission rules: limits and odds caps
 * need the caller's `dealerLimit` (for a dealer) or `userLimit` (for anyone else); a caller cannot
 * grant a dealer permission it does not hold itself. Administrators may do all of it.
 */
export function settingsPatch(
  caller: AuthUser,
  targetRole: string,
  body: AdminUserSettings,
  current: Current,
): Record<string, string | number> {
  const admin = caller.role === 'admin';
  const touchesLimits =
    body.limits !== undefined ||
    body.minOdds !== undefined ||
    body.maxOdds !== undefined ||
    body.maxOddsCoupon !== undefined ||
    body.bonus !== undefined ||
    body.system !== undefined ||
    body.staketype !== undefined ||
    body.userOpenLimit !== undefined;
  if (touchesLimits && !admin) {
    const needed = isManager(targetRole) ? 'dealerLimit' : 'userLimit';
    if (caller.permissions[needed] !== 1) throw forbidden('noLimitPermission');
  }
  const set: Record<string, string | number> = {};
  if (body.limits) {
    const limits = JSON.parse(current.limits) as StoredLimits;
    for (const [kind, l] of Object.entries(body.limits))
      if (l) limits[kind as keyof StoredLimits] = toStoredLimit(l);
    set['limits'] = JSON.stringify(limits);
  }
  if (body.products) {
    const products = { ...(JSON.parse(current.products) as Products), ...body.products };
    set['products'] = JSON.stringify(products);
  }
  if (body.permissions) {
    if (!admin)
      for (const [k, v] of Object.entries(body.permissions))
        if (v === 1 && caller.permissions[k as keyof Permissions] !== 1) throw forbidden('noPermission');
    set['permissions'] = JSON.stringify({
      ...(JSON.parse(current.permissions) as Permissions),
      ...body.permissions,
    });
  }
  if (body.minOdds !== undefined) set['min_odds_milli'] = toThousandths(body.minOdds);
  if (body.maxOdds !== undefined) set['max_odds_milli'] = toThousandths(body.maxOdds);
  if ((set['min_odds_milli'] ?? 0) > (set['max_odds_milli'] ?? Infinity))
    throw badRequest('limitRangeInvalid');
  if (body.maxOddsCoupon !== undefined) set['max_odds_coupon_milli'] = toThousandths(body.maxOddsCoupon);
  if (body.userOpenLimit !== undefined) set['user_open_limit'] = body.userOpenLimit;
  if (body.onlineUser !== undefined) set['online_user'] = body.onlineUser;
  if (body.transfersBlocked !== undefined) set['transfers_blocked'] = body.transfersBlocked;
  if (body.staketype !== undefined) set['staketype'] = body.staketype;
  if (body.system !== undefined) set['system_status'] = body.system;
  if (body.bonus !== undefined) set['bonus'] = JSON.stringify(body.bonus);
  return set;
}
