import type { IntegrityMessages } from './tr.ts';

const fa: IntegrityMessages = {
  'panel.integrity.verify': 'بررسی گزارش حسابرسی',
  'panel.integrity.verifying': 'در حال بررسی گزارش حسابرسی…',
  'panel.integrity.verifyOk':
    'گزارش حسابرسی سالم است: {{count}} ردیف بررسی شد، {{archived}} ردیف از آن‌ها در بایگانی.',
  'panel.integrity.verifyBroken':
    'گزارش حسابرسی در ردیف {{seq}} شکسته است: {{what}}. {{count}} ردیف پیش از آن سالم است.',
  'panel.integrity.break.missing': 'ردیف حذف شده است',
  'panel.integrity.break.hash': 'ردیف تغییر کرده است',
  'panel.integrity.break.link':
    'ردیف دنبالهٔ ردیف قبلی نیست (آن ردیف بازنویسی شده یا یک ردیف دو بار آمده است)',
  'panel.integrity.break.tail': 'جدیدترین ردیف‌ها حذف یا بازنویسی شده‌اند',
  'panel.integrity.archiveBroken': 'بایگانی شرط‌ها با آنچه گزارش حسابرسی از آن ثبت کرده مطابقت ندارد.',
  'panel.integrity.failed.title': 'ورودهای ناموفق در ۲۴ ساعت گذشته: {{count}}',
  'panel.integrity.failed.perHour': 'ورودهای ناموفق در هر ساعت',
  'panel.integrity.failed.ips': 'نشانی‌هایی که بیشترین تلاش را داشته‌اند',
  'panel.integrity.failed.names': 'نام‌های کاربری که بیشتر امتحان شده‌اند',
  'panel.integrity.failed.none': 'هیچ.',
  'panel.integrity.wagers.title': 'سوابق شرط‌ها (GLI-33)',
  'panel.audit.kind.wagers': 'سوابق شرط‌ها',
  'panel.integrity.wagers.note':
    'کوپن‌های پذیرفته‌شده در این روزها، همراه با بایگانی (روزها به منطقهٔ زمانی سایت).',
  'panel.integrity.wagers.csv': 'دانلود CSV',
  'panel.integrity.wagers.json': 'دانلود JSON',
  'panel.audit.action.wagers.archive': 'سوابق شرط‌ها بایگانی شد',
  'panel.audit.action.auth.login': 'ورود به حساب',
  'panel.audit.action.auth.loginFailed': 'تلاش ناموفق برای ورود',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'برداشت در فروشگاه لغو شد',
  'panel.audit.action.auth.handTerminalRevoked': 'پایانه دستی لغو شد',
  'panel.audit.action.payment.approve': 'درخواست پرداخت تأیید شد',
  'panel.audit.action.payment.reject': 'درخواست پرداخت رد شد',
  'panel.audit.action.rg.timeOut': 'وقفه',
  'panel.audit.action.rg.realityCheck': 'فاصلهٔ یادآوری زمان بازی تغییر کرد',
  'panel.audit.action.paymentCategory.create': 'دستهٔ پرداخت ایجاد شد',
  'panel.audit.action.paymentCategory.update': 'دستهٔ پرداخت تغییر کرد',
  'panel.audit.action.paymentMethod.create': 'روش پرداخت ایجاد شد',
  'panel.audit.action.paymentMethod.update': 'روش پرداخت تغییر کرد',
};
export default fa;
