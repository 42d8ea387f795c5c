import type { PayoutApprovalsMessages } from './tr.ts';

const en: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Payout approvals',
  'panel.approvals.filter': 'State',
  'panel.approvals.all': 'All',
  'panel.approvals.status.pending': 'Waiting',
  'panel.approvals.status.approved': 'Approved',
  'panel.approvals.status.rejected': 'Refused',
  'panel.approvals.ticket': 'Ticket no.',
  'panel.approvals.shop': 'Shop',
  'panel.approvals.terminal': 'Terminal no.',
  'panel.approvals.requested': 'Requested',
  'panel.approvals.amount': 'Amount',
  'panel.approvals.decision': 'Decision',
  'panel.approvals.approve': 'Approve',
  'panel.approvals.refuse': 'Refuse',
  'panel.approvals.reason': 'Reason for refusal',
  'panel.approvals.approved': 'Payout approved.',
  'panel.approvals.refused': 'Payout refused.',
  'panel.approvals.none': 'No payouts waiting.',
};
export default en;
