import type { TerminalsMessages } from './tr.ts';

const az: TerminalsMessages = {
  'panel.terminals.build': 'Versiya',
  'panel.terminals.build.approved': 'Təsdiqlənib',
  'panel.terminals.build.unknown': 'Təsdiqlənməyib',
  'panel.terminals.build.none': 'Bildirilməyib',
  'panel.terminals.approve': 'Bu versiyanı təsdiqlə',
  'panel.terminals.builds': 'Təsdiqlənmiş terminal versiyaları',
  'panel.terminals.buildsNote':
    'Yalnız təsdiqlənmiş versiya ilə işləyən və printeri qaydasında olan terminallar mərc qəbul edir.',
  'panel.terminals.revoke': 'Ləğv et',
  'panel.terminals.noBuilds': 'Hələ təsdiqlənmiş versiya yoxdur.',
  'panel.terminals.kiosk': 'Kiosk',
  'panel.terminals.kiosk.ok': 'İşləyir',
  'panel.terminals.kiosk.printerProblem': 'Printer problemi',
  'panel.terminals.kiosk.outOfService': 'Xidmətdən kənar',
  'panel.terminals.kiosk.updating': 'Yenilənir',
  'panel.handTerminals.title': 'Əl terminalları',
  'panel.handTerminals.device': 'Cihaz',
  'panel.handTerminals.lastSeen': 'Son görünmə',
  'panel.handTerminals.signedIn': 'Daxil olub',
  'panel.handTerminals.signedOut': 'Çıxış edib',
  'panel.handTerminals.revokedBy': '{{when}} tarixində {{who}} tərəfindən ləğv edilib',
  'panel.handTerminals.revoke': 'Girişi ləğv et',
  'panel.handTerminals.confirm': '{{name}} indi ləğv et',
  'panel.handTerminals.none': 'Hələ heç bir əl terminalı daxil olmayıb.',
  'panel.handTerminals.failed': 'Əl terminalı ləğv edilmədi, yenidən cəhd edin.',
  'panel.audit.action.terminalBuild.approve': 'Terminal versiyası təsdiqləndi',
  'panel.audit.action.terminalBuild.revoke': 'Terminal versiyasının təsdiqi ləğv edildi',
  'panel.audit.kind.terminalBuild': 'Terminal versiyası',
};
export default az;
