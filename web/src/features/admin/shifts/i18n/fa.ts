import type { ShiftsAdminMessages } from './tr.ts';

const fa: ShiftsAdminMessages = {
  'panel.nav.shifts': 'شیفت‌های صندوق',
  'panel.shifts.filter': 'وضعیت',
  'panel.shifts.all': 'همه',
  'panel.shifts.state.open': 'باز',
  'panel.shifts.state.closed': 'بسته',
  'panel.shifts.state.signedOff': 'تأییدشده',
  'panel.shifts.cashier': 'صندوق‌دار',
  'panel.shifts.terminal': 'شمارهٔ پایانه',
  'panel.shifts.opened': 'گشایش',
  'panel.shifts.float': 'موجودی اولیه',
  'panel.shifts.expected': 'مورد انتظار',
  'panel.shifts.counted': 'شمارش‌شده',
  'panel.shifts.variance': 'مغایرت',
  'panel.shifts.note': 'یادداشت',
  'panel.shifts.signOff': 'تأیید',
  'panel.shifts.signedOffBy': 'تأییدشده توسط {{name}}',
  'panel.shifts.noteMissing': 'در انتظار یادداشت صندوق‌دار',
  'panel.shifts.none': 'شیفتی نیست.',
  'panel.shifts.done': 'شیفت تأیید شد.',
  'panel.shifts.report': 'گزارش',
  'panel.shifts.dayReport': 'گزارش روز',
  'panel.shifts.day': 'روز',
};
export default fa;
