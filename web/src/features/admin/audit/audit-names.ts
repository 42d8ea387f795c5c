import { CATALOGUE_KINDS } from '@bet/shared';

/** The actions the audit log names (`panel.audit.action.*`), in the order the filter offers them. */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.register',
  'user.activate',
  'user.update',
  'user.close',
  'user.reopen',
  'user.changeParent',
  'user.changePassword',
  'user.resetPassword',
  'user.resetPasswordByCode',
  'user.updateProfile',
  'credit.in',
  'credit.out',
  'balance.owed',
  'coupon.sell',
  'coupon.cancel',
  'coupon.void',
  'fixture.create',
  'fixture.move',
  'fixture.suspend',
  'fixture.reopen',
  'market.suspend',
  'market.reopen',
  'odds.set',
  'result.enter',
  'result.correct',
  'result.feed',
  'result.feedIgnored',
  'result.recovered',
  'catalogue.update',
  'settings.update',
  'settings.cacheClear',
  'page.save',
  'banner.create',
  'banner.update',
  'banner.remove',
  'messageTemplate.save',
  'messageTemplate.reset',
  'payout.approve',
  'payout.reject',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'promotion.create',
  'bonusRequest.decide',
  'affiliate.decide',
  'rg.limit.set',
  'rg.limit.requested',
  'rg.limit.confirmed',
  'rg.limit.lowered',
  'rg.limit.cancelled',
  'rg.limit.expired',
  'rg.selfExclusion',
  'rg.timeOut',
  'rg.realityCheck',
  'auth.login',
  'auth.loginFailed',
  'auth.handTerminalRevoked',
  'payment.approve',
  'payment.reject',
  'payment.shopWithdrawalCancelled',
  'paymentCategory.create',
  'paymentCategory.update',
  'paymentMethod.create',
  'paymentMethod.update',
  'wagers.archive',
  'terminalBuild.approve',
  'terminalBuild.revoke',
] as const;

/** The kinds of things the audit log records writes to, besides the sports catalogue's kinds. */
export const AUDIT_TARGET_KINDS = [
  'user',
  'banner',
  'messageTemplate',
  'payoutApproval',
  'match',
  'coupon',
  'announcement',
  'bonusRequest',
  'page',
  'paymentCategory',
  'paymentMethod',
  'promotion',
  'settings',
  'transferRequest',
  'wagers',
  'terminalBuild',
] as const;

const KNOWN_KINDS = new Set<string>([...AUDIT_TARGET_KINDS, ...CATALOGUE_KINDS]);

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** What an entry was done to: a user by name, anything else by its kind's name and id; a kind this version does not name shows as stored. */
export function auditTarget(
  t: Translate,
  e: { targetType: string; targetId: number | null; targetName: string | null },
): string {
  if (e.targetName) return e.targetName;
  const kind = KNOWN_KINDS.has(e.targetType) ? t(`panel.audit.kind.${e.targetType}`) : e.targetType;
  if (e.targetId !== null) return `${kind} #${e.targetId}`;
  return kind || '—';
}
