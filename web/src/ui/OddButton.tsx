import { memo } from 'react';
import { isBettable, sameOutcome, type Market, type Match, type Outcome } from '@bet/shared';
import { useConnection } from '../api/connection.ts';
import { isBehind, useLive, useLiveOdd, withLiveMatch, withLiveOdd } from '../state/live-store.ts';
import { useOddText } from '../state/odds-format-store.ts';
import { slipHeld, useSlip } from '../state/slip-store.ts';
import { useEntityNames } from './use-entity-name.ts';
import { LockIcon } from './LockIcon.tsx';
import { useFlash } from './use-odd-flash.ts';
import './odds.css';

interface Props {
  match: Match;
  market: Market;
  outcome: Outcome;
  /** the label over the odd; the outcome's name in the page's language by default */
  label?: string;
}

/**
 * One odd. It reads its own pushed state, so a live change re-renders this button only; tapping
 * puts the pick on the slip or takes it off; an odd that cannot be bet shows a lock. While the
 * connection is lost a live match's odd locks too: its price moves on without the page hearing of
 * it, so the last one pushed is no longer current. It stays locked after the connection is back
 * until the match's snapshot is. While the slip is held (a coupon being placed), the odd says it
 * cannot be picked (aria-disabled) and a tap only tells the player why.
 */
export const OddButton = memo(function OddButton({ match, market, outcome, label }: Props) {
  const liveOdd = useLiveOdd(outcome.id);
  const liveMatch = useLive((s) => s.matches[match.id]);
  const key = { matchId: match.id, marketId: market.id, outcomeId: outcome.id };
  const picked = useSlip((s) => s.slip.picks.some((p) => sameOutcome(p, key)));
  const toggle = useSlip((s) => s.toggle);
  const held = useSlip(slipHeld);
  const oddText = useOddText();
  const names = useEntityNames();
  const connectionLost = useConnection((s) => s.status === 'reconnecting');
  const pricesBehind = useLive((s) => isBehind(s, match.id));
  const flash = useFlash(liveOdd?.dir, liveOdd?.at);
  const m = withLiveMatch(match, liveMatch);
  const o = withLiveOdd(outcome, liveOdd);
  const open = !((connectionLost || pricesBehind) && m.ttype === 'L') && isBettable(m, market, o);
  if (o.active === false && !o.isv) return <span className="odd odd-empty" />;
  return (
    <button
      type="button"
      className={`odd${picked ? ' picked' : ''}${flash > 0 ? ' up' : flash < 0 ? ' down' : ''}`}
      disabled={!open && !picked}
      aria-disabled={held || undefined}
      aria-pressed={picked}
      data-testid="odd"
      data-outcome={outcome.id}
      onClick={() => toggle(m, market, o)}
    >
      <span className="odd-label">{label ?? names.outcome(outcome.name)}</span>
      <span className="odd-value">
        {open ? oddText(o.odd) : <LockIcon />}
        {flash !== 0 && (
          <span className="arrow" data-testid={flash > 0 ? 'odd-up' : 'odd-down'} aria-hidden="true">
            {flash > 0 ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
});
