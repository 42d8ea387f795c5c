import type { TerminalsMessages } from './tr.ts';

const kr: TerminalsMessages = {
  'panel.terminals.build': '빌드',
  'panel.terminals.build.approved': '승인됨',
  'panel.terminals.build.unknown': '미승인',
  'panel.terminals.build.none': '보고 안 됨',
  'panel.terminals.approve': '이 빌드 승인',
  'panel.terminals.builds': '승인된 단말기 빌드',
  'panel.terminals.buildsNote': '승인된 빌드로 실행되고 프린터가 정상인 단말기만 베팅을 받습니다.',
  'panel.terminals.revoke': '승인 취소',
  'panel.terminals.noBuilds': '아직 승인된 빌드가 없습니다.',
  'panel.terminals.kiosk': '키오스크',
  'panel.terminals.kiosk.ok': '정상 작동',
  'panel.terminals.kiosk.printerProblem': '프린터 문제',
  'panel.terminals.kiosk.outOfService': '서비스 중단',
  'panel.terminals.kiosk.updating': '업데이트 중',
  'panel.audit.action.terminalBuild.approve': '단말기 빌드 승인됨',
  'panel.audit.action.terminalBuild.revoke': '단말기 빌드 승인 취소됨',
  'panel.audit.kind.terminalBuild': '단말기 빌드',
};
export default kr;
