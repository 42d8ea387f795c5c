import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  NOTIFY,
  EMPTY_SLIP,
  clearSlip,
  dropOutOfLimitPicks,
  dropSentPicks,
  pickFromMatch,
  pruneSlip,
  removePick,
  slipUserFromInfo,
  togglePick,
  updatePicks,
  type Coupon,
  type CouponCreateRequest,
  type Market,
  type Match,
  type Minor,
  type Outcome,
  type PickKey,
  type PickUpdate,
  type SentPick,
  type Slip,
  type SlipMessage,
  type SlipUser,
  type UserInfo,
} from '@bet/shared';
import { onConnectionBack } from '../api/connection.ts';
import { slipMessageParams } from './money-text.ts';
import { notifyKey } from './notify-text.ts';
import { useSession } from './session-store.ts';
import { writeSlipCookie } from './slip-cookie.ts';

/**
 * A create request whose answer has not come (lost on the network, a server fault): tapping Create
 * again on the same slip sends it again, idempotency key and all, so the server answers with the
 * coupon it may already have made instead of making a second one.
 */
export interface PendingCreate {
  /** what the player chose (picks, bankers, sizes, stake), without the odds that move meanwhile */
  content: string;
  request: CouponCreateRequest;
  /**
   * It was sent and its answer was lost: the server may have placed it. Until a definite answer,
   * no later message may say that no bet was taken.
   */
  maybePlaced?: boolean;
  /**
   * The picks it was sent with, each with when it was put on the slip: if the coupon turns out to
   * stand, these leave the slip, and picks the player put on it since stay. (Kept from before this
   * was recorded, a request has none, and its picks are told by their outcome.)
   */
  sent?: SentPick[];
}

/** The identity of a create request for retries: the same choices give the same content. */
export function requestContent(request: Omit<CouponCreateRequest, 'idempotencyKey'>): string {
  return JSON.stringify([
    request.stake,
    request.oddsChange ?? null,
    request.system ?? [],
    request.picks.map((p) => [p.matchId, p.marketId, p.outcomeId, p.banker, p.ttype]),
    request.voucher?.code ?? null,
  ]);
}

/** The coupon created last, kept until the player leaves the after-creation view. */
export interface LastCoupon {
  ticketId: string;
  coupon: Coupon;
  /** found by the slip's idempotency key after a reload cut the placement's answer off */
  recovered?: boolean;
  /** found so after the player had changed the slip: the changes were not sent */
  changesNotSent?: boolean;
}

/** An odd the server says moved, with what the player had seen: shown until the player accepts. */
export interface OddsMove extends PickKey {
  from: number;
  to: number;
}

/** A scanned voucher that pays the slip's stake at a shop counter (amount in minor units). */
export interface StakeVoucher {
  code: string;
  amount: number;
  terminalNo: string;
}

