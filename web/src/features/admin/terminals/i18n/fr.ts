import type { TerminalsMessages } from './tr.ts';

const fr: TerminalsMessages = {
  'panel.terminals.build': 'Version',
  'panel.terminals.build.approved': 'Approuvée',
  'panel.terminals.build.unknown': 'Non approuvée',
  'panel.terminals.build.none': 'Non signalée',
  'panel.terminals.approve': 'Approuver cette version',
  'panel.terminals.builds': 'Versions de terminal approuvées',
  'panel.terminals.buildsNote':
    'Seuls les terminaux avec une version approuvée et une imprimante en état prennent des paris.',
  'panel.terminals.revoke': 'Révoquer',
  'panel.terminals.noBuilds': 'Aucune version approuvée pour l’instant.',
  'panel.terminals.kiosk': 'Borne',
  'panel.terminals.kiosk.ok': 'En service',
  'panel.terminals.kiosk.printerProblem': "Problème d'imprimante",
  'panel.terminals.kiosk.outOfService': 'Hors service',
  'panel.terminals.kiosk.updating': 'Mise à jour',
  'panel.handTerminals.title': 'Terminaux portables',
  'panel.handTerminals.device': 'Appareil',
  'panel.handTerminals.lastSeen': 'Vu pour la dernière fois',
  'panel.handTerminals.signedIn': 'Connecté',
  'panel.handTerminals.signedOut': 'Déconnecté',
  'panel.handTerminals.revokedBy': 'Révoqué le {{when}} par {{who}}',
  'panel.handTerminals.revoke': "Révoquer l'accès",
  'panel.handTerminals.confirm': 'Révoquer {{name}} maintenant',
  'panel.handTerminals.none': "Aucun terminal portable ne s'est encore connecté.",
  'panel.handTerminals.failed': "Le terminal portable n'a pas pu être révoqué, veuillez réessayer.",
  'panel.audit.action.terminalBuild.approve': 'Version de terminal approuvée',
  'panel.audit.action.terminalBuild.revoke': 'Approbation d’une version de terminal révoquée',
  'panel.audit.kind.terminalBuild': 'Version de terminal',
};
export default fr;
