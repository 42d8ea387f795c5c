import type { PayoutApprovalsMessages } from './tr.ts';

const az: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Ödəniş təsdiqləri',
  'panel.approvals.filter': 'Vəziyyət',
  'panel.approvals.all': 'Hamısı',
  'panel.approvals.status.pending': 'Gözləyir',
  'panel.approvals.status.approved': 'Təsdiqləndi',
  'panel.approvals.status.rejected': 'Rədd edildi',
  'panel.approvals.ticket': 'Kupon',
  'panel.approvals.shop': 'Məntəqə',
  'panel.approvals.terminal': 'Terminal nömrəsi',
  'panel.approvals.requested': 'İstənilib',
  'panel.approvals.amount': 'Məbləğ',
  'panel.approvals.decision': 'Qərar',
  'panel.approvals.approve': 'Təsdiqlə',
  'panel.approvals.refuse': 'Rədd et',
  'panel.approvals.reason': 'Rədd səbəbi',
  'panel.approvals.approved': 'Ödəniş təsdiqləndi.',
  'panel.approvals.refused': 'Ödəniş rədd edildi.',
  'panel.approvals.none': 'Gözləyən ödəniş yoxdur.',
};
export default az;
