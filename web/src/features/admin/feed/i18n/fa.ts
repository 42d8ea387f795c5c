import type { FeedAdminMessages } from './tr.ts';

const fa: FeedAdminMessages = {
  'panel.nav.feed': 'فید ضرایب',
  'feed.simulator':
    'فید، شبیه‌ساز داخلی است: بازی‌ها و ضرایب را خودش می‌سازد، پس تأمین‌کننده یا تولیدکننده‌ای برای پایش نیست.',
  'feed.none': 'هیچ فیدی تنظیم نشده است: بازی‌ها فقط از پنل مدیریت می‌آیند.',
  'feed.notRunning': 'اکنون هیچ سروری فید را اجرا نمی‌کند.',
  'feed.summary':
    '{{received}} پیام دریافت شد؛ {{stale}} پیام کهنه، {{duplicate}} تکراری و {{invalid}} ناخوانا کنار گذاشته شد.',
  'feed.producer': 'تولیدکننده',
  'feed.producer.live': 'ضرایب زنده',
  'feed.producer.prematch': 'ضرایب پیش از بازی',
  'feed.state': 'وضعیت',
  'feed.state.up': 'فعال',
  'feed.state.down': 'از کار افتاده',
  'feed.state.recovering': 'در حال بازیابی',
  'feed.downSince': 'از کار افتاده از',
  'feed.perSecond': 'پیام/ثانیه',
  'feed.lastMessage': 'آخرین پیام',
  'feed.messages': 'پیام‌ها',
  'feed.stale': 'کهنهٔ کنارگذاشته',
  'feed.parked':
    '{{n}} تسویهٔ ارائه‌دهنده در پایگاه داده نوشته نشد و هر چند ثانیه دوباره امتحان می‌شود (قدیمی‌ترین از {{since}}). آخرین خطا: {{error}}',
  'feed.parkedFailed':
    '{{n}} تسویهٔ نگه‌داشته‌شدهٔ ارائه‌دهنده هرگز قابل اعمال نیست (تسویه نیست، مثلاً ردیفی که دستی نوشته شده)؛ ناموفق علامت خورد و دیگر امتحان نمی‌شود. علت: {{error}}',
  'feed.never': 'هنوز هیچ',
};
export default fa;
