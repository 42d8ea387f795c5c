import type { ShiftsAdminMessages } from './tr.ts';

const az: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Kassir növbələri',
  'panel.shifts.filter': 'Vəziyyət',
  'panel.shifts.all': 'Hamısı',
  'panel.shifts.state.open': 'Açıq',
  'panel.shifts.state.closed': 'Bağlı',
  'panel.shifts.state.signedOff': 'Təsdiqlənib',
  'panel.shifts.cashier': 'Kassir',
  'panel.shifts.terminal': 'Terminal nömrəsi',
  'panel.shifts.opened': 'Açılış',
  'panel.shifts.float': 'Başlanğıc kassa',
  'panel.shifts.expected': 'Gözlənilən',
  'panel.shifts.counted': 'Sayılan',
  'panel.shifts.variance': 'Fərq',
  'panel.shifts.note': 'Qeyd',
  'panel.shifts.signOff': 'Təsdiqlə',
  'panel.shifts.signedOffBy': '{{name}} təsdiqlədi',
  'panel.shifts.noteMissing': 'Kassirin qeydi gözlənilir',
  'panel.shifts.none': 'Növbə yoxdur.',
  'panel.shifts.done': 'Növbə təsdiqləndi.',
  'panel.shifts.report': 'Hesabat',
  'panel.shifts.dayReport': 'Günün hesabatı',
  'panel.shifts.day': 'Gün',
};
export default az;
