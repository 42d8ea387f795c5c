import type { TerminalsMessages } from './tr.ts';

const de: TerminalsMessages = {
  'panel.terminals.build': 'Softwarestand',
  'panel.terminals.build.approved': 'Freigegeben',
  'panel.terminals.build.unknown': 'Nicht freigegeben',
  'panel.terminals.build.none': 'Nicht gemeldet',
  'panel.terminals.approve': 'Diesen Build freigeben',
  'panel.terminals.builds': 'Freigegebene Terminal-Builds',
  'panel.terminals.buildsNote':
    'Nur Terminals mit einem freigegebenen Build und funktionierendem Drucker nehmen Wetten an.',
  'panel.terminals.revoke': 'Freigabe entziehen',
  'panel.terminals.noBuilds': 'Noch kein Build freigegeben.',
  'panel.terminals.kiosk': 'Kiosk',
  'panel.terminals.kiosk.ok': 'In Betrieb',
  'panel.terminals.kiosk.printerProblem': 'Druckerproblem',
  'panel.terminals.kiosk.outOfService': 'Außer Betrieb',
  'panel.terminals.kiosk.updating': 'Wird aktualisiert',
  'panel.handTerminals.title': 'Handterminals',
  'panel.handTerminals.device': 'Gerät',
  'panel.handTerminals.lastSeen': 'Zuletzt gesehen',
  'panel.handTerminals.signedIn': 'Angemeldet',
  'panel.handTerminals.signedOut': 'Abgemeldet',
  'panel.handTerminals.revokedBy': 'Gesperrt am {{when}} von {{who}}',
  'panel.handTerminals.revoke': 'Zugang sperren',
  'panel.handTerminals.confirm': '{{name}} jetzt sperren',
  'panel.handTerminals.none': 'Noch hat sich kein Handterminal angemeldet.',
  'panel.handTerminals.failed': 'Das Handterminal konnte nicht gesperrt werden, bitte erneut versuchen.',
  'panel.audit.action.terminalBuild.approve': 'Terminal-Build freigegeben',
  'panel.audit.action.terminalBuild.revoke': 'Freigabe eines Terminal-Builds entzogen',
  'panel.audit.kind.terminalBuild': 'Terminal-Build',
};
export default de;
