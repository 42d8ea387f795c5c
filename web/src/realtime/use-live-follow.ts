import { useEffect } from 'react';
import { follow } from './live-socket.ts';
import '../state/live-store.ts';

/** Follows a sport or some matches over `/live` while the screen is shown. */
export function useLiveFollow(sportId: number | undefined, matchIds: readonly number[] = []): void {
  const ids = matchIds.join(',');
  useEffect(() => {
    if (sportId === undefined && ids === '') return;
    return follow({
      ...(sportId !== undefined ? { sportId } : {}),
      ...(ids ? { matchIds: ids.split(',').map(Number) } : {}),
    });
  }, [sportId, ids]);
}
