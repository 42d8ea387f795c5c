import type { PayoutApprovalsMessages } from './tr.ts';

const nl: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Goedkeuring uitbetalingen',
  'panel.approvals.filter': 'Status',
  'panel.approvals.all': 'Alle',
  'panel.approvals.status.pending': 'Wacht',
  'panel.approvals.status.approved': 'Goedgekeurd',
  'panel.approvals.status.rejected': 'Geweigerd',
  'panel.approvals.ticket': 'Ticket',
  'panel.approvals.shop': 'Winkel',
  'panel.approvals.terminal': 'Terminalnr.',
  'panel.approvals.requested': 'Aangevraagd',
  'panel.approvals.amount': 'Bedrag',
  'panel.approvals.decision': 'Besluit',
  'panel.approvals.approve': 'Goedkeuren',
  'panel.approvals.refuse': 'Weigeren',
  'panel.approvals.reason': 'Reden van weigering',
  'panel.approvals.approved': 'Uitbetaling goedgekeurd.',
  'panel.approvals.refused': 'Uitbetaling geweigerd.',
  'panel.approvals.none': 'Geen wachtende uitbetalingen.',
};
export default nl;
