import type { FeedAdminMessages } from './tr.ts';

const de: FeedAdminMessages = {
  'panel.nav.feed': 'Quoten-Feed',
  'feed.simulator':
    'Der Feed ist der eingebaute Simulator: Er erzeugt eigene Spiele und Quoten, es gibt keinen Anbieter und keinen Producer zu überwachen.',
  'feed.none': 'Kein Feed eingerichtet: Spiele kommen nur aus dem Backoffice.',
  'feed.notRunning': 'Zurzeit betreibt kein Server den Feed.',
  'feed.summary':
    '{{received}} Nachrichten empfangen; {{stale}} veraltete, {{duplicate}} doppelte und {{invalid}} unlesbare Nachrichten verworfen.',
  'feed.producer': 'Produzent',
  'feed.producer.live': 'Live-Quoten',
  'feed.producer.prematch': 'Pre-Match-Quoten',
  'feed.state': 'Status',
  'feed.state.up': 'In Betrieb',
  'feed.state.down': 'Ausgefallen',
  'feed.state.recovering': 'Wiederherstellung',
  'feed.downSince': 'Ausgefallen seit',
  'feed.perSecond': 'Nachrichten/s',
  'feed.lastMessage': 'Letzte Nachricht',
  'feed.messages': 'Nachrichten',
  'feed.stale': 'Veraltet verworfen',
  'feed.parked':
    '{{n}} Abrechnungen des Anbieters konnten nicht in die Datenbank geschrieben werden und werden alle paar Sekunden erneut versucht (die älteste seit {{since}}). Letzter Fehler: {{error}}',
  'feed.parkedFailed':
    '{{n}} aufbewahrte Abrechnungen des Anbieters können nie angewendet werden (keine Abrechnung, z. B. eine von Hand geschriebene Zeile); sie sind als fehlgeschlagen markiert und werden nicht erneut versucht. Grund: {{error}}',
  'feed.never': 'noch keine',
};
export default de;
