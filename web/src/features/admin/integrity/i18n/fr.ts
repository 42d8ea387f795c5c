import type { IntegrityMessages } from './tr.ts';

const fr: IntegrityMessages = {
  'panel.integrity.verify': 'Vérifier le journal d’audit',
  'panel.integrity.verifying': 'Vérification du journal d’audit…',
  'panel.integrity.verifyOk':
    'Le journal d’audit est intact : {{count}} lignes vérifiées, dont {{archived}} dans l’archive.',
  'panel.integrity.verifyBroken':
    'Le journal d’audit est rompu à la ligne {{seq}} : {{what}}. Les {{count}} lignes précédentes sont intactes.',
  'panel.integrity.break.missing': 'la ligne a été supprimée',
  'panel.integrity.break.hash': 'la ligne a été modifiée',
  'panel.integrity.break.link':
    'la ligne ne suit pas la précédente (celle-ci a été réécrite ou une ligne figure deux fois)',
  'panel.integrity.break.tail': 'les lignes les plus récentes ont été supprimées ou réécrites',
  'panel.integrity.archiveBroken':
    'L’archive des paris ne correspond pas à ce que le journal d’audit en a enregistré.',
  'panel.integrity.failed.title': 'Connexions échouées ces dernières 24 heures : {{count}}',
  'panel.integrity.failed.perHour': 'Connexions échouées par heure',
  'panel.integrity.failed.ips': 'Adresses qui essaient le plus',
  'panel.integrity.failed.names': 'Noms d’utilisateur les plus essayés',
  'panel.integrity.failed.none': 'Aucune.',
  'panel.integrity.wagers.title': 'Registres des paris (GLI-33)',
  'panel.audit.kind.wagers': 'Registres des paris',
  'panel.integrity.wagers.note':
    'Tickets acceptés ces jours-là, archive comprise (jours du fuseau horaire du site).',
  'panel.integrity.wagers.csv': 'Télécharger le CSV',
  'panel.integrity.wagers.json': 'Télécharger le JSON',
  'panel.audit.action.wagers.archive': 'Registres des paris archivés',
  'panel.audit.action.auth.login': 'Connexion',
  'panel.audit.action.auth.loginFailed': 'Tentative de connexion échouée',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Retrait en point de vente annulé',
  'panel.audit.action.auth.handTerminalRevoked': 'Terminal portable révoqué',
  'panel.audit.action.payment.approve': 'Demande de paiement approuvée',
  'panel.audit.action.payment.reject': 'Demande de paiement refusée',
  'panel.audit.action.rg.timeOut': 'Pause',
  'panel.audit.action.rg.realityCheck': 'Intervalle du rappel de temps de jeu modifié',
  'panel.audit.action.paymentCategory.create': 'Catégorie de paiement créée',
  'panel.audit.action.paymentCategory.update': 'Catégorie de paiement modifiée',
  'panel.audit.action.paymentMethod.create': 'Moyen de paiement créé',
  'panel.audit.action.paymentMethod.update': 'Moyen de paiement modifié',
};
export default fr;
