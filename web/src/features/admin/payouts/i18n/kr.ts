import type { PayoutApprovalsMessages } from './tr.ts';

const kr: PayoutApprovalsMessages = {
  'panel.nav.approvals': '지급 승인',
  'panel.approvals.filter': '상태',
  'panel.approvals.all': '전체',
  'panel.approvals.status.pending': '대기 중',
  'panel.approvals.status.approved': '승인됨',
  'panel.approvals.status.rejected': '거절됨',
  'panel.approvals.ticket': '티켓',
  'panel.approvals.shop': '매장',
  'panel.approvals.terminal': '단말기 번호',
  'panel.approvals.requested': '요청 시각',
  'panel.approvals.amount': '금액',
  'panel.approvals.decision': '결정',
  'panel.approvals.approve': '승인',
  'panel.approvals.refuse': '거절',
  'panel.approvals.reason': '거절 사유',
  'panel.approvals.approved': '지급이 승인되었습니다.',
  'panel.approvals.refused': '지급이 거절되었습니다.',
  'panel.approvals.none': '대기 중인 지급이 없습니다.',
};
export default kr;
