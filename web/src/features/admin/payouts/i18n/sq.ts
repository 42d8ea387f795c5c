import type { PayoutApprovalsMessages } from './tr.ts';

const sq: PayoutApprovalsMessages = {
  'panel.nav.approvals': 'Miratimi i pagesave',
  'panel.approvals.filter': 'Gjendja',
  'panel.approvals.all': 'Të gjitha',
  'panel.approvals.status.pending': 'Në pritje',
  'panel.approvals.status.approved': 'Miratuar',
  'panel.approvals.status.rejected': 'Refuzuar',
  'panel.approvals.ticket': 'Bileta',
  'panel.approvals.shop': 'Pika',
  'panel.approvals.terminal': 'Nr. i terminalit',
  'panel.approvals.requested': 'Kërkuar',
  'panel.approvals.amount': 'Shuma',
  'panel.approvals.decision': 'Vendimi',
  'panel.approvals.approve': 'Mirato',
  'panel.approvals.refuse': 'Refuzo',
  'panel.approvals.reason': 'Arsyeja e refuzimit',
  'panel.approvals.approved': 'Pagesa u miratua.',
  'panel.approvals.refused': 'Pagesa u refuzua.',
  'panel.approvals.none': 'Asnjë pagesë në pritje.',
};
export default sq;
