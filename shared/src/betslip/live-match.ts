import type { LiveMatchEvent } from '../api/realtime.ts';
import type { PickUpdate } from './picks.ts';
import type { SlipPick } from './types.ts';

/**
 * What a live `match` event changes on the slip's picks of that match: its status, clock and flags. The
 * pick's ttype stays what the player saw, so a pre-match pick whose match kicks off is known as
 * such ('removed' means the match left the site and counts as ended).
 */
export function matchEventUpdates(
  picks: readonly SlipPick[],
  events: readonly LiveMatchEvent[],
): PickUpdate[] {
  return events.flatMap((e) =>
    picks
      .filter((p) => p.matchId === e.id)
      .map((p) => ({
        matchId: p.matchId,
        marketId: p.marketId,
        outcomeId: p.outcomeId,
        match:
          e.status === 'removed'
            ? { status: 'ended', betStatus: 'stopped' as const }
            : { status: e.status, betStatus: e.betStatus, iss: e.iss, isv: e.isv, time: e.time },
      })),
  );
}
