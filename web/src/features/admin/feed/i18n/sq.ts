import type { FeedAdminMessages } from './tr.ts';

const sq: FeedAdminMessages = {
  'panel.nav.feed': 'Rrjedha e koeficientëve',
  'feed.simulator':
    'Rrjedha është simulatori i integruar: krijon vetë ndeshjet dhe koeficientët, ndaj nuk ka ofrues apo prodhues për t’u ndjekur.',
  'feed.none': 'Nuk është caktuar rrjedhë: ndeshjet vijnë vetëm nga zyra administrative.',
  'feed.notRunning': 'Asnjë server nuk e drejton rrjedhën tani.',
  'feed.summary':
    'U morën {{received}} mesazhe; u hodhën {{stale}} të vjetra, {{duplicate}} të përsëritura dhe {{invalid}} të palexueshme.',
  'feed.producer': 'Prodhuesi',
  'feed.producer.live': 'Koeficientë live',
  'feed.producer.prematch': 'Koeficientë para ndeshjes',
  'feed.state': 'Gjendja',
  'feed.state.up': 'Aktiv',
  'feed.state.down': 'Jashtë funksionit',
  'feed.state.recovering': 'Në rikuperim',
  'feed.downSince': 'Jashtë funksionit që nga',
  'feed.perSecond': 'Mesazhe/s',
  'feed.lastMessage': 'Mesazhi i fundit',
  'feed.messages': 'Mesazhe',
  'feed.stale': 'Të vjetra të hedhura',
  'feed.parked':
    '{{n}} shlyerje të ofruesit nuk u shkruan në bazën e të dhënave dhe provohen sërish çdo disa sekonda (më e vjetra që nga {{since}}). Gabimi i fundit: {{error}}',
  'feed.parkedFailed':
    '{{n}} shlyerje të ruajtura të ofruesit nuk mund të zbatohen kurrë (nuk janë shlyerje, p.sh. një rresht i shkruar me dorë); janë shënuar si të dështuara dhe nuk provohen më. Arsyeja: {{error}}',
  'feed.never': 'asnjë ende',
};
export default sq;
