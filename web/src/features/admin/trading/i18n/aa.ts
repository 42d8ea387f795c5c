import type { TradingMessages } from './tr.ts';

const aa: TradingMessages = {
  'panel.nav.tradingLimits': 'حدود الرهان',
  'limits.formTitle': 'إضافة حد أو تغييره',
  'limits.help':
    'حد على رياضة أو دوري أو مباراة أو نوع سوق أو لاعب؛ يُطبَّق الأشد عند قبول القسيمة. يبقى حد الموقع لكل مباراة (match_stake_limit) هو الافتراضي.',
  'limits.scope': 'النطاق',
  'limits.scope.sport': 'الرياضة',
  'limits.scope.league': 'الدوري',
  'limits.scope.match': 'المباراة',
  'limits.scope.marketType': 'نوع السوق',
  'limits.scope.player': 'اللاعب',
  'limits.targetId': 'المعرّف (ID)',
  'limits.target': 'الهدف',
  'limits.maxStake': 'أقصى رهان',
  'limits.maxPay': 'أقصى دفعة',
  'limits.matchTotal': 'المجموع لكل مباراة',
  'limits.stakeFactor': 'معامل الرهان',
  'limits.emptyHint': 'المبلغ الفارغ يُترك للحدود الأخرى؛ المعامل 0.5 يخفض كل حدود اللاعب إلى النصف.',
  'limits.invalid':
    'المعرّف عدد صحيح، والمبالغ صفر أو أكثر (منزلتان عشريتان على الأكثر)، والمعامل من 0.01 إلى 10.',
  'limits.save': 'حفظ',
  'limits.saved': 'حُفظ الحد لـ {{name}}؛ تخضع له القسيمة التالية.',
  'limits.removed': 'أُزيل حد {{name}}.',
  'limits.listTitle': 'الحدود',
  'limits.none': 'لا توجد حدود بعد.',
  'limits.updated': 'آخر تحديث',
  'limits.actions': 'الإجراءات',
  'limits.edit': 'تعديل',
  'limits.editOf': 'تعديل {{name}}',
  'limits.remove': 'إزالة',
  'limits.removeOf': 'إزالة {{name}}',
};
export default aa;
