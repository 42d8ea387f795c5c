import type { ShiftsAdminMessages } from './tr.ts';

const el: ShiftsAdminMessages = {
  'panel.nav.shifts': 'Βάρδιες ταμείου',
  'panel.shifts.filter': 'Κατάσταση',
  'panel.shifts.all': 'Όλες',
  'panel.shifts.state.open': 'Ανοιχτή',
  'panel.shifts.state.closed': 'Κλειστή',
  'panel.shifts.state.signedOff': 'Εγκρίθηκε',
  'panel.shifts.cashier': 'Ταμίας',
  'panel.shifts.terminal': 'Αρ. τερματικού',
  'panel.shifts.opened': 'Άνοιγμα',
  'panel.shifts.float': 'Αρχικό ταμείο',
  'panel.shifts.expected': 'Αναμενόμενο',
  'panel.shifts.counted': 'Μετρημένο',
  'panel.shifts.variance': 'Διαφορά',
  'panel.shifts.note': 'Σημείωση',
  'panel.shifts.signOff': 'Έγκριση',
  'panel.shifts.signedOffBy': 'Εγκρίθηκε από {{name}}',
  'panel.shifts.noteMissing': 'Αναμένεται η σημείωση του ταμία',
  'panel.shifts.none': 'Δεν υπάρχουν βάρδιες.',
  'panel.shifts.done': 'Η βάρδια εγκρίθηκε.',
  'panel.shifts.report': 'Αναφορά',
  'panel.shifts.dayReport': 'Αναφορά ημέρας',
  'panel.shifts.day': 'Ημέρα',
};
export default el;
