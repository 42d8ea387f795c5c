import type { TradingMessages } from './tr.ts';

const el: TradingMessages = {
  'panel.nav.tradingLimits': 'Όρια στοιχημάτων',
  'limits.formTitle': 'Προσθήκη ή αλλαγή ορίου',
  'limits.help':
    'Όριο σε άθλημα, λίγκα, αγώνα, τύπο αγοράς ή παίκτη· κατά την υποβολή κουπονιού ισχύει το αυστηρότερο. Το όριο ανά αγώνα του ιστότοπου (match_stake_limit) μένει το προεπιλεγμένο.',
  'limits.scope': 'Εύρος',
  'limits.scope.sport': 'Άθλημα',
  'limits.scope.league': 'Λίγκα',
  'limits.scope.match': 'Αγώνας',
  'limits.scope.marketType': 'Τύπος αγοράς',
  'limits.scope.player': 'Παίκτης',
  'limits.targetId': 'Αναγνωριστικό (ID)',
  'limits.target': 'Στόχος',
  'limits.maxStake': 'Μέγιστο πόνταρισμα',
  'limits.maxPay': 'Μέγιστη πληρωμή',
  'limits.matchTotal': 'Σύνολο ανά αγώνα',
  'limits.stakeFactor': 'Συντελεστής πονταρίσματος',
  'limits.emptyHint':
    'Ένα κενό ποσό αφήνεται στα άλλα όρια· συντελεστής 0,5 μειώνει στο μισό κάθε όριο του παίκτη.',
  'limits.invalid':
    'Το ID είναι ακέραιος, τα ποσά μηδέν ή περισσότερο (έως 2 δεκαδικά), ο συντελεστής από 0,01 έως 10.',
  'limits.save': 'Αποθήκευση',
  'limits.saved': 'Το όριο για {{name}} αποθηκεύτηκε· ισχύει από το επόμενο κουπόνι.',
  'limits.removed': 'Το όριο του {{name}} αφαιρέθηκε.',
  'limits.listTitle': 'Όρια',
  'limits.none': 'Δεν υπάρχουν ακόμη όρια.',
  'limits.updated': 'Ενημερώθηκε',
  'limits.actions': 'Ενέργειες',
  'limits.edit': 'Επεξεργασία',
  'limits.editOf': 'Επεξεργασία {{name}}',
  'limits.remove': 'Αφαίρεση',
  'limits.removeOf': 'Αφαίρεση {{name}}',
};
export default el;
