import {
  evaluateSlip,
  isShopUser,
  slipUserFromInfo,
  toMajor,
  type CouponCreateResponse,
  type CouponRefusalDetails,
  type Slip,
} from '@bet/shared';
import { ApiError, client } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { platform } from '../platform/index.ts';
import { isSubmissionChecking } from '../terminal/submit-coupon.ts';
import { useFavorites } from './favorites-store.ts';
import { useNotify } from './notify-store.ts';
import { refusalParams } from './money-text.ts';
import { notifyKey } from './notify-text.ts';
import { useSession } from './session-store.ts';
import { notifySlipMessages, useSlip } from './slip-store.ts';
import { useUi } from './ui-store.ts';

let busy = false;
export const isCreating = () => busy;

/**
 * The creation flow of spec section 4: guests get the login popup; locked picks block; a second
 * tap while creating is ignored; success shows the message, refreshes the balance, keeps the last
 * coupon, clears the slip and puts started matches in favourites; a refusal shows the server's
 * keys, updates changed picks and logs out when the session is gone.
 */
export async function createCoupon(): Promise<boolean> {
  if (busy) return false;
  const session = useSession.getState();
  if (!session.user) {
    useUi.getState().openLoginPopup();
    return false;
  }
  const { slip, checking } = useSlip.getState();
  if (checking) {
    notifyKey(3, 'terminal.slipWaiting');
    return false;
  }
  const user = slipUserFromInfo(session.user);
  const summary = evaluateSlip(slip, user);
  if (summary.locked > 0) {
    notifyKey(3, 'thereAreLockedMatches');
    return false;
  }
  if (!summary.creatable) {
    notifySlipMessages(summary.messages.filter((m) => m.key !== 'maxPayStakeReduced'));
    return false;
  }
  busy = true;
  useSlip.setState({ creating: true });
  useNotify.getState().show({ state: 5, message: 'sports.pleaseWaitCoupon' });
  // One key per slip content until a definite answer: a retry after a lost answer must not bet twice.
  const body = useSlip.getState().requestFor({
    // "stake is the total stake, or the stake per bet when the user's staketype says so"
    stake: toMajor(user.staketype === 1 ? summary.stakeTotal : summary.stakePerBet),
    oddChangeOk: true,
    ...(slip.system.length > 0 ? { system: slip.system } : {}),
    picks: slip.picks.map((p) => ({
      matchId: p.matchId,
      marketId: p.marketId,
      outcomeId: p.outcomeId,
      odd: p.odd,
      banker: p.banker,
      // what the player saw: a pre-match pick whose match went live is refused, not taken live
      ttype: p.match.ttype,
    })),
  });
  try {
    // A shop user's ticket is printed about a second after the server confirmed it, by the platform.
    const res = isShopUser(session.user)
      ? await platform.placeShopCoupon(body)
      : await client.coupons.create(body);
    created(res, slip);
    return true;
  } catch (err) {
    if (isSubmissionChecking(err)) {
      // No answer is not a refusal: the slip shows that it is being checked, and stays as it is.
      useNotify.getState().hide();
      useSlip.getState().setChecking(true);
      return false;
    }
    if (isDefiniteRefusal(err)) {
      useSlip.getState().settle();
      showRefusal(err);
    } else {
      // The bet may stand on the server: say so, and the next tap asks with the same key.
      notifyKey(3, 'slip.answerLost');
    }
    return false;
  } finally {
    busy = false;
    useSlip.setState({ creating: false });
  }
}

/** What a placed coupon does to the slip, however its answer came. */
function created(res: CouponCreateResponse, slip: Slip): void {
  useSlip.getState().settle();
  notifyKey(1, 'sports.couponCreated');
  void useSession.getState().refresh();
  const started = slip.picks.filter((p) => p.match.ttype === 'L').map((p) => p.matchId);
  if (started.length) useFavorites.getState().add(started);
  useSlip.getState().setLastCoupon({ ticketId: res.ticketId, coupon: res.coupon });
  useSlip.getState().clear();
}

/**
 * Asks the terminal's queue again about the slip's bet whose fate was unknown. The queue answers
 * for the same key without sending anything new: still checking (nothing changes), placed (the
 * slip shows the coupon; the terminal printed it once, by itself) or not placed (no stake was
 * taken; the slip may be placed again, under a new key).
 */
export async function resolveCheckingSubmission(): Promise<void> {
  const { checking, pending, slip } = useSlip.getState();
  if (!checking || busy) return;
  if (!pending) return useSlip.getState().setChecking(false);
  busy = true;
  try {
    const res = await platform.placeShopCoupon(pending.request);
    useSlip.getState().setChecking(false);
    created(res, slip);
  } catch (err) {
    // Still open, or the queue could not be asked: the next change of its list asks again.
    if (!isDefiniteRefusal(err)) return;
    useSlip.getState().setChecking(false);
    useSlip.getState().settle();
    showRefusal(err);
  } finally {
    busy = false;
  }
}

/**
 * A 4xx is the server's word that it made no coupon; a network error, a timeout or a 5xx says
 * nothing about whether it did, so the pending request and its key are kept for the retry.
 */
function isDefiniteRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408;
}

function showRefusal(err: unknown): void {
  if (!(err instanceof ApiError) || err.status === 0) {
    notifyKey(2, 'technicalError');
    return;
  }
  if (!err.login || err.status === 401) {
    useSession.getState().expired();
    useNotify.getState().hide();
    useUi.getState().openLoginPopup();
    return;
  }
  const details = err.details as CouponRefusalDetails;
  if (details.changed?.length) useSlip.getState().update(details.changed.map((c) => ({ ...c })));
  const picks = useSlip.getState().slip.picks;
  const lines = (details.couponErrors ?? []).map((e) => {
    const p = picks.find((x) => x.matchId === e.mid);
    const text = i18n.exists(e.msg) ? i18n.t(e.msg) : e.msg;
    return p ? `${p.match.home}-${p.match.away} ${text}` : text;
  });
  // "Match already started: Remove from coupon": the server saw the kick-off first.
  for (const e of details.couponErrors ?? [])
    if (e.msg === 'matchStarted') useSlip.getState().removeMatch(e.mid);
  if (lines.length) {
    useNotify.getState().show({ state: 4, message: lines.join('\n') });
    return;
  }
  notifyKey(4, err.code, refusalParams(err.code, err.details), err.serverMessage);
}
