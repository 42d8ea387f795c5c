import type { FeedAdminMessages } from './tr.ts';

const en: FeedAdminMessages = {
  'panel.nav.feed': 'Odds feed',
  'feed.simulator':
    'The feed is the built-in simulator: it makes its own matches and odds, so there is no provider or producer to watch.',
  'feed.none': 'No feed is set up: matches come only from the back office.',
  'feed.notRunning': 'No server runs the feed right now.',
  'feed.summary':
    '{{received}} messages received; {{stale}} stale, {{duplicate}} repeated and {{invalid}} unreadable messages dropped.',
  'feed.producer': 'Producer',
  'feed.producer.live': 'Live odds',
  'feed.producer.prematch': 'Pre-match odds',
  'feed.state': 'State',
  'feed.state.up': 'Up',
  'feed.state.down': 'Down',
  'feed.state.recovering': 'Recovering',
  'feed.downSince': 'Down since',
  'feed.perSecond': 'Messages/s',
  'feed.lastMessage': 'Last message',
  'feed.messages': 'Messages',
  'feed.stale': 'Stale dropped',
  'feed.parked':
    "{{n}} of the provider's settlements could not be written to the database and are tried again every few seconds (the oldest since {{since}}). Last error: {{error}}",
  'feed.parkedFailed':
    "{{n}} of the provider's kept settlements can never be applied (not a settlement, e.g. a row written by hand); they are marked failed and not tried again. Reason: {{error}}",
  'feed.never': 'none yet',
};
export default en;
