import type { PayoutApprovalsMessages } from './tr.ts';

const iq: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Pejirandina dayînan',
  'panel.approvals.filter': 'Rewş',
  'panel.approvals.all': 'Hemû',
  'panel.approvals.status.pending': 'Li benda',
  'panel.approvals.status.approved': 'Pejirandî',
  'panel.approvals.status.rejected': 'Redkirî',
  'panel.approvals.ticket': 'Bilêt',
  'panel.approvals.shop': 'Firotgeh',
  'panel.approvals.terminal': 'Hejmara termînalê',
  'panel.approvals.requested': 'Hatî xwestin',
  'panel.approvals.amount': 'Mîqdar',
  'panel.approvals.decision': 'Biryar',
  'panel.approvals.approve': 'Bipejirîne',
  'panel.approvals.refuse': 'Red bike',
  'panel.approvals.reason': 'Sedema redkirinê',
  'panel.approvals.approved': 'Dayîn hat pejirandin.',
  'panel.approvals.refused': 'Dayîn hat redkirin.',
  'panel.approvals.none': 'Dayîneke li benda tune.',
};
export default iq;
