import type { PayoutApprovalsMessages } from './tr.ts';

const it: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Approvazione pagamenti',
  'panel.approvals.filter': 'Stato',
  'panel.approvals.all': 'Tutti',
  'panel.approvals.status.pending': 'In attesa',
  'panel.approvals.status.approved': 'Approvato',
  'panel.approvals.status.rejected': 'Rifiutato',
  'panel.approvals.ticket': 'Schedina',
  'panel.approvals.shop': 'Punto vendita',
  'panel.approvals.terminal': 'N. terminale',
  'panel.approvals.requested': 'Richiesto',
  'panel.approvals.amount': 'Importo',
  'panel.approvals.decision': 'Decisione',
  'panel.approvals.approve': 'Approva',
  'panel.approvals.refuse': 'Rifiuta',
  'panel.approvals.reason': 'Motivo del rifiuto',
  'panel.approvals.approved': 'Pagamento approvato.',
  'panel.approvals.refused': 'Pagamento rifiutato.',
  'panel.approvals.none': 'Nessun pagamento in attesa.',
};
export default it;
