import type { TerminalsMessages } from './tr.ts';

const en: TerminalsMessages = {
  'panel.terminals.build': 'Build',
  'panel.terminals.build.approved': 'Approved',
  'panel.terminals.build.unknown': 'Not approved',
  'panel.terminals.build.none': 'Not reported',
  'panel.terminals.approve': 'Approve this build',
  'panel.terminals.builds': 'Approved terminal builds',
  'panel.terminals.buildsNote':
    'Only terminals running an approved build, with a working printer, take bets.',
  'panel.terminals.revoke': 'Revoke',
  'panel.terminals.noBuilds': 'No build approved yet.',
  'panel.terminals.kiosk': 'Kiosk',
  'panel.terminals.kiosk.ok': 'Working',
  'panel.terminals.kiosk.printerProblem': 'Printer problem',
  'panel.terminals.kiosk.outOfService': 'Out of service',
  'panel.terminals.kiosk.updating': 'Updating',
  'panel.handTerminals.title': 'Handheld terminals',
  'panel.handTerminals.device': 'Device',
  'panel.handTerminals.lastSeen': 'Last seen',
  'panel.handTerminals.signedIn': 'Signed in',
  'panel.handTerminals.signedOut': 'Signed out',
  'panel.handTerminals.revokedBy': 'Revoked on {{when}} by {{who}}',
  'panel.handTerminals.revoke': 'Revoke access',
  'panel.handTerminals.confirm': 'Revoke {{name}} now',
  'panel.handTerminals.none': 'No handheld has logged in yet.',
  'panel.handTerminals.failed': 'The handheld could not be revoked, please try again.',
  'panel.audit.action.terminalBuild.approve': 'Terminal build approved',
  'panel.audit.action.terminalBuild.revoke': 'Terminal build approval revoked',
  'panel.audit.kind.terminalBuild': 'Terminal build',
};
export default en;
