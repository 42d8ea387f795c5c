import type { IntegrityMessages } from './tr.ts';

const de: IntegrityMessages = {
  'panel.integrity.verify': 'Prüfprotokoll verifizieren',
  'panel.integrity.verifying': 'Prüfprotokoll wird geprüft…',
  'panel.integrity.verifyOk':
    'Das Prüfprotokoll ist unversehrt: {{count}} Zeilen geprüft, davon {{archived}} im Archiv.',
  'panel.integrity.verifyBroken':
    'Das Prüfprotokoll ist bei Zeile {{seq}} unterbrochen: {{what}}. Die {{count}} Zeilen davor sind unversehrt.',
  'panel.integrity.break.missing': 'die Zeile wurde gelöscht',
  'panel.integrity.break.hash': 'die Zeile wurde verändert',
  'panel.integrity.break.link':
    'die Zeile schließt nicht an die vorige an (diese wurde neu geschrieben oder eine Zeile ist doppelt vorhanden)',
  'panel.integrity.break.tail': 'die neuesten Zeilen wurden gelöscht oder neu geschrieben',
  'panel.integrity.archiveBroken':
    'Das Wettarchiv stimmt nicht mit dem überein, was das Prüfprotokoll darüber festhält.',
  'panel.integrity.failed.title': 'Fehlgeschlagene Anmeldungen in den letzten 24 Stunden: {{count}}',
  'panel.integrity.failed.perHour': 'Fehlgeschlagene Anmeldungen pro Stunde',
  'panel.integrity.failed.ips': 'Adressen mit den meisten Versuchen',
  'panel.integrity.failed.names': 'Am häufigsten versuchte Benutzernamen',
  'panel.integrity.failed.none': 'Keine.',
  'panel.integrity.wagers.title': 'Wettaufzeichnungen (GLI-33)',
  'panel.audit.kind.wagers': 'Wettaufzeichnungen',
  'panel.integrity.wagers.note':
    'An diesen Tagen angenommene Scheine, Archiv eingeschlossen (Tage in der Zeitzone der Website).',
  'panel.integrity.wagers.csv': 'CSV herunterladen',
  'panel.integrity.wagers.json': 'JSON herunterladen',
  'panel.audit.action.wagers.archive': 'Wettaufzeichnungen archiviert',
  'panel.audit.action.auth.login': 'Angemeldet',
  'panel.audit.action.auth.loginFailed': 'Fehlgeschlagener Anmeldeversuch',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Auszahlung im Shop storniert',
  'panel.audit.action.auth.handTerminalRevoked': 'Handterminal gesperrt',
  'panel.audit.action.payment.approve': 'Zahlungsanfrage genehmigt',
  'panel.audit.action.payment.reject': 'Zahlungsanfrage abgelehnt',
  'panel.audit.action.rg.timeOut': 'Auszeit',
  'panel.audit.action.rg.realityCheck': 'Intervall des Realitätschecks geändert',
  'panel.audit.action.paymentCategory.create': 'Zahlungskategorie angelegt',
  'panel.audit.action.paymentCategory.update': 'Zahlungskategorie geändert',
  'panel.audit.action.paymentMethod.create': 'Zahlungsmethode angelegt',
  'panel.audit.action.paymentMethod.update': 'Zahlungsmethode geändert',
};
export default de;
