import type { IntegrityMessages } from './tr.ts';

const az: IntegrityMessages = {
  'panel.integrity.verify': 'Audit jurnalını yoxla',
  'panel.integrity.verifying': 'Audit jurnalı yoxlanılır…',
  'panel.integrity.verifyOk':
    'Audit jurnalı tamdır: {{count}} sətir yoxlanıldı, onlardan {{archived}} arxivdədir.',
  'panel.integrity.verifyBroken':
    'Audit jurnalı {{seq}} nömrəli sətirdə pozulub: {{what}}. Əvvəlki {{count}} sətir tamdır.',
  'panel.integrity.break.missing': 'sətir silinib',
  'panel.integrity.break.hash': 'sətir dəyişdirilib',
  'panel.integrity.break.link':
    'sətir əvvəlkinin davamı deyil (o yenidən yazılıb və ya bir sətir iki dəfə var)',
  'panel.integrity.break.tail': 'ən yeni sətirlər silinib və ya yenidən yazılıb',
  'panel.integrity.archiveBroken': 'Mərc arxivi audit jurnalında onun haqqında qeyd olunanla uyğun gəlmir.',
  'panel.integrity.failed.title': 'Son 24 saatda uğursuz girişlər: {{count}}',
  'panel.integrity.failed.perHour': 'Saat üzrə uğursuz girişlər',
  'panel.integrity.failed.ips': 'Ən çox cəhd edən ünvanlar',
  'panel.integrity.failed.names': 'Ən çox yoxlanan istifadəçi adları',
  'panel.integrity.failed.none': 'Yoxdur.',
  'panel.integrity.wagers.title': 'Mərc qeydləri (GLI-33)',
  'panel.audit.kind.wagers': 'Mərc qeydləri',
  'panel.integrity.wagers.note':
    'Bu günlərdə qəbul edilən kuponlar, arxiv daxil (saytın saat qurşağındakı günlər).',
  'panel.integrity.wagers.csv': 'CSV yüklə',
  'panel.integrity.wagers.json': 'JSON yüklə',
  'panel.audit.action.wagers.archive': 'Mərc qeydləri arxivləşdirildi',
  'panel.audit.action.auth.login': 'Giriş edildi',
  'panel.audit.action.auth.loginFailed': 'Uğursuz giriş cəhdi',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Məntəqədə çıxarış ləğv edildi',
  'panel.audit.action.auth.handTerminalRevoked': 'Əl terminalı ləğv edildi',
  'panel.audit.action.payment.approve': 'Ödəniş sorğusu təsdiqləndi',
  'panel.audit.action.payment.reject': 'Ödəniş sorğusu rədd edildi',
  'panel.audit.action.rg.timeOut': 'Fasilə',
  'panel.audit.action.rg.realityCheck': 'Oyun vaxtı xatırlatmasının aralığı dəyişdirildi',
  'panel.audit.action.paymentCategory.create': 'Ödəniş kateqoriyası yaradıldı',
  'panel.audit.action.paymentCategory.update': 'Ödəniş kateqoriyası dəyişdirildi',
  'panel.audit.action.paymentMethod.create': 'Ödəniş üsulu yaradıldı',
  'panel.audit.action.paymentMethod.update': 'Ödəniş üsulu dəyişdirildi',
};
export default az;
