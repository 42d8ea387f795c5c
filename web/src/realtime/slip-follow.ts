import { isEndedStatus } from '@bet/shared';
import { useSlip } from '../state/slip-store.ts';
import { follow, listen } from './live-socket.ts';
import '../state/live-store.ts';

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
      const picks = useSlip.getState().slip.picks;
      const relevant = events.filter((e) => picks.some((p) => p.matchId === e.id));
      if (!relevant.length) return;
      useSlip.getState().update(
        relevant.flatMap((e) =>
          picks
            .filter((p) => p.matchId === e.id)
            .map((p) => ({
              matchId: p.matchId,
              marketId: p.marketId,
              outcomeId: p.outcomeId,
              match:
                e.status === 'removed'
                  ? { status: 'ended', betStatus: 'stopped' as const }
                  : { status: e.status, betStatus: e.betStatus, iss: e.iss, isv: e.isv },
            })),
        ),
      );
      // An ended match leaves the slip.
      if (relevant.some((e) => e.status === 'removed' || isEndedStatus(e.status))) useSlip.getState().prune();
    },
  });
}
