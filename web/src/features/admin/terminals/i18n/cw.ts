import type { TerminalsMessages } from './tr.ts';

const cw: TerminalsMessages = {
  'panel.terminals.build': 'Version',
  'panel.terminals.build.approved': 'Aprobá',
  'panel.terminals.build.unknown': 'No aprobá',
  'panel.terminals.build.none': 'No reportá',
  'panel.terminals.approve': 'Aprobá e version aki',
  'panel.terminals.builds': 'Version di terminal aprobá',
  'panel.terminals.buildsNote':
    'Solamente terminal ku un version aprobá i un printer ku ta funshoná ta aseptá apuesta.',
  'panel.terminals.revoke': 'Retirá',
  'panel.terminals.noBuilds': 'Ainda no tin version aprobá.',
  'panel.terminals.kiosk': 'Kiosko',
  'panel.terminals.kiosk.ok': 'Ta funshoná',
  'panel.terminals.kiosk.printerProblem': 'Problema ku printer',
  'panel.terminals.kiosk.outOfService': 'Fuera di servisio',
  'panel.terminals.kiosk.updating': 'Ta aktualisá',
  'panel.handTerminals.title': 'Terminalnan di man',
  'panel.handTerminals.device': 'Aparato',
  'panel.handTerminals.lastSeen': 'Último biaha mirá',
  'panel.handTerminals.signedIn': 'Drenta',
  'panel.handTerminals.signedOut': 'Pafó',
  'panel.handTerminals.revokedBy': 'Revoká dia {{when}} pa {{who}}',
  'panel.handTerminals.revoke': 'Revoká akseso',
  'panel.handTerminals.confirm': 'Revoká {{name}} awor',
  'panel.handTerminals.none': 'Ainda ningun terminal di man no a drenta.',
  'panel.handTerminals.failed': 'No por a revoká e terminal di man, purba atrobe.',
  'panel.audit.action.terminalBuild.approve': 'Version di terminal aprobá',
  'panel.audit.action.terminalBuild.revoke': 'Aprobashon di version di terminal retirá',
  'panel.audit.kind.terminalBuild': 'Version di terminal',
};
export default cw;
