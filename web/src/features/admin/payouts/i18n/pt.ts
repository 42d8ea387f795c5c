import type { PayoutApprovalsMessages } from './tr.ts';

const pt: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Aprovação de pagamentos',
  'panel.approvals.filter': 'Estado',
  'panel.approvals.all': 'Todos',
  'panel.approvals.status.pending': 'Em espera',
  'panel.approvals.status.approved': 'Aprovado',
  'panel.approvals.status.rejected': 'Recusado',
  'panel.approvals.ticket': 'Bilhete',
  'panel.approvals.shop': 'Loja',
  'panel.approvals.terminal': 'N.º do terminal',
  'panel.approvals.requested': 'Pedido',
  'panel.approvals.amount': 'Montante',
  'panel.approvals.decision': 'Decisão',
  'panel.approvals.approve': 'Aprovar',
  'panel.approvals.refuse': 'Recusar',
  'panel.approvals.reason': 'Motivo da recusa',
  'panel.approvals.approved': 'Pagamento aprovado.',
  'panel.approvals.refused': 'Pagamento recusado.',
  'panel.approvals.none': 'Nenhum pagamento em espera.',
};
export default pt;
