import type { PayoutApprovalsMessages } from './tr.ts';

const de: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Auszahlungsfreigaben',
  'panel.approvals.filter': 'Status',
  'panel.approvals.all': 'Alle',
  'panel.approvals.status.pending': 'Wartet',
  'panel.approvals.status.approved': 'Freigegeben',
  'panel.approvals.status.rejected': 'Abgelehnt',
  'panel.approvals.ticket': 'Wettschein',
  'panel.approvals.shop': 'Wettbüro',
  'panel.approvals.terminal': 'Terminal-Nr.',
  'panel.approvals.requested': 'Angefragt',
  'panel.approvals.amount': 'Betrag',
  'panel.approvals.decision': 'Entscheidung',
  'panel.approvals.approve': 'Freigeben',
  'panel.approvals.refuse': 'Ablehnen',
  'panel.approvals.reason': 'Grund der Ablehnung',
  'panel.approvals.approved': 'Auszahlung freigegeben.',
  'panel.approvals.refused': 'Auszahlung abgelehnt.',
  'panel.approvals.none': 'Keine wartenden Auszahlungen.',
};
export default de;
