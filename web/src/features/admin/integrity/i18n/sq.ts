import type { IntegrityMessages } from './tr.ts';

const sq: IntegrityMessages = {
  'panel.integrity.verify': 'Verifiko regjistrin e auditimit',
  'panel.integrity.verifying': 'Regjistri i auditimit po kontrollohet…',
  'panel.integrity.verifyOk':
    'Regjistri i auditimit është i paprekur: u kontrolluan {{count}} rreshta, {{archived}} prej tyre në arkiv.',
  'panel.integrity.verifyBroken':
    'Regjistri i auditimit është i prishur në rreshtin {{seq}}: {{what}}. {{count}} rreshtat para tij janë të paprekur.',
  'panel.integrity.break.missing': 'rreshti është fshirë',
  'panel.integrity.break.hash': 'rreshti është ndryshuar',
  'panel.integrity.break.link':
    'rreshti nuk vazhdon të mëparshmin (ai është rishkruar ose një rresht shfaqet dy herë)',
  'panel.integrity.break.tail': 'rreshtat më të rinj janë fshirë ose rishkruar',
  'panel.integrity.archiveBroken':
    'Arkivi i basteve nuk përputhet me atë që regjistri i auditimit ka shënuar për të.',
  'panel.integrity.failed.title': 'Hyrje të dështuara në 24 orët e fundit: {{count}}',
  'panel.integrity.failed.perHour': 'Hyrje të dështuara për orë',
  'panel.integrity.failed.ips': 'Adresat që provojnë më shumë',
  'panel.integrity.failed.names': 'Emrat e përdoruesve më të provuar',
  'panel.integrity.failed.none': 'Asnjë.',
  'panel.integrity.wagers.title': 'Regjistrimet e basteve (GLI-33)',
  'panel.audit.kind.wagers': 'Regjistrimet e basteve',
  'panel.integrity.wagers.note':
    'Kuponat e pranuar në këto ditë, përfshirë arkivin (ditët sipas zonës kohore të faqes).',
  'panel.integrity.wagers.csv': 'Shkarko CSV',
  'panel.integrity.wagers.json': 'Shkarko JSON',
  'panel.audit.action.wagers.archive': 'Regjistrimet e basteve u arkivuan',
  'panel.audit.action.auth.login': 'Hyrje në llogari',
  'panel.audit.action.auth.loginFailed': 'Përpjekje e dështuar për hyrje',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Tërheqja në pikë u anulua',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminali i dorës u revokua',
  'panel.audit.action.payment.approve': 'Kërkesa për pagesë u miratua',
  'panel.audit.action.payment.reject': 'Kërkesa për pagesë u refuzua',
  'panel.audit.action.rg.timeOut': 'Pushim',
  'panel.audit.action.rg.realityCheck': 'Intervali i kujtesës së lojës u ndryshua',
  'panel.audit.action.paymentCategory.create': 'Kategoria e pagesave u krijua',
  'panel.audit.action.paymentCategory.update': 'Kategoria e pagesave u ndryshua',
  'panel.audit.action.paymentMethod.create': 'Mënyra e pagesës u krijua',
  'panel.audit.action.paymentMethod.update': 'Mënyra e pagesës u ndryshua',
};
export default sq;
