import type { TradingMessages } from './tr.ts';

const en: TradingMessages = {
  'panel.nav.tradingLimits': 'Trading limits',
  'limits.formTitle': 'Add or change a limit',
  'limits.help':
    "A limit on a sport, league, match, market type or player; the most restrictive applies when a coupon is placed. The site's per-match limit (match_stake_limit) stays the default.",
  'limits.scope': 'Scope',
  'limits.scope.sport': 'Sport',
  'limits.scope.league': 'League',
  'limits.scope.match': 'Match',
  'limits.scope.marketType': 'Market type',
  'limits.scope.player': 'Player',
  'limits.targetId': 'ID',
  'limits.target': 'Target',
  'limits.maxStake': 'Max stake',
  'limits.maxPay': 'Max payout',
  'limits.matchTotal': 'Per-match total',
  'limits.stakeFactor': 'Stake factor',
  'limits.emptyHint':
    'An empty amount is left to the other limits; a factor of 0.5 halves every limit of the player.',
  'limits.invalid':
    'The ID is a whole number, amounts zero or more (at most 2 decimals), the factor from 0.01 to 10.',
  'limits.save': 'Save',
  'limits.saved': 'Limit saved for {{name}}; the next coupon meets it.',
  'limits.removed': 'Limit of {{name}} removed.',
  'limits.listTitle': 'Limits',
  'limits.none': 'No limits yet.',
  'limits.updated': 'Updated',
  'limits.actions': 'Actions',
  'limits.edit': 'Edit',
  'limits.editOf': 'Edit {{name}}',
  'limits.remove': 'Remove',
  'limits.removeOf': 'Remove {{name}}',
};
export default en;
