import type { IntegrityMessages } from './tr.ts';

const kr: IntegrityMessages = {
  'panel.integrity.verify': '감사 기록 검증',
  'panel.integrity.verifying': '감사 기록 확인 중…',
  'panel.integrity.verifyOk':
    '감사 기록이 온전합니다: {{count}}개 행을 확인했으며 그중 {{archived}}개는 보관소에 있습니다.',
  'panel.integrity.verifyBroken':
    '감사 기록이 {{seq}}번째 행에서 끊어졌습니다: {{what}}. 그 앞의 {{count}}개 행은 온전합니다.',
  'panel.integrity.break.missing': '행이 삭제되었습니다',
  'panel.integrity.break.hash': '행이 변경되었습니다',
  'panel.integrity.break.link':
    '행이 앞 행과 이어지지 않습니다(앞 행이 다시 작성되었거나 한 행이 두 번 있습니다)',
  'panel.integrity.break.tail': '가장 최근 행들이 삭제되었거나 다시 작성되었습니다',
  'panel.integrity.archiveBroken': '베팅 보관소가 감사 기록에 남은 내용과 일치하지 않습니다.',
  'panel.integrity.failed.title': '최근 24시간 로그인 실패: {{count}}',
  'panel.integrity.failed.perHour': '시간별 로그인 실패',
  'panel.integrity.failed.ips': '가장 많이 시도한 주소',
  'panel.integrity.failed.names': '가장 많이 시도된 사용자 이름',
  'panel.integrity.failed.none': '없음.',
  'panel.integrity.wagers.title': '베팅 기록 (GLI-33)',
  'panel.audit.kind.wagers': '베팅 기록',
  'panel.integrity.wagers.note': '이 기간에 접수된 쿠폰, 보관분 포함 (사이트 시간대 기준 날짜).',
  'panel.integrity.wagers.csv': 'CSV 다운로드',
  'panel.integrity.wagers.json': 'JSON 다운로드',
  'panel.audit.action.wagers.archive': '베팅 기록 보관됨',
  'panel.audit.action.auth.login': '로그인',
  'panel.audit.action.auth.loginFailed': '로그인 실패',
  'panel.audit.action.payment.shopWithdrawalCancelled': '매장 출금 취소됨',
  'panel.audit.action.auth.handTerminalRevoked': '휴대 단말기 취소됨',
  'panel.audit.action.payment.approve': '결제 요청 승인',
  'panel.audit.action.payment.reject': '결제 요청 거절',
  'panel.audit.action.rg.timeOut': '휴식',
  'panel.audit.action.rg.realityCheck': '게임 시간 알림 간격 변경',
  'panel.audit.action.paymentCategory.create': '결제 분류 생성',
  'panel.audit.action.paymentCategory.update': '결제 분류 변경',
  'panel.audit.action.paymentMethod.create': '결제 수단 생성',
  'panel.audit.action.paymentMethod.update': '결제 수단 변경',
};
export default kr;
