/** The back office's integrity texts (audit chain check, wager records), in Turkish, the default; every language has the same keys. */
const tr = {
  'panel.integrity.verify': 'Denetim kaydını doğrula',
  'panel.integrity.verifying': 'Denetim kaydı kontrol ediliyor…',
  'panel.integrity.verifyOk':
    'Denetim kaydı sağlam: {{count}} satır kontrol edildi, {{archived}} tanesi arşivde.',
  'panel.integrity.verifyBroken':
    'Denetim kaydı {{seq}}. satırda bozuk: {{what}}. Önceki {{count}} satır sağlam.',
  'panel.integrity.break.missing': 'satır silinmiş',
  'panel.integrity.break.hash': 'satır değiştirilmiş',
  'panel.integrity.break.link':
    'satır bir öncekinin devamı değil (önceki yeniden yazılmış ya da bir satır iki kez var)',
  'panel.integrity.break.tail': 'en yeni satırlar silinmiş ya da yeniden yazılmış',
  'panel.integrity.archiveBroken': 'Bahis arşivi, denetim kaydında onun için kayıtlı olanla uyuşmuyor.',
  'panel.integrity.failed.title': 'Son 24 saatte başarısız girişler: {{count}}',
  'panel.integrity.failed.perHour': 'Saat başına başarısız girişler',
  'panel.integrity.failed.ips': 'En çok deneyen adresler',
  'panel.integrity.failed.names': 'En çok denenen kullanıcı adları',
  'panel.integrity.failed.none': 'Yok.',
  'panel.integrity.wagers.title': 'Bahis kayıtları (GLI-33)',
  'panel.audit.kind.wagers': 'Bahis kayıtları',
  'panel.integrity.wagers.note':
    'Bu günlerde alınan kuponlar, arşiv dahil (sitenin saat dilimindeki günler).',
  'panel.integrity.wagers.csv': 'CSV indir',
  'panel.integrity.wagers.json': 'JSON indir',
  'panel.audit.action.wagers.archive': 'Bahis kayıtları arşivlendi',
  'panel.audit.action.auth.login': 'Giriş yapıldı',
  'panel.audit.action.auth.loginFailed': 'Başarısız giriş denemesi',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Bayide ödenecek çekim iptal edildi',
  'panel.audit.action.auth.handTerminalRevoked': 'El terminalinin erişimi kaldırıldı',
  'panel.audit.action.payment.approve': 'Ödeme talebi onaylandı',
  'panel.audit.action.payment.reject': 'Ödeme talebi reddedildi',
  'panel.audit.action.rg.timeOut': 'Mola',
  'panel.audit.action.rg.realityCheck': 'Oyun süresi hatırlatması aralığı değiştirildi',
  'panel.audit.action.paymentCategory.create': 'Ödeme kategorisi oluşturuldu',
  'panel.audit.action.paymentCategory.update': 'Ödeme kategorisi değiştirildi',
  'panel.audit.action.paymentMethod.create': 'Ödeme yöntemi oluşturuldu',
  'panel.audit.action.paymentMethod.update': 'Ödeme yöntemi değiştirildi',
} as const;
export default tr;
export type IntegrityMessages = Record<keyof typeof tr, string>;
