import { hasStarted, playOver } from '../match/match-state.ts';
import { withSystemCleared } from './system-state.ts';
import { keyOf, type Slip, type SlipChange, type SlipMessage, type SlipPick } from './types.ts';

/** Picks older than this are dropped when a stored slip is loaded (section 9: "slip entries expire after 5 minutes"). */
export const PICK_EXPIRY_MS = 5 * 60_000;

/**
 * Why a pick may no longer be on the slip at `now`: its match ended or a football match reached
 * '4p' ("removed from the live list and from the bet slip"), or it is a pre-match pick whose match has started ("Match already
 * started: Remove from coupon").
 */
export function goneReason(p: SlipPick, now: number): 'matchEnded' | 'matchStarted' | null {
  if (playOver(p.match)) return 'matchEnded';
  if (startedSinceSeen(p.match.ttype, p.match, now)) return 'matchStarted';
  return null;
}

/**
 * A pick the player saw pre-match ('N') whose match has kicked off since. The slip drops it and the
 * server refuses it (`matchStarted`): a player never gets a live bet they did not see. `seen` is
 * the ttype of the pick as shown to the player; `match` is the match as it stands now.
 */
export function startedSinceSeen(
  seen: 'N' | 'L',
  match: Pick<SlipPick['match'], 'ttype' | 'status' | 'matchDate'>,
  now: number,
): boolean {
  return seen === 'N' && hasStarted(match, now);
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
