import type { PayoutApprovalsMessages } from './tr.ts';

const fr: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Validation des paiements',
  'panel.approvals.filter': 'État',
  'panel.approvals.all': 'Tous',
  'panel.approvals.status.pending': 'En attente',
  'panel.approvals.status.approved': 'Validé',
  'panel.approvals.status.rejected': 'Refusé',
  'panel.approvals.ticket': 'Ticket',
  'panel.approvals.shop': 'Point de vente',
  'panel.approvals.terminal': 'N° de terminal',
  'panel.approvals.requested': 'Demandé',
  'panel.approvals.amount': 'Montant',
  'panel.approvals.decision': 'Décision',
  'panel.approvals.approve': 'Valider',
  'panel.approvals.refuse': 'Refuser',
  'panel.approvals.reason': 'Motif du refus',
  'panel.approvals.approved': 'Paiement validé.',
  'panel.approvals.refused': 'Paiement refusé.',
  'panel.approvals.none': 'Aucun paiement en attente.',
};
export default fr;
