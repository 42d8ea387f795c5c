import type { FeedAdminMessages } from './tr.ts';

const it: FeedAdminMessages = {
  'panel.nav.feed': 'Feed quote',
  'feed.simulator':
    'Il feed è il simulatore integrato: crea partite e quote proprie, quindi non c’è alcun fornitore o producer da monitorare.',
  'feed.none': 'Nessun feed configurato: le partite arrivano solo dal back office.',
  'feed.notRunning': 'Al momento nessun server esegue il feed.',
  'feed.summary':
    '{{received}} messaggi ricevuti; scartati {{stale}} superati, {{duplicate}} ripetuti e {{invalid}} illeggibili.',
  'feed.producer': 'Produttore',
  'feed.producer.live': 'Quote live',
  'feed.producer.prematch': 'Quote pre-partita',
  'feed.state': 'Stato',
  'feed.state.up': 'Attivo',
  'feed.state.down': 'Fermo',
  'feed.state.recovering': 'In ripristino',
  'feed.downSince': 'Fermo dal',
  'feed.perSecond': 'Messaggi/s',
  'feed.lastMessage': 'Ultimo messaggio',
  'feed.messages': 'Messaggi',
  'feed.stale': 'Superati scartati',
  'feed.parked':
    '{{n}} liquidazioni del fornitore non sono state scritte nel database e vengono ritentate ogni pochi secondi (la più vecchia dal {{since}}). Ultimo errore: {{error}}',
  'feed.parkedFailed':
    '{{n}} liquidazioni conservate del fornitore non potranno mai essere applicate (non sono una liquidazione, ad es. una riga scritta a mano); sono segnate come fallite e non vengono ritentate. Motivo: {{error}}',
  'feed.never': 'ancora nessuno',
};
export default it;
