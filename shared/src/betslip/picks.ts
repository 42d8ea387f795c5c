import { isLocked } from './lock.ts';
import { oddLimitMessage } from './odd-limits.ts';
import { pickCap } from './pick-caps.ts';
import { withSystemCleared } from './system-state.ts';
import {
  DEFAULT_CAPS,
  EMPTY_SLIP,
  keyOf,
  sameMarket,
  sameOutcome,
  type PickKey,
  type Slip,
  type SlipCaps,
  type SlipChange,
  type SlipPick,
  type SlipUser,
} from './types.ts';

/**
 * Adds a pick (section 5). Refused, the slip unchanged, when "a duplicate selection is rejected",
 * "Suspended or invisible odds cannot be added" (both `noSelectSoTips`), the odd is outside the
 * user's limits (`minLimit`, `maxLimit`) or the slip is full (`choosetypesError` with the count).
 * "One selection per market per match": another outcome of a market already on the slip replaces
 * that pick, as a bookmaker's slip does when a player changes their mind.
 */
export function addPick(
  slip: Slip,
  pick: SlipPick,
  user: Pick<SlipUser, 'minOdds' | 'maxOdds'>,
  caps: SlipCaps = DEFAULT_CAPS,
): SlipChange {
  if (slip.picks.some((p) => sameOutcome(p, pick))) return refuse(slip, 'noSelectSoTips', pick);
  if (isLocked(pick)) return refuse(slip, 'noSelectSoTips', pick);
  const limit = oddLimitMessage(pick.odd, user);
  if (limit) return { slip, messages: [{ ...limit, pick: keyOf(pick) }] };
  const picks = [...slip.picks.filter((p) => !sameMarket(p, pick)), { ...pick, banker: false }];
  const cap = pickCap(picks, slip.system, caps);
  if (picks.length > cap) return { slip, messages: [{ key: 'choosetypesError', params: { count: cap } }] };
  return { slip: withSystemCleared({ ...slip, picks }), messages: [] };
}

/** Tapping an odd on the slip removes it; tapping one that is not there adds it. */
export function togglePick(
  slip: Slip,
  pick: SlipPick,
  user: Pick<SlipUser, 'minOdds' | 'maxOdds'>,
  caps?: SlipCaps,
): SlipChange {
  if (slip.picks.some((p) => sameOutcome(p, pick))) return { slip: removePick(slip, pick), messages: [] };
  return addPick(slip, pick, user, caps);
}

export function removePick(slip: Slip, key: PickKey): Slip {
  return withSystemCleared({ ...slip, picks: slip.picks.filter((p) => !sameOutcome(p, key)) });
}

/** A pick as it was sent in a coupon request: which outcome, and when that pick was put on the slip. */
export interface SentPick extends PickKey {
  /** unknown for a request kept from before this was recorded: the outcome alone then tells */
  addedAt?: number;
}

/**
 * The slip once the coupon made of `sent` stands: the picks that went out leave it, and picks the
 * player put on it afterwards stay (a pick taken off and put on again since is a new one: it has
 * another `addedAt`). Nothing left, the slip is cleared as by Clear all (the stake stays).
 */
export function dropSentPicks(slip: Slip, sent: readonly SentPick[]): Slip {
  const wasSent = (p: SlipPick) =>
    sent.some((s) => sameOutcome(p, s) && (s.addedAt === undefined || s.addedAt === p.addedAt));
  const left = slip.picks.filter((p) => !wasSent(p));
  if (left.length === 0) return clearSlip(slip);
  if (left.length === slip.picks.length) return slip;
  return withSystemCleared({ ...slip, picks: left });
}

/**
 * Puts `next` where `current` is (same place on the slip, same banker flag), as when a rebuilt or
 * refused coupon offers another outcome. Refused like an add when `next` cannot be added.
 */
export function replacePick(
  slip: Slip,
  current: PickKey,
  next: SlipPick,
  user: Pick<SlipUser, 'minOdds' | 'maxOdds'>,
  caps: SlipCaps = DEFAULT_CAPS,
): SlipChange {
  const at = slip.picks.findIndex((p) => sameOutcome(p, current));
  if (at < 0) return addPick(slip, next, user, caps);
  const without = { ...slip, picks: slip.picks.filter((_, i) => i !== at) };
  const added = addPick(without, next, user, caps);
  if (added.messages.length > 0) return { slip, messages: added.messages };
  const picks = [...added.slip.picks];
  const moved = { ...picks.pop()!, banker: slip.picks[at]!.banker };
  // the replaced pick may have been one of the other picks of `next`'s market: keep the place valid
  picks.splice(Math.min(at, picks.length), 0, moved);
  return { slip: withSystemCleared({ ...added.slip, picks }), messages: [] };
}

/** Clears the picks; the stake typed stays for the next coupon. */
export function clearSlip(slip: Slip): Slip {
  return { ...EMPTY_SLIP, stake: slip.stake, ...(slip.stakeSet ? { stakeSet: true } : {}) };
}

/** What the live feed or a server refusal says about a pick now: new odd, new flags. */
export interface PickUpdate extends PickKey {
  odd?: number;
  match?: Partial<SlipPick['match']>;
  market?: Partial<SlipPick['market']>;
  outcome?: Partial<SlipPick['outcome']>;
}

/** Applies fresh data to the picks it is about; other picks are untouched. */
export function updatePicks(slip: Slip, updates: readonly PickUpdate[]): Slip {
  if (updates.length === 0) return slip;
  const picks = slip.picks.map((p) => {
    let next = p;
    for (const u of updates) {
      if (u.matchId !== p.matchId) continue;
      const outcomeHit = sameOutcome(u, p);
      next = {
        ...next,
        match: { ...next.match, ...u.match },
        market: u.marketId === p.marketId ? { ...next.market, ...u.market } : next.market,
        outcome: outcomeHit ? { ...next.outcome, ...u.outcome } : next.outcome,
        odd: outcomeHit && u.odd !== undefined ? u.odd : next.odd,
      };
    }
    return next;
  });
  return { ...slip, picks };
}

function refuse(slip: Slip, key: string, pick: PickKey): SlipChange {
  return { slip, messages: [{ key, pick: keyOf(pick) }] };
}
