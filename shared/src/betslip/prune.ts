import { isEndedStatus } from '../match/match-state.ts';
import { withSystemCleared } from './system-state.ts';
import { keyOf, type Slip, type SlipChange, type SlipMessage, type SlipPick } from './types.ts';

/** Picks older than this are dropped when a stored slip is loaded (section 9: "slip entries expire after 5 minutes"). */
export const PICK_EXPIRY_MS = 5 * 60_000;

/**
 * Why a pick may no longer be on the slip at `now`: its match ended ("removed from the live list
 * and from the bet slip"), or it is a pre-match pick whose match has started ("Match already
 * started: Remove from coupon").
 */
export function goneReason(p: SlipPick, now: number): 'matchEnded' | 'matchStarted' | null {
  if (isEndedStatus(p.match.status)) return 'matchEnded';
  if (p.match.ttype === 'N' && Date.parse(p.match.matchDate) <= now) return 'matchStarted';
  return null;
}

/**
 * The slip as it may be kept: "The slip is pruned when matches start, and entries older than 5
 * minutes are dropped on load." Ended matches leave silently; started ones with `matchStarted`.
 */
export function pruneSlip(slip: Slip, now: number, onLoad = false): SlipChange {
  const messages: SlipMessage[] = [];
  const picks = slip.picks.filter((p) => {
    if (onLoad && now - p.addedAt > PICK_EXPIRY_MS) return false;
    const gone = goneReason(p, now);
    if (gone === 'matchStarted') messages.push({ key: 'matchStarted', pick: keyOf(p) });
    return gone === null;
  });
  if (picks.length === slip.picks.length) return { slip, messages };
  return { slip: withSystemCleared({ ...slip, picks }), messages };
}
