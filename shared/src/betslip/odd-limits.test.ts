import { describe, expect, it } from 'vitest';
import { dropOutOfLimitPicks, oddLimitMessage } from './odd-limits.ts';
import { addPick, updatePicks } from './picks.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, EMPTY_SLIP } from './types.ts';

const user = DEFAULT_USER;

describe("the user's odds limits (section 4)", () => {
  it('"Odds outside the user\'s min/max odds limit ... min limit: X / max limit: X"', () => {
    const limited = { ...user, minOdds: 1.3, maxOdds: 10 };
    expect(addPick(EMPTY_SLIP, pick(1, 1.2), limited).messages[0]).toMatchObject({
      key: 'minLimit',
      params: { limit: 1.3 },
    });
    expect(addPick(EMPTY_SLIP, pick(1, 12), limited).messages[0]).toMatchObject({
      key: 'maxLimit',
      params: { limit: 10 },
    });
    // A pick whose odd moves out of the limits is removed with the notice.
    const slip = addPick(EMPTY_SLIP, pick(1, 1.5), limited).slip;
    const moved = updatePicks(slip, [{ matchId: 1, marketId: 10, outcomeId: 100, odd: 1.25 }]);
    const dropped = dropOutOfLimitPicks(moved, limited);
    expect(dropped.slip.picks).toHaveLength(0);
    expect(dropped.messages[0]?.key).toBe('minLimit');
    expect(dropOutOfLimitPicks(slip, limited).slip).toBe(slip);
  });

  it('0 means no limit; the limits themselves are allowed', () => {
    expect(oddLimitMessage(500, user)).toBeNull();
    expect(oddLimitMessage(1.3, { minOdds: 1.3, maxOdds: 10 })).toBeNull();
    expect(oddLimitMessage(10, { minOdds: 1.3, maxOdds: 10 })).toBeNull();
  });
});
