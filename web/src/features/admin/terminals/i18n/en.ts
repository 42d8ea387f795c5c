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
  'panel.audit.action.terminalBuild.approve': 'Terminal build approved',
  'panel.audit.action.terminalBuild.revoke': 'Terminal build approval revoked',
  'panel.audit.kind.terminalBuild': 'Terminal build',
};
export default en;
