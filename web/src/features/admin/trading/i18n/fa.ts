import type { TradingMessages } from './tr.ts';

const fa: TradingMessages = {
  'panel.nav.tradingLimits': 'محدودیت‌های شرط',
  'limits.formTitle': 'افزودن یا تغییر محدودیت',
  'limits.help':
    'محدودیت برای ورزش، لیگ، مسابقه، نوع بازار یا بازیکن؛ هنگام ثبت کوپن سخت‌گیرانه‌ترین اعمال می‌شود. محدودیت هر مسابقهٔ سایت (match_stake_limit) پیش‌فرض می‌ماند.',
  'limits.scope': 'دامنه',
  'limits.scope.sport': 'ورزش',
  'limits.scope.league': 'لیگ',
  'limits.scope.match': 'مسابقه',
  'limits.scope.marketType': 'نوع بازار',
  'limits.scope.player': 'بازیکن',
  'limits.targetId': 'شناسه (ID)',
  'limits.target': 'هدف',
  'limits.maxStake': 'حداکثر شرط',
  'limits.maxPay': 'حداکثر پرداخت',
  'limits.matchTotal': 'مجموع هر مسابقه',
  'limits.stakeFactor': 'ضریب شرط',
  'limits.emptyHint':
    'مبلغ خالی به محدودیت‌های دیگر واگذار می‌شود؛ ضریب ۰٫۵ همهٔ محدودیت‌های بازیکن را نصف می‌کند.',
  'limits.invalid': 'شناسه عدد صحیح است، مبلغ‌ها صفر یا بیشتر (حداکثر ۲ رقم اعشار)، ضریب از ۰٫۰۱ تا ۱۰.',
  'limits.save': 'ذخیره',
  'limits.saved': 'محدودیت {{name}} ذخیره شد؛ کوپن بعدی تابع آن است.',
  'limits.removed': 'محدودیت {{name}} حذف شد.',
  'limits.listTitle': 'محدودیت‌ها',
  'limits.none': 'هنوز محدودیتی نیست.',
  'limits.updated': 'به‌روزرسانی',
  'limits.actions': 'عملیات',
  'limits.edit': 'ویرایش',
  'limits.editOf': 'ویرایش {{name}}',
  'limits.remove': 'حذف',
  'limits.removeOf': 'حذف {{name}}',
};
export default fa;
