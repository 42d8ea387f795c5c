import type { TradingMessages } from './tr.ts';

const iq: TradingMessages = {
  'panel.nav.tradingLimits': 'Sînorên behîsê',
  'limits.formTitle': 'Sînorek zêde bike an biguherîne',
  'limits.help':
    'Sînorek li ser werziş, lîg, maç, cureya bazarê an lîstikvan; dema kupon tê girtin yê herî tund derbas dibe. Sînorê malperê yê her maçê (match_stake_limit) wek standard dimîne.',
  'limits.scope': 'Qad',
  'limits.scope.sport': 'Werziş',
  'limits.scope.league': 'Lîg',
  'limits.scope.match': 'Maç',
  'limits.scope.marketType': 'Cureya bazarê',
  'limits.scope.player': 'Lîstikvan',
  'limits.targetId': 'Nasname (ID)',
  'limits.target': 'Armanc',
  'limits.maxStake': 'Behîsa herî zêde',
  'limits.maxPay': 'Dayîna herî zêde',
  'limits.matchTotal': 'Giştî ji bo her maçê',
  'limits.stakeFactor': 'Rêjeya behîsê',
  'limits.emptyHint': 'Mîqdarek vala ji sînorên din re dimîne; rêjeya 0,5 hemû sînorên lîstikvan nîv dike.',
  'limits.invalid': 'ID hejmareke tam e, mîqdar sifir an zêdetir (herî zêde 2 dehanî), rêje ji 0,01 heta 10.',
  'limits.save': 'Tomar bike',
  'limits.saved': 'Sînorê {{name}} hat tomarkirin; kupona din pê ve girêdayî ye.',
  'limits.removed': 'Sînorê {{name}} hat rakirin.',
  'limits.listTitle': 'Sînor',
  'limits.none': 'Hîn sînor tune.',
  'limits.updated': 'Nûkirin',
  'limits.actions': 'Kiryar',
  'limits.edit': 'Biguherîne',
  'limits.editOf': 'Biguherîne: {{name}}',
  'limits.remove': 'Rake',
  'limits.removeOf': 'Rake: {{name}}',
};
export default iq;
