import type { TradingMessages } from './tr.ts';

const pt: TradingMessages = {
  'panel.nav.tradingLimits': 'Limites de aposta',
  'limits.formTitle': 'Adicionar ou alterar um limite',
  'limits.help':
    'Um limite num desporto, liga, jogo, tipo de mercado ou jogador; ao fazer um cupão aplica-se o mais restritivo. O limite por jogo do site (match_stake_limit) continua a ser o predefinido.',
  'limits.scope': 'Âmbito',
  'limits.scope.sport': 'Desporto',
  'limits.scope.league': 'Liga',
  'limits.scope.match': 'Jogo',
  'limits.scope.marketType': 'Tipo de mercado',
  'limits.scope.player': 'Jogador',
  'limits.targetId': 'Identificador (ID)',
  'limits.target': 'Alvo',
  'limits.maxStake': 'Aposta máxima',
  'limits.maxPay': 'Pagamento máximo',
  'limits.matchTotal': 'Total por jogo',
  'limits.stakeFactor': 'Fator de aposta',
  'limits.emptyHint':
    'Um valor vazio fica para os outros limites; um fator de 0,5 reduz a metade todos os limites do jogador.',
  'limits.invalid':
    'O ID é um número inteiro, os valores zero ou mais (no máximo 2 casas decimais), o fator de 0,01 a 10.',
  'limits.save': 'Guardar',
  'limits.saved': 'Limite guardado para {{name}}; o próximo cupão cumpre-o.',
  'limits.removed': 'Limite de {{name}} removido.',
  'limits.listTitle': 'Limites',
  'limits.none': 'Ainda não há limites.',
  'limits.updated': 'Atualizado',
  'limits.actions': 'Ações',
  'limits.edit': 'Editar',
  'limits.editOf': 'Editar {{name}}',
  'limits.remove': 'Remover',
  'limits.removeOf': 'Remover {{name}}',
};
export default pt;
