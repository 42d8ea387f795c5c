import type { TerminalsMessages } from './tr.ts';

const iq: TerminalsMessages = {
  'panel.terminals.build': 'Guherto',
  'panel.terminals.build.approved': 'Pejirandî',
  'panel.terminals.build.unknown': 'Nepejirandî',
  'panel.terminals.build.none': 'Nehatiye ragihandin',
  'panel.terminals.approve': 'Vê guhertoyê bipejirîne',
  'panel.terminals.builds': 'Guhertoyên termînalê yên pejirandî',
  'panel.terminals.buildsNote':
    'Tenê termînalên bi guhertoyeke pejirandî û çapkereke saxlem behîsan qebûl dikin.',
  'panel.terminals.revoke': 'Pejirandinê rake',
  'panel.terminals.noBuilds': 'Hîn tu guherto nehatiye pejirandin.',
  'panel.terminals.kiosk': 'Kîosk',
  'panel.terminals.kiosk.ok': 'Dixebite',
  'panel.terminals.kiosk.printerProblem': 'Pirsgirêka çapkerê',
  'panel.terminals.kiosk.outOfService': 'Ji xizmetê derve',
  'panel.terminals.kiosk.updating': 'Tê nûkirin',
  'panel.handTerminals.title': 'Termînalên destan',
  'panel.handTerminals.device': 'Amûr',
  'panel.handTerminals.lastSeen': 'Cara dawî hat dîtin',
  'panel.handTerminals.signedIn': 'Têketî ye',
  'panel.handTerminals.signedOut': 'Derketî ye',
  'panel.handTerminals.revokedBy': 'Di {{when}} de ji aliyê {{who}} ve hat betalkirin',
  'panel.handTerminals.revoke': 'Destûrê betal bike',
  'panel.handTerminals.confirm': '{{name}} niha betal bike',
  'panel.handTerminals.none': 'Hê tu termînala destan neketiye.',
  'panel.handTerminals.failed': 'Termînala destan nehat betalkirin, ji kerema xwe dîsa biceribîne.',
  'panel.audit.action.terminalBuild.approve': 'Guhertoya termînalê hat pejirandin',
  'panel.audit.action.terminalBuild.revoke': 'Pejirandina guhertoya termînalê hat rakirin',
  'panel.audit.kind.terminalBuild': 'Guhertoya termînalê',
};
export default iq;
