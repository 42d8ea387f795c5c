import type { TradingMessages } from './tr.ts';

const nl: TradingMessages = {
  'panel.nav.tradingLimits': 'Inzetlimieten',
  'limits.formTitle': 'Limiet toevoegen of wijzigen',
  'limits.help':
    'Een limiet op een sporttak, competitie, wedstrijd, markttype of speler; bij het plaatsen van een coupon geldt de strengste. De limiet per wedstrijd van de site (match_stake_limit) blijft de standaard.',
  'limits.scope': 'Bereik',
  'limits.scope.sport': 'Sporttak',
  'limits.scope.league': 'Competitie',
  'limits.scope.match': 'Wedstrijd',
  'limits.scope.marketType': 'Markttype',
  'limits.scope.player': 'Speler',
  'limits.targetId': 'Nummer (ID)',
  'limits.target': 'Doel',
  'limits.maxStake': 'Maximale inzet',
  'limits.maxPay': 'Maximale uitbetaling',
  'limits.matchTotal': 'Totaal per wedstrijd',
  'limits.stakeFactor': 'Inzetfactor',
  'limits.emptyHint':
    'Een leeg bedrag wordt aan de andere limieten overgelaten; factor 0,5 halveert elke limiet van de speler.',
  'limits.invalid':
    'Het ID is een geheel getal, bedragen nul of meer (hoogstens 2 decimalen), de factor van 0,01 tot 10.',
  'limits.save': 'Opslaan',
  'limits.saved': 'Limiet opgeslagen voor {{name}}; de volgende coupon houdt zich eraan.',
  'limits.removed': 'Limiet van {{name}} verwijderd.',
  'limits.listTitle': 'Limieten',
  'limits.none': 'Nog geen limieten.',
  'limits.updated': 'Bijgewerkt',
  'limits.actions': 'Acties',
  'limits.edit': 'Bewerken',
  'limits.editOf': '{{name}} bewerken',
  'limits.remove': 'Verwijderen',
  'limits.removeOf': '{{name}} verwijderen',
};
export default nl;
