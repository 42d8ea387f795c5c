import type { TerminalsMessages } from './tr.ts';

const pt: TerminalsMessages = {
  'panel.terminals.build': 'Versão',
  'panel.terminals.build.approved': 'Aprovada',
  'panel.terminals.build.unknown': 'Não aprovada',
  'panel.terminals.build.none': 'Não comunicada',
  'panel.terminals.approve': 'Aprovar esta versão',
  'panel.terminals.builds': 'Versões de terminal aprovadas',
  'panel.terminals.buildsNote':
    'Só aceitam apostas os terminais com uma versão aprovada e a impressora a funcionar.',
  'panel.terminals.revoke': 'Revogar',
  'panel.terminals.noBuilds': 'Ainda não há versões aprovadas.',
  'panel.terminals.kiosk': 'Quiosque',
  'panel.terminals.kiosk.ok': 'A funcionar',
  'panel.terminals.kiosk.printerProblem': 'Problema na impressora',
  'panel.terminals.kiosk.outOfService': 'Fora de serviço',
  'panel.terminals.kiosk.updating': 'A atualizar',
  'panel.handTerminals.title': 'Terminais portáteis',
  'panel.handTerminals.device': 'Dispositivo',
  'panel.handTerminals.lastSeen': 'Visto pela última vez',
  'panel.handTerminals.signedIn': 'Com sessão',
  'panel.handTerminals.signedOut': 'Sem sessão',
  'panel.handTerminals.revokedBy': 'Revogado em {{when}} por {{who}}',
  'panel.handTerminals.revoke': 'Revogar acesso',
  'panel.handTerminals.confirm': 'Revogar {{name}} agora',
  'panel.handTerminals.none': 'Nenhum terminal portátil iniciou sessão ainda.',
  'panel.handTerminals.failed': 'Não foi possível revogar o terminal portátil, tente novamente.',
  'panel.audit.action.terminalBuild.approve': 'Versão de terminal aprovada',
  'panel.audit.action.terminalBuild.revoke': 'Aprovação de versão de terminal revogada',
  'panel.audit.kind.terminalBuild': 'Versão de terminal',
};
export default pt;
