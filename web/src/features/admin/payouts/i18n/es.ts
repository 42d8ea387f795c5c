import type { PayoutApprovalsMessages } from './tr.ts';

const es: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Aprobación de pagos',
  'panel.approvals.filter': 'Estado',
  'panel.approvals.all': 'Todos',
  'panel.approvals.status.pending': 'En espera',
  'panel.approvals.status.approved': 'Aprobado',
  'panel.approvals.status.rejected': 'Rechazado',
  'panel.approvals.ticket': 'Boleto',
  'panel.approvals.shop': 'Local',
  'panel.approvals.terminal': 'N.º de terminal',
  'panel.approvals.requested': 'Solicitado',
  'panel.approvals.amount': 'Importe',
  'panel.approvals.decision': 'Decisión',
  'panel.approvals.approve': 'Aprobar',
  'panel.approvals.refuse': 'Rechazar',
  'panel.approvals.reason': 'Motivo del rechazo',
  'panel.approvals.approved': 'Pago aprobado.',
  'panel.approvals.refused': 'Pago rechazado.',
  'panel.approvals.none': 'No hay pagos en espera.',
};
export default es;
