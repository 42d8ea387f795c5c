import type { IntegrityMessages } from './tr.ts';

const aa: IntegrityMessages = {
  'panel.integrity.verify': 'التحقق من سجل التدقيق',
  'panel.integrity.verifying': 'جارٍ فحص سجل التدقيق…',
  'panel.integrity.verifyOk': 'سجل التدقيق سليم: تم فحص {{count}} صفًا، منها {{archived}} في الأرشيف.',
  'panel.integrity.verifyBroken':
    'سجل التدقيق منقطع عند الصف {{seq}}: {{what}}. الصفوف الـ {{count}} التي قبله سليمة.',
  'panel.integrity.break.missing': 'تم حذف الصف',
  'panel.integrity.break.hash': 'تم تعديل الصف',
  'panel.integrity.break.link': 'الصف لا يتبع الصف الذي قبله (أُعيدت كتابة ذلك الصف أو يظهر صف مرتين)',
  'panel.integrity.break.tail': 'تم حذف أحدث الصفوف أو إعادة كتابتها',
  'panel.integrity.archiveBroken': 'أرشيف الرهانات لا يطابق ما سجّله عنه سجل التدقيق.',
  'panel.integrity.failed.title': 'محاولات الدخول الفاشلة في آخر 24 ساعة: {{count}}',
  'panel.integrity.failed.perHour': 'محاولات الدخول الفاشلة لكل ساعة',
  'panel.integrity.failed.ips': 'العناوين الأكثر محاولة',
  'panel.integrity.failed.names': 'أسماء المستخدمين الأكثر تجربة',
  'panel.integrity.failed.none': 'لا يوجد.',
  'panel.integrity.wagers.title': 'سجلات الرهانات (GLI-33)',
  'panel.audit.kind.wagers': 'سجلات الرهانات',
  'panel.integrity.wagers.note':
    'القسائم المقبولة في هذه الأيام، بما فيها الأرشيف (أيام المنطقة الزمنية للموقع).',
  'panel.integrity.wagers.csv': 'تنزيل CSV',
  'panel.integrity.wagers.json': 'تنزيل JSON',
  'panel.audit.action.wagers.archive': 'تمت أرشفة سجلات الرهانات',
  'panel.audit.action.auth.login': 'تسجيل الدخول',
  'panel.audit.action.auth.loginFailed': 'محاولة دخول فاشلة',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'أُلغي السحب في المتجر',
  'panel.audit.action.auth.handTerminalRevoked': 'أُلغيت صلاحية الجهاز المحمول',
  'panel.audit.action.payment.approve': 'تمت الموافقة على طلب الدفع',
  'panel.audit.action.payment.reject': 'تم رفض طلب الدفع',
  'panel.audit.action.rg.timeOut': 'استراحة',
  'panel.audit.action.rg.realityCheck': 'تم تغيير فترة التذكير بمدة اللعب',
  'panel.audit.action.paymentCategory.create': 'تم إنشاء فئة دفع',
  'panel.audit.action.paymentCategory.update': 'تم تعديل فئة دفع',
  'panel.audit.action.paymentMethod.create': 'تم إنشاء طريقة دفع',
  'panel.audit.action.paymentMethod.update': 'تم تعديل طريقة دفع',
};
export default aa;
