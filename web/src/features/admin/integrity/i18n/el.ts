import type { IntegrityMessages } from './tr.ts';

const el: IntegrityMessages = {
  'panel.integrity.verify': 'Επαλήθευση αρχείου ελέγχου',
  'panel.integrity.verifying': 'Έλεγχος του αρχείου ελέγχου…',
  'panel.integrity.verifyOk':
    'Το αρχείο ελέγχου είναι ακέραιο: ελέγχθηκαν {{count}} γραμμές, {{archived}} από αυτές στο αρχείο φύλαξης.',
  'panel.integrity.verifyBroken':
    'Το αρχείο ελέγχου έχει διακοπεί στη γραμμή {{seq}}: {{what}}. Οι {{count}} προηγούμενες γραμμές είναι ακέραιες.',
  'panel.integrity.break.missing': 'η γραμμή διαγράφηκε',
  'panel.integrity.break.hash': 'η γραμμή τροποποιήθηκε',
  'panel.integrity.break.link':
    'η γραμμή δεν συνεχίζει την προηγούμενη (εκείνη ξαναγράφτηκε ή μια γραμμή εμφανίζεται δύο φορές)',
  'panel.integrity.break.tail': 'οι νεότερες γραμμές διαγράφηκαν ή ξαναγράφτηκαν',
  'panel.integrity.archiveBroken':
    'Το αρχείο στοιχημάτων δεν συμφωνεί με όσα κατέγραψε γι’ αυτό το ημερολόγιο ελέγχου.',
  'panel.integrity.failed.title': 'Αποτυχημένες συνδέσεις τις τελευταίες 24 ώρες: {{count}}',
  'panel.integrity.failed.perHour': 'Αποτυχημένες συνδέσεις ανά ώρα',
  'panel.integrity.failed.ips': 'Διευθύνσεις με τις περισσότερες απόπειρες',
  'panel.integrity.failed.names': 'Ονόματα χρήστη που δοκιμάστηκαν περισσότερο',
  'panel.integrity.failed.none': 'Καμία.',
  'panel.integrity.wagers.title': 'Αρχεία στοιχημάτων (GLI-33)',
  'panel.audit.kind.wagers': 'Αρχεία στοιχημάτων',
  'panel.integrity.wagers.note':
    'Δελτία που έγιναν δεκτά αυτές τις ημέρες, μαζί με το αρχείο (ημέρες στη ζώνη ώρας του ιστότοπου).',
  'panel.integrity.wagers.csv': 'Λήψη CSV',
  'panel.integrity.wagers.json': 'Λήψη JSON',
  'panel.audit.action.wagers.archive': 'Τα αρχεία στοιχημάτων αρχειοθετήθηκαν',
  'panel.audit.action.auth.login': 'Σύνδεση',
  'panel.audit.action.auth.loginFailed': 'Αποτυχημένη απόπειρα σύνδεσης',
  'panel.audit.action.payment.shopWithdrawalCancelled': 'Η ανάληψη στο κατάστημα ακυρώθηκε',
  'panel.audit.action.auth.handTerminalRevoked': 'Το φορητό τερματικό ανακλήθηκε',
  'panel.audit.action.payment.approve': 'Το αίτημα πληρωμής εγκρίθηκε',
  'panel.audit.action.payment.reject': 'Το αίτημα πληρωμής απορρίφθηκε',
  'panel.audit.action.rg.timeOut': 'Διάλειμμα',
  'panel.audit.action.rg.realityCheck': 'Άλλαξε το διάστημα υπενθύμισης χρόνου παιχνιδιού',
  'panel.audit.action.paymentCategory.create': 'Δημιουργήθηκε κατηγορία πληρωμών',
  'panel.audit.action.paymentCategory.update': 'Άλλαξε κατηγορία πληρωμών',
  'panel.audit.action.paymentMethod.create': 'Δημιουργήθηκε μέθοδος πληρωμής',
  'panel.audit.action.paymentMethod.update': 'Άλλαξε μέθοδος πληρωμής',
};
export default el;
