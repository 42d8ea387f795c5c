import type { IntegrityMessages } from './tr.ts';

const en: IntegrityMessages = {
  'panel.integrity.verify': 'Verify the audit trail',
  'panel.integrity.verifying': 'Checking the audit trail…',
  'panel.integrity.verifyOk':
    'The audit trail is intact: {{count}} rows checked, {{archived}} of them in the archive.',
  'panel.integrity.verifyBroken':
    'The audit trail is broken at row {{seq}}: {{what}}. The {{count}} rows before it are intact.',
  'panel.integrity.break.missing': 'the row was deleted',
  'panel.integrity.break.hash': 'the row was changed',
  'panel.integrity.break.link':
    'the row does not follow the one before it (that one was rewritten, or a row appears twice)',
  'panel.integrity.break.tail': 'the newest rows were deleted or rewritten',
  'panel.integrity.archiveBroken': 'The wager archive does not match what the audit trail recorded of it.',
  'panel.integrity.failed.title': 'Failed logins in the last 24 hours: {{count}}',
  'panel.integrity.failed.perHour': 'Failed logins per hour',
  'panel.integrity.failed.ips': 'Addresses trying most',
  'panel.integrity.failed.names': 'User names tried most',
  'panel.integrity.failed.none': 'None.',
  'panel.integrity.wagers.title': 'Wager records (GLI-33)',
  'panel.audit.kind.wagers': 'Wager records',
  'panel.integrity.wagers.note':
    'Tickets placed on these days, archive included (days of the site’s time zone).',
  'panel.integrity.wagers.csv': 'Download CSV',
  'panel.integrity.wagers.json': 'Download JSON',
  'panel.audit.action.wagers.archive': 'Wager records archived',
  'panel.audit.action.auth.login': 'Logged in',
  'panel.audit.action.auth.loginFailed': 'Failed login attempt',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Shop withdrawal cancelled',
  'panel.audit.action.auth.handTerminalRevoked': 'Handheld terminal revoked',
  'panel.audit.action.payment.approve': 'Payment request approved',
  'panel.audit.action.payment.reject': 'Payment request rejected',
  'panel.audit.action.rg.timeOut': 'Time-out',
  'panel.audit.action.rg.realityCheck': 'Reality check interval changed',
  'panel.audit.action.paymentCategory.create': 'Payment category created',
  'panel.audit.action.paymentCategory.update': 'Payment category changed',
  'panel.audit.action.paymentMethod.create': 'Payment method created',
  'panel.audit.action.paymentMethod.update': 'Payment method changed',
};
export default en;
