import type { FeedAdminMessages } from './tr.ts';

const nl: FeedAdminMessages = {
  'panel.nav.feed': 'Odds-feed',
  'feed.simulator':
    'De feed is de ingebouwde simulator: die maakt eigen wedstrijden en odds, dus er is geen aanbieder of producer om te bewaken.',
  'feed.none': 'Geen feed ingesteld: wedstrijden komen alleen uit de backoffice.',
  'feed.notRunning': 'Op dit moment draait geen server de feed.',
  'feed.summary':
    '{{received}} berichten ontvangen; {{stale}} verouderde, {{duplicate}} herhaalde en {{invalid}} onleesbare berichten weggegooid.',
  'feed.producer': 'Producent',
  'feed.producer.live': 'Live-odds',
  'feed.producer.prematch': 'Pre-match-odds',
  'feed.state': 'Status',
  'feed.state.up': 'Actief',
  'feed.state.down': 'Uitgevallen',
  'feed.state.recovering': 'Herstellen',
  'feed.downSince': 'Uitgevallen sinds',
  'feed.perSecond': 'Berichten/s',
  'feed.lastMessage': 'Laatste bericht',
  'feed.messages': 'Berichten',
  'feed.stale': 'Verouderd weggegooid',
  'feed.parked':
    '{{n}} afrekeningen van de aanbieder konden niet in de database worden geschreven en worden om de paar seconden opnieuw geprobeerd (de oudste sinds {{since}}). Laatste fout: {{error}}',
  'feed.parkedFailed':
    '{{n}} bewaarde afrekeningen van de aanbieder kunnen nooit worden toegepast (geen afrekening, bijv. een met de hand geschreven rij); ze zijn als mislukt gemarkeerd en worden niet opnieuw geprobeerd. Reden: {{error}}',
  'feed.never': 'nog geen',
};
export default nl;
