import type { TerminalsMessages } from './tr.ts';

const sq: TerminalsMessages = {
  'panel.terminals.build': 'Versioni',
  'panel.terminals.build.approved': 'I miratuar',
  'panel.terminals.build.unknown': 'I pamiratuar',
  'panel.terminals.build.none': 'I paraportuar',
  'panel.terminals.approve': 'Mirato këtë version',
  'panel.terminals.builds': 'Versionet e miratuara të terminaleve',
  'panel.terminals.buildsNote':
    'Baste pranojnë vetëm terminalet me version të miratuar dhe printer në rregull.',
  'panel.terminals.revoke': 'Revoko',
  'panel.terminals.noBuilds': 'Ende asnjë version i miratuar.',
  'panel.terminals.kiosk': 'Kioska',
  'panel.terminals.kiosk.ok': 'Në punë',
  'panel.terminals.kiosk.printerProblem': 'Problem me printerin',
  'panel.terminals.kiosk.outOfService': 'Jashtë shërbimit',
  'panel.terminals.kiosk.updating': 'Po përditësohet',
  'panel.handTerminals.title': 'Terminalet e dorës',
  'panel.handTerminals.device': 'Pajisja',
  'panel.handTerminals.lastSeen': 'Parë së fundi',
  'panel.handTerminals.signedIn': 'I identifikuar',
  'panel.handTerminals.signedOut': 'I çidentifikuar',
  'panel.handTerminals.revokedBy': 'Revokuar më {{when}} nga {{who}}',
  'panel.handTerminals.revoke': 'Revoko aksesin',
  'panel.handTerminals.confirm': 'Revoko {{name}} tani',
  'panel.handTerminals.none': 'Asnjë terminal dore nuk është identifikuar ende.',
  'panel.handTerminals.failed': 'Terminali i dorës nuk u revokua, provoni përsëri.',
  'panel.audit.action.terminalBuild.approve': 'Versioni i terminalit u miratua',
  'panel.audit.action.terminalBuild.revoke': 'Miratimi i versionit të terminalit u revokua',
  'panel.audit.kind.terminalBuild': 'Versioni i terminalit',
};
export default sq;
