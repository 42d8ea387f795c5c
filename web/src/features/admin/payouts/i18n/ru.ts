import type { PayoutApprovalsMessages } from './tr.ts';

const ru: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Одобрение выплат',
  'panel.approvals.filter': 'Состояние',
  'panel.approvals.all': 'Все',
  'panel.approvals.status.pending': 'Ожидает',
  'panel.approvals.status.approved': 'Одобрено',
  'panel.approvals.status.rejected': 'Отклонено',
  'panel.approvals.ticket': 'Купон',
  'panel.approvals.shop': 'Точка',
  'panel.approvals.terminal': '№ терминала',
  'panel.approvals.requested': 'Запрошено',
  'panel.approvals.amount': 'Сумма',
  'panel.approvals.decision': 'Решение',
  'panel.approvals.approve': 'Одобрить',
  'panel.approvals.refuse': 'Отклонить',
  'panel.approvals.reason': 'Причина отказа',
  'panel.approvals.approved': 'Выплата одобрена.',
  'panel.approvals.refused': 'Выплата отклонена.',
  'panel.approvals.none': 'Нет ожидающих выплат.',
};
export default ru;
