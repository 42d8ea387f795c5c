import type { TradingMessages } from './tr.ts';

const fr: TradingMessages = {
  'panel.nav.tradingLimits': 'Limites de mise',
  'limits.formTitle': 'Ajouter ou modifier une limite',
  'limits.help':
    'Une limite sur un sport, une ligue, une rencontre, un type de marché ou un joueur ; la plus restrictive s’applique à la prise du coupon. La limite par rencontre du site (match_stake_limit) reste la valeur par défaut.',
  'limits.scope': 'Portée',
  'limits.scope.sport': 'Discipline',
  'limits.scope.league': 'Ligue',
  'limits.scope.match': 'Rencontre',
  'limits.scope.marketType': 'Type de marché',
  'limits.scope.player': 'Joueur',
  'limits.targetId': 'Identifiant (ID)',
  'limits.target': 'Cible',
  'limits.maxStake': 'Mise maximale',
  'limits.maxPay': 'Gain maximal',
  'limits.matchTotal': 'Total par rencontre',
  'limits.stakeFactor': 'Facteur de mise',
  'limits.emptyHint':
    'Un montant vide est laissé aux autres limites ; un facteur de 0,5 divise par deux toutes les limites du joueur.',
  'limits.invalid':
    'L’ID est un nombre entier, les montants zéro ou plus (2 décimales au plus), le facteur de 0,01 à 10.',
  'limits.save': 'Enregistrer',
  'limits.saved': 'Limite enregistrée pour {{name}} ; le prochain coupon la respecte.',
  'limits.removed': 'Limite de {{name}} supprimée.',
  'limits.listTitle': 'Liste des limites',
  'limits.none': 'Aucune limite pour l’instant.',
  'limits.updated': 'Modifiée le',
  'limits.actions': 'Opérations',
  'limits.edit': 'Modifier',
  'limits.editOf': 'Modifier {{name}}',
  'limits.remove': 'Supprimer',
  'limits.removeOf': 'Supprimer {{name}}',
};
export default fr;
