import type { IntegrityMessages } from './tr.ts';

const nl: IntegrityMessages = {
  'panel.integrity.verify': 'Auditlog verifiëren',
  'panel.integrity.verifying': 'Auditlog wordt gecontroleerd…',
  'panel.integrity.verifyOk':
    'Het auditlog is intact: {{count}} regels gecontroleerd, waarvan {{archived}} in het archief.',
  'panel.integrity.verifyBroken':
    'Het auditlog is gebroken bij regel {{seq}}: {{what}}. De {{count}} regels ervoor zijn intact.',
  'panel.integrity.break.missing': 'de regel is verwijderd',
  'panel.integrity.break.hash': 'de regel is gewijzigd',
  'panel.integrity.break.link':
    'de regel sluit niet aan op de vorige (die is herschreven of een regel staat er twee keer)',
  'panel.integrity.break.tail': 'de nieuwste regels zijn verwijderd of herschreven',
  'panel.integrity.archiveBroken':
    'Het weddenschapsarchief komt niet overeen met wat het auditlog erover vastlegde.',
  'panel.integrity.failed.title': 'Mislukte aanmeldingen in de laatste 24 uur: {{count}}',
  'panel.integrity.failed.perHour': 'Mislukte aanmeldingen per uur',
  'panel.integrity.failed.ips': 'Adressen met de meeste pogingen',
  'panel.integrity.failed.names': 'Meest geprobeerde gebruikersnamen',
  'panel.integrity.failed.none': 'Geen.',
  'panel.integrity.wagers.title': 'Weddenschapsregistraties (GLI-33)',
  'panel.audit.kind.wagers': 'Weddenschapsregistraties',
  'panel.integrity.wagers.note':
    'Op deze dagen aangenomen bonnen, archief inbegrepen (dagen in de tijdzone van de site).',
  'panel.integrity.wagers.csv': 'CSV downloaden',
  'panel.integrity.wagers.json': 'JSON downloaden',
  'panel.audit.action.wagers.archive': 'Weddenschapsregistraties gearchiveerd',
  'panel.audit.action.auth.login': 'Ingelogd',
  'panel.audit.action.auth.loginFailed': 'Mislukte inlogpoging',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Opname in de winkel geannuleerd',
  'panel.audit.action.auth.handTerminalRevoked': 'Handterminal ingetrokken',
  'panel.audit.action.payment.approve': 'Betaalverzoek goedgekeurd',
  'panel.audit.action.payment.reject': 'Betaalverzoek afgewezen',
  'panel.audit.action.rg.timeOut': 'Speelpauze',
  'panel.audit.action.rg.realityCheck': 'Interval van de speeltijdherinnering gewijzigd',
  'panel.audit.action.paymentCategory.create': 'Betaalcategorie aangemaakt',
  'panel.audit.action.paymentCategory.update': 'Betaalcategorie gewijzigd',
  'panel.audit.action.paymentMethod.create': 'Betaalmethode aangemaakt',
  'panel.audit.action.paymentMethod.update': 'Betaalmethode gewijzigd',
};
export default nl;
