import type { FeedAdminMessages } from './tr.ts';

const cw: FeedAdminMessages = {
  'panel.nav.feed': 'Flow di odds',
  'feed.simulator':
    'E flow ta e simulador integrá: e ta traha su mes wega i odds, p’esei no tin proveedor ni produktor pa vigilá.',
  'feed.none': 'No tin flow konfigurá: wega ta bini solamente for di back office.',
  'feed.notRunning': 'Awor aki ningun server no ta kore e flow.',
  'feed.summary':
    '{{received}} mensahe risibí; {{stale}} bieu, {{duplicate}} ripití i {{invalid}} no lesabel tirá.',
  'feed.producer': 'Produktor',
  'feed.producer.live': 'Odds na bibu',
  'feed.producer.prematch': 'Odds prome ku wega',
  'feed.state': 'Estado',
  'feed.state.up': 'Ta funshoná',
  'feed.state.down': 'Abou',
  'feed.state.recovering': 'Ta rekuperá',
  'feed.downSince': 'Abou for di',
  'feed.perSecond': 'Mensahe/s',
  'feed.lastMessage': 'Último mensahe',
  'feed.messages': 'Mensahe',
  'feed.stale': 'Bieu tirá',
  'feed.parked':
    '{{n}} liquidashon di e proveedor no por a wòrdu skirbí den e base di datos i nan ta purba atrobe tur ki algun sekonde (esun di mas bieu for di {{since}}). Último eror: {{error}}',
  'feed.parkedFailed':
    '{{n}} liquidashon wardá di e proveedor nunka no por wòrdu aplicá (no ta un liquidashon, por ehempel un liña skirbí na man); nan ta marká komo fayá i nan no ta wòrdu purbá atrobe. Motibu: {{error}}',
  'feed.never': 'ainda ningun',
};
export default cw;