interface SlipState {
  slip: Slip;
  /** a shop counter's voucher paying the stake; its change comes back as a new voucher */
  stakeVoucher: StakeVoucher | null;
  setStakeVoucher: (v: StakeVoucher | null) => void;
  /**
   * A coupon is being created: the create button shows it and ignores taps, and the slip takes no
   * change from anywhere (odds buttons, the slip, a rebuild) until the answer, so what the player
   * sees stays what was sent.
   */
  creating: boolean;
  lastCoupon: LastCoupon | null;
  pending: PendingCreate | null;
  /**
   * A shop terminal's queue holds the pending request and cannot tell yet whether the server placed
   * it: the slip keeps its picks and takes no change and no new Create until the server answers.
   */
  checking: boolean;
  setChecking: (checking: boolean) => void;
  /**
   * The request to send for a slip: the pending one when the player retries the same slip, else
   * the same content under a new idempotency key. Kept until a definite answer (`settle`).
   */
  requestFor: (request: Omit<CouponCreateRequest, 'idempotencyKey'>) => CouponCreateRequest;
  /** the server answered for certain (created or refused): the next request gets a new key */
  settle: () => void;
  /** the pending request was sent and its answer lost: it may stand on the server */
  markMaybePlaced: () => void;
  /**
   * A coupon made of `sent` stands (its answer came, or a lookup found it): those picks leave the
   * slip whatever its lock, and picks put on it since stay.
   */
  dropPlaced: (sent: readonly SentPick[]) => void;
  toggle: (match: Match, market: Market, outcome: Outcome) => void;
  remove: (key: PickKey) => void;
  /** removes every pick of one match */
  removeMatch: (matchId: number) => void;
  clear: () => void;
  /** the stake the player typed or chose: from now on it is theirs, not the default */
  setStake: (stake: Minor) => void;
  /** 'C': back to the default stake, so the next quick amount sets it */
  resetStake: () => void;
  /**
   * The player's limits under the operator's trading limits, for this very slip and user (the
   * same objects): SlipLimitsAsker asks the server after the first paint and sets it.
   */
  narrowed: { picks: Slip['picks']; user: UserInfo | null; limits: SlipUser['limits'] } | null;
  /**
   * The server's last refusal of this slip, in words: the dialog that says it clears after 4 s, and
   * the slip must not then look as if nothing happened. Shown while the slip is the very one refused.
   */
  refusal: { text: string; slip: Slip } | null;
  setRefusal: (text: string) => void;
  /** odds the server refused because the player's odds-change choice did not take them */
  oddsMoves: OddsMove[];
  setOddsMoves: (moves: OddsMove[]) => void;
  /** fresh data from the live feed or a server refusal */
  update: (updates: readonly PickUpdate[]) => void;
  /** drops picks whose match has ended, and pre-match picks whose match has started */
  prune: () => void;
  setLastCoupon: (last: LastCoupon | null) => void;
  /** rebuilds a slip from picks (e.g. from a coupon) */
  replace: (slip: Slip) => void;
}

/** Shows the first refusal or notice of the engine in the notification dialog (orange). */
export function notifySlipMessages(messages: readonly SlipMessage[]): void {
  const first = messages[0];
  if (!first) return;
  notifyKey(NOTIFY.warning, first.key, slipMessageParams(first));
}

const user = () => slipUserFromInfo(useSession.getState().user);

/**
 * Whether the slip is held as sent: while its coupon is being placed, and while a shop terminal's
 * queue checks a bet whose answer is unknown (placed again, it could be a second bet).
 */
export const slipHeld = (state: { checking: boolean; creating: boolean }): boolean =>
  state.checking || state.creating;

/** Changes wait while the slip is held; the player is told why. */
export function waiting(state: { checking: boolean; creating: boolean }): boolean {
  if (state.checking) notifyKey(NOTIFY.warning, 'terminal.slipWaiting');
  else if (state.creating) notifyKey(NOTIFY.warning, 'slip.placingLocked');
  return slipHeld(state);
}

const sameSent = (a: SentPick, b: SentPick) =>
  a.matchId === b.matchId &&
  a.marketId === b.marketId &&
  a.outcomeId === b.outcomeId &&
  a.addedAt === b.addedAt;

/** The slip's picks as a request sends them, with when each was put on the slip. */
const sentPicks = (slip: Slip): SentPick[] =>
  slip.picks.map((p) => ({
    matchId: p.matchId,
    marketId: p.marketId,
    outcomeId: p.outcomeId,
    addedAt: p.addedAt,
  }));

