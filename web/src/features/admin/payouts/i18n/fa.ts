import type { PayoutApprovalsMessages } from './tr.ts';

const fa: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'تأیید پرداخت‌ها',
  'panel.approvals.filter': 'وضعیت',
  'panel.approvals.all': 'همه',
  'panel.approvals.status.pending': 'در انتظار',
  'panel.approvals.status.approved': 'تأیید شد',
  'panel.approvals.status.rejected': 'رد شد',
  'panel.approvals.ticket': 'بلیت',
  'panel.approvals.shop': 'فروشگاه',
  'panel.approvals.terminal': 'شماره پایانه',
  'panel.approvals.requested': 'درخواست شده',
  'panel.approvals.amount': 'مبلغ',
  'panel.approvals.decision': 'تصمیم',
  'panel.approvals.approve': 'تأیید',
  'panel.approvals.refuse': 'رد',
  'panel.approvals.reason': 'دلیل رد',
  'panel.approvals.approved': 'پرداخت تأیید شد.',
  'panel.approvals.refused': 'پرداخت رد شد.',
  'panel.approvals.none': 'پرداختی در انتظار نیست.',
};
export default fa;
