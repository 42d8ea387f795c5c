/** The terminals page's build verification texts (GLI-20), in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.terminals.build': 'Yazılım',
  'panel.terminals.build.approved': 'Onaylı',
  'panel.terminals.build.unknown': 'Onaysız',
  'panel.terminals.build.none': 'Bildirilmedi',
  'panel.terminals.approve': 'Bu yazılımı onayla',
  'panel.terminals.builds': 'Onaylı terminal yazılımları',
  'panel.terminals.buildsNote':
    'Yalnızca onaylı yazılımla çalışan ve yazıcısı sağlam terminaller bahis alır.',
  'panel.terminals.revoke': 'Onayı kaldır',
  'panel.terminals.noBuilds': 'Henüz onaylı yazılım yok.',
  'panel.terminals.kiosk': 'Kiosk',
  'panel.terminals.kiosk.ok': 'Çalışıyor',
  'panel.terminals.kiosk.printerProblem': 'Yazıcı sorunu',
  'panel.terminals.kiosk.outOfService': 'Hizmet dışı',
  'panel.terminals.kiosk.updating': 'Güncelleniyor',
  'panel.handTerminals.title': 'El terminalleri',
  'panel.handTerminals.device': 'Cihaz',
  'panel.handTerminals.lastSeen': 'Son görülme',
  'panel.handTerminals.signedIn': 'Oturum açık',
  'panel.handTerminals.signedOut': 'Oturum kapalı',
  'panel.handTerminals.revokedBy': '{{when}} tarihinde {{who}} tarafından kaldırıldı',
  'panel.handTerminals.revoke': 'Erişimi kaldır',
  'panel.handTerminals.confirm': '{{name}} erişimini şimdi kaldır',
  'panel.handTerminals.none': 'Henüz el terminaliyle giriş yapılmadı.',
  'panel.handTerminals.failed': 'El terminalinin erişimi kaldırılamadı, lütfen tekrar deneyin.',
  'panel.audit.action.terminalBuild.approve': 'Terminal yazılımı onaylandı',
  'panel.audit.action.terminalBuild.revoke': 'Terminal yazılımının onayı kaldırıldı',
  'panel.audit.kind.terminalBuild': 'Terminal yazılımı',
};
export type TerminalsMessages = Record<keyof typeof tr, string>;
export default tr;
