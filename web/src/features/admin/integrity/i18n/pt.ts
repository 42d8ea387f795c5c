import type { IntegrityMessages } from './tr.ts';

const pt: IntegrityMessages = {
  'panel.integrity.verify': 'Verificar o registo de auditoria',
  'panel.integrity.verifying': 'A verificar o registo de auditoria…',
  'panel.integrity.verifyOk':
    'O registo de auditoria está íntegro: {{count}} linhas verificadas, {{archived}} delas no arquivo.',
  'panel.integrity.verifyBroken':
    'O registo de auditoria está quebrado na linha {{seq}}: {{what}}. As {{count}} linhas anteriores estão íntegras.',
  'panel.integrity.break.missing': 'a linha foi apagada',
  'panel.integrity.break.hash': 'a linha foi alterada',
  'panel.integrity.break.link':
    'a linha não segue a anterior (essa foi reescrita ou uma linha aparece duas vezes)',
  'panel.integrity.break.tail': 'as linhas mais recentes foram apagadas ou reescritas',
  'panel.integrity.archiveBroken':
    'O arquivo de apostas não corresponde ao que o registo de auditoria guardou dele.',
  'panel.integrity.failed.title': 'Inícios de sessão falhados nas últimas 24 horas: {{count}}',
  'panel.integrity.failed.perHour': 'Inícios de sessão falhados por hora',
  'panel.integrity.failed.ips': 'Endereços com mais tentativas',
  'panel.integrity.failed.names': 'Nomes de utilizador mais tentados',
  'panel.integrity.failed.none': 'Nenhum.',
  'panel.integrity.wagers.title': 'Registos de apostas (GLI-33)',
  'panel.audit.kind.wagers': 'Registos de apostas',
  'panel.integrity.wagers.note':
    'Boletins aceites nestes dias, arquivo incluído (dias do fuso horário do site).',
  'panel.integrity.wagers.csv': 'Descarregar CSV',
  'panel.integrity.wagers.json': 'Descarregar JSON',
  'panel.audit.action.wagers.archive': 'Registos de apostas arquivados',
  'panel.audit.action.auth.login': 'Início de sessão',
  'panel.audit.action.auth.loginFailed': 'Tentativa de início de sessão falhada',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Levantamento na loja cancelado',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminal portátil revogado',
  'panel.audit.action.payment.approve': 'Pedido de pagamento aprovado',
  'panel.audit.action.payment.reject': 'Pedido de pagamento recusado',
  'panel.audit.action.rg.timeOut': 'Pausa',
  'panel.audit.action.rg.realityCheck': 'Intervalo do lembrete de jogo alterado',
  'panel.audit.action.paymentCategory.create': 'Categoria de pagamento criada',
  'panel.audit.action.paymentCategory.update': 'Categoria de pagamento alterada',
  'panel.audit.action.paymentMethod.create': 'Método de pagamento criado',
  'panel.audit.action.paymentMethod.update': 'Método de pagamento alterado',
};
export default pt;
