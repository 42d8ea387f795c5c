import type { TerminalsMessages } from './tr.ts';

const fa: TerminalsMessages = {
  'panel.terminals.build': 'نسخه',
  'panel.terminals.build.approved': 'تأییدشده',
  'panel.terminals.build.unknown': 'تأییدنشده',
  'panel.terminals.build.none': 'گزارش نشده',
  'panel.terminals.approve': 'تأیید این نسخه',
  'panel.terminals.builds': 'نسخه‌های تأییدشدهٔ پایانه',
  'panel.terminals.buildsNote': 'فقط پایانه‌هایی که نسخهٔ تأییدشده دارند و چاپگرشان سالم است شرط می‌پذیرند.',
  'panel.terminals.revoke': 'لغو تأیید',
  'panel.terminals.noBuilds': 'هنوز نسخه‌ای تأیید نشده است.',
  'panel.terminals.kiosk': 'کیوسک',
  'panel.terminals.kiosk.ok': 'در حال کار',
  'panel.terminals.kiosk.printerProblem': 'مشکل چاپگر',
  'panel.terminals.kiosk.outOfService': 'خارج از سرویس',
  'panel.terminals.kiosk.updating': 'در حال به‌روزرسانی',
  'panel.audit.action.terminalBuild.approve': 'نسخهٔ پایانه تأیید شد',
  'panel.audit.action.terminalBuild.revoke': 'تأیید نسخهٔ پایانه لغو شد',
  'panel.audit.kind.terminalBuild': 'نسخهٔ پایانه',
};
export default fa;
