import { matchEventUpdates } from '@bet/shared';
import { useSlip } from '../state/slip-store.ts';
import { follow, listen } from './live-socket.ts';
import '../state/live-store.ts';

/** How often the slip checks whether a pre-match pick's start time has passed. */
const PRUNE_EVERY_MS = 1000;

let stop: (() => void) | null = null;
let followed = '';

/** While the slip has picks, their matches are followed so locks and odds on the slip stay true. */
function sync(matchIds: number[]): void {
  const key = [...new Set(matchIds)].sort((a, b) => a - b).join(',');
  if (key === followed) return;
  followed = key;
  stop?.();
  stop = key ? follow({ matchIds: key.split(',').map(Number) }) : null;
}

export function startSlipFollow(): void {
  sync(useSlip.getState().slip.picks.map((p) => p.matchId));
  useSlip.subscribe((s, prev) => {
    if (s.slip.picks !== prev.slip.picks) sync(s.slip.picks.map((p) => p.matchId));
  });
  listen({
    odds: (events) => {
      const inSlip = new Set(useSlip.getState().slip.picks.map((p) => p.matchId));
      const relevant = events.filter((e) => inSlip.has(e.matchId));
      if (!relevant.length) return;
      useSlip.getState().update(
        relevant.map((e) => ({
          matchId: e.matchId,
          marketId: e.marketId,
          outcomeId: e.outcomeId,
          odd: e.odd,
          outcome: { active: e.active, iss: e.iss, isv: e.isv },
        })),
      );
    },
    match: (events) => {
      const updates = matchEventUpdates(useSlip.getState().slip.picks, events);
      if (!updates.length) return;
      useSlip.getState().update(updates);
      // A match that ended, or a pre-match pick whose match kicked off, leaves the slip.
      useSlip.getState().prune();
    },
  });
  // A pre-match pick also leaves when its start time passes, whether or not the feed said so yet.
  setInterval(() => useSlip.getState().prune(), PRUNE_EVERY_MS);
}
