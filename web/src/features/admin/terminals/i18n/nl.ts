import type { TerminalsMessages } from './tr.ts';

const nl: TerminalsMessages = {
  'panel.terminals.build': 'Softwareversie',
  'panel.terminals.build.approved': 'Goedgekeurd',
  'panel.terminals.build.unknown': 'Niet goedgekeurd',
  'panel.terminals.build.none': 'Niet gemeld',
  'panel.terminals.approve': 'Deze build goedkeuren',
  'panel.terminals.builds': 'Goedgekeurde terminalbuilds',
  'panel.terminals.buildsNote':
    'Alleen terminals met een goedgekeurde build en een werkende printer nemen weddenschappen aan.',
  'panel.terminals.revoke': 'Intrekken',
  'panel.terminals.noBuilds': 'Nog geen build goedgekeurd.',
  'panel.terminals.kiosk': 'Kiosk',
  'panel.terminals.kiosk.ok': 'Werkt',
  'panel.terminals.kiosk.printerProblem': 'Printerprobleem',
  'panel.terminals.kiosk.outOfService': 'Buiten gebruik',
  'panel.terminals.kiosk.updating': 'Wordt bijgewerkt',
  'panel.audit.action.terminalBuild.approve': 'Terminalbuild goedgekeurd',
  'panel.audit.action.terminalBuild.revoke': 'Goedkeuring van terminalbuild ingetrokken',
  'panel.audit.kind.terminalBuild': 'Terminalbuild',
};
export default nl;
