import { withSystemCleared } from './system-state.ts';
import { keyOf, type Slip, type SlipChange, type SlipMessage, type SlipUser } from './types.ts';

/**
 * Section 4: "Odds outside the user's min/max odds limit deactivate the selection (a notice 'min
 * limit: X' or 'max limit: X' appears and the selection is removed)". 0 means no limit.
 */
export function oddLimitMessage(
  odd: number,
  user: Pick<SlipUser, 'minOdds' | 'maxOdds'>,
): SlipMessage | null {
  if (user.minOdds > 0 && odd < user.minOdds) return { key: 'minLimit', params: { limit: user.minOdds } };
  if (user.maxOdds > 0 && odd > user.maxOdds) return { key: 'maxLimit', params: { limit: user.maxOdds } };
  return null;
}

/** Removes picks whose odd has moved outside the user's limits, saying why. */
export function dropOutOfLimitPicks(slip: Slip, user: Pick<SlipUser, 'minOdds' | 'maxOdds'>): SlipChange {
  const messages: SlipMessage[] = [];
  const picks = slip.picks.filter((p) => {
    const m = oddLimitMessage(p.odd, user);
    if (m) messages.push({ ...m, pick: keyOf(p) });
    return !m;
  });
  return messages.length ? { slip: withSystemCleared({ ...slip, picks }), messages } : { slip, messages };
}
