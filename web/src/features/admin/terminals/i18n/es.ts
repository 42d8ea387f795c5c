import type { TerminalsMessages } from './tr.ts';

const es: TerminalsMessages = {
  'panel.terminals.build': 'Versión',
  'panel.terminals.build.approved': 'Aprobada',
  'panel.terminals.build.unknown': 'No aprobada',
  'panel.terminals.build.none': 'Sin informar',
  'panel.terminals.approve': 'Aprobar esta versión',
  'panel.terminals.builds': 'Versiones de terminal aprobadas',
  'panel.terminals.buildsNote':
    'Solo aceptan apuestas los terminales con una versión aprobada y la impresora en orden.',
  'panel.terminals.revoke': 'Revocar',
  'panel.terminals.noBuilds': 'Aún no hay versiones aprobadas.',
  'panel.terminals.kiosk': 'Quiosco',
  'panel.terminals.kiosk.ok': 'Funcionando',
  'panel.terminals.kiosk.printerProblem': 'Problema de impresora',
  'panel.terminals.kiosk.outOfService': 'Fuera de servicio',
  'panel.terminals.kiosk.updating': 'Actualizando',
  'panel.handTerminals.title': 'Terminales portátiles',
  'panel.handTerminals.device': 'Dispositivo',
  'panel.handTerminals.lastSeen': 'Visto por última vez',
  'panel.handTerminals.signedIn': 'Con sesión',
  'panel.handTerminals.signedOut': 'Sin sesión',
  'panel.handTerminals.revokedBy': 'Revocado el {{when}} por {{who}}',
  'panel.handTerminals.revoke': 'Revocar acceso',
  'panel.handTerminals.confirm': 'Revocar {{name}} ahora',
  'panel.handTerminals.none': 'Ningún terminal portátil ha iniciado sesión todavía.',
  'panel.handTerminals.failed': 'No se pudo revocar el terminal portátil, inténtelo de nuevo.',
  'panel.audit.action.terminalBuild.approve': 'Versión de terminal aprobada',
  'panel.audit.action.terminalBuild.revoke': 'Aprobación de versión de terminal revocada',
  'panel.audit.kind.terminalBuild': 'Versión de terminal',
};
export default es;
