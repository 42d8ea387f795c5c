import type { ShiftsAdminMessages } from './tr.ts';

const ru: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Кассовые смены',
  'panel.shifts.filter': 'Состояние',
  'panel.shifts.all': 'Все',
  'panel.shifts.state.open': 'Открыта',
  'panel.shifts.state.closed': 'Закрыта',
  'panel.shifts.state.signedOff': 'Утверждена',
  'panel.shifts.cashier': 'Кассир',
  'panel.shifts.terminal': '№ терминала',
  'panel.shifts.opened': 'Открыта в',
  'panel.shifts.float': 'Размен',
  'panel.shifts.expected': 'Ожидается',
  'panel.shifts.counted': 'Подсчитано',
  'panel.shifts.variance': 'Расхождение',
  'panel.shifts.note': 'Примечание',
  'panel.shifts.signOff': 'Утвердить',
  'panel.shifts.signedOffBy': 'Утвердил {{name}}',
  'panel.shifts.noteMissing': 'Ждёт примечания кассира',
  'panel.shifts.none': 'Смен нет.',
  'panel.shifts.done': 'Смена утверждена.',
  'panel.shifts.report': 'Отчёт',
  'panel.shifts.dayReport': 'Отчёт за день',
  'panel.shifts.day': 'День',
};
export default ru;
