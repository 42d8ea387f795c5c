import type { FeedAdminMessages } from './tr.ts';

const el: FeedAdminMessages = {
  'panel.nav.feed': 'Ροή αποδόσεων',
  'feed.simulator':
    'Η ροή είναι ο ενσωματωμένος προσομοιωτής: φτιάχνει δικούς του αγώνες και αποδόσεις, οπότε δεν υπάρχει πάροχος ή παραγωγός για παρακολούθηση.',
  'feed.none': 'Δεν έχει οριστεί ροή: οι αγώνες έρχονται μόνο από το back office.',
  'feed.notRunning': 'Κανένας διακομιστής δεν τρέχει τη ροή αυτή τη στιγμή.',
  'feed.summary':
    'Ελήφθησαν {{received}} μηνύματα· απορρίφθηκαν {{stale}} παλιά, {{duplicate}} επαναλαμβανόμενα και {{invalid}} μη αναγνώσιμα.',
  'feed.producer': 'Παραγωγός',
  'feed.producer.live': 'Ζωντανές αποδόσεις',
  'feed.producer.prematch': 'Αποδόσεις πριν τον αγώνα',
  'feed.state': 'Κατάσταση',
  'feed.state.up': 'Σε λειτουργία',
  'feed.state.down': 'Εκτός λειτουργίας',
  'feed.state.recovering': 'Σε ανάκτηση',
  'feed.downSince': 'Εκτός από',
  'feed.perSecond': 'Μηνύματα/δ',
  'feed.lastMessage': 'Τελευταίο μήνυμα',
  'feed.messages': 'Μηνύματα',
  'feed.stale': 'Παλιά απορρίφθηκαν',
  'feed.parked':
    '{{n}} εκκαθαρίσεις του παρόχου δεν γράφτηκαν στη βάση δεδομένων και επαναλαμβάνονται κάθε λίγα δευτερόλεπτα (η παλαιότερη από {{since}}). Τελευταίο σφάλμα: {{error}}',
  'feed.never': 'κανένα ακόμη',
};
export default el;
