import type { PayoutApprovalsMessages } from './tr.ts';

const el: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Εγκρίσεις πληρωμών',
  'panel.approvals.filter': 'Κατάσταση',
  'panel.approvals.all': 'Όλες',
  'panel.approvals.status.pending': 'Σε αναμονή',
  'panel.approvals.status.approved': 'Εγκρίθηκε',
  'panel.approvals.status.rejected': 'Απορρίφθηκε',
  'panel.approvals.ticket': 'Δελτίο',
  'panel.approvals.shop': 'Κατάστημα',
  'panel.approvals.terminal': 'Αρ. τερματικού',
  'panel.approvals.requested': 'Ζητήθηκε',
  'panel.approvals.amount': 'Ποσό',
  'panel.approvals.decision': 'Απόφαση',
  'panel.approvals.approve': 'Έγκριση',
  'panel.approvals.refuse': 'Απόρριψη',
  'panel.approvals.reason': 'Αιτία απόρριψης',
  'panel.approvals.approved': 'Η πληρωμή εγκρίθηκε.',
  'panel.approvals.refused': 'Η πληρωμή απορρίφθηκε.',
  'panel.approvals.none': 'Καμία πληρωμή σε αναμονή.',
};
export default el;
