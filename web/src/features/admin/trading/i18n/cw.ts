import type { TradingMessages } from './tr.ts';

const cw: TradingMessages = {
  'panel.nav.tradingLimits': 'Límitenan di apuesta',
  'limits.formTitle': 'Añadi òf kambia un límite',
  'limits.help':
    'Un límite riba un deporte, liga, wega, tipo di merkado òf hugadó; ora un kupon ta drenta esun di mas strikto ta konta. E límite pa wega di e sitio (match_stake_limit) ta keda e standard.',
  'limits.scope': 'Alkanse',
  'limits.scope.sport': 'Deporte',
  'limits.scope.league': 'Liga',
  'limits.scope.match': 'Wega',
  'limits.scope.marketType': 'Tipo di merkado',
  'limits.scope.player': 'Hugadó',
  'limits.targetId': 'Identifikashon (ID)',
  'limits.target': 'Meta',
  'limits.maxStake': 'Apuesta máksimo',
  'limits.maxPay': 'Pago máksimo',
  'limits.matchTotal': 'Total pa wega',
  'limits.stakeFactor': 'Faktor di apuesta',
  'limits.emptyHint':
    'Un suma bashí ta keda pa e otro límitenan; faktor 0,5 ta parti tur límite di e hugadó na mitar.',
  'limits.invalid':
    'E ID ta un número entero, e sumanan sero òf mas (máksimo 2 desimal), e faktor di 0,01 te 10.',
  'limits.save': 'Warda',
  'limits.saved': 'Límite wardá pa {{name}}; e siguiente kupon ta sigui e.',
  'limits.removed': 'Límite di {{name}} kitá.',
  'limits.listTitle': 'Límitenan',
  'limits.none': 'Ainda no tin límite.',
  'limits.updated': 'Aktualisá',
  'limits.actions': 'Akshonnan',
  'limits.edit': 'Edita',
  'limits.editOf': 'Edita {{name}}',
  'limits.remove': 'Kita',
  'limits.removeOf': 'Kita {{name}}',
};
export default cw;
