import type { TerminalsMessages } from './tr.ts';

const it: TerminalsMessages = {
  'panel.terminals.build': 'Versione',
  'panel.terminals.build.approved': 'Approvata',
  'panel.terminals.build.unknown': 'Non approvata',
  'panel.terminals.build.none': 'Non segnalata',
  'panel.terminals.approve': 'Approva questa versione',
  'panel.terminals.builds': 'Versioni del terminale approvate',
  'panel.terminals.buildsNote':
    'Accettano scommesse solo i terminali con una versione approvata e la stampante funzionante.',
  'panel.terminals.revoke': 'Revoca',
  'panel.terminals.noBuilds': 'Nessuna versione approvata finora.',
  'panel.terminals.kiosk': 'Chiosco',
  'panel.terminals.kiosk.ok': 'In funzione',
  'panel.terminals.kiosk.printerProblem': 'Problema alla stampante',
  'panel.terminals.kiosk.outOfService': 'Fuori servizio',
  'panel.terminals.kiosk.updating': 'In aggiornamento',
  'panel.handTerminals.title': 'Terminali portatili',
  'panel.handTerminals.device': 'Dispositivo',
  'panel.handTerminals.lastSeen': "Visto l'ultima volta",
  'panel.handTerminals.signedIn': 'Connesso',
  'panel.handTerminals.signedOut': 'Disconnesso',
  'panel.handTerminals.revokedBy': 'Revocato il {{when}} da {{who}}',
  'panel.handTerminals.revoke': "Revoca l'accesso",
  'panel.handTerminals.confirm': 'Revoca {{name}} ora',
  'panel.handTerminals.none': "Nessun terminale portatile ha ancora effettuato l'accesso.",
  'panel.handTerminals.failed': 'Impossibile revocare il terminale portatile, riprova.',
  'panel.audit.action.terminalBuild.approve': 'Versione del terminale approvata',
  'panel.audit.action.terminalBuild.revoke': 'Approvazione della versione del terminale revocata',
  'panel.audit.kind.terminalBuild': 'Versione del terminale',
};
export default it;
