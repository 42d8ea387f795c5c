import { childTerms, commissionAllowed, toMinor, toThousandths } from '@bet/shared';
import type { AdminUserSettings, LimitSet, Permissions, TermsRequest, UserTerms } from '@bet/shared';
import { badRequest, forbidden, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { isManager } from './roles.ts';
import { refuseBeyondParent, termsColumns, termsOfRow } from './terms.ts';
import type { StoredLimitSet, StoredLimits } from './user-defaults.ts';
import type { UserRow } from './user-profile.ts';

type Current = Pick<
  UserRow,
  | 'limits'
  | 'products'
  | 'permissions'
  | 'min_odds_milli'
  | 'max_odds_milli'
  | 'max_odds_coupon_milli'
  | 'system_status'
>;

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
 * grant a dealer permission it does not hold itself. Administrators may do all of it. Limits,
 * products and odds caps never go beyond `bound`, the parent's terms (`null` under the house): asking
 * for more is refused, and what comes from `current` is clamped. A commission rate belongs to
 * dealers only and never goes beyond `commissionBound`, the parent's rate (`null` under the
 * house). `allTerms` writes every terms column (a new user, whose defaults must be clamped too).
 */
export function settingsPatch(
  caller: AuthUser,
  targetRole: string,
  body: AdminUserSettings,
  current: Current,
  bound: UserTerms | null,
  commissionBound: number | null,
  allTerms = false,
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
    body.userOpenLimit !== undefined ||
    body.casinoLimit !== undefined ||
    body.commissionBp !== undefined;
  if (touchesLimits && !admin) {
    const needed = isManager(targetRole) ? 'dealerLimit' : 'userLimit';
    if (caller.permissions[needed] !== 1) throw forbidden('noLimitPermission');
  }
  const set: Record<string, string | number> = {};
  if (body.commissionBp !== undefined) {
    if (!isManager(targetRole) || targetRole === 'admin') throw refused('roleNotAllowed');
    if (!commissionAllowed(commissionBound, body.commissionBp))
      throw refused('limitAboveParent', { field: 'commissionBp', limit: commissionBound });
    set['commission_bp'] = body.commissionBp;
  }
  const request: TermsRequest = {};
  if (body.limits)
    request.limits = Object.fromEntries(
      Object.entries(body.limits).flatMap(([kind, l]) => (l ? [[kind, toStoredLimit(l)]] : [])),
    ) as Partial<StoredLimits>;
  if (body.products) request.products = body.products;
  if (body.minOdds !== undefined) request.minOddsMilli = toThousandths(body.minOdds);
  if (body.maxOdds !== undefined) request.maxOddsMilli = toThousandths(body.maxOdds);
  if (body.maxOddsCoupon !== undefined) request.maxOddsCouponMilli = toThousandths(body.maxOddsCoupon);
  if (body.system !== undefined) request.system = body.system;
  const asked = childTerms(null, termsOfRow(current), request).terms;
  if (asked.minOddsMilli > asked.maxOddsMilli) throw badRequest('limitRangeInvalid');
  const { terms, refusals } = childTerms(bound, termsOfRow(current), request);
  refuseBeyondParent(refusals);
  const columns = termsColumns(terms);
  if (allTerms || request.limits) set['limits'] = columns.limits;
  if (allTerms || request.products) set['products'] = columns.products;
  if (allTerms || request.minOddsMilli !== undefined || request.maxOddsMilli !== undefined) {
    set['min_odds_milli'] = columns.min_odds_milli;
    set['max_odds_milli'] = columns.max_odds_milli;
  }
  if (allTerms || request.maxOddsCouponMilli !== undefined)
    set['max_odds_coupon_milli'] = columns.max_odds_coupon_milli;
  if (allTerms || request.system !== undefined) set['system_status'] = columns.system_status;
  if (body.permissions) {
    if (!admin)
      for (const [k, v] of Object.entries(body.permissions))
        if (v === 1 && caller.permissions[k as keyof Permissions] !== 1) throw forbidden('noPermission');
    set['permissions'] = JSON.stringify({
      ...(JSON.parse(current.permissions) as Permissions),
      ...body.permissions,
    });
  }
  if (body.userOpenLimit !== undefined) set['user_open_limit'] = body.userOpenLimit;
  if (body.casinoLimit !== undefined) set['casino_limit'] = toMinor(body.casinoLimit);
  if (body.onlineUser !== undefined) set['online_user'] = body.onlineUser;
  if (body.transfersBlocked !== undefined) set['transfers_blocked'] = body.transfersBlocked;
  if (body.staketype !== undefined) set['staketype'] = body.staketype;
  if (body.bonus !== undefined) set['bonus'] = JSON.stringify(body.bonus);
  return set;
}
