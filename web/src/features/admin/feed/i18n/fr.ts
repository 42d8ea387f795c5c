import type { FeedAdminMessages } from './tr.ts';

const fr: FeedAdminMessages = {
  'panel.nav.feed': 'Flux de cotes',
  'feed.simulator':
    'Le flux est le simulateur intégré : il crée ses propres matchs et cotes, il n’y a donc ni fournisseur ni producteur à surveiller.',
  'feed.none': 'Aucun flux configuré : les matchs viennent uniquement du back-office.',
  'feed.notRunning': 'Aucun serveur n’exécute le flux en ce moment.',
  'feed.summary':
    '{{received}} messages reçus ; {{stale}} périmés, {{duplicate}} répétés et {{invalid}} illisibles écartés.',
  'feed.producer': 'Producteur',
  'feed.producer.live': 'Cotes en direct',
  'feed.producer.prematch': 'Cotes avant-match',
  'feed.state': 'État',
  'feed.state.up': 'Actif',
  'feed.state.down': 'En panne',
  'feed.state.recovering': 'Récupération',
  'feed.downSince': 'En panne depuis',
  'feed.perSecond': 'Messages/s',
  'feed.lastMessage': 'Dernier message',
  'feed.messages': 'Messages',
  'feed.stale': 'Périmés écartés',
  'feed.parked':
    "{{n}} règlements du fournisseur n'ont pas pu être écrits dans la base de données et sont retentés toutes les quelques secondes (le plus ancien depuis {{since}}). Dernière erreur : {{error}}",
  'feed.parkedFailed':
    "{{n}} règlements conservés du fournisseur ne pourront jamais être appliqués (ce n'est pas un règlement, par exemple une ligne écrite à la main) ; ils sont marqués en échec et ne sont plus retentés. Motif : {{error}}",
  'feed.never': 'aucun pour l’instant',
};
export default fr;
