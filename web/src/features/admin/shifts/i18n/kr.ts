import type { ShiftsAdminMessages } from './tr.ts';

const kr: ShiftsAdminMessages = {
  'panel.nav.shifts': '계산원 근무',
  'panel.shifts.filter': '상태',
  'panel.shifts.all': '전체',
  'panel.shifts.state.open': '열림',
  'panel.shifts.state.closed': '마감',
  'panel.shifts.state.signedOff': '승인됨',
  'panel.shifts.cashier': '계산원',
  'panel.shifts.terminal': '단말기 번호',
  'panel.shifts.opened': '시작',
  'panel.shifts.float': '시재금',
  'panel.shifts.expected': '예상',
  'panel.shifts.counted': '계수',
  'panel.shifts.variance': '차액',
  'panel.shifts.note': '메모',
  'panel.shifts.signOff': '승인',
  'panel.shifts.signedOffBy': '{{name}} 승인',
  'panel.shifts.noteMissing': '계산원의 메모 대기 중',
  'panel.shifts.none': '근무가 없습니다.',
  'panel.shifts.done': '근무가 승인되었습니다.',
  'panel.shifts.report': '보고서',
  'panel.shifts.dayReport': '일일 보고서',
  'panel.shifts.day': '날짜',
};
export default kr;
