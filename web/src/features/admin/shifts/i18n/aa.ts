import type { ShiftsAdminMessages } from './tr.ts';

const aa: ShiftsAdminMessages = {
  'panel.nav.shifts': 'ورديات الصرافين',
  'panel.shifts.filter': 'الحالة',
  'panel.shifts.all': 'الكل',
  'panel.shifts.state.open': 'مفتوحة',
  'panel.shifts.state.closed': 'مغلقة',
  'panel.shifts.state.signedOff': 'معتمدة',
  'panel.shifts.cashier': 'الصراف',
  'panel.shifts.terminal': 'رقم الجهاز',
  'panel.shifts.opened': 'الفتح',
  'panel.shifts.float': 'رصيد البداية',
  'panel.shifts.expected': 'المتوقع',
  'panel.shifts.counted': 'المعدود',
  'panel.shifts.variance': 'الفرق',
  'panel.shifts.note': 'ملاحظة',
  'panel.shifts.signOff': 'اعتماد',
  'panel.shifts.signedOffBy': 'اعتمدها {{name}}',
  'panel.shifts.noteMissing': 'بانتظار ملاحظة الصراف',
  'panel.shifts.none': 'لا توجد ورديات.',
  'panel.shifts.done': 'تم اعتماد الوردية.',
  'panel.shifts.report': 'التقرير',
  'panel.shifts.dayReport': 'تقرير اليوم',
  'panel.shifts.day': 'اليوم',
};
export default aa;