/** The bet slip: the shared engine's Slip, persisted in local storage and the betslip cookie. */
export const useSlip = create<SlipState>()(
  persist(
    (set, get) => ({
      slip: EMPTY_SLIP,
      stakeVoucher: null,
      setStakeVoucher: (stakeVoucher) => set({ stakeVoucher }),
      narrowed: null,
      creating: false,
      lastCoupon: null,
      pending: null,
      checking: false,
      setChecking: (checking) => set({ checking }),
      requestFor: (fresh) => {
        const content = requestContent(fresh);
        const pending = get().pending;
        // the same request again: the picks it goes out with now are sent too
        const sent = sentPicks(get().slip);
        if (pending?.content === content) {
          const known = pending.sent ?? [];
          const more = sent.filter((p) => !known.some((k) => sameSent(k, p)));
          if (more.length > 0) set({ pending: { ...pending, sent: [...known, ...more] } });
          return pending.request;
        }
        const request = { idempotencyKey: crypto.randomUUID(), ...fresh };
        set({ pending: { content, request, sent } });
        return request;
      },
      settle: () => set({ pending: null }),
      markMaybePlaced: () => {
        const pending = get().pending;
        if (pending && !pending.maybePlaced) set({ pending: { ...pending, maybePlaced: true } });
      },
      dropPlaced: (sent) => set((s) => ({ slip: dropSentPicks(s.slip, sent) })),
      toggle: (match, market, outcome) => {
        if (waiting(get())) return;
        const change = togglePick(get().slip, pickFromMatch(match, market, outcome, Date.now()), user());
        notifySlipMessages(change.messages);
        set({ slip: change.slip });
      },
      remove: (key) => !waiting(get()) && set((s) => ({ slip: removePick(s.slip, key) })),
      removeMatch: (matchId) =>
        // the server's 'match started' on a fresh request; a slip being checked sends none
        set((s) => ({
          slip: s.slip.picks
            .filter((p) => p.matchId === matchId)
            .reduce((slip, p) => removePick(slip, p), s.slip),
        })),
      clear: () => !waiting(get()) && set((s) => ({ slip: clearSlip(s.slip) })),
      setStake: (stake) =>
        !waiting(get()) && set((s) => ({ slip: { ...s.slip, stake: Math.max(0, stake), stakeSet: true } })),
      resetStake: () => !waiting(get()) && set((s) => ({ slip: { ...s.slip, stake: 0, stakeSet: false } })),
      refusal: null,
      setRefusal: (text) => set((s) => ({ refusal: { text, slip: s.slip } })),
      oddsMoves: [],
      setOddsMoves: (oddsMoves) => set({ oddsMoves }),
      update: (updates) => {
        const next = updatePicks(get().slip, updates);
        // An odd that moved outside the user's limits leaves the slip with 'min limit: X' / 'max limit: X'.
        const limited = dropOutOfLimitPicks(next, user());
        notifySlipMessages(limited.messages);
        set({ slip: limited.slip });
      },
      prune: () => {
        const change = pruneSlip(get().slip, Date.now());
        if (change.slip === get().slip) return;
        // "Match already started: Remove from coupon" tells the player why a pick left.
        notifySlipMessages(change.messages);
        set({ slip: change.slip });
      },
      setLastCoupon: (lastCoupon) => set({ lastCoupon }),
      replace: (slip) => !waiting(get()) && set({ slip }),
    }),
    {
      name: 'betslip',
      version: 1,
      // The pending request survives a reload: a retry after it must still reuse its key.
      partialize: (s) => ({
        slip: s.slip,
        lastCoupon: s.lastCoupon,
        pending: s.pending,
        checking: s.checking,
      }),
      // "entries older than 5 minutes are dropped on load", and started matches leave.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<
          Pick<SlipState, 'slip' | 'lastCoupon' | 'pending' | 'checking'>
        >;
        const slip = p.slip ? pruneSlip(p.slip, Date.now(), true).slip : EMPTY_SLIP;
        return {
          ...current,
          slip,
          lastCoupon: p.lastCoupon ?? null,
          pending: p.pending ?? null,
          checking: p.checking === true && p.pending != null,
        };
      },
    },
  ),
);

// The cookie mirrors the slip whenever it changes.
writeSlipCookie(useSlip.getState().slip);
useSlip.subscribe((s, prev) => {
  if (s.slip !== prev.slip) writeSlipCookie(s.slip);
});

// Live following is loaded on demand so screens that never show odds do not carry the socket client.
// A load that fails (a first pick made offline) is tried again when the connection comes back or
// the slip changes, so the slip never stays deaf to its matches for the rest of the visit.
let following = false;
function followWhenNeeded(count: number): void {
  if (following || count === 0 || typeof window === 'undefined') return;
  following = true;
  import('../realtime/slip-follow.ts').then(
    (m) => m.startSlipFollow(),
    () => {
      following = false;
    },
  );
}
followWhenNeeded(useSlip.getState().slip.picks.length);
useSlip.subscribe((s) => followWhenNeeded(s.slip.picks.length));
onConnectionBack(() => followWhenNeeded(useSlip.getState().slip.picks.length));
