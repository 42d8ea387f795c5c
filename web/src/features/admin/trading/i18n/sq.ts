import type { TradingMessages } from './tr.ts';

const sq: TradingMessages = {
  'panel.nav.tradingLimits': 'Limitet e basteve',
  'limits.formTitle': 'Shto ose ndrysho një limit',
  'limits.help':
    'Një limit për sport, ligë, ndeshje, lloj tregu ose lojtar; kur vendoset kuponi zbatohet më kufizuesi. Limiti i faqes për ndeshje (match_stake_limit) mbetet i parazgjedhuri.',
  'limits.scope': 'Fusha',
  'limits.scope.sport': 'Sporti',
  'limits.scope.league': 'Liga',
  'limits.scope.match': 'Ndeshja',
  'limits.scope.marketType': 'Lloji i tregut',
  'limits.scope.player': 'Lojtari',
  'limits.targetId': 'Identifikuesi (ID)',
  'limits.target': 'Objektivi',
  'limits.maxStake': 'Basti maksimal',
  'limits.maxPay': 'Pagesa maksimale',
  'limits.matchTotal': 'Totali për ndeshje',
  'limits.stakeFactor': 'Faktori i bastit',
  'limits.emptyHint':
    'Një shumë bosh u lihet limiteve të tjera; faktori 0,5 përgjysmon çdo limit të lojtarit.',
  'limits.invalid':
    'ID është numër i plotë, shumat zero ose më shumë (deri në 2 dhjetore), faktori nga 0,01 deri në 10.',
  'limits.save': 'Ruaj',
  'limits.saved': 'Limiti për {{name}} u ruajt; kuponi i ardhshëm i bindet.',
  'limits.removed': 'Limiti i {{name}} u hoq.',
  'limits.listTitle': 'Limitet',
  'limits.none': 'Ende nuk ka limite.',
  'limits.updated': 'Përditësuar',
  'limits.actions': 'Veprimet',
  'limits.edit': 'Ndrysho',
  'limits.editOf': 'Ndrysho {{name}}',
  'limits.remove': 'Hiq',
  'limits.removeOf': 'Hiq {{name}}',
};
export default sq;
