import type { IntegrityMessages } from './tr.ts';

const cw: IntegrityMessages = {
  'panel.integrity.verify': 'Verifiká e registro di auditoria',
  'panel.integrity.verifying': 'Ta kontrolá e registro di auditoria…',
  'panel.integrity.verifyOk':
    'E registro di auditoria ta kompleto: {{count}} liña kontrolá, {{archived}} di nan den e archivo.',
  'panel.integrity.verifyBroken':
    'E registro di auditoria ta kibrá na liña {{seq}}: {{what}}. E {{count}} liñanan promé ku esei ta kompleto.',
  'panel.integrity.break.missing': 'e liña a wòrdu eliminá',
  'panel.integrity.break.hash': 'e liña a wòrdu kambiá',
  'panel.integrity.break.link':
    'e liña no ta sigui e liña promé (esei a wòrdu reskribí òf un liña ta aparesé dos biaha)',
  'panel.integrity.break.tail': 'e liñanan mas resien a wòrdu eliminá òf reskribí',
  'panel.integrity.archiveBroken':
    'E archivo di apuesta no ta kuadra ku loke e registro di auditoria a registrá di dje.',
  'panel.integrity.failed.title': 'Login fayá den e último 24 ora: {{count}}',
  'panel.integrity.failed.perHour': 'Login fayá pa ora',
  'panel.integrity.failed.ips': 'Adrès ku ta purba mas tantu',
  'panel.integrity.failed.names': 'Nòmber di usuario mas purbá',
  'panel.integrity.failed.none': 'Ningun.',
  'panel.integrity.wagers.title': 'Registro di apuesta (GLI-33)',
  'panel.audit.kind.wagers': 'Registro di apuesta',
  'panel.integrity.wagers.note':
    'Kupon aseptá den e dianan aki, inkluso e archivo (dianan segun e zona di ora di e sitio).',
  'panel.integrity.wagers.csv': 'Deskargá CSV',
  'panel.integrity.wagers.json': 'Deskargá JSON',
  'panel.audit.action.wagers.archive': 'Registro di apuesta archivá',
  'panel.audit.action.auth.login': 'Drenta',
  'panel.audit.action.auth.loginFailed': 'Purba di drenta fayá',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Retiro na tienda kanselá',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminal di man revoká',
  'panel.audit.action.payment.approve': 'Petishon di pago aprobá',
  'panel.audit.action.payment.reject': 'Petishon di pago rechasá',
  'panel.audit.action.rg.timeOut': 'Pousa',
  'panel.audit.action.rg.realityCheck': 'Intervalo di rekordatorio di tempu di hunga kambiá',
  'panel.audit.action.paymentCategory.create': 'Kategoria di pago kreá',
  'panel.audit.action.paymentCategory.update': 'Kategoria di pago kambiá',
  'panel.audit.action.paymentMethod.create': 'Método di pago kreá',
  'panel.audit.action.paymentMethod.update': 'Método di pago kambiá',
};
export default cw;
