import type { PayoutApprovalsMessages } from './tr.ts';

const cw: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Aprobashon di pago',
  'panel.approvals.filter': 'Estado',
  'panel.approvals.all': 'Tur',
  'panel.approvals.status.pending': 'Ta warda',
  'panel.approvals.status.approved': 'Aprobá',
  'panel.approvals.status.rejected': 'Rechasá',
  'panel.approvals.ticket': 'Tiket',
  'panel.approvals.shop': 'Tienda',
  'panel.approvals.terminal': 'Number di terminal',
  'panel.approvals.requested': 'Pidí',
  'panel.approvals.amount': 'Suma',
  'panel.approvals.decision': 'Desishon',
  'panel.approvals.approve': 'Aprobá',
  'panel.approvals.refuse': 'Rechasá',
  'panel.approvals.reason': 'Motibu di rechaso',
  'panel.approvals.approved': 'Pago aprobá.',
  'panel.approvals.refused': 'Pago rechasá.',
  'panel.approvals.none': 'No tin pago ta warda.',
};
export default cw;
