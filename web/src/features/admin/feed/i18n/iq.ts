import type { FeedAdminMessages } from './tr.ts';

const iq: FeedAdminMessages = {
  'panel.nav.feed': 'Herikîna rêjeyan',
  'feed.simulator':
    'Herikîn simulatora hundirîn e: maç û rêjeyên xwe bi xwe çêdike, ji ber vê yekê dabînker an hilberînerek ji bo şopandinê tune.',
  'feed.none': 'Tu herikîn nehatiye sazkirin: maç tenê ji ofîsa paşîn tên.',
  'feed.notRunning': 'Niha tu server herikînê naxebitîne.',
  'feed.summary':
    '{{received}} peyam hatin wergirtin; {{stale}} kevn, {{duplicate}} dubare û {{invalid}} nexwendî hatin avêtin.',
  'feed.producer': 'Hilberîner',
  'feed.producer.live': 'Rêjeyên zindî',
  'feed.producer.prematch': 'Rêjeyên beriya maçê',
  'feed.state': 'Rewş',
  'feed.state.up': 'Dixebite',
  'feed.state.down': 'Rawestiyaye',
  'feed.state.recovering': 'Tê vegerandin',
  'feed.downSince': 'Rawestiyaye ji',
  'feed.perSecond': 'Peyam/s',
  'feed.lastMessage': 'Peyama dawî',
  'feed.messages': 'Peyam',
  'feed.stale': 'Kevnên avêtî',
  'feed.parked':
    '{{n}} hesabkirinên dabînker nehatin nivîsandin di danegehê de û her çend çirkeyan carek din têne ceribandin (ya herî kevn ji {{since}}). Çewtiya dawî: {{error}}',
  'feed.parkedFailed':
    '{{n}} hesabkirinên dabînker ên parastî qet nayên sepandin (ne hesabkirin in, wek rêzeke bi destan hatî nivîsandin); wek têkçûyî hatin nîşankirin û careke din nayên ceribandin. Sedem: {{error}}',
  'feed.never': 'hîn tune',
};
export default iq;
