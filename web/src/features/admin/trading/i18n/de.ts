import type { TradingMessages } from './tr.ts';

const de: TradingMessages = {
  'panel.nav.tradingLimits': 'Einsatzlimits',
  'limits.formTitle': 'Limit anlegen oder ändern',
  'limits.help':
    'Ein Limit für Sportart, Liga, Spiel, Markttyp oder Spieler; bei der Abgabe eines Scheins gilt das strengste. Das Limit pro Spiel der Seite (match_stake_limit) bleibt der Standard.',
  'limits.scope': 'Geltungsbereich',
  'limits.scope.sport': 'Sportart',
  'limits.scope.league': 'Liga',
  'limits.scope.match': 'Spiel',
  'limits.scope.marketType': 'Markttyp',
  'limits.scope.player': 'Spieler',
  'limits.targetId': 'Kennung (ID)',
  'limits.target': 'Ziel',
  'limits.maxStake': 'Höchsteinsatz',
  'limits.maxPay': 'Höchstauszahlung',
  'limits.matchTotal': 'Summe pro Spiel',
  'limits.stakeFactor': 'Einsatzfaktor',
  'limits.emptyHint':
    'Ein leerer Betrag bleibt den anderen Limits überlassen; Faktor 0,5 halbiert jedes Limit des Spielers.',
  'limits.invalid':
    'Die ID ist eine ganze Zahl, Beträge null oder mehr (höchstens 2 Nachkommastellen), der Faktor 0,01 bis 10.',
  'limits.save': 'Speichern',
  'limits.saved': 'Limit für {{name}} gespeichert; der nächste Schein unterliegt ihm.',
  'limits.removed': 'Limit von {{name}} entfernt.',
  'limits.listTitle': 'Limits (Liste)',
  'limits.none': 'Noch keine Limits.',
  'limits.updated': 'Geändert',
  'limits.actions': 'Aktionen',
  'limits.edit': 'Bearbeiten',
  'limits.editOf': 'Bearbeiten: {{name}}',
  'limits.remove': 'Entfernen',
  'limits.removeOf': 'Entfernen: {{name}}',
};
export default de;
