import type { TerminalsMessages } from './tr.ts';

const el: TerminalsMessages = {
  'panel.terminals.build': 'Έκδοση',
  'panel.terminals.build.approved': 'Εγκεκριμένη',
  'panel.terminals.build.unknown': 'Μη εγκεκριμένη',
  'panel.terminals.build.none': 'Δεν αναφέρθηκε',
  'panel.terminals.approve': 'Έγκριση αυτής της έκδοσης',
  'panel.terminals.builds': 'Εγκεκριμένες εκδόσεις τερματικών',
  'panel.terminals.buildsNote':
    'Στοιχήματα δέχονται μόνο τερματικά με εγκεκριμένη έκδοση και εκτυπωτή σε λειτουργία.',
  'panel.terminals.revoke': 'Ανάκληση',
  'panel.terminals.noBuilds': 'Καμία έκδοση δεν έχει εγκριθεί ακόμη.',
  'panel.terminals.kiosk': 'Κιόσκι',
  'panel.terminals.kiosk.ok': 'Σε λειτουργία',
  'panel.terminals.kiosk.printerProblem': 'Πρόβλημα εκτυπωτή',
  'panel.terminals.kiosk.outOfService': 'Εκτός λειτουργίας',
  'panel.terminals.kiosk.updating': 'Ενημερώνεται',
  'panel.handTerminals.title': 'Φορητά τερματικά',
  'panel.handTerminals.device': 'Συσκευή',
  'panel.handTerminals.lastSeen': 'Τελευταία εμφάνιση',
  'panel.handTerminals.signedIn': 'Συνδεδεμένο',
  'panel.handTerminals.signedOut': 'Αποσυνδεδεμένο',
  'panel.handTerminals.revokedBy': 'Ανακλήθηκε στις {{when}} από {{who}}',
  'panel.handTerminals.revoke': 'Ανάκληση πρόσβασης',
  'panel.handTerminals.confirm': 'Ανάκληση του {{name}} τώρα',
  'panel.handTerminals.none': 'Κανένα φορητό τερματικό δεν έχει συνδεθεί ακόμη.',
  'panel.handTerminals.failed': 'Το φορητό τερματικό δεν ανακλήθηκε, δοκιμάστε ξανά.',
  'panel.audit.action.terminalBuild.approve': 'Εγκρίθηκε έκδοση τερματικού',
  'panel.audit.action.terminalBuild.revoke': 'Ανακλήθηκε η έγκριση έκδοσης τερματικού',
  'panel.audit.kind.terminalBuild': 'Έκδοση τερματικού',
};
export default el;
