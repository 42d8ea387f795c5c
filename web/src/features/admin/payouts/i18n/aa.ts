import type { PayoutApprovalsMessages } from './tr.ts';

const aa: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'الموافقة على المدفوعات',
  'panel.approvals.filter': 'الحالة',
  'panel.approvals.all': 'الكل',
  'panel.approvals.status.pending': 'قيد الانتظار',
  'panel.approvals.status.approved': 'تمت الموافقة',
  'panel.approvals.status.rejected': 'مرفوض',
  'panel.approvals.ticket': 'التذكرة',
  'panel.approvals.shop': 'المحل',
  'panel.approvals.terminal': 'رقم الجهاز',
  'panel.approvals.requested': 'طُلب',
  'panel.approvals.amount': 'المبلغ',
  'panel.approvals.decision': 'القرار',
  'panel.approvals.approve': 'موافقة',
  'panel.approvals.refuse': 'رفض',
  'panel.approvals.reason': 'سبب الرفض',
  'panel.approvals.approved': 'تمت الموافقة على الدفع.',
  'panel.approvals.refused': 'رُفض الدفع.',
  'panel.approvals.none': 'لا مدفوعات قيد الانتظار.',
};
export default aa;
