import type { TerminalsMessages } from './tr.ts';

const aa: TerminalsMessages = {
  'panel.terminals.build': 'الإصدار',
  'panel.terminals.build.approved': 'معتمد',
  'panel.terminals.build.unknown': 'غير معتمد',
  'panel.terminals.build.none': 'لم يُبلَّغ',
  'panel.terminals.approve': 'اعتماد هذا الإصدار',
  'panel.terminals.builds': 'إصدارات المحطات المعتمدة',
  'panel.terminals.buildsNote': 'لا تقبل الرهانات إلا المحطات التي تعمل بإصدار معتمد وطابعتها سليمة.',
  'panel.terminals.revoke': 'إلغاء الاعتماد',
  'panel.terminals.noBuilds': 'لا يوجد إصدار معتمد بعد.',
  'panel.terminals.kiosk': 'الكشك',
  'panel.terminals.kiosk.ok': 'يعمل',
  'panel.terminals.kiosk.printerProblem': 'مشكلة في الطابعة',
  'panel.terminals.kiosk.outOfService': 'خارج الخدمة',
  'panel.terminals.kiosk.updating': 'جارٍ التحديث',
  'panel.audit.action.terminalBuild.approve': 'تم اعتماد إصدار محطة',
  'panel.audit.action.terminalBuild.revoke': 'تم إلغاء اعتماد إصدار محطة',
  'panel.audit.kind.terminalBuild': 'إصدار المحطة',
};
export default aa;
