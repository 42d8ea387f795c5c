import type { FeedAdminMessages } from './tr.ts';

const aa: FeedAdminMessages = {
  'panel.nav.feed': 'تغذية الاحتمالات',
  'feed.simulator':
    'التغذية هي المحاكي المدمج: يصنع مبارياته واحتمالاته بنفسه، فلا يوجد مزوّد أو منتِج لمراقبته.',
  'feed.none': 'لا توجد تغذية مُعدّة: المباريات تأتي من المكتب الخلفي فقط.',
  'feed.notRunning': 'لا يشغّل أي خادم التغذية الآن.',
  'feed.summary':
    'استُلمت {{received}} رسالة؛ وأُسقطت {{stale}} قديمة و{{duplicate}} مكررة و{{invalid}} غير مقروءة.',
  'feed.producer': 'المنتِج',
  'feed.producer.live': 'احتمالات مباشرة',
  'feed.producer.prematch': 'احتمالات ما قبل المباراة',
  'feed.state': 'الحالة',
  'feed.state.up': 'يعمل',
  'feed.state.down': 'متوقف',
  'feed.state.recovering': 'قيد الاستعادة',
  'feed.downSince': 'متوقف منذ',
  'feed.perSecond': 'رسائل/ث',
  'feed.lastMessage': 'آخر رسالة',
  'feed.messages': 'الرسائل',
  'feed.stale': 'قديمة مُسقطة',
  'feed.parked':
    'تعذّر كتابة {{n}} من تسويات المزوّد في قاعدة البيانات، ويُعاد المحاولة كل بضع ثوانٍ (أقدمها منذ {{since}}). آخر خطأ: {{error}}',
  'feed.parkedFailed':
    'لا يمكن تطبيق {{n}} من تسويات المزوّد المحفوظة أبدًا (ليست تسوية، كصفّ كُتب يدويًا)؛ وُسمت بالفشل ولن يُعاد تجربتها. السبب: {{error}}',
  'feed.never': 'لا شيء بعد',
};
export default aa;
