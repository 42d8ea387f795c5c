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
  'panel.handTerminals.title': 'Handterminals',
  'panel.handTerminals.device': 'Apparaat',
  'panel.handTerminals.lastSeen': 'Laatst gezien',
  'panel.handTerminals.signedIn': 'Aangemeld',
  'panel.handTerminals.signedOut': 'Afgemeld',
  'panel.handTerminals.revokedBy': 'Ingetrokken op {{when}} door {{who}}',
  'panel.handTerminals.revoke': 'Toegang intrekken',
  'panel.handTerminals.confirm': '{{name}} nu intrekken',
  'panel.handTerminals.none': 'Er heeft zich nog geen handterminal aangemeld.',
  'panel.handTerminals.failed': 'De handterminal kon niet worden ingetrokken, probeer het opnieuw.',
  'panel.audit.action.terminalBuild.approve': 'Terminalbuild goedgekeurd',
  'panel.audit.action.terminalBuild.revoke': 'Goedkeuring van terminalbuild ingetrokken',
  'panel.audit.kind.terminalBuild': 'Terminalbuild',
};
export default nl;
